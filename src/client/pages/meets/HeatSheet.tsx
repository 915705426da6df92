import { useCallback, useMemo, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Drawer from "@mui/material/Drawer";
import Icon from "@mui/material/Icon";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { canExportHeat, HEAT_STATUS } from "../../../shared/heat-rules";
import { heatRace, heatTitle } from "../../../shared/labels";
import { freeLanes, lineupChoices, moveTargets, poolLanes } from "../../../shared/lineup-rules";
import type { AdminMessage } from "../../../shared/live";
import { isDisqualified, laneNumbers, type Heat } from "../../../shared/programme";
import { formatSwimTime } from "../../../shared/race-time";
import { acceptEffect } from "../../../shared/lane-time";
import { LOCALES } from "../../../shared/i18n/languages";
import { settleWarnings, type SettleWarning } from "../../../shared/settle-check";
import { api } from "../../api";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { HeatStatusChip } from "../../components/HeatStatusChip";
import { finishOrderLine } from "../../live/finishOrder";
import { currentLanguage, t } from "../../i18n/texts";
import { ArrivalDecisionDialog } from "./ArrivalDecisionDialog";
import { ArrivalOrder } from "./ArrivalOrder";
import { editableLanes, isStopped, pendingRecords, type PendingRecord } from "./laneDetails";
import { LaneResultDialog } from "./LaneResultDialog";
import { LaneTable } from "./LaneTable";
import { LineupDialog, type LineupTask } from "./LineupDialog";
import { LineupMenu } from "./LineupMenu";

/**
 * What the sheet's actions need of the room: the start list (DESIGN 8e) for the meet's club and
 * administrators, and with `referee` (administrators) the referee's desk (DESIGN 8b).
 */
export interface SheetDesk {
  send(message: AdminMessage): void;
  /** The room is reachable: a decision sent now gets there. */
  ready: boolean;
  /** The room's last refusal or error, in the language the room answers in. */
  problem: string | null;
  clearProblem(): void;
  referee: boolean;
}

/**
 * SPEC 2: a heat's lanes and arrival order in a bottom sheet, with its heat file export (SPEC 4:
 * not while planned or running) and, for the control panel's operator, activating this heat.
 * With `desk` the start list's changes (DESIGN 8e); when it is the referee's (DESIGN 8b) also a
 * lane's decision, the arrival order, settling the result and accepting or rejecting records that wait.
 */
export function HeatSheet({
  meetId,
  heat,
  heats,
  active,
  onActivate,
  desk,
  onClose,
}: {
  meetId: number;
  heat: Heat | null;
  /** The whole programme: where a swimmer may move, and the pool's lanes. */
  heats: readonly Heat[];
  active: boolean;
  /** Absent for viewers; null while SPEC 4 does not allow activating this heat. */
  onActivate?: (() => void) | null;
  desk?: SheetDesk;
  onClose(): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [deciding, setDeciding] = useState(false);
  const [lineup, setLineup] = useState<LineupTask | null>(null);
  const [checking, setChecking] = useState<readonly SettleWarning[] | null>(null);
  const pool = useMemo(() => poolLanes(heats), [heats]);
  const referee = desk?.referee ? desk : undefined;
  const exportable = heat ? canExportHeat(heat.status) : false;
  // Splash's heat file has no column for a status: a disqualified lane goes without its time (splash-heat-write.ts).
  const disqualified = heat ? Object.values(heat.lanes).some(isDisqualified) : false;
  const stopped = heat ? isStopped(heat.status) : false;
  const pending = heat && referee ? pendingRecords(heat) : [];
  const disagree = heat?.status === HEAT_STATUS.VVA_DEVIATIONS;
  // A late entry from the sheet's own button, for a lane still to choose among those that take one.
  const canEnter = heat !== null && desk !== undefined && freeLanes(heat, pool).some((key) => lineupChoices(heat, key).includes("enter"));

  const settle = (current: Heat) => {
    const warnings = current.settled ? [] : settleWarnings(current);
    if (warnings.length > 0) setChecking(warnings);
    else desk?.send({ type: "settle", heat_id: current.id, settled: !current.settled });
  };

  return (
    <Drawer
      anchor="bottom"
      open={heat !== null}
      onClose={onClose}
      slotProps={{
        // A modal sheet is a dialog to a screen reader, named after its heat; Escape closes it and the
        // focus goes back to the row or link that opened it (MUI's modal restores it).
        paper: {
          role: "dialog",
          "aria-modal": true,
          "aria-label": heat ? heatTitle(heat) : undefined,
          sx: { maxHeight: "85vh", borderTopLeftRadius: 12, borderTopRightRadius: 12 },
        },
      }}
    >
      {heat && (
        <Box sx={{ maxWidth: "lg", width: "100%", mx: "auto", px: { xs: 2, sm: 3 }, pt: 2, pb: 3 }}>
          <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", columnGap: 1.5, rowGap: 0.5 }}>
                <Typography variant="h6" component="h2">
                  {heatTitle(heat)}
                </Typography>
                <HeatStatusChip status={heat.status} active={active} settled={heat.settled} />
              </Box>
              <Typography color="text.secondary">{heatRace(heat)}</Typography>
            </Box>
            <IconButton onClick={onClose} aria-label={t("staff.shared.close")}>
              <Icon>close</Icon>
            </IconButton>
          </Box>

          {/* The room's refusal shows here: the page's own notice is hidden behind the open sheet. */}
          {desk?.problem && (
            <Alert severity="error" onClose={desk.clearProblem} closeText={t("meet.referee.dismissProblem")} sx={{ mt: 2 }}>
              {desk.problem}
            </Alert>
          )}

          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", my: 2 }}>
            {onActivate !== undefined && (
              <Button variant="contained" startIcon={<Icon>flag</Icon>} disabled={!onActivate} onClick={() => setConfirming(true)}>
                {t("meet.heat.activate")}
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<Icon>download</Icon>}
              component="a"
              href={api.meets.exportHeatUrl(meetId, heat.id)}
              download
              disabled={!exportable}
              aria-describedby={disqualified ? "export-dsq-hint" : undefined}
            >
              {t("meet.heat.export")}
            </Button>
            {referee && stopped && (
              <Button
                variant={heat.settled ? "outlined" : "contained"}
                color={heat.settled ? "inherit" : "success"}
                startIcon={<Icon>{heat.settled ? "lock_open" : "lock"}</Icon>}
                disabled={!referee.ready}
                aria-describedby="settle-hint"
                onClick={() => settle(heat)}
              >
                {t(heat.settled ? "meet.referee.reopen" : "meet.referee.settle")}
              </Button>
            )}
          </Box>
          {exportable && disqualified && (
            <Typography id="export-dsq-hint" variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
              {t("meet.heat.exportDsq")}
            </Typography>
          )}
          {referee && stopped && (
            <Typography id="settle-hint" variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
              {t(heat.settled ? "meet.referee.settledHint" : "meet.referee.settleHint")}
            </Typography>
          )}

          {referee && pending.length > 0 && <PendingList heat={heat} records={pending} desk={referee} />}

          <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1, mb: 0.5 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, flexGrow: 1 }}>
              {t("meet.heat.lanes")}
            </Typography>
            {canEnter && desk && (
              <Button
                variant="outlined"
                startIcon={<Icon>person_add</Icon>}
                disabled={!desk.ready}
                onClick={() => setLineup({ kind: "enter", lane: null })}
              >
                {t("meet.lineup.enter")}
              </Button>
            )}
          </Box>
          <LaneTable
            key={heat.id}
            heat={heat}
            editable={referee ? editableLanes(heat) : undefined}
            onEdit={referee ? setEditing : undefined}
            editDisabled={!referee?.ready}
            actions={
              desk
                ? (number) => (
                    <LineupMenu
                      number={number}
                      lane={heat.lanes[number]}
                      choices={lineupChoices(heat, number)}
                      unavailable={moveTargets(heats, heat, number, pool).length === 0 ? { move: t("meet.lineup.noMoveTargets") } : {}}
                      disabled={!desk.ready}
                      onChoose={(kind) => setLineup({ kind, lane: number })}
                    />
                  )
                : undefined
            }
          />

          <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1, mt: 3, mb: 0.5 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, flexGrow: 1 }}>
              {t("common.fields.arrivalOrder")}
            </Typography>
            {referee && stopped && (
              <Button
                variant={disagree ? "contained" : "outlined"}
                color={disagree ? "warning" : "primary"}
                startIcon={<Icon>format_list_numbered</Icon>}
                disabled={!referee.ready}
                onClick={() => setDeciding(true)}
              >
                {t("meet.referee.decideOrder")}
              </Button>
            )}
          </Box>
          {referee && disagree && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {t("meet.referee.judgesDisagree")}
            </Alert>
          )}
          {heat.vva?.decided && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t("meet.heat.decided")}
            </Typography>
          )}
          <ArrivalOrder vva={heat.vva} lanes={laneNumbers(heat.lanes)} />
        </Box>
      )}
      {confirming && onActivate && (
        <ConfirmDialog
          question={t("meet.control.activateQuestion")}
          confirmLabel={t("meet.control.activate")}
          onConfirm={onActivate}
          onClose={() => setConfirming(false)}
        />
      )}
      {heat && referee && editing !== null && heat.lanes[editing] && (
        <LaneResultDialog heat={heat} lane={editing} onSend={referee.send} onClose={() => setEditing(null)} />
      )}
      {heat && referee && deciding && <ArrivalDecisionDialog heat={heat} onSend={referee.send} onClose={() => setDeciding(false)} />}
      {heat && desk && lineup && (
        <LineupDialog task={lineup} heat={heat} heats={heats} pool={pool} onSend={desk.send} onClose={() => setLineup(null)} />
      )}
      {heat && referee && checking && (
        <SettleQuestion
          warnings={checking}
          onSettle={() => referee.send({ type: "settle", heat_id: heat.id, settled: true })}
          onClose={() => setChecking(null)}
        />
      )}
    </Drawer>
  );
}

