import { useId } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { t } from "../../i18n/texts";
import type { ImportReport } from "../../api";
import { ImportReportView } from "./ImportReportView";

/** DESIGN 8e: an import's summary in a dialog: right after a re-import, and again from the import history. */
export function ImportReportDialog({ title, report, onClose }: { title: string; report: ImportReport; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <ImportReportView report={report} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t("staff.shared.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
