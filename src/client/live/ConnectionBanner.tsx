import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import { nl } from "../texts/nl";

/** Says the live view is out of date while the socket is down; it reconnects by itself. */
export function ConnectionBanner({ lost }: { lost: boolean }) {
  if (!lost) return null;
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
