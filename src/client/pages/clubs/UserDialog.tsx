import Alert from "@mui/material/Alert";
import TextField from "@mui/material/TextField";
import { userUpdateSchema } from "../../../shared/schemas";
import { api, isApiError, isChangedMeanwhile } from "../../api";
import { FormDialog } from "../../components/FormDialog";
import { useEditVersion } from "../../hooks/useEditVersion";
import { useForm } from "../../hooks/useForm";
import { t } from "../../i18n/texts";
import type { User } from "../../api";

const valuesOf = (user: User | undefined) => ({
  username: user?.username ?? "",
  first_name: user?.first_name ?? "",
  last_name: user?.last_name ?? "",
});

/**
 * New team member (no `user`; the server mails a welcome with an activation link) or edit team member
 * with the remove checkbox (SPEC 2). New users join `clubId`, or are administrators when `admin`. An
 * edit is saved from the version it opened with (DESIGN 8e).
 */
export function UserDialog({
  user,
  clubId = null,
  admin = false,
  onClose,
  onSaved,
  onDeleted,
}: {
  user?: User;
  clubId?: number | null;
  admin?: boolean;
  onClose(): void;
  onSaved(user?: User): void;
  onDeleted?(): void;
}) {
  const form = useForm(userUpdateSchema, valuesOf(user));
  const fromVersion = useEditVersion(user, "user", form, valuesOf, onSaved);

  const save = async () => {
    const values = form.output;
    if (!values) return;
    if (user) onSaved(await fromVersion((version) => api.users.update(user.id, values, version)));
    else {
      // An address that has an account is refused (422, SPEC 9) with the server's words, shown below.
      onSaved(await api.users.create({ ...values, club_id: admin ? null : clubId, is_admin: admin }));
    }
    onClose();
  };

  const remove = async () => {
    if (!user) return;
    await api.users.remove(user.id);
    onDeleted?.();
    onClose();
  };

  return (
    <FormDialog
      title={user ? t("staff.users.edit") : t("staff.users.newTitle")}
      onClose={onClose}
      submitLabel={user ? t("common.common.save") : t("staff.users.send")}
      canSubmit={form.valid && (!user || form.changed)}
      onSubmit={save}
      failure={(e) => {
        if (isChangedMeanwhile(e)) return e.message;
        // An administrator is told an address has an account (club users get the edit's own words), and
        // anyone that the addresses had their share of mails just now (429).
        if (user) return (isApiError(e, 422) && e.error === "Existing user") || isApiError(e, 429) ? e.message : t("staff.errors.edit");
        return isApiError(e, 429) || isApiError(e, 422) ? e.message : t("staff.errors.userCreate");
      }}
      deleteLabel={user && onDeleted ? t("staff.users.removeCheckbox") : undefined}
      onDelete={user && onDeleted ? remove : undefined}
    >
      <TextField {...form.field("username")} type="email" label={t("common.fields.email")} autoFocus fullWidth />
      <TextField {...form.field("first_name")} label={t("common.fields.firstName")} fullWidth />
      <TextField {...form.field("last_name")} label={t("common.fields.lastName")} fullWidth />
      {!user && <Alert severity="info">{t("staff.users.welcomeNote")}</Alert>}
      {user?.pending_username && <Alert severity="info">{t("staff.users.pendingAddress", { email: user.pending_username })}</Alert>}
      {user?.activated && form.values.username !== user.username && <Alert severity="info">{t("staff.users.addressNote")}</Alert>}
    </FormDialog>
  );
}
