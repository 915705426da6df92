import * as v from "valibot";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { LANGUAGE_NAMES, LANGUAGES } from "../../../shared/i18n/languages";
import { profileSchema } from "../../../shared/schemas";
import { api } from "../../api";
import { FormDialog } from "../../components/FormDialog";
import { useForm } from "../../hooks/useForm";
import { t } from "../../i18n/texts";
import { useProfile, useSession } from "../../session";

/** The language field's choice for an account that follows the browser (null on the account). */
const BROWSER = "browser";

const profileForm = v.object({ ...profileSchema.entries, language: v.picklist([BROWSER, ...LANGUAGES]) });

/**
 * Edit own details and the account's language (DESIGN 12: its pages, the API's answers and its mails),
 * or delete the own account (SPEC 2); a deleted account is logged out at once.
 */
export function ProfileDialog({ onClose }: { onClose(): void }) {
  const profile = useProfile();
  const { updateProfile, clear } = useSession();
  const form = useForm(profileForm, {
    first_name: profile.first_name,
    last_name: profile.last_name,
    language: profile.language ?? BROWSER,
  });

  const save = async () => {
    if (!form.output) return;
    const { language, ...names } = form.output;
    const saved = await api.session.updateProfile({ ...names, language: language === BROWSER ? null : language });
    updateProfile({ first_name: saved.first_name, last_name: saved.last_name, language: saved.language });
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
      submitLabel={t("staff.shared.change")}
      canSubmit={form.valid && form.changed}
      onSubmit={save}
      failure={() => t("staff.errors.edit")}
      deleteLabel={t("staff.settings.profile.deleteAccount")}
      onDelete={remove}
    >
      <TextField {...form.field("first_name")} label={t("common.fields.firstName")} autoFocus fullWidth />
      <TextField {...form.field("last_name")} label={t("common.fields.lastName")} fullWidth />
      <TextField
        {...form.field("language")}
        select
        label={t("common.language.label")}
        helperText={t("staff.settings.profile.languageHelp")}
        fullWidth
      >
        {LANGUAGES.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
        <MenuItem value={BROWSER}>{t("staff.settings.profile.browserLanguage")}</MenuItem>
      </TextField>
    </FormDialog>
  );
}
