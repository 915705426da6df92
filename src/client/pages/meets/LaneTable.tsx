import { Fragment, useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Icon from "@mui/material/Icon";
import IconButton from "@mui/material/IconButton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import {
  ENTRY_STATUSES,
  entryStatusOf,
  laneNumbers,
  overRelayLimit,
  type Heat,
  type Lane,
  type RelayPoints,
} from "../../../shared/programme";
import { timeSource, type TimeSource } from "../../../shared/lane-time";
import { formatSwimTime } from "../../../shared/race-time";
import { unsureText } from "../../../shared/labels";
import { ClassStatus } from "../../components/ClassStatus";
import { ExceptionCodes } from "../../components/ExceptionCodes";
import { visuallyHidden } from "../../components/visuallyHidden";
import { t } from "../../i18n/texts";
import { formatSeconds, outlyingWatches } from "../../../shared/watch-outliers";
import { sortedSplits } from "./laneDetails";

// On a phone only lane, swimmer, time and the row's buttons keep a column: club and class move under
// the swimmer, the source and status under the time, everything else into the row's details, so
// nothing needs a sideways scroll by the water.
const wide = { display: { xs: "none", sm: "table-cell" } } as const;
const narrow = { display: { xs: "block", sm: "none" } } as const;

const entry = (lane: Lane) => (lane.entrytime == null ? t("meet.heat.noTime") : formatSwimTime(lane.entrytime));

/** SPEC 3: a lane is disqualified when any dqs flag is true. */
const dqReasons = (lane: Lane) => Object.keys(lane.dqs ?? {}).filter((reason) => lane.dqs[reason]);

/** The lane's status as text (DNS, DNF, DSQ, …, or DQ for an imported flag), never by colour alone. */
function StatusMarker({ lane }: { lane: Lane }) {
  const reasons = dqReasons(lane);
  const dq = t("meet.heat.columns.dq");
  const label = lane.status ?? (reasons.length > 0 ? dq : null);
  if (!label) return null;
  const why = [lane.reason, ...reasons].filter(Boolean).join(", ");
  const chip = <Chip size="small" color={label === "DSQ" || label === dq ? "error" : "default"} label={label} />;
  return why ? <Tooltip title={why}>{chip}</Tooltip> : chip;
}

/** DESIGN 8e: the start list's word on the lane (afgemeld, buiten mededinging) and a late entry, in words. */
function EntryMarkers({ lane }: { lane: Lane }) {
  const status = entryStatusOf(lane);
  if (!status && !lane.late_entry) return null;
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 0.25 }}>
      {status && (
        <Chip size="small" variant="outlined" color={status === "EXH" ? "info" : "default"} label={t(`common.entryStatus.${status}`)} />
      )}
      {lane.late_entry && <Chip size="small" variant="outlined" icon={<Icon>person_add</Icon>} label={t("meet.heat.lateEntry")} />}
    </Box>
  );
}

/**
 * DESIGN 8i: a para relay's class points against its group's limit; over it, or a mixed relay that is
 * not two men and two women, is a warning for the referee, who decides.
 */
function RelayPointsNote({ relay }: { relay?: RelayPoints }) {
  if (!relay) return null;
  const warnings = [
    ...(overRelayLimit(relay) ? [t("meet.heat.relayOver", { limit: relay.limit! })] : []),
    ...(relay.not_two_and_two ? [t("meet.heat.relayNotTwoAndTwo")] : []),
  ];
  return (
    <Box sx={{ mt: 0.25 }}>
      <Caption>
        {relay.points === null
          ? t("meet.heat.relayPointsUnknown")
          : t("meet.heat.relayPoints", { points: relay.points, limit: relay.limit ?? 0, known: relay.limit === null ? "no" : "yes" })}
      </Caption>
      {warnings.map((warning) => (
        <Typography key={warning} variant="caption" component="div" sx={{ color: "warning.dark", fontWeight: 500 }}>
          <Icon fontSize="inherit" sx={{ verticalAlign: "text-bottom", mr: 0.5 }}>
            warning
          </Icon>
          {warning}
        </Typography>
      ))}
    </Box>
  );
}

