import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useNavigate, useParams } from "react-router-dom";
import * as v from "valibot";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { PASSWORD_MISMATCH, passwordSchema } from "../../../shared/schemas";
import { api } from "../../api";
import { PasswordChecklist } from "../../components/PasswordChecklist";
import { PasswordField } from "../../components/PasswordField";
import { useForm } from "../../hooks/useForm";
import { useSubmit } from "../../hooks/useSubmit";
import { useSession } from "../../session";
import { nl } from "../../texts/nl";
import { AuthHeader } from "./AuthHeader";
import { paths } from "../../paths";

const t = nl.reset;

// SPEC 9: the confirmation waits this long before logging in.
const COUNTDOWN_SECONDS = 10;

const newPasswordSchema = v.pipe(
  v.object({ password: passwordSchema, repeat: v.string() }),
  v.forward(
    v.partialCheck([["password"], ["repeat"]], (input) => input.password === input.repeat, PASSWORD_MISMATCH),
    ["repeat"],
  ),
);

/**
 * SPEC 4: form, then success with a countdown, then automatic login. The server set the session
 * cookie with the new password, so logging in is verifying the session; the layout then goes to /app.
 * Activation links land here too.
 */
export function ResetPasswordPage() {
  const { token = "" } = useParams();
  const form = useForm(newPasswordSchema, { password: "", repeat: "" });
  const { busy, failure, run } = useSubmit(() => nl.errors.reset);
  const [seconds, setSeconds] = useState<number | null>(null);
  const { verify } = useSession();
  const navigate = useNavigate();

  const loginNow = useCallback(async () => {
    if (!(await verify())) navigate(paths.login, { replace: true });
  }, [verify, navigate]);

  useEffect(() => {
    if (seconds === null) return;
    if (seconds === 0) {
      void loginNow();
      return;
    }
    const timer = window.setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, loginNow]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.output || busy) return;
    const { password } = form.output;
    await run(
      async () => {
        await api.session.reset({ reset_token: token, password });
        setSeconds(COUNTDOWN_SECONDS);
      },
      { keepBusy: true },
    );
  };

  if (seconds !== null) {
    return (
      <>
        <AuthHeader title={t.doneTitle}>{t.countdown(seconds)}</AuthHeader>
        <Button variant="contained" fullWidth onClick={() => void loginNow()}>
          {t.loginNow}
        </Button>
      </>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <AuthHeader title={t.title} />
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <PasswordField {...form.field("password")} label={nl.password.new} autoComplete="new-password" autoFocus fullWidth />
        <PasswordChecklist password={form.values.password} />
        <PasswordField {...form.field("repeat")} label={t.repeat} autoComplete="new-password" fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={!form.valid || busy} fullWidth>
          {t.submit}
        </Button>
      </Stack>
    </Box>
  );
}
