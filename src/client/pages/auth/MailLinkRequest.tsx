import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { forgotSchema } from "../../../shared/schemas";
import { useForm } from "../../hooks/useForm";
import { AuthHeader } from "./AuthHeader";

interface Texts {
  title: string;
  intro: string;
  email: string;
  submit: string;
  sentTitle: string;
  sentText: string | ((email: string) => string);
  backToLogin: string;
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
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.output || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await request(form.output);
      setSentTo(form.output.username);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <>
        <AuthHeader title={t.sentTitle}>{typeof t.sentText === "function" ? t.sentText(sentTo) : t.sentText}</AuthHeader>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>
          {t.backToLogin}
        </Button>
      </>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <AuthHeader title={t.title}>{t.intro}</AuthHeader>
      <Stack spacing={2}>
        {failed && <Alert severity="error">{failure}</Alert>}
        <TextField {...form.field("username")} type="email" autoComplete="username" autoFocus label={t.email} fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={!form.valid || busy} fullWidth>
          {t.submit}
        </Button>
        <Button component={RouterLink} to="/login">
          {t.backToLogin}
        </Button>
      </Stack>
    </Box>
  );
}
