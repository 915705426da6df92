import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Icon from "@mui/material/Icon";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { LOG_KINDS, type LogEvent, type LogKind } from "../../../shared/live";
import { api } from "../../api";
import { LoadError } from "../../components/LoadError";
import { Loading } from "../../components/Loading";
import { formatDateTime } from "../../format";
import { useLoad } from "../../hooks/useLoad";
import { t } from "../../i18n/texts";

/** What an event is about as the filter has it: its kind, or "other" for events logged before kinds were kept. */
type Kind = LogKind | "other";
/** The kind shown, or null for everything. */
type Filter = Kind | null;

const kindOf = (event: LogEvent): Kind => event.kind ?? "other";

/**
 * SPEC 2/6: the meet's log for administrators, newest first. The room's socket keeps it current;
 * the API's copy stands in while the socket has not delivered it (yet). DESIGN 8e: filtered by what
 * an event is about, and the whole log as CSV for Excel.
 */
export function LogDialog({
  meetId,
  timeZone,
  events,
  onClose,
}: {
  meetId: number;
  /** DESIGN 12: the log reads by the pool's clock. */
  timeZone: string;
  events: readonly LogEvent[] | null;
  onClose(): void;
}) {
  const loaded = useLoad(() => api.meets.events(meetId), [meetId]);
  const shown = events ?? loaded.data;
  const [filter, setFilter] = useState<Filter>(null);

  let body: ReactNode;
  if (!shown && loaded.error) body = <LoadError error={loaded.error} />;
  else if (!shown) body = <Loading />;
  else if (shown.length === 0) body = <Typography color="text.secondary">{t("meet.log.empty")}</Typography>;
  else {
    const counts = new Map<Kind, number>();
    for (const event of shown) counts.set(kindOf(event), (counts.get(kindOf(event)) ?? 0) + 1);
    // Only the kinds this log has, in one fixed order, so a chip never moves under the pointer.
    const kinds = [...LOG_KINDS, "other" as const].filter((kind) => counts.has(kind));
    const listed = filter === null ? shown : shown.filter((event) => kindOf(event) === filter);
    const chip = (value: Filter, label: string) => (
      <Chip
        key={value ?? "all"}
        label={label}
        clickable
        color={filter === value ? "primary" : "default"}
        variant={filter === value ? "filled" : "outlined"}
        aria-pressed={filter === value}
        onClick={() => setFilter(value)}
      />
    );
    body = (
      <>
        <Stack direction="row" role="group" aria-label={t("meet.log.filter")} useFlexGap sx={{ flexWrap: "wrap", gap: 1, mb: 2 }}>
          {chip(null, t("meet.log.kind", { label: t("meet.log.all"), count: shown.length }))}
          {kinds.map((kind) => chip(kind, t("meet.log.kind", { label: t(`meet.log.kinds.${kind}`), count: counts.get(kind)! })))}
        </Stack>
        {listed.length === 0 ? (
          <Typography color="text.secondary">{t("meet.log.noneOfKind")}</Typography>
        ) : (
          <List dense disablePadding>
            {listed.map((event) => (
              <ListItem key={event.id} disableGutters divider>
                <ListItemText
                  primary={event.action}
                  secondary={[formatDateTime(event.created_at, timeZone), event.user, t(`meet.log.kinds.${kindOf(event)}`)]
                    .filter(Boolean)
                    .join(" · ")}
                />
              </ListItem>
            ))}
          </List>
        )}
      </>
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="log-title">
      <DialogTitle id="log-title">{t("meet.log.title")}</DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button startIcon={<Icon>download</Icon>} component="a" href={api.meets.logCsvUrl(meetId)} download>
          {t("meet.log.download")}
        </Button>
        <Button onClick={onClose}>{t("staff.shared.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
