import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import type { LogEvent } from "../../../shared/live";
import { api } from "../../api";
import { LoadError } from "../../components/LoadError";
import { Loading } from "../../components/Loading";
import { formatDateTime } from "../../format";
import { useLoad } from "../../hooks/useLoad";
import { nl } from "../../texts/nl";

const t = nl.meets.log;

/**
 * SPEC 2/6: the meet's log for administrators, newest first. The room's socket keeps it current;
 * the API's copy stands in while the socket has not delivered it (yet).
 */
export function LogDialog({
  meetId,
  events,
  onClose,
}: {
  meetId: number;
  events: readonly LogEvent[] | null;
  onClose(): void;
}) {
  const loaded = useLoad(() => api.meets.events(meetId), [meetId]);
  const shown = events ?? loaded.data;

  let body;
  if (!shown && loaded.error) body = <LoadError error={loaded.error} />;
  else if (!shown) body = <Loading />;
  else if (shown.length === 0) body = <Typography color="text.secondary">{t.empty}</Typography>;
  else
    body = (
      <List dense disablePadding>
        {shown.map((event) => (
          <ListItem key={event.id} disableGutters divider>
            <ListItemText
              primary={event.action}
              secondary={[formatDateTime(event.created_at), event.user].filter(Boolean).join(" · ")}
            />
          </ListItem>
        ))}
      </List>
    );

  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="log-title">
      <DialogTitle id="log-title">{t.title}</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{nl.common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
