import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { forgotSchema } from "../../../shared/schemas";
import { isApiError } from "../../api";
import { useForm } from "../../hooks/useForm";
import { useSubmit } from "../../hooks/useSubmit";
import { t } from "../../i18n/texts";
import { AuthHeader } from "./AuthHeader";
import { paths } from "../../paths";

/** The page's words, in the page's language; `sentText` names the address the link went to. */
export interface MailLinkTexts {
  title: string;
  intro: string;
  submit: string;
  sentTitle: string;
  sentText(email: string): string;
}

/**
 * SPEC 4's "form, then sent" for both mailed links (forgot password, activation): one address,
 * one request, the same answer whether or not the address is known.
 */
export function MailLinkRequest({
  texts,
  failure,
  initialEmail = "",
  request,
}: {
  texts: MailLinkTexts;
  failure: string;
  initialEmail?: string;
  request(body: { username: string }): Promise<unknown>;
}) {
  const form = useForm(forgotSchema, { username: initialEmail });
  // A limit's refusal says what still works (the newest link already mailed), which the page's own words cannot.
  const call = useSubmit((e) => (isApiError(e, 429) && e.message ? e.message : failure));
  const [sentTo, setSentTo] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.output;
    if (!body || call.busy) return;
    await call.run(async () => {
      await request(body);
      setSentTo(body.username);
    });
  };

  if (sentTo) {
    return (
      <>
        <AuthHeader title={texts.sentTitle}>{texts.sentText(sentTo)}</AuthHeader>
        <Button component={RouterLink} to={paths.login} variant="contained" fullWidth>
          {t("staff.shared.backToLogin")}
        </Button>
      </>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <AuthHeader title={texts.title}>{texts.intro}</AuthHeader>
      <Stack spacing={2}>
        {call.failure && <Alert severity="error">{call.failure}</Alert>}
        <TextField {...form.field("username")} type="email" autoComplete="username" autoFocus label={t("common.fields.email")} fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={!form.valid || call.busy} fullWidth>
          {texts.submit}
        </Button>
        <Button component={RouterLink} to={paths.login}>
          {t("staff.shared.backToLogin")}
        </Button>
      </Stack>
    </Box>
  );
}
