import { useState, type FormEvent } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { activationRequestSchema } from "../../../shared/schemas";
import { api } from "../../api";
import { useForm } from "../../hooks/useForm";
import { nl } from "../../texts/nl";
import { AuthHeader } from "./AuthHeader";

const t = nl.activate;

/**
 * SPEC 4: form, then sent. The welcome mail links here with ?email=; the mailed link leads to the
 * reset page, where the new user sets a password. The address stays editable for a link without it.
 */
export function ActivatePage() {
  const [search] = useSearchParams();
  const form = useForm(activationRequestSchema, { username: search.get("email") ?? "" });
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.output || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await api.session.activation(form.output);
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
        <AuthHeader title={t.sentTitle}>{t.sentText(sentTo)}</AuthHeader>
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
        {failed && <Alert severity="error">{nl.errors.activation}</Alert>}
        <TextField {...form.field("username")} type="email" autoComplete="username" label={t.email} fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={!form.valid || busy} fullWidth>
          {t.submit}
        </Button>
      </Stack>
    </Box>
  );
}
