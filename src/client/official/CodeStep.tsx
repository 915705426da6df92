import type { FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { officialCodeSchema, OFFICIAL_CODE_DIGITS } from "../../shared/official";
import { useForm } from "../hooks/useForm";
import { nlOfficial } from "../texts/nl-official";
import { PhoneField } from "./PhoneField";
import { bigButton } from "./sizes";

const t = nlOfficial.codeStep;

/**
 * Issue 25: an existing official who joins on a phone they have not used types the code mailed to
 * them; the Worker records nothing before it has it. `sent` is the Worker's own words of where it went.
 */
export function CodeStep({
  sent,
  busy,
  failure,
  onCode,
  onBack,
}: {
  sent: string;
  busy: boolean;
  failure: { message: string } | null;
  onCode(code: string): void;
  onBack(): void;
}) {
  const form = useForm(officialCodeSchema, { email_code: "" });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.output && !busy) onCode(form.output.email_code);
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Alert severity="info">{sent}</Alert>
      {failure && <Alert severity="error">{failure.message}</Alert>}
      <PhoneField
        field={form.field("email_code")}
        label={t.code}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={OFFICIAL_CODE_DIGITS}
      />
      <Button type="submit" variant="contained" size="large" disabled={!form.valid || busy} sx={bigButton}>
        {t.join}
      </Button>
      <Button onClick={onBack} size="large" sx={bigButton}>
        {t.back}
      </Button>
    </Stack>
  );
}
