import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { isApiError } from "../api";
import { PasswordField } from "../components/PasswordField";
import { useSubmit } from "../hooks/useSubmit";
import { t } from "../i18n/texts";
import { useSession } from "../session";
import { loginFailure } from "../pages/auth/loginFailure";

/**
 * The session ended while a form was open (see `useOpenForm`): sign in again over the page, as the
 * same account, and the form is still there with what was typed; or go to the login page.
 */
export function ReloginDialog() {
  const { profile, relogin, giveUp } = useSession();
  const [password, setPassword] = useState("");
  // A refused password here may be a right one for an account deleted or changed meanwhile: say what then.
  const { busy, failure, run } = useSubmit((e) =>
    isApiError(e, 401) ? `${loginFailure(e)} ${t("staff.relogin.stillRefused")}` : loginFailure(e),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || busy) return;
    const done = await run(() => relogin(password).then(() => true));
    if (!done) setPassword("");
  };

  return (
    <Dialog open aria-labelledby="relogin-title" aria-describedby="relogin-text">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: "contents" }}>
        <DialogTitle id="relogin-title">{t("staff.relogin.title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id="relogin-text">{t("staff.relogin.text", { username: profile?.username ?? "" })}</DialogContentText>
            {failure && <Alert severity="error">{failure}</Alert>}
            <PasswordField
              name="password"
              autoComplete="current-password"
              autoFocus
              label={t("staff.login.password")}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={giveUp} disabled={busy}>
            {t("staff.relogin.toLogin")}
          </Button>
          <Button type="submit" variant="contained" disabled={!password || busy}>
            {t("staff.login.submit")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
