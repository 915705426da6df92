import * as v from "valibot";
import Alert from "@mui/material/Alert";
import TextField from "@mui/material/TextField";
import { meetCsvSchema } from "../../../shared/schemas";
import { api, type Meet } from "../../api";
import { FormDialog } from "../../components/FormDialog";
import { useForm } from "../../hooks/useForm";
import { formatDate } from "../../format";
import { isMeetPast } from "../../../shared/meet-day";
import { t } from "../../i18n/texts";

const dateSchema = v.object({ planned_date: meetCsvSchema.entries.planned_date });

/**
 * Right after an import whose date has passed: officials cannot join such a meet (DESIGN 8), so
 * the club hears it at once and may move the date here. Closing keeps the date as it is.
 */
export function PastDateDialog({ meet, onDone }: { meet: Meet; onDone(): void }) {
  const form = useForm(dateSchema, { planned_date: meet.planned_date ?? "" });
  const changed = form.values.planned_date !== meet.planned_date;
  // Another date that has passed keeps officials out just the same: saying so, the club may still save it.
  const stillPast = changed && form.valid && isMeetPast(form.values.planned_date, meet.time_zone);
  const field = form.field("planned_date");

  const submit = async () => {
    if (!form.output) return;
    const { name, external_id, auth_code } = meet;
    await api.meets.update(meet.id, { name, external_id, auth_code, planned_date: form.output.planned_date });
    onDone();
  };

  return (
    <FormDialog
      title={t("staff.meets.pastDate.title")}
      onClose={onDone}
      submitLabel={t("staff.meets.pastDate.save")}
      canSubmit={form.valid && changed}
      onSubmit={submit}
      failure={() => t("staff.meets.pastDate.failed")}
    >
      <Alert severity="warning">{t("staff.meets.pastDate.warning", { date: formatDate(meet.planned_date) })}</Alert>
      <TextField
        {...field}
        helperText={field.helperText ?? (stillPast ? t("staff.meets.pastDate.stillPast") : undefined)}
        type="date"
        label={t("common.fields.date")}
        slotProps={{ inputLabel: { shrink: true } }}
        autoFocus
        fullWidth
      />
    </FormDialog>
  );
}
