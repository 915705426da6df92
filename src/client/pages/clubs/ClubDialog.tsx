import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { DEFAULT_LICENSE, LICENSE_LABELS, LICENSES, clubSchema, type License } from "../../../shared/schemas";
import { api } from "../../api";
import { FormDialog } from "../../components/FormDialog";
import { useForm } from "../../hooks/useForm";
import { useProfile } from "../../session";
import { nl } from "../../texts/nl";
import type { Club } from "../../api";

const t = nl.clubs;

/**
 * New club (no `club`) or edit club (SPEC 2 and 5). Only administrators change the licence. A failed
 * create closes the dialog anyway (SPEC 8) and hands the message to the page through `onCreateFailed`.
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
  const form = useForm(clubSchema, {
    name: club?.name ?? "",
    external_id: club?.external_id ?? "",
    city: club?.city ?? "",
    license: (club?.license ?? DEFAULT_LICENSE) as License,
  });

  const save = async () => {
    if (!form.output) return;
    if (club) {
      onSaved(await api.clubs.update(club.id, form.output));
      onClose();
      return;
    }
    try {
      onSaved(await api.clubs.create(form.output));
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
      submitLabel={club ? nl.common.adjust : nl.common.create}
      canSubmit={form.valid && (!club || form.changed)}
      onSubmit={save}
      failure={() => nl.errors.edit}
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
