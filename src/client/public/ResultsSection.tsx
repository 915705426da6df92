import { memo, useMemo, useState } from "react";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Icon from "@mui/material/Icon";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { formatSwimTime } from "../../shared/race-time";
import type { ResultRow } from "../../shared/results";
import type { PointsEvent, PointsResults } from "../../shared/points-results";
import { heatRace } from "../../shared/labels";
import { t } from "../i18n/texts";
import { filterResults, fold } from "./resultsFilter";
import { ProvisionalMark, ResultCode, SwimmerCell, compactTable } from "./tableParts";
import { eventLabel, groupLabel } from "./texts";
import { hasPointsRanking, PointsRankingTable } from "./PointsRankingTable";
import { resultParts, type ResultPart } from "../../shared/result-parts";

/** DESIGN 8g: the chip of the points ranking beside the others; no part of resultParts has this key. */
const POINTS = "points";

/**
 * The results per event (DESIGN 8c), one fold-out block each: in the file's own groups (8h) or
 * overall, or per para sport class, one ranking at a time by its chip. The active heat's event (or
 * else the latest) is open until the visitor opens or closes one themselves; a search for a swimmer
 * or club opens every event where they swam. A closed block is not built at all.
 */
export const ResultsSection = memo(function ResultsSection({
  results,
  activeEvent,
  query,
}: {
  results: PointsResults | null;
  activeEvent: string | null;
  query: string;
}) {
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  const [chosenRanking, setChosenRanking] = useState<Record<string, string>>({});
  const events = useMemo(() => (results ? filterResults(results, query) : []), [results, query]);
  const searching = fold(query) !== "";
  const last = events.at(-1);
  const defaultOpen = activeEvent && events.some((e) => eventLabel(e) === activeEvent) ? activeEvent : last ? eventLabel(last) : null;
  const hasAny = (results?.events.length ?? 0) > 0;

  return (
    <Paper component="section" aria-labelledby="public-results" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="public-results" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t("public.results.title")}
      </Typography>
      {!hasAny ? (
        <Typography color="text.secondary">{t("public.results.empty")}</Typography>
      ) : (
        <>
          {events.length === 0 && <Typography color="text.secondary">{t("public.noMatch")}</Typography>}
          {events.map((event) => {
            const key = eventLabel(event);
            const parts = resultParts(event);
            const chips = [
              ...parts.map((part) => ({ key: part.key, label: partLabel(part) })),
              ...(hasPointsRanking(event) ? [{ key: POINTS, label: t("public.results.pointsRanking") }] : []),
            ];
            const chosen = chips.find((chip) => chip.key === chosenRanking[key])?.key ?? chips[0]?.key;
            const part = parts.find((p) => p.key === chosen);
            return (
              <Accordion
                key={key}
                disableGutters
                variant="outlined"
                expanded={searching || (opened[key] ?? key === defaultOpen)}
                onChange={(_, expanded) => setOpened((o) => ({ ...o, [key]: expanded }))}
                slotProps={{ transition: { unmountOnExit: true } }}
                sx={{ "&:not(:last-of-type)": { borderBottom: 0 } }}
              >
                <AccordionSummary expandIcon={<Icon>expand_more</Icon>} sx={{ px: 1.5 }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 500 }}>{t("public.eventName", { event: key })}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {heatRace(event)}
                    </Typography>
                  </Box>
                </AccordionSummary>
                <AccordionDetails sx={{ px: 1, pt: 0 }}>
                  {chips.length > 1 && (
                    <Box
                      role="group"
                      aria-label={t("public.results.rankings")}
                      sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, mb: 1 }}
                    >
                      {chips.map((chip) => (
                        <Chip
                          key={chip.key}
                          label={chip.label}
                          size="small"
                          clickable
                          color={chip.key === chosen ? "primary" : "default"}
                          variant={chip.key === chosen ? "filled" : "outlined"}
                          aria-pressed={chip.key === chosen}
                          onClick={() => setChosenRanking((c) => ({ ...c, [key]: chip.key }))}
                        />
                      ))}
                    </Box>
                  )}
                  {chosen === POINTS ? <PointsRankingTable event={event} /> : part && <ResultTable event={event} part={part} />}
                </AccordionDetails>
              </Accordion>
            );
          })}
        </>
      )}
    </Paper>
  );
});

/** A ranking's name on its chip and its table: a group as the file names it, a class by its code. */
function partLabel(part: ResultPart): string {
  if (part.kind === "overall") return t("public.results.overall");
  if (part.kind === "class") return part.cls;
  return groupLabel(part.group);
}

function ResultTable({ event, part }: { event: PointsEvent; part: ResultPart }) {
  const { rows } = part;
  return (
    <Table
      size="small"
      aria-label={t("public.results.table", { event: eventLabel(event), group: partLabel(part) })}
      data-ranking={part.key}
      sx={compactTable}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: "2.5rem" }}>{t("public.results.place")}</TableCell>
          <TableCell>{t("public.results.swimmer")}</TableCell>
          <TableCell align="right" sx={{ width: "5.5rem" }}>
            {t("public.results.time")}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.heat_number}-${row.lane}`} data-swim={`${row.heat_number}-${row.lane}`}>
            <TableCell sx={{ fontWeight: 700 }}>{row.place ?? ""}</TableCell>
            <SwimmerCell swimmer={row.swimmer} club={row.club} handicap={row.handicap} />
            <TableCell align="right" sx={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap", fontWeight: 500 }}>
              <RowTime row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The time that counts; a status instead when there is none that ranks; EXH under its time; 'voorlopig' under either until settled. */
function RowTime({ row }: { row: ResultRow }) {
  const provisional = row.provisional && <ProvisionalMark />;
  if (row.status && (row.status !== "EXH" || row.time == null)) {
    return (
      <>
        <ResultCode code={row.status} />
        {provisional}
      </>
    );
  }
  return (
    <>
      {formatSwimTime(row.time)}
      {row.status === "EXH" && (
        <Box component="span" sx={{ display: "block", fontSize: "0.75rem", color: "text.secondary" }}>
          <ResultCode code="EXH" />
        </Box>
      )}
      {provisional}
    </>
  );
}
