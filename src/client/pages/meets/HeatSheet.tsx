import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Drawer from "@mui/material/Drawer";
import Icon from "@mui/material/Icon";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { canExportHeat, HEAT_STATUS } from "../../../shared/heat-rules";
import { heatRace, heatTitle } from "../../../shared/labels";
import type { AdminMessage } from "../../../shared/live";
import { laneNumbers, type Heat } from "../../../shared/programme";
import { formatSwimTime } from "../../../shared/race-time";
import { api } from "../../api";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { HeatStatusChip } from "../../components/HeatStatusChip";
import { numberedPlaces } from "../../live/finishOrder";
import { nl } from "../../texts/nl";
import { ArrivalDecisionDialog } from "./ArrivalDecisionDialog";
import { ArrivalOrder } from "./ArrivalOrder";
import { editableLanes, isStopped, pendingRecords, type PendingRecord } from "./laneDetails";
import { LaneResultDialog } from "./LaneResultDialog";
import { LaneTable } from "./LaneTable";

const t = nl.meets.heat;
const r = nl.meets.referee;

/** What the referee's desk needs of the room (DESIGN 8b): administrators only. */
export interface RefereeDesk {
  send(message: AdminMessage): void;
  /** The room is reachable: a decision sent now gets there. */
  ready: boolean;
  /** The room's last refusal or error, in Dutch. */
  problem: string | null;
  clearProblem(): void;
}

/**
 * SPEC 2: a heat's lanes and arrival order in a bottom sheet, with its heat file export (SPEC 4:
 * not while planned or running) and, for the control panel's operator, activating this heat.
 * DESIGN 8b: with `desk` (administrators) the referee's actions: a lane's decision, the arrival
 * order, settling the result and accepting records that wait.
 */
export function HeatSheet({
  meetId,
  heat,
  active,
  onActivate,
  desk,
  onClose,
}: {
  meetId: number;
  heat: Heat | null;
  active: boolean;
  /** Absent for viewers; null while SPEC 4 does not allow activating this heat. */
  onActivate?: (() => void) | null;
  desk?: RefereeDesk;
  onClose(): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [deciding, setDeciding] = useState(false);
  const exportable = heat ? canExportHeat(heat.status) : false;
  const stopped = heat ? isStopped(heat.status) : false;
  const pending = heat && desk ? pendingRecords(heat) : [];
  const disagree = heat?.status === HEAT_STATUS.VVA_DEVIATIONS;

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
                <HeatStatusChip status={heat.status} active={active} />
                {heat.settled && <Chip size="small" variant="outlined" icon={<Icon>lock</Icon>} label={t.settled} />}
              </Box>
              <Typography color="text.secondary">{heatRace(heat)}</Typography>
            </Box>
            <IconButton onClick={onClose} aria-label={nl.common.close}>
              <Icon>close</Icon>
            </IconButton>
          </Box>

          {/* The room's refusal shows here: the page's own notice is hidden behind the open sheet. */}
          {desk?.problem && (
            <Alert severity="error" onClose={desk.clearProblem} closeText={r.dismissProblem} sx={{ mt: 2 }}>
              {desk.problem}
            </Alert>
          )}

          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", my: 2 }}>
            {onActivate !== undefined && (
              <Button variant="contained" startIcon={<Icon>flag</Icon>} disabled={!onActivate} onClick={() => setConfirming(true)}>
                {t.activate}
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<Icon>download</Icon>}
              component="a"
              href={api.meets.exportHeatUrl(meetId, heat.id)}
              download
              disabled={!exportable}
            >
              {t.export}
            </Button>
            {desk && stopped && (
              <Button
                variant={heat.settled ? "outlined" : "contained"}
                color={heat.settled ? "inherit" : "success"}
                startIcon={<Icon>{heat.settled ? "lock_open" : "lock"}</Icon>}
                disabled={!desk.ready}
                onClick={() => desk.send({ type: "settle", heat_id: heat.id, settled: !heat.settled })}
              >
                {heat.settled ? r.reopen : r.settle}
              </Button>
            )}
          </Box>
          {desk && heat.settled && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
              {r.settledHint}
            </Typography>
          )}

          {desk && pending.length > 0 && <PendingList heat={heat} records={pending} desk={desk} />}

          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 0.5 }}>
            {t.lanes}
          </Typography>
          <LaneTable
            key={heat.id}
            lanes={heat.lanes}
            editable={desk ? editableLanes(heat) : undefined}
            onEdit={desk ? setEditing : undefined}
            editDisabled={!desk?.ready}
          />

          <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 1, mt: 3, mb: 0.5 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, flexGrow: 1 }}>
              {nl.fields.arrivalOrder}
            </Typography>
            {desk && stopped && (
              <Button
                variant={disagree ? "contained" : "outlined"}
                color={disagree ? "warning" : "primary"}
                startIcon={<Icon>format_list_numbered</Icon>}
                disabled={!desk.ready}
                onClick={() => setDeciding(true)}
              >
                {r.decideOrder}
              </Button>
            )}
          </Box>
          {desk && disagree && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {r.judgesDisagree}
            </Alert>
          )}
          {heat.vva?.decided && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t.decided}
            </Typography>
          )}
          <ArrivalOrder vva={heat.vva} lanes={laneNumbers(heat.lanes)} />
        </Box>
      )}
      {confirming && onActivate && (
        <ConfirmDialog
          question={nl.meets.control.activateQuestion}
          confirmLabel={nl.meets.control.activate}
          onConfirm={onActivate}
          onClose={() => setConfirming(false)}
        />
      )}
      {heat && desk && editing !== null && heat.lanes[editing] && (
        <LaneResultDialog heat={heat} lane={editing} onSend={desk.send} onClose={() => setEditing(null)} />
      )}
      {heat && desk && deciding && <ArrivalDecisionDialog heat={heat} onSend={desk.send} onClose={() => setDeciding(false)} />}
    </Drawer>
  );
}

