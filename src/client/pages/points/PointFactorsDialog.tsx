import { useState } from "react";
import { useUploadProgress } from "../../hooks/useUploadProgress";
import Typography from "@mui/material/Typography";
import { api } from "../../api";
import { FileField } from "../../components/FileField";
import { FormDialog } from "../../components/FormDialog";
import { UploadProgress } from "../../components/UploadProgress";
import { t } from "../../i18n/texts";
import { pointsFileProblem, pointsUploadFailure } from "./pointsUpload";

const ACCEPT = ["csv"];

/** DESIGN 8g: the short-course to long-course factors, which replace the ones before. */
export function PointFactorsDialog({ onClose, onUploaded }: { onClose(): void; onUploaded(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const { progress, upload } = useUploadProgress();
  const problem = pointsFileProblem(file, ACCEPT, t("staff.points.factorsDialog.wrongType"));

  const submit = async () => {
    if (!file) return;
    await upload((onProgress) => api.points.uploadFactors(file, onProgress));
    onUploaded();
    onClose();
  };

  return (
    <FormDialog
      title={t("staff.points.factorsDialog.title")}
      onClose={onClose}
      submitLabel={t("staff.shared.upload")}
      canSubmit={!problem}
      onSubmit={submit}
      failure={pointsUploadFailure}
    >
      <Typography variant="body2" color="text.secondary">
        {t("staff.points.factorsDialog.help")}
      </Typography>
      <FileField accept={ACCEPT} file={file} problem={problem} disabled={progress !== null} onChange={setFile} />
      {progress !== null && <UploadProgress fraction={progress} />}
    </FormDialog>
  );
}
