import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { forgotSchema } from "../../../shared/schemas";
import { api } from "../../api";
import { useForm } from "../../hooks/useForm";
import { nl } from "../../texts/nl";
import { AuthHeader } from "./AuthHeader";

const t = nl.forgot;

/** SPEC 4: form, then success. */
export function ForgotPasswordPage() {
  const form = useForm(forgotSchema, { username: "" });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.output || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await api.session.forgot(form.output);
      setSent(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <>
        <AuthHeader title={t.sentTitle}>{t.sentText}</AuthHeader>
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
        {failed && <Alert severity="error">{nl.errors.forgot}</Alert>}
        <TextField
          {...form.field("username")}
          type="email"
          autoComplete="username"
          autoFocus
          placeholder={t.email}
          fullWidth
          slotProps={{ htmlInput: { "aria-label": t.email } }}
        />
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
