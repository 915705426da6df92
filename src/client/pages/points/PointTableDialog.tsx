import { useState } from "react";
import { useUploadProgress } from "../../hooks/useUploadProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { pointTableSchema } from "../../../shared/schemas";
import { api } from "../../api";
import { FileField } from "../../components/FileField";
import { FormDialog } from "../../components/FormDialog";
import { UploadProgress } from "../../components/UploadProgress";
import { useForm } from "../../hooks/useForm";
import { t } from "../../i18n/texts";
import { pointsFileProblem, pointsUploadFailure } from "./pointsUpload";

const ACCEPT = ["xlsx", "csv"];

/** DESIGN 8g: an administrator uploads World Para Swimming's calculator with its name and validity date. */
export function PointTableDialog({ onClose, onUploaded }: { onClose(): void; onUploaded(): void }) {
  const form = useForm(pointTableSchema, { name: "", valid_from: "" });
  const [file, setFile] = useState<File | null>(null);
  const { progress, upload } = useUploadProgress();
  const problem = pointsFileProblem(file, ACCEPT, t("staff.points.tableDialog.wrongType"));

  const submit = async () => {
    if (!file || !form.output) return;
    const table = form.output;
    await upload((onProgress) => api.points.uploadTable(table, file, onProgress));
    onUploaded();
    onClose();
  };

  return (
    <FormDialog
      title={t("staff.points.tableDialog.title")}
      onClose={onClose}
      submitLabel={t("staff.shared.upload")}
      canSubmit={form.valid && !problem}
      onSubmit={submit}
      failure={pointsUploadFailure}
    >
      <Typography variant="body2" color="text.secondary">
        {t("staff.points.tableDialog.help")}
      </Typography>
      <TextField {...form.field("name")} label={t("staff.points.tableDialog.name")} disabled={progress !== null} autoFocus fullWidth />
      <TextField
        {...form.field("valid_from")}
        type="date"
        label={t("staff.points.tableDialog.validFrom")}
        disabled={progress !== null}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
      <FileField accept={ACCEPT} file={file} problem={problem} disabled={progress !== null} onChange={setFile} />
      {progress !== null && <UploadProgress fraction={progress} />}
    </FormDialog>
  );
}
