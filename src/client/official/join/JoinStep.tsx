import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { officialSchema } from "../../../shared/schemas";
import type { OfficialCodeSent, OfficialJoin, OfficialMeetFacts, OfficialOpenBody } from "../../../shared/official";
import { formatDate } from "../../format";
import { useForm } from "../../hooks/useForm";
import { useSubmit } from "../../hooks/useSubmit";
import { t } from "../../i18n/texts";
import { officialApi, refusalOf } from "../officialApi";
import { CodeStep } from "./CodeStep";
import { PhoneField } from "../PhoneField";
import { readPhoneKey, writePhoneKey } from "./phoneKeys";
import type { OfficialDetails, OfficialSession } from "./session";
import { StepButtons } from "./StepButtons";

// SPEC 9's date format, as everywhere else in the product.
const dateText = (date: string | null) => formatDate(date) || t("official.joinStep.noDate");

const isCodeSent = (answer: OfficialJoin | OfficialCodeSent): answer is OfficialCodeSent => "code_sent" in answer;

/** Step 2: the meet found in step 1 (or by the QR code's key), and the official's own details to join it with. */
export function JoinStep({
  meet,
  facts,
  notice,
  details,
  onBack,
  onJoined,
}: {
  meet: OfficialOpenBody;
  facts: OfficialMeetFacts;
  /** Why the official is signing in again (an expired join), when the QR code's key skipped step 1. */
  notice: string | null;
  details: OfficialDetails;
  onBack(): void;
  onJoined(session: OfficialSession, details: OfficialDetails): void;
}) {
  const form = useForm(officialSchema, { ...details });
  const call = useSubmit(refusalOf);
  // The Worker's words when it mailed a code first (a phone without this official's key, or a new
  // address, must prove the mailbox), for the details as typed then.
  const [codeSent, setCodeSent] = useState<{ message: string; body: OfficialDetails } | null>(null);

  const join = async (body: OfficialDetails, email_code?: string) => {
    const answer: OfficialJoin | OfficialCodeSent | undefined = await call.run(() =>
      officialApi.join({ ...meet, ...body, device_key: readPhoneKey(localStorage, body.email), email_code }),
    );
    if (!answer) return;
    if (isCodeSent(answer)) return setCodeSent({ message: answer.message, body });
    if (answer.device_key) writePhoneKey(localStorage, body.email, answer.device_key);
    onJoined(answer, body);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.output && !call.busy) await join(form.output);
  };

  if (codeSent) {
    return (
      <CodeStep
        sent={codeSent.message}
        busy={call.busy}
        failure={call.failure}
        onCode={(code) => void join(codeSent.body, code)}
        onBack={() => setCodeSent(null)}
      />
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {notice && <Alert severity="warning">{notice}</Alert>}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {facts.name}
          </Typography>
          <Typography color="text.secondary">{dateText(facts.planned_date)}</Typography>
        </CardContent>
      </Card>
      <Typography color="text.secondary">{t("official.joinStep.intro")}</Typography>
      {call.failure && <Alert severity="error">{call.failure.message}</Alert>}
      <PhoneField
        field={form.field("email")}
        refusal={call.failure?.fields.email}
        label={t("common.fields.email")}
        type="email"
        autoComplete="email"
      />
      <PhoneField
        field={form.field("external_id")}
        refusal={call.failure?.fields.external_id}
        label={t("common.fields.officialNumber")}
        autoComplete="off"
      />
      <PhoneField field={form.field("name")} refusal={call.failure?.fields.name} label={t("common.fields.name")} autoComplete="name" />
      <StepButtons submit={t("official.joinStep.join")} disabled={!form.valid || call.busy} onBack={onBack} />
    </Stack>
  );
}
