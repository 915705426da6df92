import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Icon from "@mui/material/Icon";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { DECIDED_STATUSES, MAX_REASON_LENGTH } from "../../../shared/live";
import type { Heat } from "../../../shared/programme";
import { timeSource } from "../../../shared/lane-time";
import { formatSwimTime } from "../../../shared/race-time";
import { ExceptionCodeList } from "../../components/ExceptionCodes";
import { t } from "../../i18n/texts";
import { checkLaneForm, initialLaneForm, takesTime, withdrawal, type LaneForm, type LaneResult } from "./refereeForm";

/**
 * DESIGN 8b: the referee's decision on one lane: a time in m:ss.hh, DNS, DNF or DSQ with a reason,
 * or withdrawing the decision so the officials' times count again. The dialog closes on sending;
 * a refusal comes back from the room as the sheet's error.
 */
export function LaneResultDialog({
  heat,
  lane: number,
  onSend,
  onClose,
}: {
  heat: Heat;
  lane: string;
  onSend(result: LaneResult): void;
  onClose(): void;
}) {
  const lane = heat.lanes[number]!;
  const [form, setForm] = useState<LaneForm>(() => initialLaneForm(lane));
  // A field says what is wrong once it was left (or the referee pressed Enter to save).
  const [shown, setShown] = useState<{ time?: boolean; reason?: boolean }>({});
  const check = checkLaneForm(heat.id, number, form);
  const timed = takesTime(form.status);
  const timeError = shown.time ? check.timeError : null;
  const reasonError = shown.reason ? check.reasonError : null;
  const titleId = "lane-result-title";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown({ time: true, reason: true });
    if (!check.result) return;
    onSend(check.result);
    onClose();
  };

  const counted = lane.time == null ? t("meet.heat.none") : formatSwimTime(lane.time);
  const source = timeSource(heat, number);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: "contents" }}>
        <DialogTitle id={titleId}>{t("meet.referee.editLane", { lane: number })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {lane.swimmer}
            <br />
            {`${t("meet.heat.counted")}: ${counted}`}
            {source && ` (${t(`meet.heat.source.${source}`)})`}
          </DialogContentText>
          {(lane.codes?.length ?? 0) > 0 && (
            <Box sx={{ mb: 2 }}>
              <FormLabel component="p">{t("meet.heat.codes")}</FormLabel>
              <ExceptionCodeList codes={lane.codes} />
            </Box>
          )}
          <Stack spacing={2.5}>
            <FormControl>
              <FormLabel id="lane-result-status">{t("meet.referee.status")}</FormLabel>
              <RadioGroup
                aria-labelledby="lane-result-status"
                name="status"
                value={form.status}
                onChange={(event) => setForm((current) => ({ ...current, status: event.target.value as LaneForm["status"] }))}
              >
                <FormControlLabel value="" control={<Radio />} label={t("meet.referee.noStatus")} />
                {DECIDED_STATUSES.map((status) => (
                  <FormControlLabel key={status} value={status} control={<Radio />} label={t(`meet.heat.statuses.${status}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              label={t("common.fields.raceTime.label")}
              name="time"
              value={form.time}
              disabled={!timed}
              onChange={(event) => setForm((current) => ({ ...current, time: event.target.value }))}
              onBlur={() => setShown((current) => ({ ...current, time: true }))}
              error={timed && timeError !== null}
              helperText={!timed ? t("meet.referee.noTimeFor", { status: form.status }) : (timeError ?? t("common.fields.raceTime.help"))}
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: "decimal", spellCheck: false } }}
              sx={{ maxWidth: 240 }}
            />
            <TextField
              label={t("meet.referee.reason")}
              name="reason"
              value={form.reason}
              multiline
              minRows={1}
              maxRows={4}
              onChange={(event) => setForm((current) => ({ ...current, reason: event.target.value }))}
              onBlur={() => setShown((current) => ({ ...current, reason: true }))}
              error={reasonError !== null}
              helperText={
                <Box component="span" sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
                  <span>{reasonError ?? t("meet.referee.reasonHelp", { max: MAX_REASON_LENGTH })}</span>
                  <span aria-hidden="true">
                    {t("meet.referee.reasonCount", { count: form.reason.trim().length, max: MAX_REASON_LENGTH })}
                  </span>
                </Box>
              }
            />
            {lane.decision && (
              <Alert
                severity="info"
                icon={<Icon>gavel</Icon>}
                action={
                  <Button
                    color="error"
                    variant="outlined"
                    size="small"
                    onClick={() => {
                      onSend(withdrawal(heat.id, number));
                      onClose();
                    }}
                    sx={{ whiteSpace: "nowrap", bgcolor: "background.paper" }}
                  >
                    {t("meet.referee.withdraw")}
                  </Button>
                }
                sx={{ flexWrap: "wrap", "& .MuiAlert-action": { ml: 0, pl: 0 } }}
              >
                {t("meet.heat.decisionBy", { name: lane.decision.by })}. {t("meet.referee.withdrawHint")}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t("common.common.cancel")}</Button>
          {/* SPEC 4 "Forms": the submit button is disabled while the form is invalid. */}
          <Button type="submit" variant="contained" disabled={check.result === null}>
            {t("common.common.save")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
