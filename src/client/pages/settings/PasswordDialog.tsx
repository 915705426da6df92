import { updatePasswordSchema } from "../../../shared/schemas";
import { api, isApiError } from "../../api";
import { FormDialog } from "../../components/FormDialog";
import { PasswordChecklist } from "../../components/PasswordChecklist";
import { PasswordField } from "../../components/PasswordField";
import { useForm } from "../../hooks/useForm";
import { nl } from "../../texts/nl";

const t = nl.settings.password;

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
      title={t.title}
      onClose={onClose}
      submitLabel={nl.common.change}
      canSubmit={form.valid}
      onSubmit={save}
      // SPEC 8: 401 is a wrong current password; anything else gets both failure texts.
      failure={(e) =>
        isApiError(e, 401) ? nl.errors.wrongPassword : [nl.errors.passwordChange, nl.errors.edit]
      }
    >
      <PasswordField
        {...form.field("current_password")}
        label={t.current}
        autoComplete="current-password"
        autoFocus
        fullWidth
      />
      <PasswordField {...form.field("password")} label={nl.password.new} autoComplete="new-password" fullWidth />
      <PasswordChecklist password={form.values.password} />
    </FormDialog>
  );
}
