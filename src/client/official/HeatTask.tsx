import { Fragment, type ReactNode } from "react";
import Stack from "@mui/material/Stack";
import type { Heat } from "../../shared/programme";
import { MovedOnNotice, NoActiveHeat } from "./HeatHeader";
import { useHeatRun } from "./useHeatRun";
import { usePinnedHeat } from "./usePinnedHeat";
import type { OfficialLive } from "./useOfficialLive";

/**
 * The frame of a task's screen: the heat it works on (the active one, or the one the official still
 * holds something for), a fresh screen for every run of that heat, and a notice when the
 * administrator has moved on. `hold` pins the heat while the screen holds an unsent tap or order.
 */
export function HeatTask({
  active,
  live,
  children,
}: {
  active: Heat | null;
  live: OfficialLive;
  children(heat: Heat, hold: (heatId: string | null) => void): ReactNode;
}) {
  const { heat, hold, movedOn } = usePinnedHeat(active, live.heats);
  const run = useHeatRun(heat?.id ?? null, heat?.start_time ?? null);
  if (!heat) return <NoActiveHeat />;
  return (
    <Stack spacing={1.5}>
      {movedOn && <MovedOnNotice active={active} />}
      <Fragment key={run}>{children(heat, hold)}</Fragment>
    </Stack>
  );
}
