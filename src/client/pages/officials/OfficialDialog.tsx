import TextField from "@mui/material/TextField";
import { officialSchema } from "../../../shared/schemas";
import { api, isChangedMeanwhile } from "../../api";
import { FormDialog } from "../../components/FormDialog";
import { useEditVersion } from "../../hooks/useEditVersion";
import { useForm } from "../../hooks/useForm";
import { t } from "../../i18n/texts";
import type { Official } from "../../api";

const valuesOf = (official: Official | undefined) => ({
  email: official?.email ?? "",
  external_id: official?.external_id ?? "",
  name: official?.name ?? "",
});

/** New official (no `official`) or edit official with delete mode (SPEC 2 and 5), saved from the version it opened with (DESIGN 8e). */
export function OfficialDialog({
  official,
  onClose,
  onSaved,
  onDeleted,
}: {
  official?: Official;
  onClose(): void;
  onSaved(official: Official): void;
  onDeleted?(): void;
}) {
  const form = useForm(officialSchema, valuesOf(official));
  const fromVersion = useEditVersion(official, "official", form, valuesOf, onSaved);

  const save = async () => {
    const values = form.output;
    if (!values) return;
    onSaved(
      official ? await fromVersion((version) => api.officials.update(official.id, values, version)) : await api.officials.create(values),
    );
    onClose();
  };

  const remove = async () => {
    if (!official) return;
    await api.officials.remove(official.id);
    onDeleted?.();
  };

  return (
    <FormDialog
      title={official ? t("staff.officials.editTitle") : t("staff.officials.new")}
      onClose={onClose}
      submitLabel={official ? t("common.common.save") : t("staff.shared.create")}
      canSubmit={form.valid && (!official || form.changed)}
      onSubmit={save}
      failure={(e) => (isChangedMeanwhile(e) ? e.message : official ? t("staff.errors.edit") : t("staff.errors.officialCreate"))}
      deleteLabel={official && onDeleted ? t("staff.officials.deleteCheckbox") : undefined}
      onDelete={official && onDeleted ? remove : undefined}
    >
      <TextField {...form.field("email")} type="email" label={t("common.fields.email")} autoFocus fullWidth />
      <TextField {...form.field("external_id")} label={t("common.fields.officialNumber")} fullWidth />
      <TextField {...form.field("name")} label={t("common.fields.name")} fullWidth />
    </FormDialog>
  );
}