/** A split as the lane's details list it: "50 m: 30.12". */
const splitText = (split: { distance: string; time: number }) =>
  t("meet.heat.split", { distance: split.distance, time: formatSwimTime(split.time) });

function Caption({ children, sx }: { children: ReactNode; sx?: object }) {
  return (
    <Typography variant="caption" color="text.secondary" component="div" sx={sx}>
      {children}
    </Typography>
  );
}

/**
 * SPEC 2: the bottom sheet's lane table, from the heat's lanes keyed by lane number; DESIGN 8b: per
 * lane the time that counts and where it comes from, and below the row, when opened, its status and
 * reason, splits, `confirmed` and every timekeeper's watch. `onEdit` (the referee) adds an edit
 * button to the lanes in `editable`; `actions` adds a lane's own buttons (DESIGN 8e: the start list).
 */

/** The lane's status as a result (DNS, DNF, DSQ), not the start list's word on the entry (WDR, SICK, EXH). */
const resultStatusOf = (lane: Lane): string | null =>
  lane.status && !(ENTRY_STATUSES as readonly string[]).includes(lane.status) ? lane.status : null;

export function LaneTable({
  heat,
  editable,
  onEdit,
  editDisabled = false,
  actions,
}: {
  /** The lanes, and the arrival order that tells which of them are in a dead heat. */
  heat: Pick<Heat, "lanes" | "vva">;
  editable?: ReadonlySet<string>;
  onEdit?: (lane: string) => void;
  /** The edit buttons stay in place but do nothing while the room is out of reach. */
  editDisabled?: boolean;
  actions?: (lane: string) => ReactNode;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { lanes } = heat;
  const numbers = laneNumbers(lanes);
  if (numbers.length === 0) return <Typography color="text.secondary">{t("meet.heat.noLanes")}</Typography>;
  const toggle = (number: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(number)) next.add(number);
      return next;
    });
  const headers: { label: string; phone?: true }[] = [
    { label: t("meet.heat.columns.lane"), phone: true },
    { label: t("meet.heat.columns.swimmer"), phone: true },
    { label: t("common.fields.license") },
    { label: t("meet.heat.columns.handicap") },
    { label: t("common.fields.club") },
    { label: t("meet.heat.columns.entry") },
    { label: t("meet.heat.columns.time"), phone: true },
    { label: t("meet.heat.columns.status") },
  ];
  const columns = headers.length + 1;

  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t("meet.heat.lanes")}
        // A phone's 328 px hold four columns only with half the usual cell padding.
        sx={{ "& th, & td": { px: { xs: 0.75, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            {headers.map(({ label, phone }) => (
              <TableCell key={label} sx={{ fontWeight: 500, whiteSpace: "nowrap", ...(phone ? undefined : wide) }}>
                {label}
              </TableCell>
            ))}
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t("meet.heat.columns.actions")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {numbers.map((number) => {
            const lane = lanes[number]!;
            const source = timeSource(heat, number);
            const outliers = outlyingWatches(lane.watches ?? []);
            const expanded = open.has(number);
            const detailsId = `lane-details-${number}`;
            return (
              <Fragment key={number}>
                <TableRow
                  hover
                  // A pointer may open the details anywhere on the row; the button is the way for a keyboard.
                  onClick={() => toggle(number)}
                  sx={{ cursor: "pointer", ...(expanded && { "& > td": { borderBottom: "none" } }) }}
                >
                  <TableCell>{number}</TableCell>
                  <TableCell sx={{ minWidth: { xs: 110, sm: 160 }, overflowWrap: "anywhere" }}>
                    {lane.swimmer || t("meet.heat.none")}
                    {(lane.club || lane.handicap) && (
                      <Caption sx={narrow}>
                        {[lane.club, lane.handicap && t("meet.results.sportClass", { cls: lane.handicap })].filter(Boolean).join(" · ")}
                        <ClassStatus status={lane.class_status} />
                      </Caption>
                    )}
                    <EntryMarkers lane={lane} />
                    <ExceptionCodes codes={lane.codes} />
                    <RelayPointsNote relay={lane.relay_points} />
                  </TableCell>
                  <TableCell sx={wide}>{lane.license || t("meet.heat.none")}</TableCell>
                  <TableCell sx={wide}>
                    {lane.handicap || t("meet.heat.none")}
                    <ClassStatus status={lane.class_status} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 120, ...wide }}>{lane.club || t("meet.heat.none")}</TableCell>
                  <TableCell sx={{ fontVariantNumeric: "tabular-nums", ...wide }}>{entry(lane)}</TableCell>
                  <TableCell sx={{ fontVariantNumeric: "tabular-nums", fontWeight: 500, whiteSpace: "nowrap" }}>
                    {/* An entry's word (WDR, EXH) is beside the swimmer, never a time: here only a result's (DNS, DSQ). */}
                    {lane.time == null ? (resultStatusOf(lane) ?? t("meet.heat.none")) : formatSwimTime(lane.time)}
                    {outliers.size > 0 && (
                      // Only the mark in the row; which watch and how far is in the lane's details.
                      <>
                        <Icon fontSize="small" sx={{ color: "warning.dark", verticalAlign: "text-bottom", ml: 0.5 }}>
                          warning
                        </Icon>
                        <Box component="span" sx={visuallyHidden}>
                          {` ${t("meet.heat.laneOutliers", { count: outliers.size })}`}
                        </Box>
                      </>
                    )}
                    {source && (lane.time != null || lane.status) && (
                      <Caption sx={{ fontWeight: 400 }}>
                        <Box component="span" sx={visuallyHidden}>
                          {`${t("meet.heat.counted")}: `}
                        </Box>
                        {t(`meet.heat.source.${source}`)}
                      </Caption>
                    )}
                    {(lane.time != null || !lane.status) && (
                      <Box sx={narrow}>
                        <StatusMarker lane={lane} />
                      </Box>
                    )}
                  </TableCell>
                  <TableCell sx={wide}>
                    <StatusMarker lane={lane} />
                  </TableCell>
                  <TableCell align="right" sx={{ py: 0 }} onClick={(event) => event.stopPropagation()}>
                    {/* On a phone the buttons stand above each other: side by side they push the table past 328 px. */}
                    <Box
                      sx={{
                        display: "flex",
                        flexDirection: { xs: "column", sm: "row" },
                        alignItems: "flex-end",
                        justifyContent: "flex-end",
                      }}
                    >
                      {actions?.(number)}
                      {onEdit && editable?.has(number) && (
                        <IconButton
                          size="small"
                          aria-label={t("meet.referee.editLane", { lane: number })}
                          disabled={editDisabled}
                          onClick={() => onEdit(number)}
                        >
                          <Icon fontSize="small">edit</Icon>
                        </IconButton>
                      )}
                      <IconButton
                        size="small"
                        aria-label={t("meet.heat.details", { lane: number })}
                        aria-expanded={expanded}
                        aria-controls={expanded ? detailsId : undefined}
                        onClick={() => toggle(number)}
                      >
                        <Icon fontSize="small">{expanded ? "expand_less" : "expand_more"}</Icon>
                      </IconButton>
                    </Box>
                  </TableCell>
                </TableRow>
                {expanded && (
                  <TableRow>
                    <TableCell colSpan={columns} id={detailsId} sx={{ pt: 0 }}>
                      <LaneDetails lane={lane} source={source} outliers={outliers} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "contents" }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </Box>
  );
}

/** DESIGN 8b: one lane's whole result, as the referee checks it; DESIGN 6b: `outliers`, how far each outlying watch lies. */
function LaneDetails({ lane, source, outliers }: { lane: Lane; source?: TimeSource; outliers: ReadonlyMap<string, number> }) {
  const splits = sortedSplits(lane.splits);
  const watches = lane.watches ?? [];
  const status = lane.status ? t(`meet.heat.statuses.${lane.status}`) : null;
  const dq = dqReasons(lane);
  return (
    <Box sx={{ bgcolor: "action.hover", borderRadius: 1, p: 1.5 }}>
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: "max-content minmax(0, 1fr)",
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          fontVariantNumeric: "tabular-nums",
        }}
      >
        <Detail label={t("meet.heat.counted")}>
          {lane.time == null ? t("meet.heat.none") : formatSwimTime(lane.time)}
          {source && ` (${t(`meet.heat.source.${source}`)})`}
        </Detail>
        {/* The referee's dead heat gave the lane its one official time; what the lane itself measured stays readable. */}
        {lane.measured_time != null && (
          <Detail label={t("meet.heat.deadHeat")}>{t("meet.heat.measured", { time: formatSwimTime(lane.measured_time) })}</Detail>
        )}
        <Detail label={t("meet.heat.columns.status")}>
          {status ?? (dq.length > 0 ? `${t("meet.heat.columns.dq")}: ${dq.join(", ")}` : t("meet.heat.none"))}
        </Detail>
        {/* A status's reason, or the referee's note on a time entered without one. */}
        {(lane.reason || lane.decision?.reason) && <Detail label={t("meet.heat.reason")}>{lane.reason || lane.decision?.reason}</Detail>}
        {lane.decision && <Detail label={t("meet.heat.source.referee")}>{t("meet.heat.decisionBy", { name: lane.decision.by })}</Detail>}
        <Detail label={t("meet.heat.confirmed")}>{t(lane.confirmed ? "meet.heat.yes" : "meet.heat.no")}</Detail>
        <Detail label={t("meet.heat.columns.entry")}>{entry(lane)}</Detail>
        {lane.license && <Detail label={t("common.fields.license")}>{lane.license}</Detail>}
        <Detail label={t("meet.heat.splits")}>{splits.length === 0 ? t("meet.heat.noSplits") : splits.map(splitText).join(" · ")}</Detail>
      </Box>
      <Typography variant="body2" component="h4" sx={{ fontWeight: 500, mt: 1.5 }}>
        {t("meet.heat.watches")}
      </Typography>
      {watches.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("meet.heat.noWatches")}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, fontVariantNumeric: "tabular-nums" }}>
          {watches.map((watch) => {
            const watchSplits = sortedSplits(watch.splits);
            const deviation = outliers.get(watch.id);
            return (
              <Typography component="li" variant="body2" key={watch.id} sx={{ mt: 0.5 }}>
                {watch.official}:{" "}
                <Box component="strong" sx={deviation == null ? undefined : { color: "warning.dark" }}>
                  {formatSwimTime(watch.time)}
                </Box>
                {watch.first_time !== undefined && ` ${t("meet.heat.correctedFrom", { time: formatSwimTime(watch.first_time) })}`}
                {watchSplits.length > 0 && ` (${watchSplits.map(splitText).join(" · ")})`}
                {deviation != null && (
                  <Box component="span" sx={{ color: "warning.dark", fontWeight: 500, ml: 1 }}>
                    <Icon fontSize="inherit" sx={{ verticalAlign: "-0.125em", mr: 0.5 }}>
                      warning
                    </Icon>
                    {t("meet.heat.outlier", { seconds: formatSeconds(deviation) })}
                  </Box>
                )}
                {watch.clock_accuracy !== undefined && (
                  <Box component="span" sx={{ color: "warning.dark", ml: 1 }}>
                    {t("meet.heat.unsureClock", { ms: watch.clock_accuracy })}
                  </Box>
                )}
                {watch.unsure && (
                  <Box component="span" sx={{ color: "warning.dark", fontWeight: 500, ml: 1 }}>
                    {t("meet.heat.unsureWatch", { reason: unsureText(watch.unsure) })}
                  </Box>
                )}
                {watch.pending && (
                  <Chip
                    size="small"
                    color="warning"
                    variant="outlined"
                    label={t(watch.withdrawn ? "meet.heat.pendingWithdrawal" : "meet.heat.pending")}
                    sx={{ ml: 1 }}
                  />
                )}
                {watch.rejected && <Chip size="small" variant="outlined" label={t("meet.heat.rejected")} sx={{ ml: 1 }} />}
              </Typography>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
