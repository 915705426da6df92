import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { forgotSchema } from "../../../shared/schemas";
import { useForm } from "../../hooks/useForm";
import { useSubmit } from "../../hooks/useSubmit";
import { nl } from "../../texts/nl";
import { AuthHeader } from "./AuthHeader";
import { paths } from "../../paths";

interface Texts {
  title: string;
  intro: string;
  submit: string;
  sentTitle: string;
  sentText: string | ((email: string) => string);
}

/**
 * SPEC 4's "form, then sent" for both mailed links (forgot password, activation): one address,
 * one request, the same answer whether or not the address is known.
 */
export function MailLinkRequest({
  texts: t,
  failure,
  initialEmail = "",
  request,
}: {
  texts: Texts;
  failure: string;
  initialEmail?: string;
  request(body: { username: string }): Promise<unknown>;
}) {
  const form = useForm(forgotSchema, { username: initialEmail });
  const call = useSubmit(() => failure);
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
        <AuthHeader title={t.sentTitle}>{typeof t.sentText === "function" ? t.sentText(sentTo) : t.sentText}</AuthHeader>
        <Button component={RouterLink} to={paths.login} variant="contained" fullWidth>
          {nl.common.backToLogin}
        </Button>
      </>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <AuthHeader title={t.title}>{t.intro}</AuthHeader>
      <Stack spacing={2}>
        {call.failure && <Alert severity="error">{call.failure}</Alert>}
        <TextField {...form.field("username")} type="email" autoComplete="username" autoFocus label={nl.fields.email} fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={!form.valid || call.busy} fullWidth>
          {t.submit}
        </Button>
        <Button component={RouterLink} to={paths.login}>
          {nl.common.backToLogin}
        </Button>
      </Stack>
    </Box>
  );
}