/** What a waiting record says, and the names of its buttons. */
function describeRecord(record: PendingRecord): { text: string; accept: string; reject: string } {
  if (record.kind === "watch") {
    const values = { lane: record.lane, official: record.official, time: formatSwimTime(record.time) };
    return record.withdrawn
      ? {
          text: t("meet.referee.pendingWatchWithdrawal", values),
          accept: t("meet.referee.acceptWatchWithdrawal", values),
          reject: t("meet.referee.rejectWatchWithdrawal", values),
        }
      : {
          text: t("meet.referee.pendingWatch", values),
          accept: t("meet.referee.acceptWatch", values),
          reject: t("meet.referee.rejectWatch", values),
        };
  }
  const values = { official: record.official, order: finishOrderLine(record.places) };
  return record.withdrawn
    ? {
        text: t("meet.referee.pendingOrderWithdrawal", values),
        accept: t("meet.referee.acceptOrderWithdrawal", values),
        reject: t("meet.referee.rejectOrderWithdrawal", values),
      }
    : {
        text: t("meet.referee.pendingOrder", values),
        accept: t("meet.referee.acceptOrder", values),
        reject: t("meet.referee.rejectOrder", values),
      };
}

/**
 * DESIGN 8b: what accepting a waiting watch changes beyond its own lane, by the rule the results
 * follow: a dead heat the referee decided gives its lanes one time, so another lane's time moves too.
 */
