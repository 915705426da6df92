import { memo, useId, useMemo, useRef, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import Icon from "@mui/material/Icon";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Theme } from "@mui/material/styles";
import type { SystemStyleObject } from "@mui/system";
import Alert from "@mui/material/Alert";
import type { PointsEvent, PointsInfo } from "../../../../shared/points-results";
import { api } from "../../../api";
import { LoadError } from "../../../components/LoadError";
import { Loading } from "../../../components/Loading";
import { PageHeader } from "../../../components/PageHeader";
import { formatDate } from "../../../format";
import { useLoad } from "../../../hooks/useLoad";
import { ConnectionBanner } from "../../../live/ConnectionBanner";
import { useMeetLive } from "../../../live/useMeetLive";
import { paths } from "../../../paths";
import { t } from "../../../i18n/texts";
import { useNearViewport, usePrintAll } from "../../../hooks/useNearViewport";
import { resultParts } from "../../../../shared/result-parts";
import { ResultTable } from "./ResultTable";
import { clubEvents, eventTitle, partTitle, rankedByPoints, resultClubs, statusLegend } from "./resultFormat";
import { useRefetchOnChange } from "./useRefetchOnChange";
import { ClubChoice } from "./ClubChoice";

// DESIGN 8c: A4 paper from the browser's own print. No app bar, no buttons; every table header
// repeats on each page a long event fills, and a row never splits across two pages.
const printStyles = (
  <GlobalStyles
    styles={{
      "@page": { size: "A4", margin: "15mm" },
      "@media print": {
        "html, body, #root": { background: "#fff !important" },
        ".MuiAppBar-root, .zt-no-print": { display: "none !important" },
        "main.MuiContainer-root": { maxWidth: "none !important", padding: "0 !important", margin: "0 !important" },
      },
    }}
  />
);

