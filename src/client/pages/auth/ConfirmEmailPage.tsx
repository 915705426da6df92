import { useState, type FormEvent } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import * as v from "valibot";
import { confirmEmailSchema } from "../../../shared/schemas";
import { api, isApiError } from "../../api";
import { Loading } from "../../components/Loading";
import { PasswordField } from "../../components/PasswordField";
import { useForm } from "../../hooks/useForm";
import { useLoad } from "../../hooks/useLoad";
import { useSubmit } from "../../hooks/useSubmit";
import { SessionStatus, useSession } from "../../session";
import { t } from "../../i18n/texts";
import { paths } from "../../paths";
import { AuthHeader } from "./AuthHeader";

const passwordOnly = v.pick(confirmEmailSchema, ["password"]);

/** A link the server no longer takes: spent, replaced by a newer one, expired, or never ours. */
const spent = (error: unknown) => isApiError(error, 410) || isApiError(error, 404) || isApiError(error, 400);

/** The server's own words for a wrong password, a taken address or too many tries. */
const failureOf = (error: unknown) =>
  isApiError(error) && [401, 409, 429].includes(error.status) ? error.message : t("staff.confirmEmail.failed");

/**
 * The link mailed to an account's new address lands here. The owner proves it is their account with
 * the password they sign in with now; only then does the address change, so nobody takes over an
 * account by changing its address. Signed in or not: a signed-in owner's profile shows the new
 * address afterwards.
 */
export function ConfirmEmailPage() {
  const { token = "" } = useParams();
  const link = useLoad(() => api.session.link({ reset_token: token }), [token]);
  const form = useForm(passwordOnly, { password: "" });
  const { busy, failure, run } = useSubmit(failureOf);
  const [moved, setMoved] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const { status, verify } = useSession();
  const signedIn = status === SessionStatus.LoggedIn;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.output || busy) return;
    const profile = await run(() => api.session.confirmEmail({ token, password: form.output!.password }), {
      describe: (error) => {
        if (spent(error)) setGone(true);
        return failureOf(error);
      },
    });
    if (!profile) return;
    setMoved(profile.username);
    if (signedIn) await verify();
  };

  if (moved) {
    return (
      <>
        <AuthHeader title={t("staff.confirmEmail.doneTitle")}>{t("staff.confirmEmail.done", { email: moved })}</AuthHeader>
        <Button component={RouterLink} to={signedIn ? paths.app : paths.login} variant="contained" fullWidth>
          {signedIn ? t("staff.confirmEmail.toApp") : t("staff.confirmEmail.toLogin")}
        </Button>
      </>
    );
  }
  if (link.loading) return <Loading />;
  const account = link.data;
  if (gone || spent(link.error) || (account && (account.kind !== "email" || !account.pending_username))) {
    return (
      <>
        <AuthHeader title={t("staff.confirmEmail.spentTitle")}>{t("staff.confirmEmail.spent")}</AuthHeader>
        <Button component={RouterLink} to={paths.login} variant="outlined" fullWidth>
          {t("staff.confirmEmail.toLogin")}
        </Button>
      </>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <AuthHeader title={t("staff.confirmEmail.title")}>
        {account &&
          t("staff.confirmEmail.intro", {
            name: `${account.first_name} ${account.last_name}`,
            from: account.username,
            to: account.pending_username!,
          })}
      </AuthHeader>
      <Stack spacing={2}>
        {account && <input type="text" name="username" autoComplete="username" value={account.username} readOnly hidden />}
        {failure && <Alert severity="error">{failure}</Alert>}
        <PasswordField {...form.field("password")} label={t("staff.login.password")} autoComplete="current-password" autoFocus fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={!form.valid || busy} fullWidth>
          {t("staff.confirmEmail.submit")}
        </Button>
      </Stack>
    </Box>
  );
}
