import { memo, useCallback } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { PublicHeat } from "../../shared/results";
import { HEAT_STATUS } from "../../shared/heat-status";
import { heatRace, heatTitle } from "../../shared/labels";
import { t } from "../i18n/texts";
import { occupiedLanes } from "./liveView";
import { RaceClock } from "../live/RaceClock";
import type { ServerClock } from "./serverClock";
import { StatusChip } from "./StatusChip";
import { LaneResult, SwimmerCell, compactTable } from "./tableParts";
import { HeatAnnouncer } from "../live/HeatAnnouncer";
import { heatStatusLine } from "./texts";
import { laneResult, resultLinesOf } from "../live/announcements";

/** What the active heat is to a parent in the stands: about to start, in the water, or just swum. */
function currentTitle(heat: PublicHeat | null): string {
  if (heat?.status === HEAT_STATUS.PLANNED) return t("public.now.waiting");
  if (heat && heat.status !== HEAT_STATUS.RUNNING) return t("public.now.swum");
  return t("public.now.title");
}

/** The active heat: its name, race and status, the running race clock, and its lanes as times arrive. */
export function CurrentHeat({ heat, clock }: { heat: PublicHeat | null; clock: ServerClock }) {
  const serverNow = useCallback(() => clock.serverNow(), [clock]);
  return (
    <>
      <Paper component="section" aria-labelledby="public-now" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id="public-now" variant="overline" component="h2" color="primary" sx={{ lineHeight: 1.5, fontWeight: 700 }}>
          {currentTitle(heat)}
        </Typography>
        {heat ? (
          <>
            <Box sx={{ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: 1 }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h6" component="p" sx={{ lineHeight: 1.25 }}>
                  {heatTitle(heat)}
                </Typography>
                <Typography color="text.secondary">{heatRace(heat)}</Typography>
              </Box>
              <Box sx={{ flexShrink: 0, maxWidth: "45%", textAlign: "right" }}>
                <StatusChip heat={heat} active />
              </Box>
            </Box>
            <RaceClock
              start={heat.start_time}
              end={heat.end_time}
              serverNow={serverNow}
              label={t("common.live.clock")}
              sx={{
                display: "block",
                textAlign: "center",
                fontSize: { xs: "3rem", sm: "3.75rem" },
                fontWeight: 300,
                lineHeight: 1.2,
                my: 1,
              }}
            />
            <HeatLanes heat={heat} />
          </>
        ) : (
          <Typography color="text.secondary">{t("public.now.noActiveHeat")}</Typography>
        )}
      </Paper>
      <HeatAnnouncer
        heat={heat}
        status={heat ? heatStatusLine(heat) : t("public.now.noActiveHeat")}
        results={heat ? resultLinesOf(heat) : []}
      />
    </>
  );
}

const HeatLanes = memo(function HeatLanes({ heat }: { heat: PublicHeat }) {
  const lanes = occupiedLanes(heat);
  if (lanes.length === 0) return <Typography color="text.secondary">{t("public.now.emptyHeat")}</Typography>;
  return (
    <Table size="small" aria-label={t("public.now.lanes")} sx={compactTable}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: "3.25rem" }}>{t("public.now.lane")}</TableCell>
          <TableCell>{t("public.now.swimmer")}</TableCell>
          <TableCell align="right" sx={{ width: "5.5rem" }}>
            {t("public.now.time")}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lanes.map(([key, lane]) => {
          const shown = laneResult(lane);
          return (
            <TableRow key={key} data-lane={key}>
              <TableCell sx={{ fontWeight: 500 }}>{key}</TableCell>
              <SwimmerCell swimmer={lane.swimmer} club={lane.club} handicap={lane.handicap} />
              <TableCell align="right" sx={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap", fontWeight: 500 }}>
                {shown === null ? "–" : <LaneResult shown={shown} />}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
});