const screenStyles = (theme: Theme): SystemStyleObject<Theme> => ({
  "& .zt-print-only": { display: "none" },
  "& .zt-event": {
    p: { xs: 1.5, sm: 2 },
    mb: 2,
    "&:focus:not(:focus-visible)": { outline: "none" },
    // Jumped to, an event's title shows below the app bar.
    scrollMarginTop: { xs: 72, sm: 80 },
  },
  "& .zt-event > h2": { ...theme.typography.h6, m: 0, mb: 1 },
  // An event not yet built holds about the room it will take (rows and tables counted), so the
  // scroll bar and a jump to an event land about where they will be once it is.
  "& .zt-placeholder": { "--zt-row": "33px", "--zt-table": "67px" },
  "& .zt-part": { ...theme.typography.subtitle2, color: "text.secondary", mt: 2, mb: 0.5 },
  "& .zt-rt": {
    width: "100%",
    borderCollapse: "collapse",
    ...theme.typography.body2,
    fontVariantNumeric: "tabular-nums",
  },
  "& .zt-rt th, & .zt-rt td": {
    px: { xs: 0.75, sm: 1 },
    py: 0.75,
    textAlign: "left",
    verticalAlign: "top",
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  "& .zt-rt thead th": { fontWeight: 500, color: "text.secondary", whiteSpace: "nowrap" },
  "& .zt-rt .c-place": { width: "3.5rem", fontWeight: 500, whiteSpace: "nowrap" },
  "& .zt-rt .c-swimmer, & .zt-rt .c-club": { overflowWrap: "anywhere" },
  "& .zt-rt .c-class": { width: "4.5rem", whiteSpace: "nowrap" },
  // The same columns in every table of the page, however long the names in one of them.
  "& .zt-rt .c-swimmer": { width: { sm: "45%" } },
  "& .zt-rt .c-time": { width: "5.5rem", textAlign: "right", whiteSpace: "nowrap" },
  "& .zt-rt .c-points": { width: "6.5rem", textAlign: "right", fontWeight: 500 },
  "& .zt-estimated": { display: "block", color: "text.secondary", fontSize: "0.75rem", fontWeight: 400 },
  "& .zt-points-note": { mb: 2 },
  "& .zt-rt abbr": { textDecoration: "none" },
  "& .zt-name": { display: "block" },
  "& .zt-facts": { display: { xs: "block", sm: "none" }, color: "text.secondary", fontSize: "0.8125rem" },
  "& .zt-status": { display: "block", color: "error.main", fontSize: "0.8125rem" },
  "& .zt-provisional": { display: "block", color: "warning.dark", fontSize: "0.75rem" },
  "& .zt-unplaced .c-place": { color: "text.secondary" },
  "& .zt-print-title": { display: "none" },
  // A phone has no room for five columns: club and class go under the name there.
  [theme.breakpoints.down("sm")]: {
    "& .zt-rt .c-club, & .zt-rt .c-class": { display: "none" },
    // Club and class under the name: taller rows.
    "& .zt-placeholder": { "--zt-row": "58px", "--zt-table": "107px" },
  },
  "@media print": {
    "& .zt-print-only": { display: "block", mb: "4mm" },
    "& .zt-event": {
      p: 0,
      m: 0,
      mb: "6mm",
      border: "none",
      boxShadow: "none",
    },
    // A short ranking stays on one page; a long one flows on, its header repeated on every page.
    "& .zt-rt.zt-keep": { breakInside: "avoid-page" },
    "& .zt-event > h2, & .zt-part": { display: "none" },
    "& .zt-rt": { fontSize: "9pt", lineHeight: 1.3, color: "#000", mb: "3mm" },
    "& .zt-rt th, & .zt-rt td": { py: "0.8mm", px: "1.5mm", borderBottom: "0.5pt solid #999", color: "#000" },
    // 180 mm of paper: the names and clubs share what place, class and time leave.
    "& .zt-rt .c-place": { width: "12mm" },
    "& .zt-rt .c-swimmer": { width: "auto" },
    "& .zt-rt .c-club": { width: "62mm" },
    "& .zt-rt .c-class": { width: "14mm" },
    "& .zt-rt .c-time": { width: "18mm" },
    "& .zt-rt .c-points": { width: "22mm" },
    "& .zt-estimated": { color: "#000" },
    "& .zt-points-note": { border: "none", p: 0, color: "#000", fontSize: "9pt" },
    "& .zt-rt thead": { display: "table-header-group" },
    "& .zt-rt tr": { breakInside: "avoid" },
    "& .zt-print-title": { display: "table-row" },
    "& .zt-print-title th": { color: "#000", borderBottom: "1pt solid #000", whiteSpace: "normal" },
    "& .zt-print-event": { display: "block", fontSize: "11.5pt", fontWeight: 700 },
    "& .zt-print-part": { display: "block", fontSize: "10pt", fontWeight: 500 },
    "& .zt-rt .c-club, & .zt-rt .c-class": { display: "table-cell" },
    "& .zt-facts": { display: "none" },
    "& .zt-status, & .zt-provisional": { color: "#000", fontStyle: "italic" },
    "& .zt-unplaced .c-place": { color: "#000" },
  },
});

/**
 * The first events are built with the page: they are on the screen when it opens, and would
 * otherwise wait a frame for the observer to say so.
 */
const EAGER_EVENTS = 2;

/**
 * DESIGN 8c: the meet's results per event, in the file's own groups (8h) or overall, and per sport
 * class, following the meet live. DESIGN 11: each event is built when it comes near the screen, and
 * every event when the page is printed.
 */
export function ResultsScreen({ id }: { id: string }) {
  const meet = useLoad(() => api.meets.get(id), [id]);
  const results = useLoad(() => api.meets.results(id), [id]);
  const live = useMeetLive(meet.data?.signed_id);
  useRefetchOnChange(live.heats, results.reload);
  const [club, setClub] = useState<string | null>(null);
  const events = useMemo(() => clubEvents(results.data?.events ?? [], club), [results.data, club]);
  const legend = useMemo(() => statusLegend(events), [events]);
  const clubs = useMemo(() => resultClubs(results.data?.events ?? []), [results.data]);
  const { all, print } = usePrintAll();

  if (meet.error) return <LoadError error={meet.error} />;
  if (!meet.data) return <Loading />;
  const name = live.meet.name ?? meet.data.name;
  const date = formatDate(live.meet.planned_date ?? meet.data.planned_date);

  return (
    <Box sx={screenStyles}>
      {printStyles}
      <Box className="zt-no-print">
        <ConnectionBanner connection={live.connection} />
        <PageHeader
          back={{ to: paths.meet(id), label: name }}
          title={t("meet.results.title")}
          subtitle={[name, date].filter(Boolean).join(" · ")}
          actions={
            <>
              <Button variant="outlined" startIcon={<Icon>print</Icon>} onClick={print}>
                {t("meet.results.print")}
              </Button>
              <Button variant="outlined" startIcon={<Icon>download</Icon>} component="a" href={api.meets.resultsCsvUrl(id)} download>
                {t("meet.results.csv")}
              </Button>
              <Button
                variant="outlined"
                startIcon={<Icon>tv</Icon>}
                component="a"
                href={`${paths.meetResults(id)}?hideNav`}
                target="_blank"
                rel="noopener"
              >
                {t("meet.results.projector")}
              </Button>
            </>
          }
        />
      </Box>
      <Box className="zt-print-only">
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: "#000" }}>
          {name}
        </Typography>
        <Typography sx={{ color: "#000" }}>{[t("meet.results.title"), club, date].filter(Boolean).join(" · ")}</Typography>
        {legend && (
          <Typography variant="body2" sx={{ color: "#000" }}>
            {legend}
          </Typography>
        )}
      </Box>

      {results.data ? (
        results.data.events.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography color="text.secondary" sx={{ textAlign: "center" }}>
              {t("meet.results.empty")}
            </Typography>
          </Paper>
        ) : (
          <Box aria-busy={results.loading}>
            <ClubChoice clubs={clubs} club={club} onChange={setClub} />
            <EventJump events={events} />
            <PointsNote points={results.data.points} events={events} />
            {events.map((event, i) => (
              <EventBlock
                key={`${event.event_number}${event.round ?? ""}`}
                event={event}
                scored={results.data!.points.missing === null}
                built={all || i < EAGER_EVENTS}
              />
            ))}
          </Box>
        )
      ) : results.error ? (
        <LoadError error={results.error} />
      ) : (
        <Loading />
      )}
    </Box>
  );
}

