import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import { nl } from "../texts/nl";
import type { MeetLive } from "./useMeetLive";

/**
 * Says the live view is out of date while the socket is down (it reconnects by itself), or that
 * the meet was deleted meanwhile (nothing to reconnect to).
 */
export function ConnectionBanner({ connection }: { connection: MeetLive["connection"] }) {
  if (connection === "gone") {
    return (
      <Alert severity="error" role="status" sx={{ position: "sticky", top: { xs: 64, sm: 72 }, zIndex: "appBar", mb: 2, boxShadow: 2 }}>
        {nl.meets.live.gone}
      </Alert>
    );
  }
  if (connection !== "lost") return null;
  return (
    <Alert
      severity="warning"
      role="status"
      icon={<CircularProgress size={20} color="inherit" />}
      sx={{ position: "sticky", top: { xs: 64, sm: 72 }, zIndex: "appBar", mb: 2, boxShadow: 2 }}
    >
      {nl.meets.live.disconnected}
    </Alert>
  );
}
