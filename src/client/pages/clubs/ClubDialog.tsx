import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { DEFAULT_LICENSE, LICENSES, clubSchema, type License } from "../../../shared/schemas";
import { licenseLabel } from "../../../shared/labels";
import { api, isApiError, isChangedMeanwhile } from "../../api";
import { FormDialog } from "../../components/FormDialog";
import { TimeZoneField } from "../../components/TimeZoneField";
import { DEFAULT_TIME_ZONE } from "../../../shared/time-zone";
import { useEditVersion } from "../../hooks/useEditVersion";
import { useForm } from "../../hooks/useForm";
import { useProfile } from "../../session";
import { t } from "../../i18n/texts";
import type { Club } from "../../api";

const valuesOf = (club: Club | undefined) => ({
  name: club?.name ?? "",
  external_id: club?.external_id ?? "",
  city: club?.city ?? "",
  license: (club?.license ?? DEFAULT_LICENSE) as License,
  time_zone: club?.time_zone ?? DEFAULT_TIME_ZONE,
});

/**
 * New club (no `club`) or edit club (SPEC 2 and 5). Only administrators change the licence. A failed
 * create closes the dialog anyway (SPEC 8) and hands the message to the page through `onCreateFailed`.
 * An edit is saved from the version it opened with (DESIGN 8e).
 */
export function ClubDialog({
  club,
  onClose,
  onSaved,
  onDeleted,
  onCreateFailed,
}: {
  club?: Club;
  onClose(): void;
  onSaved(club: Club): void;
  /** Offers delete mode when given. */
  onDeleted?(): void;
  onCreateFailed?(message: string): void;
}) {
  const { is_admin } = useProfile();
  const form = useForm(clubSchema, valuesOf(club));
  const fromVersion = useEditVersion(club, "club", form, valuesOf, onSaved);

  const save = async () => {
    const values = form.output;
    if (!values) return;
    if (club) {
      onSaved(await fromVersion((version) => api.clubs.update(club.id, values, version)));
      onClose();
      return;
    }
    try {
      onSaved(await api.clubs.create(values));
    } catch (error) {
      // A club with that number exists (409): the server names it, so the administrator opens it instead.
      onCreateFailed?.(isApiError(error, 409) && error.message ? error.message : t("staff.errors.clubCreate"));
    }
    onClose();
  };

  const remove = async () => {
    if (!club) return;
    await api.clubs.remove(club.id);
    onDeleted?.();
  };

  return (
    <FormDialog
      title={club ? t("staff.clubs.editTitle") : t("staff.clubs.new")}
      onClose={onClose}
      submitLabel={club ? t("common.common.save") : t("staff.shared.create")}
      canSubmit={form.valid && (!club || form.changed)}
      onSubmit={save}
      failure={(e) => (isChangedMeanwhile(e) || (isApiError(e, 409) && e.message) ? e.message : t("staff.errors.edit"))}
      deleteLabel={club && onDeleted ? t("staff.clubs.deleteCheckbox") : undefined}
      onDelete={club && onDeleted ? remove : undefined}
    >
      <TextField {...form.field("name")} label={t("common.fields.name")} autoFocus fullWidth />
      <TextField {...form.field("external_id")} label={t("common.fields.clubNumber")} fullWidth />
      <TextField {...form.field("city")} label={t("common.fields.city")} fullWidth />
      <TextField {...form.field("license")} select label={t("common.fields.license")} disabled={!is_admin} fullWidth>
        {LICENSES.map((license) => (
          <MenuItem key={license} value={license}>
            {licenseLabel(license)}
          </MenuItem>
        ))}
      </TextField>
      <TimeZoneField
        value={form.values.time_zone}
        onChange={(zone) => form.set("time_zone", zone)}
        error={form.field("time_zone").error}
        helperText={form.field("time_zone").error ? form.field("time_zone").helperText : t("staff.clubs.timeZoneHelp")}
      />
    </FormDialog>
  );
}
