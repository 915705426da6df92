import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import type { SxProps, Theme } from "@mui/material/styles";
import { nlLive } from "../texts/nl-live";
import type { MeetLive } from "./useMeetLive";

// Sticks below the page's app bar, whose height differs between the management app and the phone page.
const APP_BAR_OFFSET = { xs: 64, sm: 72 };

/**
 * Says the live view is out of date while the socket is down (it reconnects by itself), or that
 * the meet was deleted meanwhile (nothing to reconnect to).
 */
export function ConnectionBanner({
  connection,
  top = APP_BAR_OFFSET,
}: {
  connection: MeetLive["connection"];
  top?: number | Record<string, number>;
}) {
  const sx: SxProps<Theme> = { position: "sticky", top, zIndex: "appBar", mb: 2, boxShadow: 2 };
  if (connection === "gone") {
    return (
      <Alert severity="error" role="status" sx={sx}>
        {nlLive.gone}
      </Alert>
    );
  }
  if (connection !== "lost") return null;
  return (
    <Alert severity="warning" role="status" icon={<CircularProgress size={20} color="inherit" />} sx={sx}>
      {nlLive.disconnected}
    </Alert>
  );
}