/** DESIGN 8b: records that count only once the referee accepts them, each with its own button. */
function PendingList({ heat, records, desk }: { heat: Heat; records: readonly PendingRecord[]; desk: RefereeDesk }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="pending-title" sx={{ p: 1.5, mb: 2, borderColor: "warning.main" }}>
      <Typography id="pending-title" variant="subtitle2" component="h3" sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
        <Icon fontSize="small" sx={{ color: "warning.dark" }}>
          hourglass_top
        </Icon>
        {r.pendingTitle}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {records.map((record) => {
          const text =
            record.kind === "watch"
              ? (record.withdrawn ? r.pendingWatchWithdrawal : r.pendingWatch)(record.lane, formatSwimTime(record.time), record.official)
              : (record.withdrawn ? r.pendingOrderWithdrawal : r.pendingOrder)(
                  record.official,
                  numberedPlaces(record.places)
                    .map((place) => nl.fields.finishPlace(place.position, place.lanes))
                    .join(", "),
                );
          const name =
            record.kind === "watch"
              ? (record.withdrawn ? r.acceptWatchWithdrawal : r.acceptWatch)(record.lane, record.official)
              : (record.withdrawn ? r.acceptOrderWithdrawal : r.acceptOrder)(record.official);
          return (
            <Box
              component="li"
              key={record.id}
              sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", justifyContent: "space-between", columnGap: 1, rowGap: 0.5, py: 0.75 }}
            >
              <Typography variant="body2" sx={{ fontVariantNumeric: "tabular-nums", minWidth: 0, overflowWrap: "anywhere" }}>
                {text}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                aria-label={name}
                disabled={!desk.ready}
                onClick={() => desk.send({ type: "accept_record", heat_id: heat.id, record_id: record.id })}
              >
                {r.accept}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