function acceptEffectText(heat: Heat, record: PendingRecord): string | null {
  const effect = record.kind === "watch" ? acceptEffect(heat, record.id) : null;
  if (!effect) return null;
  const time = (ms: number | null) => (ms == null ? t("meet.heat.none") : formatSwimTime(ms));
  const { partners } = effect;
  if (effect.time != null && partners.every((partner) => partner.after === effect.time)) {
    const lanes = new Intl.ListFormat(LOCALES[currentLanguage()], { type: "conjunction" }).format(partners.map((partner) => partner.lane));
    return t("meet.referee.acceptDeadHeat", { total: partners.length + 1, lanes, time: time(effect.time) });
  }
  return partners.map((partner) => t("meet.referee.acceptPartner", { lane: partner.lane, time: time(partner.after) })).join(" · ");
}

/**
 * DESIGN 8b/8e: records that count only once the referee accepts them, each with its own buttons.
 * Rejecting cannot be taken back, so it asks first.
 */
function PendingList({ heat, records, desk }: { heat: Heat; records: readonly PendingRecord[]; desk: SheetDesk }) {
  const [rejecting, setRejecting] = useState<PendingRecord | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pending-title" sx={{ p: 1.5, mb: 2, borderColor: "warning.main" }}>
      <Typography id="pending-title" variant="subtitle2" component="h3" sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
        <Icon fontSize="small" sx={{ color: "warning.dark" }}>
          hourglass_top
        </Icon>
        {t("meet.referee.pendingTitle")}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {records.map((record) => {
          const { text, accept, reject } = describeRecord(record);
          const effect = acceptEffectText(heat, record);
          const effectId = `accept-effect-${record.id}`;
          return (
            <Box
              component="li"
              key={record.id}
              sx={{
                display: "flex",
                alignItems: "center",
                flexWrap: "wrap",
                justifyContent: "space-between",
                columnGap: 1,
                rowGap: 0.5,
                py: 0.75,
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" }}>
                  {text}
                </Typography>
                {effect && (
                  <Typography
                    id={effectId}
                    variant="body2"
                    sx={{ color: "warning.dark", fontWeight: 500, fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" }}
                  >
                    {effect}
                  </Typography>
                )}
              </Box>
              <Box sx={{ display: "flex", gap: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  aria-label={reject}
                  disabled={!desk.ready}
                  onClick={() => setRejecting(record)}
                >
                  {t("meet.referee.reject")}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={accept}
                  aria-describedby={effect ? effectId : undefined}
                  disabled={!desk.ready}
                  onClick={() => desk.send({ type: "accept_record", heat_id: heat.id, record_id: record.id })}
                >
                  {t("meet.referee.accept")}
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
      {rejecting && (
        <ConfirmDialog
          question={t(rejecting.withdrawn ? "meet.referee.rejectWithdrawalQuestion" : "meet.referee.rejectQuestion", {
            record: describeRecord(rejecting).text,
          })}
          confirmLabel={t("meet.referee.reject")}
          destructive
          onConfirm={() => desk.send({ type: "reject_record", heat_id: heat.id, record_id: rejecting.id })}
          onClose={() => setRejecting(null)}
        />
      )}
    </Paper>
  );
}

/** DESIGN 8e: before settling a result that looks wrong, the referee reads what and decides. */
function SettleQuestion({ warnings, onSettle, onClose }: { warnings: readonly SettleWarning[]; onSettle(): void; onClose(): void }) {
  const titleId = "settle-question-title";
  // As in ConfirmDialog: `autoFocus` lost the focus to the dialog itself inside the sheet.
  const first = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t("meet.referee.settleQuestion")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("meet.referee.settleIntro")}</DialogContentText>
        <Box component="ul" sx={{ pl: 2.5, mb: 0, fontVariantNumeric: "tabular-nums" }}>
          {warnings.map((warning) => (
            <Typography component="li" key={`${warning.kind}-${warning.lane}`}>
              {warning.kind === "no_result"
                ? t("meet.referee.noResult", { lane: warning.lane, swimmer: warning.swimmer })
                : t("meet.referee.tooFast", {
                    lane: warning.lane,
                    swimmer: warning.swimmer,
                    time: formatSwimTime(warning.time),
                    distance: String(warning.distance),
                  })}
            </Typography>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* Nothing is settled by a second Enter: the focus starts on Cancel. */}
        <Button onClick={onClose} ref={first}>
          {t("common.common.cancel")}
        </Button>
        <Button
          variant="contained"
          color="warning"
          onClick={() => {
            onSettle();
            onClose();
          }}
        >
          {t("meet.referee.settleAnyway")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
