import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { heatTitle } from "../../../shared/labels";
import type { Heat } from "../../../shared/programme";
import { HeatStatusChip } from "../../components/HeatStatusChip";
import { heatStatusLine, resultLinesOf } from "../../live/announcements";
import { HeatAnnouncer } from "../../live/HeatAnnouncer";
import { RaceClock } from "../../live/RaceClock";
import { useRoomNow } from "../../live/useRoomNow";
import type { MeetLive } from "../../live/useMeetLive";
import { t } from "../../i18n/texts";
import { ActiveHeatLanes } from "./ActiveHeatLanes";
import { ControlPanel } from "./ControlPanel";
import { heatRace } from "../../../shared/labels";

/** The active heat with its race clock for everyone (SPEC 2), and the control panel for administrators. */
export function LivePanel({
  heats,
  activeHeatId,
  live,
  controls,
  onOpenHeat,
}: {
  heats: readonly Heat[];
  activeHeatId: string | null;
  live: MeetLive;
  controls: boolean;
  onOpenHeat(heat: Heat): void;
}) {
  const active = heats.find((heat) => heat.id === activeHeatId) ?? null;
  const roomNow = useRoomNow(live.clock);
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: "100%" }} aria-label={t("meet.live.activeHeat")} component="section">
        <Box sx={{ display: "flex", alignItems: "flex-start", flexWrap: "wrap", gap: 2 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" component="h2">
              {t("meet.live.activeHeat")}
            </Typography>
            {active ? (
              <>
                <Link
                  component="button"
                  variant="h6"
                  color="inherit"
                  underline="hover"
                  onClick={() => onOpenHeat(active)}
                  sx={{ display: "block", textAlign: "left" }}
                >
                  {heatTitle(active)}
                </Link>
                <Typography color="text.secondary">{heatRace(active)}</Typography>
                <Box sx={{ mt: 1 }}>
                  <HeatStatusChip status={active.status} active settled={active.settled} />
                </Box>
              </>
            ) : (
              <Typography color="text.secondary">{t("meet.live.noActiveHeat")}</Typography>
            )}
          </Box>
          <RaceClock
            start={active?.start_time ?? null}
            end={active?.end_time ?? null}
            serverNow={roomNow}
            data-testid="race-clock"
            sx={{ fontSize: { xs: "3rem", sm: "4rem" }, fontWeight: 300, lineHeight: 1.1, color: "text.primary" }}
          />
        </Box>
        {active && active.start_time != null && <ActiveHeatLanes heat={active} referee={controls} onOpen={() => onOpenHeat(active)} />}
        {controls && (
          <Box sx={{ mt: 2 }}>
            <ControlPanel heats={heats} activeHeatId={activeHeatId} live={live} />
          </Box>
        )}
      </Paper>
      <HeatAnnouncer
        heat={active}
        status={active ? heatStatusLine(active) : t("meet.live.noActiveHeat")}
        results={active ? resultLinesOf(active) : []}
      />
    </>
  );
}
