import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Icon from "@mui/material/Icon";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LANGUAGE_NAMES } from "../../../shared/i18n/languages";
import { Facts } from "../../components/Facts";
import { useProfile } from "../../session";
import { t } from "../../i18n/texts";
import { PasswordDialog } from "./PasswordDialog";
import { ProfileDialog } from "./ProfileDialog";

export function ProfileTab() {
  const profile = useProfile();
  const [open, setOpen] = useState<"details" | "password" | null>(null);
  const [passwordChanged, setPasswordChanged] = useState(false);
  const close = () => setOpen(null);

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {profile.username}
      </Typography>
      {passwordChanged && (
        <Alert severity="success" onClose={() => setPasswordChanged(false)} sx={{ mb: 2 }}>
          {t("staff.settings.password.changed")}
        </Alert>
      )}
      <Facts
        items={[
          { label: t("common.fields.email"), value: profile.username },
          { label: t("common.fields.firstName"), value: profile.first_name },
          { label: t("common.fields.lastName"), value: profile.last_name },
          {
            label: t("common.language.label"),
            value: profile.language ? LANGUAGE_NAMES[profile.language] : t("staff.settings.profile.browserLanguage"),
          },
        ]}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: "wrap" }}>
        <Button variant="outlined" startIcon={<Icon>edit</Icon>} onClick={() => setOpen("details")}>
          {t("staff.settings.profile.editDetails")}
        </Button>
        <Button variant="outlined" startIcon={<Icon>lock</Icon>} onClick={() => setOpen("password")}>
          {t("staff.settings.password.title")}
        </Button>
      </Stack>
      {open === "details" && <ProfileDialog onClose={close} />}
      {open === "password" && <PasswordDialog onClose={close} onChanged={() => setPasswordChanged(true)} />}
    </Paper>
  );
}
