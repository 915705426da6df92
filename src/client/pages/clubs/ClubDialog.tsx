import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { DEFAULT_LICENSE, LICENSE_LABELS, LICENSES, clubSchema, type License } from "../../../shared/schemas";
import { api, isChangedMeanwhile } from "../../api";
import { FormDialog } from "../../components/FormDialog";
import { useEditVersion } from "../../hooks/useEditVersion";
import { useForm } from "../../hooks/useForm";
import { useProfile } from "../../session";
import { nl } from "../../texts/nl";
import type { Club } from "../../api";

const t = nl.clubs;

const valuesOf = (club: Club | undefined) => ({
  name: club?.name ?? "",
  external_id: club?.external_id ?? "",
  city: club?.city ?? "",
  license: (club?.license ?? DEFAULT_LICENSE) as License,
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
    } catch {
      onCreateFailed?.(nl.errors.clubCreate);
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
      title={club ? t.editTitle : t.new}
      onClose={onClose}
      submitLabel={club ? nl.common.save : nl.common.create}
      canSubmit={form.valid && (!club || form.changed)}
      onSubmit={save}
      failure={(e) => (isChangedMeanwhile(e) ? e.message : nl.errors.edit)}
      deleteLabel={club && onDeleted ? t.deleteCheckbox : undefined}
      onDelete={club && onDeleted ? remove : undefined}
    >
      <TextField {...form.field("name")} label={nl.fields.name} autoFocus fullWidth />
      <TextField {...form.field("external_id")} label={nl.fields.clubNumber} fullWidth />
      <TextField {...form.field("city")} label={nl.fields.city} fullWidth />
      <TextField {...form.field("license")} select label={nl.fields.license} disabled={!is_admin} fullWidth>
        {LICENSES.map((license) => (
          <MenuItem key={license} value={license}>
            {LICENSE_LABELS[license]}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
