import { updatePasswordSchema } from "../../../shared/schemas";
import { api, isApiError } from "../../api";
import { FormDialog } from "../../components/FormDialog";
import { PasswordChecklist } from "../../components/PasswordChecklist";
import { PasswordField } from "../../components/PasswordField";
import { useForm } from "../../hooks/useForm";
import { t } from "../../i18n/texts";

export function PasswordDialog({ onClose, onChanged }: { onClose(): void; onChanged(): void }) {
  const form = useForm(updatePasswordSchema, { current_password: "", password: "" });

  const save = async () => {
    if (!form.output) return;
    await api.session.updatePassword(form.output);
    onChanged();
    onClose();
  };

  return (
    <FormDialog
      title={t("staff.settings.password.title")}
      onClose={onClose}
      submitLabel={t("staff.shared.change")}
      canSubmit={form.valid}
      onSubmit={save}
      // SPEC 8: 401 is a wrong current password; after too many the server's words say what to do (429);
      // anything else gets both failure texts.
      failure={(e) =>
        isApiError(e, 401)
          ? t("staff.errors.wrongPassword")
          : isApiError(e, 429) && e.message
            ? e.message
            : [t("staff.errors.passwordChange"), t("staff.errors.edit")]
      }
    >
      <PasswordField
        {...form.field("current_password")}
        label={t("staff.settings.password.current")}
        autoComplete="current-password"
        autoFocus
        fullWidth
      />
      <PasswordField {...form.field("password")} label={t("staff.password.new")} autoComplete="new-password" fullWidth />
      <PasswordChecklist password={form.values.password} />
    </FormDialog>
  );
}