const eventAnchor = (event: PointsEvent) => `programma-${event.event_number}${event.round ?? ""}`;

/**
 * Scrolls to an event and puts the focus there, once the menu has given the focus back to the
 * select: otherwise the page would scroll back to the select.
 */
function jumpTo(anchor: string) {
  setTimeout(() => {
    const target = document.getElementById(anchor);
    target?.scrollIntoView({ block: "start" });
    target?.focus({ preventScroll: true });
  });
}

/** A championship has a hundred events and more: straight to the one you look for. */
function EventJump({ events }: { events: readonly PointsEvent[] }) {
  return (
    <TextField
      select
      size="small"
      className="zt-no-print"
      label={t("meet.results.jump")}
      value=""
      onChange={(e) => jumpTo(e.target.value)}
      sx={{ mb: 2, width: { xs: "100%", sm: 420 } }}
    >
      {events.map((event) => (
        <MenuItem key={eventAnchor(event)} value={eventAnchor(event)}>
          {eventTitle(event)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Once above the events: which table gave the points (and that short course is estimated), or why
 * the meet has none and what to do, when an event has more than one class to rank together.
 */
function PointsNote({ points, events }: { points: PointsInfo; events: readonly PointsEvent[] }) {
  if (!events.some(rankedByPoints)) return null;
  if (points.missing)
    return (
      <Alert severity="info" className="zt-points-note">
        {t(`meet.results.points.missing.${points.missing}`)}
      </Alert>
    );
  if (!points.table) return null;
  return (
    <Typography variant="body2" color="text.secondary" className="zt-points-note">
      {t("meet.results.points.basis", { table: points.table.name, validFrom: formatDate(points.table.valid_from) })}{" "}
      {points.course === "SCM" && t("meet.results.points.basisEstimated")}
    </Typography>
  );
}

/**
 * One event: its heading always, so a reader can jump from event to event by heading; its rankings
 * once it comes near the screen (or `built`): the file's groups or overall, then one per sport class,
 * then (8g) all classes by points.
 */
const EventBlock = memo(function EventBlock({ event, scored, built }: { event: PointsEvent; scored: boolean; built: boolean }) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, built);
  const title = eventTitle(event);
  const parts = useMemo(() => resultParts(event), [event]);
  const byPoints = scored && rankedByPoints(event);
  return (
    <Paper
      ref={ref}
      variant="outlined"
      component="section"
      className="zt-event"
      id={eventAnchor(event)}
      tabIndex={-1}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      {built || near ? (
        <>
          {parts.map((part) => (
            <Box key={part.key}>
              <h3 className="zt-part">{partTitle(part)}</h3>
              <ResultTable
                event={title}
                part={partTitle(part)}
                rows={part.rows}
                ranking={part.key}
                points={part.kind === "group" && part.group.ranked_by === "points"}
              />
            </Box>
          ))}
          {byPoints && (
            <Box>
              <h3 className="zt-part">{t("meet.results.points.ranking")}</h3>
              {event.points_missing ? (
                <Typography variant="body2" color="text.secondary">
                  {t(`meet.results.points.eventMissing.${event.points_missing}`)}
                </Typography>
              ) : (
                <ResultTable event={title} part={t("meet.results.points.ranking")} rows={event.points_ranking} points ranking="points" />
              )}
            </Box>
          )}
        </>
      ) : (
        <Box className="zt-placeholder" style={{ height: placeholderHeight(parts, byPoints ? event.points_ranking.length : null) }} />
      )}
    </Paper>
  );
});

/** About the height an event's rankings take: its tables (a header and a title each) and their rows. */
function placeholderHeight(parts: readonly { rows: readonly unknown[] }[], pointsRows: number | null): string {
  const tables = parts.length + (pointsRows === null ? 0 : 1);
  const rows = parts.reduce((sum, part) => sum + part.rows.length, 0) + (pointsRows ?? 0);
  return `calc(${rows} * var(--zt-row) + ${tables} * var(--zt-table))`;
}
