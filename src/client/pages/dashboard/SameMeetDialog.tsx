import { useCallback, useId } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import type { SameMeet } from "../../api";
import { formatDate } from "../../format";
import { nl } from "../../texts/nl";

const t = nl.meets.new.same;

/**
 * DESIGN 9: the LENEX file is of a meet the club already has (start list first, results later).
 * Importing it there again is offered first; a second meet only when asked for.
 */
export function SameMeetDialog({
  meet,
  onReimport,
  onNewMeet,
  onClose,
}: {
  meet: SameMeet;
  onReimport(): void;
  onNewMeet(): void;
  onClose(): void;
}) {
  const titleId = useId();
  const textId = useId();
  // The advised answer takes the focus once the dialog's portal has mounted it.
  const advised = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t.text(meet.name, formatDate(meet.planned_date), meet.external_id)}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>{t.advice}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose}>{nl.common.cancel}</Button>
        <Button variant="outlined" onClick={onNewMeet}>
          {t.newMeet}
        </Button>
        <Button variant="contained" ref={advised} onClick={onReimport}>
          {t.reimport}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
