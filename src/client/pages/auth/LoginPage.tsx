import { useState, type FormEvent } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import * as v from "valibot";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Icon from "@mui/material/Icon";
import InputAdornment from "@mui/material/InputAdornment";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { loginSchema } from "../../../shared/schemas";
import { PasswordField } from "../../components/PasswordField";
import { useSubmit } from "../../hooks/useSubmit";
import { useSession } from "../../session";
import { t } from "../../i18n/texts";
import { AuthHeader } from "./AuthHeader";
import { loginFailure } from "./loginFailure";
import { paths } from "../../paths";
import { returnPath } from "../../returnPath";

export function LoginPage() {
  const { login } = useSession();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [search] = useSearchParams();
  const { busy, failure, run } = useSubmit(loginFailure);

  // SPEC 5: submit only when both fields are filled in and no request is busy.
  const credentials = v.safeParse(loginSchema, { username, password });
  const canSubmit = credentials.success && !busy;
  // Filled in but refused all the same (longer than any address or password can be): say why the
  // button stays grey, as the form shows no field messages.
  const issue = !credentials.success && username.trim() !== "" && password !== "" ? credentials.issues[0] : null;
  const refusal = issue?.message ?? null;
  const refused = issue?.path?.[0]?.key;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!credentials.success || busy) return;
    // Logged in, the layout leaves this page: the form stays busy until then.
    const done = await run(() => login(credentials.output).then(() => true), { keepBusy: true });
    if (!done) setPassword("");
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <AuthHeader title={t("staff.login.title")} />
      <Stack spacing={2}>
        {failure || refusal ? (
          <Alert severity="error">{failure ?? refusal}</Alert>
        ) : (
          returnPath(search) && <Alert severity="info">{t("staff.login.toContinue")}</Alert>
        )}
        <TextField
          name="username"
          type="email"
          autoComplete="username"
          autoFocus
          placeholder={t("common.fields.email")}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={refused === "username"}
          fullWidth
          slotProps={{
            htmlInput: { "aria-label": t("common.fields.email") },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Icon color="action">mail</Icon>
                </InputAdornment>
              ),
            },
          }}
        />
        <PasswordField
          name="password"
          autoComplete="current-password"
          placeholder={t("staff.login.password")}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={refused === "password"}
          fullWidth
          startIcon="lock"
          slotProps={{ htmlInput: { "aria-label": t("staff.login.password") } }}
        />
        <Box sx={{ textAlign: "right" }}>
          <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
            {t("staff.login.forgot")}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit} fullWidth>
          {t("staff.login.submit")}
        </Button>
      </Stack>
    </Box>
  );
}
