import { useId, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Icon from "@mui/material/Icon";
import Typography from "@mui/material/Typography";
import { api, isApiError } from "../api";
import { ConfirmDialog } from "./ConfirmDialog";
import { CopyButton } from "./CopyButton";
import { t } from "../i18n/texts";

type Step = { kind: "idle" } | { kind: "asking" } | { kind: "made"; code: string } | { kind: "failed"; message: string };

/**
 * DESIGN 8d: "Nieuwe koppelcode" makes a new link code after a warning that the old one stops working,
 * and shows the new code in full this once, with a copy button; the page then shows its first 8. It
 * replaces the code `shown`: another window that replaced it first wins, and this one says so.
 */
export function NewLinkCode({ clubId, shown, onMade }: { clubId: number; shown: string; onMade(shown: string): void }) {
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const titleId = useId();
  const make = async () => {
    try {
      const { api_key } = await api.clubs.newLinkCode(clubId, shown);
      setStep({ kind: "made", code: api_key });
      onMade(api_key.slice(0, 8));
    } catch (error) {
      setStep({ kind: "failed", message: isApiError(error) && error.message ? error.message : t("staff.linkCode.failed") });
    }
  };
  const close = () => setStep({ kind: "idle" });
  return (
    <>
      <Button size="small" startIcon={<Icon>autorenew</Icon>} onClick={() => setStep({ kind: "asking" })}>
        {t("staff.linkCode.renew")}
      </Button>
      {step.kind === "asking" && (
        <ConfirmDialog
          question={t("staff.linkCode.question")}
          confirmLabel={t("staff.linkCode.confirm")}
          destructive
          onConfirm={() => void make()}
          // Called after onConfirm too: only a question still open closes, not a code already shown.
          onClose={() => setStep((now) => (now.kind === "asking" ? { kind: "idle" } : now))}
        />
      )}
      {(step.kind === "made" || step.kind === "failed") && (
        <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
          <DialogTitle id={titleId}>{t("staff.linkCode.title")}</DialogTitle>
          <DialogContent>
            {step.kind === "made" ? (
              <>
                <DialogContentText>{t("staff.linkCode.once")}</DialogContentText>
                <Box sx={{ display: "flex", alignItems: "center", gap: 1, my: 2, p: 1.5, bgcolor: "action.hover", borderRadius: 1 }}>
                  <Typography component="code" sx={{ fontFamily: "monospace", fontSize: "1rem", wordBreak: "break-all", flex: 1 }}>
                    {step.code}
                  </Typography>
                  <CopyButton text={step.code} />
                </Box>
                <Alert severity="warning">{t("staff.linkCode.oldStopped")}</Alert>
              </>
            ) : (
              <Alert severity="error">{step.message}</Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={close}>
              {t("staff.shared.close")}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
