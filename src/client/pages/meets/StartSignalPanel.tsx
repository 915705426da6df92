import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Icon from "@mui/material/Icon";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { api, ApiError } from "../../api";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { formatDateTime } from "../../format";
import { t } from "../../i18n/texts";
import type { HornStart } from "../../live/start-signal/useHornStart";
import type { LearnedStartSignal } from "../../../shared/live";
import { keptOtherSounds } from "../../../shared/start-signal";

/** Long enough for a starter who hears "now" to sound the signal, with the hall before it to learn the threshold from. */
export const LEARN_SECONDS = 5;

type Step = { kind: "ready" } | { kind: "recording" } | { kind: "saving" } | { kind: "problem"; text: string };

/**
 * DESIGN 6b, 'Startsignaal testen': records while the starter sounds the venue's signal once, learns
 * it and gives it to the room, which keeps it for every admin desk. Nothing is sent when nothing was
 * learned; the dialog says what to do instead.
 */
function LearnDialog({ meetId, horn, onClose }: { meetId: number; horn: HornStart; onClose(): void }) {
  const [step, setStep] = useState<Step>({ kind: "ready" });
  const busy = step.kind === "recording" || step.kind === "saving";
  const record = async () => {
    setStep({ kind: "recording" });
    const learned = await horn.learn(LEARN_SECONDS * 1000);
    if (learned === "not-listening") return setStep({ kind: "problem", text: t("meet.horn.learn.notListening") });
    if (!learned) return setStep({ kind: "problem", text: t("meet.horn.learn.failed") });
    setStep({ kind: "saving" });
    try {
      await api.meets.learnStartSignal(meetId, learned);
      onClose();
    } catch (error) {
      setStep({ kind: "problem", text: error instanceof ApiError ? error.message : t("staff.shared.loadFailed") });
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="learn-start-signal" fullWidth maxWidth="sm">
      <DialogTitle id="learn-start-signal">{t("meet.horn.learn.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("meet.horn.learn.instructions", { seconds: LEARN_SECONDS })}</DialogContentText>
        {busy && (
          <Box role="status" sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ mb: 1, fontWeight: 500 }}>
              {t(step.kind === "recording" ? "meet.horn.learn.recording" : "meet.horn.learn.saving")}
            </Typography>
            <LinearProgress aria-hidden />
          </Box>
        )}
        {step.kind === "problem" && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {step.text}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t("common.common.cancel")}
        </Button>
        <Button variant="contained" startIcon={<Icon>mic</Icon>} onClick={() => void record()} disabled={busy}>
          {t(step.kind === "problem" ? "meet.horn.learn.recordAgain" : "meet.horn.learn.record")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Gereed voor start' and what the arming is: also on a desk without the microphone, which may end another desk's. */
export interface Arming {
  armed: boolean;
  text: string | null;
  disabled: boolean;
  toggle(): void;
}

export function ArmingRow({ arming }: { arming: Arming }) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
      <Button
        // Outlined: beside Start, the one press that starts a heat, this must not look like another.
        variant="outlined"
        color={arming.armed ? "warning" : "success"}
        startIcon={<Icon>{arming.armed ? "hearing_disabled" : "hearing"}</Icon>}
        disabled={arming.disabled}
        onClick={arming.toggle}
      >
        {t(arming.armed ? "meet.horn.disarm" : "meet.horn.arm")}
      </Button>
      {arming.text ? (
        <Alert severity="warning" role="status" sx={{ flex: "1 1 320px" }}>
          {arming.text}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ flex: "1 1 320px" }}>
          {t("meet.horn.armHelp")}
        </Typography>
      )}
    </Box>
  );
}

/**
 * DESIGN 6b at the control panel, with 'Start op het startsignaal' on: the venue's learned signal
 * (when, by whom; test it, again, or forget it) and 'Gereed voor start' for the active heat, which
 * only a learned signal and a listening microphone make possible.
 */
export function StartSignalPanel({
  meetId,
  timeZone,
  horn,
  learned,
  arming,
}: {
  meetId: number;
  timeZone?: string;
  horn: HornStart;
  learned: LearnedStartSignal | null;
  /** The arming's controls and state, or null while the active heat cannot be armed. */
  arming: Arming | null;
}) {
  const [learning, setLearning] = useState(false);
  const [forgetting, setForgetting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const listening = horn.state === "listening";
  const others = learned !== null && keptOtherSounds(learned.signal);
  return (
    <Box sx={{ mt: 1.5, display: "grid", gap: 1 }}>
      <Alert
        severity={!learned ? "info" : others ? "warning" : "success"}
        icon={<Icon>graphic_eq</Icon>}
        action={
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", justifyContent: "flex-end" }}>
            {learned && (
              <Button color="inherit" size="small" onClick={() => setForgetting(true)}>
                {t("meet.horn.forget")}
              </Button>
            )}
            <Button color="inherit" size="small" variant="outlined" disabled={!listening} onClick={() => setLearning(true)}>
              {t(learned ? "meet.horn.learn.again" : "meet.horn.learn.button")}
            </Button>
          </Box>
        }
      >
        {learned
          ? t("meet.horn.learned", { when: formatDateTime(new Date(learned.learned_at).toISOString(), timeZone), by: learned.by })
          : t("meet.horn.notLearned")}
        {others ? ` ${t("meet.horn.learnedUnsure")}` : ""}
      </Alert>
      {arming && <ArmingRow arming={arming} />}
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {learning && <LearnDialog meetId={meetId} horn={horn} onClose={() => setLearning(false)} />}
      {forgetting && (
        <ConfirmDialog
          question={t("meet.horn.forgetQuestion")}
          confirmLabel={t("meet.horn.forget")}
          destructive
          onConfirm={() => {
            setProblem(null);
            api.meets.forgetStartSignal(meetId).catch((error: unknown) => {
              setProblem(error instanceof ApiError ? error.message : t("staff.shared.loadFailed"));
            });
          }}
          onClose={() => setForgetting(false)}
        />
      )}
    </Box>
  );
}
