import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { PointsEvent } from "../../shared/points-results";
import { formatSwimTime } from "../../shared/race-time";
import { t } from "../i18n/texts";
import { ProvisionalMark, ResultCode, SwimmerCell, compactTable } from "./tableParts";
import { eventLabel } from "./texts";

/** DESIGN 8g: the event's classes together, a chip beside the classes where there is more than one. */
export const hasPointsRanking = (event: PointsEvent) => event.classes.length > 1 && event.points_ranking.length > 0;

/** DESIGN 8g: all classes of an event ranked by World Para Swimming points, an estimate marked so. */
export function PointsRankingTable({ event }: { event: PointsEvent }) {
  // Under the points, the time and an estimate wrap within the column on a 360 px phone.
  const small = { display: "block", fontSize: "0.75rem", fontWeight: 400, color: "text.secondary", whiteSpace: "normal" } as const;
  return (
    <Table
      size="small"
      aria-label={t("public.results.table", { event: eventLabel(event), group: t("public.results.pointsRanking") })}
      sx={compactTable}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: "2.5rem" }}>{t("public.results.place")}</TableCell>
          <TableCell>{t("public.results.swimmer")}</TableCell>
          <TableCell align="right" sx={{ width: "7rem" }}>
            {t("public.results.points")}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {event.points_ranking.map((row) => (
          <TableRow key={`${row.heat_number}-${row.lane}`}>
            <TableCell sx={{ fontWeight: 700 }}>{row.place ?? ""}</TableCell>
            <SwimmerCell swimmer={row.swimmer} club={row.club} handicap={row.handicap} />
            <TableCell align="right" sx={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap", fontWeight: 500 }}>
              {row.points}
              <Box component="span" sx={small}>
                {formatSwimTime(row.time)}
              </Box>
              {row.points_estimated && row.lcm_time != null && (
                <Box component="span" sx={small}>
                  {t("public.results.estimated", { time: formatSwimTime(row.lcm_time) })}
                </Box>
              )}
              {row.status === "EXH" && (
                <Box component="span" sx={small}>
                  <ResultCode code="EXH" />
                </Box>
              )}
              {row.provisional && <ProvisionalMark />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
