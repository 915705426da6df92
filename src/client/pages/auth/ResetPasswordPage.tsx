import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useNavigate, useParams } from "react-router-dom";
import * as v from "valibot";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { PASSWORD_MISMATCH, passwordSchema } from "../../../shared/schemas";
import { api, isApiError } from "../../api";
import { Loading } from "../../components/Loading";
import { PasswordChecklist } from "../../components/PasswordChecklist";
import { PasswordField } from "../../components/PasswordField";
import { useForm } from "../../hooks/useForm";
import { useLoad } from "../../hooks/useLoad";
import { useSubmit } from "../../hooks/useSubmit";
import { useSession } from "../../session";
import { t } from "../../i18n/texts";
import { AuthHeader } from "./AuthHeader";
import { MailLinkRequest } from "./MailLinkRequest";
import { spentLinkTexts } from "./mailLinkTexts";
import { paths } from "../../paths";

// SPEC 9: the confirmation waits this long before logging in.
const COUNTDOWN_SECONDS = 10;

const newPasswordSchema = v.pipe(
  v.object({ password: passwordSchema, repeat: v.string() }),
  v.forward(
    v.partialCheck([["password"], ["repeat"]], (input) => input.password === input.repeat, PASSWORD_MISMATCH),
    ["repeat"],
  ),
);

type LinkKind = "activation" | "reset";

/** The kind of a link the server refused as spent; an unknown link is offered a new one as a reset. */
function spentKind(error: unknown): LinkKind | null {
  if (isApiError(error, 410)) return error.error === "Used activation link" ? "activation" : "reset";
  if (isApiError(error, 404) || (isApiError(error, 400) && error.error === "Invalid token")) return "reset";
  return null;
}

/** A spent link offers a new one of its kind at once, instead of a form that can only fail. */
function NewLinkRequest({ kind }: { kind: LinkKind }) {
  const activation = kind === "activation";
  return (
    <MailLinkRequest
      texts={spentLinkTexts(kind)}
      failure={t(activation ? "staff.errors.activation" : "staff.errors.forgot")}
      request={(body) => (activation ? api.session.activation(body) : api.session.forgot(body))}
    />
  );
}

/**
 * SPEC 4: form, then success with a countdown, then automatic login. The server set the session
 * cookie with the new password, so logging in is verifying the session; the layout then goes to /app.
 * Activation links land here too: the page first asks whose account the link opens, and names it.
 */
export function ResetPasswordPage() {
  const { token = "" } = useParams();
  const link = useLoad(() => api.session.link({ reset_token: token }), [token]);
  const form = useForm(newPasswordSchema, { password: "", repeat: "" });
  const { busy, failure, run } = useSubmit(() => t("staff.errors.reset"));
  const [spent, setSpent] = useState<LinkKind | null>(null);
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
      {
        keepBusy: true,
        describe: (error) => {
          // Spent while the form was open (used in another tab, expired): offer a new one.
          if (spentKind(error)) setSpent(link.data?.kind === "activation" ? "activation" : "reset");
          return t("staff.errors.reset");
        },
      },
    );
  };

  if (seconds !== null) {
    return (
      <>
        <AuthHeader title={t("staff.reset.doneTitle")}>{t("staff.reset.countdown", { seconds })}</AuthHeader>
        <Button variant="contained" fullWidth onClick={() => void loginNow()}>
          {t("staff.reset.loginNow")}
        </Button>
      </>
    );
  }

  if (link.loading) return <Loading />;
  const spentLink = spent ?? spentKind(link.error);
  if (spentLink) return <NewLinkRequest kind={spentLink} />;
  // Without an answer (no connection) the form still works: only the account's name is missing.
  const account = link.data;
  const activation = account?.kind === "activation";
  const named =
    account &&
    t(activation ? "staff.reset.activateFor" : "staff.reset.forAccount", {
      name: `${account.first_name} ${account.last_name}`,
      email: account.username,
    });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <AuthHeader title={activation ? t("staff.reset.activateTitle") : t("staff.reset.title")}>{named}</AuthHeader>
      <Stack spacing={2}>
        {/* Password managers store the new password under this account. */}
        {account && <input type="text" name="username" autoComplete="username" value={account.username} readOnly hidden />}
        {failure && <Alert severity="error">{failure}</Alert>}
        <PasswordField {...form.field("password")} label={t("staff.password.new")} autoComplete="new-password" autoFocus fullWidth />
        <PasswordChecklist password={form.values.password} />
        <PasswordField {...form.field("repeat")} label={t("staff.reset.repeat")} autoComplete="new-password" fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={!form.valid || busy} fullWidth>
          {t("staff.reset.submit")}
        </Button>
      </Stack>
    </Box>
  );
}
