import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import { nl } from "../texts/nl";

/** A yes/no question before an action that cannot simply be taken back. */
export function ConfirmDialog({
  question,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  question: string;
  confirmLabel: string;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <Dialog open onClose={onClose} aria-describedby="confirm-question">
      <DialogContent>
        <DialogContentText id="confirm-question">{question}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{nl.common.cancel}</Button>
        <Button
          variant="contained"
          autoFocus
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
