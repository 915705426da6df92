import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useId } from "react";
import { meetUpdateSchema } from "../../../shared/schemas";
import { api, isApiError, isChangedMeanwhile } from "../../api";
import { CourseField } from "../../components/CourseField";
import { TimeZoneField } from "../../components/TimeZoneField";
import { FormDialog } from "../../components/FormDialog";
import { useEditVersion } from "../../hooks/useEditVersion";
import { useForm } from "../../hooks/useForm";
import { meetNumberHint, useMeetNumberCheck } from "../../hooks/useMeetNumberCheck";
import { t } from "../../i18n/texts";
import type { Meet } from "../../api";

const valuesOf = (meet: Meet) => ({
  name: meet.name,
  external_id: meet.external_id,
  auth_code: meet.auth_code,
  planned_date: meet.planned_date ?? "",
  course: meet.course ?? "",
  public: meet.public === true,
  time_zone: meet.time_zone,
});

/**
 * SPEC 2/5: edit a meet's name, number, authorisation code and date, or delete it (delete mode);
 * DESIGN 8c: and switch its public live results on or off. DESIGN 8e: saved from the version it
 * opened with; `onSaved` also gets the meet as it is now when someone else saved it meanwhile.
 */
export function MeetDialog({
  meet,
  onClose,
  onSaved,
  onDeleted,
}: {
  meet: Meet;
  onClose(): void;
  onSaved(meet: Meet): void;
  onDeleted(): void;
}) {
  const form = useForm(meetUpdateSchema, valuesOf(meet));
  // SPEC 5, as in the new meet's dialog: a number another meet has is said while typing, not on saving.
  const check = useMeetNumberCheck(form.values.external_id, meet.external_id);
  const number = form.field("external_id");
  const fromVersion = useEditVersion(meet, "meet", form, valuesOf, onSaved);
  const publicHelpId = useId();

  const save = async () => {
    const values = form.output;
    if (!values) return;
    onSaved(await fromVersion((version) => api.meets.update(meet.id, values, version)));
    onClose();
  };

  const remove = async () => {
    await api.meets.remove(meet.id);
    onDeleted();
  };

  return (
    <FormDialog
      title={t("meet.edit.title")}
      onClose={onClose}
      submitLabel={t("common.common.save")}
      canSubmit={form.valid && form.changed && check !== "taken"}
      onSubmit={save}
      // SPEC 8: a number another meet has gets its own message; DESIGN 8e: so does an edit made meanwhile.
      failure={(e) =>
        isChangedMeanwhile(e)
          ? e.message
          : isApiError(e, 422) && e.error === "Existing meet"
            ? t("meet.errors.meetNumberInUse")
            : t("meet.errors.edit")
      }
      deleteLabel={t("meet.edit.deleteCheckbox")}
      onDelete={remove}
    >
      <TextField {...form.field("name")} label={t("common.fields.name")} autoFocus fullWidth />
      <TextField
        {...number}
        label={t("common.fields.meetNumber")}
        error={number.error || check === "taken"}
        helperText={number.helperText ?? meetNumberHint(check)}
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 5 } }}
        fullWidth
      />
      <TextField
        {...form.field("auth_code")}
        label={t("common.fields.authCode")}
        slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 4 } }}
        fullWidth
      />
      <TextField
        {...form.field("planned_date")}
        type="date"
        label={t("common.fields.date")}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
      <CourseField {...form.field("course")} />
      <TimeZoneField
        value={form.values.time_zone}
        onChange={(zone) => form.set("time_zone", zone)}
        error={form.field("time_zone").error}
        helperText={form.field("time_zone").error ? form.field("time_zone").helperText : undefined}
      />
      <div>
        <FormControlLabel
          control={
            <Switch
              name="public"
              checked={form.values.public}
              onChange={(e) => form.set("public", e.target.checked)}
              slotProps={{ input: { "aria-describedby": publicHelpId } }}
            />
          }
          label={t("meet.edit.public")}
        />
        <FormHelperText id={publicHelpId} sx={{ mt: 0 }}>
          {t("meet.edit.publicHelp", { meetNumber: form.values.external_id.trim() || meet.external_id })}
        </FormHelperText>
      </div>
    </FormDialog>
  );
}
