// The one dialog frame every form uses (SPEC 2: max width 600, via the theme). It owns the busy flag,
// the SPEC 8 error shown in the dialog, and delete mode (SPEC 4: ticking the checkbox shows the
// warning and swaps the submit button for a red 'Verwijderen').
import { useState, type FormEvent, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import { useSubmit } from "../hooks/useSubmit";
import { deleteFailure } from "./deleteFailure";
import { t } from "../i18n/texts";
import { isSessionEnd } from "../api";
import { useOpenForm } from "../session";

export interface FormDialogProps {
  title: string;
  onClose(): void;
  submitLabel: string;
  /** False while the form is invalid or, for an edit, unchanged. */
  canSubmit: boolean;
  /** Throws to keep the dialog open with `failure`'s message; closes the dialog itself on success. */
  onSubmit(): Promise<void>;
  /** The SPEC 8 message(s) for a failed submit. */
  failure(error: unknown): string | readonly string[];
  /** Label of the delete checkbox; with `onDelete` it turns delete mode on. */
  deleteLabel?: string;
  onDelete?(): Promise<void>;
  children: ReactNode;
}

export function FormDialog({
  title,
  onClose,
  submitLabel,
  canSubmit,
  onSubmit,
  failure,
  deleteLabel,
  onDelete,
  children,
}: FormDialogProps) {
  const {
    busy,
    failure: error,
    run,
  } = useSubmit((e): readonly string[] => {
    if (isSessionEnd(e)) return [t("staff.shared.notSavedLoggedOut")];
    const text = failure(e);
    return typeof text === "string" ? [text] : text;
  });
  useOpenForm();
  const [deleting, setDeleting] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (deleting || !canSubmit || busy) return;
    void run(onSubmit);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="form-dialog-title">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: "contents" }}>
        <DialogTitle id="form-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && error.length > 0 && (
              <Alert severity="error">
                {error.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </Alert>
            )}
            {children}
            {deleteLabel && onDelete && (
              <FormControlLabel
                control={<Checkbox checked={deleting} onChange={(e) => setDeleting(e.target.checked)} />}
                label={deleteLabel}
              />
            )}
            {deleting && <Alert severity="warning">{t("staff.shared.deleteWarning")}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {t("common.common.cancel")}
          </Button>
          {deleting && onDelete ? (
            <Button variant="contained" color="error" disabled={busy} onClick={() => void run(onDelete, { describe: deleteFailure })}>
              {t("staff.shared.delete")}
            </Button>
          ) : (
            <Button type="submit" variant="contained" disabled={!canSubmit || busy}>
              {submitLabel}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
