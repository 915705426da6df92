import { Fragment, useEffect, type ReactNode } from "react";
import Stack from "@mui/material/Stack";
import type { Heat } from "../../../shared/programme";
import { MovedOnNotice, NoActiveHeat } from "./HeatHeader";
import { useHeatRun } from "./useHeatRun";
import { usePinnedHeat } from "./usePinnedHeat";
import type { OfficialLive } from "../useOfficialLive";

/**
 * The frame of a task's screen: the heat it works on (the active one, or the one the official still
 * holds something for), a fresh screen for every run of that heat, and a notice when the
 * administrator has moved on. `hold` pins the heat while the screen holds an unsent tap or order,
 * `held` is the heat pinned when the screen opens (what the phone kept from before a reload);
 * `onHolding` tells the page, which asks before that is thrown away.
 */
export function HeatTask({
  active,
  held = null,
  live,
  onHolding,
  children,
}: {
  active: Heat | null;
  held?: string | null;
  live: OfficialLive;
  onHolding(holding: boolean): void;
  children(heat: Heat, hold: (heatId: string | null) => void): ReactNode;
}) {
  const { heat, hold, holding, movedOn } = usePinnedHeat(active, live.heats, held);
  useEffect(() => {
    onHolding(holding);
    return () => onHolding(false);
  }, [holding, onHolding]);
  const run = useHeatRun(heat?.id ?? null, heat?.start_time ?? null);
  if (!heat) return <NoActiveHeat />;
  return (
    <Stack spacing={1.5}>
      {movedOn && <MovedOnNotice active={active} />}
      <Fragment key={run}>{children(heat, hold)}</Fragment>
    </Stack>
  );
}
