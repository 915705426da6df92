import { useState } from "react";
import Alert from "@mui/material/Alert";
import Icon from "@mui/material/Icon";
import IconButton from "@mui/material/IconButton";
import Snackbar from "@mui/material/Snackbar";
import Tooltip from "@mui/material/Tooltip";
import { api, isApiError } from "../../api";
import { t } from "../../i18n/texts";
import type { User } from "../../api";

/**
 * Sends a user who has not activated their account the welcome mail again (DESIGN 4). The server's
 * own words explain a refusal: already activated (409), or sent a few times just now (429).
 */
export function InviteButton({ user }: { user: User }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const invite = async () => {
    setBusy(true);
    try {
      await api.users.invite(user.id);
      setOutcome({ ok: true, text: t("staff.users.invited", { email: user.username }) });
    } catch (error) {
      setOutcome({
        ok: false,
        text: (isApiError(error, 409) || isApiError(error, 429)) && error.message ? error.message : t("staff.users.inviteFailed"),
      });
    }
    setBusy(false);
  };

  return (
    <>
      <Tooltip title={t("staff.users.invite")}>
        <span>
          <IconButton aria-label={t("staff.users.inviteFor", { email: user.username })} onClick={() => void invite()} disabled={busy}>
            <Icon>forward_to_inbox</Icon>
          </IconButton>
        </span>
      </Tooltip>
      <Snackbar open={outcome !== null} autoHideDuration={6000} onClose={() => setOutcome(null)}>
        <Alert severity={outcome?.ok ? "success" : "error"} variant="filled" onClose={() => setOutcome(null)} sx={{ width: "100%" }}>
          {outcome?.text}
        </Alert>
      </Snackbar>
    </>
  );
}
