import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { t } from "../i18n/texts";

/** Instead of react-router's English crash page, e.g. when a page's chunk is gone after a deploy. */
export function RouteError() {
  return (
    <Box sx={{ maxWidth: 600, mx: "auto", mt: 8, px: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {t("common.common.reload")}
          </Button>
        }
      >
        <AlertTitle>{t("common.common.crashTitle")}</AlertTitle>
        {t("common.common.crashText")}
      </Alert>
    </Box>
  );
}
