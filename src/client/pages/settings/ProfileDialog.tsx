import TextField from "@mui/material/TextField";
import { profileSchema } from "../../../shared/schemas";
import { api } from "../../api";
import { FormDialog } from "../../components/FormDialog";
import { useForm } from "../../hooks/useForm";
import { useProfile, useSession } from "../../session";
import { t } from "../../i18n/texts";

/** Edit own details, or delete the own account (SPEC 2); a deleted account is logged out at once. */
export function ProfileDialog({ onClose }: { onClose(): void }) {
  const profile = useProfile();
  const { updateProfile, clear } = useSession();
  const form = useForm(profileSchema, { first_name: profile.first_name, last_name: profile.last_name });

  const save = async () => {
    if (!form.output) return;
    const saved = await api.session.updateProfile(form.output);
    updateProfile({ first_name: saved.first_name, last_name: saved.last_name });
    onClose();
  };

  const remove = async () => {
    await api.session.deleteAccount();
    clear();
  };

  return (
    <FormDialog
      title={t("staff.settings.profile.editDetails")}
      onClose={onClose}
      submitLabel={t("common.common.change")}
      canSubmit={form.valid && form.changed}
      onSubmit={save}
      failure={() => t("staff.errors.edit")}
      deleteLabel={t("staff.settings.profile.deleteAccount")}
      onDelete={remove}
    >
      <TextField {...form.field("first_name")} label={t("common.fields.firstName")} autoFocus fullWidth />
      <TextField {...form.field("last_name")} label={t("common.fields.lastName")} fullWidth />
    </FormDialog>
  );
}
