import type { FormEvent } from "react";
import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { officialCodeSchema, OFFICIAL_CODE_DIGITS } from "../../../shared/official";
import { deskNumber } from "../../../shared/desk-number";
import { useForm } from "../../hooks/useForm";
import { t } from "../../i18n/texts";
import { PhoneField } from "../PhoneField";
import { StepButtons } from "./StepButtons";

/**
 * An official's e-mail and number are no secret, so an official who joins on a phone they have not
 * used, and a new official the first time, types the code mailed to them: nobody acts as another
 * official or registers someone else's address. The Worker records nothing before it has the code.
 * `sent` is the Worker's own words of where it went, the same for both. The join waits at the desk as
 * well (`atDesk`, the request's id, DESIGN 8): an administrator who sees the official admits the
 * request whose number the page shows, and the page goes on by itself. Past the meet's cap of mistyped
 * codes, or with no mail at all, only the desk admits (no code); out of mails for the address, the code
 * of the last mail still counts (`codeSent`, `sent` says why).
 */
export function CodeStep({
  sent,
  codeSent,
  atDesk,
  busy,
  failure,
  onCode,
  onBack,
}: {
  sent: string;
  codeSent: boolean;
  atDesk: string | null;
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
      {atDesk && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t("official.codeStep.waiting", { code: deskNumber(atDesk) })}</Typography>
        </Stack>
      )}
      {codeSent && (
        <>
          <PhoneField
            field={form.field("email_code")}
            label={t("official.codeStep.code")}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={OFFICIAL_CODE_DIGITS}
          />
          <StepButtons submit={t("official.codeStep.join")} disabled={!form.valid || busy} onBack={onBack} />
        </>
      )}
      {!codeSent && <StepButtons onBack={onBack} />}
    </Stack>
  );
}
