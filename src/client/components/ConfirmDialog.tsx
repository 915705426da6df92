import { useCallback, useId } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import { t } from "../i18n/texts";

/**
 * A yes/no question before an action that cannot simply be taken back, named by its question. The
 * dialog keeps the focus inside and gives it back on closing. With `destructive` the action is red and
 * the focus starts on Cancel, so a second press of Enter throws nothing away.
 */
export function ConfirmDialog({
  question,
  confirmLabel,
  destructive = false,
  onConfirm,
  onClose,
}: {
  question: string;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const questionId = useId();
  // The first answer takes the focus the moment it is there: the dialog's portal mounts it a render
  // after this component, and `autoFocus` lost it to the dialog itself inside the heat's sheet.
  const first = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);
  return (
    <Dialog open onClose={onClose} aria-labelledby={questionId}>
      <DialogContent>
        <DialogContentText id={questionId}>{question}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} ref={destructive ? first : undefined}>
          {t("common.common.cancel")}
        </Button>
        <Button
          variant="contained"
          color={destructive ? "error" : "primary"}
          ref={destructive ? undefined : first}
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
