import { useState } from "react";
import { useUploadProgress } from "../../hooks/useUploadProgress";
import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { api, otherMeetOf } from "../../api";
import { CsvColumns } from "../../components/CsvColumns";
import { FileField } from "../../components/FileField";
import { FormDialog } from "../../components/FormDialog";
import { UploadProgress } from "../../components/UploadProgress";
import { importFileProblem, uploadFailure } from "../../importFile";
import { IMPORT_KINDS, importExtensions } from "../../../shared/import-kind";
import { t } from "../../i18n/texts";
import type { ImportReport, Meet } from "../../api";
import { ImportReportDialog } from "./ImportReportDialog";

const ACCEPT = IMPORT_KINDS;

/**
 * SPEC 2/5: upload a newer export of the meet, then show what changed in its programme. `file` is
 * one already chosen (the dashboard's, for a meet the club has); `onDone` closes the summary.
 */
export function ReimportDialog({
  meet,
  file: chosen = null,
  onClose,
  onImported,
  onDone = onClose,
}: {
  meet: Pick<Meet, "id">;
  file?: File | null;
  onClose(): void;
  onImported?(): void;
  onDone?(): void;
}) {
  const [file, setFile] = useState<File | null>(chosen);
  const { progress, upload } = useUploadProgress();
  const [report, setReport] = useState<ImportReport | null>(null);
  // The file names another meet: said, and imported only when asked again ('Toch importeren').
  const [otherMeet, setOtherMeet] = useState<string | null>(null);
  const problem = importFileProblem(file, ACCEPT);

  const choose = (next: File | null) => {
    setFile(next);
    setOtherMeet(null);
  };

  const submit = async () => {
    if (!file) return;
    try {
      const result = await upload((onProgress) => api.meets.reimport(meet.id, file, onProgress, { askOtherMeet: otherMeet === null }));
      setReport(result.report);
      onImported?.();
    } catch (error) {
      const other = otherMeetOf(error);
      if (other === null) throw error;
      setOtherMeet(other);
    }
  };

  if (report) return <ImportReportDialog title={t("meet.reimport.doneTitle")} report={report} onClose={onDone} />;

  return (
    <FormDialog
      title={t("meet.reimport.title")}
      onClose={onClose}
      submitLabel={otherMeet === null ? t("staff.shared.upload") : t("meet.reimport.anyway")}
      canSubmit={!problem}
      onSubmit={submit}
      failure={uploadFailure}
    >
      <Typography variant="body2" color="text.secondary">
        {t("meet.reimport.intro")}
      </Typography>
      <CsvColumns />
      <FileField accept={importExtensions(ACCEPT)} file={file} problem={problem} disabled={progress !== null} onChange={choose} />
      {otherMeet !== null && <Alert severity="warning">{otherMeet}</Alert>}
      {progress !== null && <UploadProgress fraction={progress} />}
    </FormDialog>
  );
}
