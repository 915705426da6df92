import type { FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { officialSchema } from "../../shared/schemas";
import type { OfficialMeetFacts, OfficialOpenBody } from "../../shared/official";
import { formatDate } from "../format";
import { useForm } from "../hooks/useForm";
import { useSubmit } from "../hooks/useSubmit";
import { nlFields } from "../texts/nl-fields";
import { nlOfficial } from "../texts/nl-official";
import { officialApi, refusalOf } from "./officialApi";
import { PhoneField } from "./PhoneField";
import type { OfficialDetails, OfficialSession } from "./session";
import { bigButton } from "./sizes";

const t = nlOfficial.joinStep;

// SPEC 9's date format, as everywhere else in the product.
const dateText = (date: string | null) => formatDate(date) || t.noDate;

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.output;
    if (!body || call.busy) return;
    const joined = await call.run(() => officialApi.join({ ...meet, ...body }));
    if (joined) onJoined(joined, body);
  };

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
      <Typography color="text.secondary">{t.intro}</Typography>
      {call.failure && <Alert severity="error">{call.failure.message}</Alert>}
      <PhoneField field={form.field("email")} refusal={call.failure?.fields.email} label={nlFields.email} type="email" autoComplete="email" />
      <PhoneField field={form.field("external_id")} refusal={call.failure?.fields.external_id} label={nlFields.officialNumber} autoComplete="off" />
      <PhoneField field={form.field("name")} refusal={call.failure?.fields.name} label={nlFields.name} autoComplete="name" />
      <Button type="submit" variant="contained" size="large" disabled={!form.valid || call.busy} sx={bigButton}>
        {t.join}
      </Button>
      <Button onClick={onBack} size="large" sx={bigButton}>
        {t.back}
      </Button>
    </Stack>
  );
}
