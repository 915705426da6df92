import type { FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { officialMeetSchema, type OfficialMeetBody, type OfficialMeetFacts } from "../../../shared/official";
import { useForm } from "../../hooks/useForm";
import { useSubmit } from "../../hooks/useSubmit";
import { t } from "../../i18n/texts";
import { officialApi, refusalOf } from "../officialApi";
import { PhoneField } from "../PhoneField";
import { bigButton } from "../sizes";

/** Step 1: the meet number and authorisation code the administrator handed out. */
export function MeetStep({
  initial,
  notice,
  onFound,
}: {
  initial: { meet_number: string; auth_code: string };
  notice: string | null;
  onFound(meet: OfficialMeetBody, facts: OfficialMeetFacts): void;
}) {
  const form = useForm(officialMeetSchema, initial);
  const call = useSubmit(refusalOf);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.output;
    if (!body || call.busy) return;
    const facts = await call.run(() => officialApi.meet(body));
    if (facts) onFound(body, facts);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography variant="h5" component="h2">
        {t("official.meetStep.title")}
      </Typography>
      {notice && <Alert severity="warning">{notice}</Alert>}
      <Typography color="text.secondary">{t("official.meetStep.intro")}</Typography>
      {call.failure && <Alert severity="error">{call.failure.message}</Alert>}
      <PhoneField
        field={form.field("meet_number")}
        refusal={call.failure?.fields.meet_number}
        label={t("common.fields.meetNumber")}
        autoComplete="off"
        inputMode="numeric"
        maxLength={5}
      />
      <PhoneField
        field={form.field("auth_code")}
        refusal={call.failure?.fields.auth_code}
        label={t("common.fields.authCode")}
        autoComplete="off"
        inputMode="numeric"
        maxLength={4}
      />
      <Button type="submit" variant="contained" size="large" disabled={!form.valid || call.busy} sx={bigButton}>
        {t("official.meetStep.next")}
      </Button>
    </Stack>
  );
}
