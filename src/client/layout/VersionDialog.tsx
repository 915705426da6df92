// SPEC 2 and 4: on start the client asks for the version; maintenance (also when the request fails)
// or an outdated client blocks the whole app with a dialog that can only reload the page.
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { api } from "../api";
import { useVersionBlock } from "../hooks/useVersionBlock";
import { t } from "../i18n/texts";

export function VersionDialog() {
  const block = useVersionBlock(api.version);

  if (!block) return null;
  // No onClose: neither Escape nor a click beside it dismisses the dialog.
  return (
    <Dialog open aria-labelledby="version-dialog-title">
      <DialogTitle id="version-dialog-title">
        {block.kind === "maintenance" ? t("common.version.maintenanceTitle") : t("common.version.outdatedTitle")}
      </DialogTitle>
      <DialogContent>
        {block.kind === "maintenance" ? (
          <DialogContentText>{t("common.version.maintenanceText")}</DialogContentText>
        ) : (
          <>
            <DialogContentText gutterBottom>{t("common.version.outdatedText")}</DialogContentText>
            <DialogContentText>
              {t("common.version.currentVersion")}: <strong>{__APP_VERSION__}</strong>
              <br />
              {t("common.version.requiredVersion")}: <strong>{block.required}</strong>
            </DialogContentText>
            <DialogContentText sx={{ mt: 2 }}>{t("common.version.outdatedAction")}</DialogContentText>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t("common.version.refresh")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
