import { memo, useMemo } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { LenexSession } from "../../shared/programme";
import type { PublicHeat } from "../../shared/results";
import { SessionRow } from "../components/SessionRow";
import { bySession } from "../live/sessions";
import { heatRace, heatTitle } from "../../shared/labels";
import { t } from "../i18n/texts";
import { occupiedLanes } from "./liveView";
import { fold, rowMatches } from "./resultsFilter";
import { filterHeats, isProvisional } from "./startList";
import { StatusChip } from "./StatusChip";
import { LaneResult, ProvisionalMark, compactTable } from "./tableParts";
import { expectedStartText } from "./texts";
import { laneResult } from "../live/announcements";

/**
 * Every heat of the meet in programme order with its status, each session under a row of its own
 * (DESIGN 8h), and the start list (DESIGN 8c): its lanes before it is swum, the expected start of a
 * heat still to come, each time 'voorlopig' until the referee settles it. A search shows only the
 * heats of that swimmer or club, their lanes marked, under the rows of their sessions.
 */
export const ProgrammeTable = memo(function ProgrammeTable({
  heats,
  sessions,
  activeHeatId,
  query,
  timeZone,
}: {
  heats: PublicHeat[];
  sessions: readonly LenexSession[];
  activeHeatId: string | null;
  query: string;
  /** The pool's clock (DESIGN 12), by which expected starts read. */
  timeZone?: string;
}) {
  const shown = useMemo(() => filterHeats(heats, query), [heats, query]);
  const groups = useMemo(() => bySession(shown, sessions), [shown, sessions]);
  return (
    <Paper component="section" aria-labelledby="public-programme" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="public-programme" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t("public.programme.title")}
      </Typography>
      {heats.length === 0 ? (
        <Typography color="text.secondary">{t("public.programme.empty")}</Typography>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{t("public.noMatch")}</Typography>
      ) : (
        <Table size="small" aria-label={t("public.programme.title")} sx={compactTable}>
          <TableHead>
            <TableRow>
              <TableCell>{t("public.programme.heat")}</TableCell>
              <TableCell sx={{ width: "8.5rem" }}>{t("public.programme.status")}</TableCell>
            </TableRow>
          </TableHead>
          {groups.map((group) => (
            <TableBody key={group.heats[0]!.id}>
              {group.session && <SessionRow session={group.session} colSpan={2} />}
              {group.heats.map((heat) => (
                <HeatRow key={heat.id} heat={heat} active={heat.id === activeHeatId} query={query} timeZone={timeZone} />
              ))}
            </TableBody>
          ))}
        </Table>
      )}
    </Paper>
  );
});

/** The heat's own row, and below it across both columns its start list. */
function HeatRow({ heat, active, query, timeZone }: { heat: PublicHeat; active: boolean; query: string; timeZone?: string }) {
  const expected = expectedStartText(heat, timeZone);
  const lanes = occupiedLanes(heat);
  const joined = lanes.length > 0 ? { "& > td": { borderBottom: 0 } } : undefined;
  return (
    <>
      <TableRow data-heat={heat.id} selected={active} aria-current={active ? "true" : undefined} sx={joined}>
        <TableCell sx={{ overflowWrap: "anywhere" }}>
          <Typography component="span" variant="body2" sx={{ display: "block", fontWeight: active ? 700 : 500 }}>
            {heatTitle(heat)}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
            {heatRace(heat)}
          </Typography>
        </TableCell>
        <TableCell>
          <StatusChip heat={heat} active={active} />
          {expected && (
            <Typography
              component="span"
              variant="body2"
              sx={{ display: "block", mt: 0.5, fontWeight: 500, fontVariantNumeric: "tabular-nums" }}
            >
              {expected}
            </Typography>
          )}
        </TableCell>
      </TableRow>
      {lanes.length > 0 && (
        <TableRow data-lanes-of={heat.id} selected={active}>
          <TableCell colSpan={2} sx={{ pt: "0 !important" }}>
            <HeatLanes heat={heat} lanes={lanes} query={query} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/** The heat's lanes, one line each: lane, swimmer, club and class, and the result once there is one. */
function HeatLanes({ heat, lanes, query }: { heat: PublicHeat; lanes: ReturnType<typeof occupiedLanes>; query: string }) {
  const searching = fold(query) !== "";
  return (
    <Box component="ul" aria-label={t("public.programme.startList", { heat: heatTitle(heat) })} sx={{ listStyle: "none", m: 0, p: 0 }}>
      {lanes.map(([key, lane]) => {
        const shown = laneResult(lane);
        const details = [lane.club, lane.handicap].filter(Boolean).join(" · ");
        const found = searching && rowMatches(lane, query);
        return (
          <Box
            component="li"
            key={key}
            data-lane={key}
            sx={{ display: "flex", gap: 0.75, py: 0.25, fontSize: "0.8125rem", fontWeight: found ? 700 : undefined }}
          >
            <Box component="span" sx={{ width: "1.25rem", flexShrink: 0, color: "text.secondary", textAlign: "right" }}>
              {key}
            </Box>
            <Box component="span" sx={{ flexGrow: 1, minWidth: 0 }}>
              {lane.swimmer}
              {details && (
                <Box component="span" sx={{ color: "text.secondary" }}>
                  {" "}
                  · {details}
                </Box>
              )}
            </Box>
            {shown && (
              <Box component="span" sx={{ flexShrink: 0, textAlign: "right", fontVariantNumeric: "tabular-nums" }}>
                <LaneResult shown={shown} />
                {isProvisional(heat, lane) && <ProvisionalMark />}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
