import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import type { SxProps, Theme } from "@mui/material/styles";
import { t } from "../i18n/texts";
import type { LiveConnection } from "./useLiveRoom";
import { paths } from "../paths";

// Sticks below the page's app bar, whose height differs between the management app and the phone page.
const APP_BAR_OFFSET = { xs: 64, sm: 72 };

/**
 * Says the live view is out of date while the socket is down (it reconnects by itself), or why it
 * stays out of date: the meet was deleted meanwhile, the session ended, or this user has no access.
 */
export function ConnectionBanner({
  connection,
  top = APP_BAR_OFFSET,
}: {
  connection: LiveConnection;
  top?: number | Record<string, number>;
}) {
  const sx: SxProps<Theme> = { position: "sticky", top, zIndex: "appBar", mb: 2, boxShadow: 2 };
  switch (connection) {
    case "gone":
    case "forbidden":
      return (
        <Alert severity="error" role="status" sx={sx}>
          {t(`common.live.${connection}`)}
        </Alert>
      );
    case "unauthorized":
      // A full page load, not the router: the app's idea of the session is stale, and the
      // officials' page shares this banner without carrying a router.
      return (
        <Alert
          severity="error"
          role="status"
          sx={sx}
          action={
            <Button color="inherit" size="small" href={paths.login}>
              {t("common.live.login")}
            </Button>
          }
        >
          {t("common.live.unauthorized")}
        </Alert>
      );
    case "lost":
      return (
        <Alert severity="warning" role="status" icon={<CircularProgress size={20} color="inherit" />} sx={sx}>
          {t("common.live.disconnected")}
        </Alert>
      );
    default:
      return null;
  }
}
