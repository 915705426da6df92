import { useCallback, useId } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import type { SameMeet } from "../../api";
import { formatDate } from "../../format";
import { t } from "../../i18n/texts";

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
  const date = formatDate(meet.planned_date);
  const titleId = useId();
  const textId = useId();
  // The advised answer takes the focus once the dialog's portal has mounted it.
  const advised = useCallback((button: HTMLButtonElement | null) => button?.focus(), []);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t("staff.meets.new.same.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t("staff.meets.new.same.text", { name: meet.name, dated: date ? "yes" : "no", date, meetNumber: meet.external_id })}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>{t("staff.meets.new.same.advice")}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose}>{t("common.common.cancel")}</Button>
        <Button variant="outlined" onClick={onNewMeet}>
          {t("staff.meets.new.same.newMeet")}
        </Button>
        <Button variant="contained" ref={advised} onClick={onReimport}>
          {t("staff.meets.new.same.reimport")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
