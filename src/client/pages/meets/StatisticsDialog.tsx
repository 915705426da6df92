import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import type { Heat } from "../../../shared/programme";
import { api } from "../../api";
import { LoadError } from "../../components/LoadError";
import { Loading } from "../../components/Loading";
import { useLoad } from "../../hooks/useLoad";
import { t } from "../../i18n/texts";

/** SPEC 7: the room's plain-text statistics (administrators), read again whenever the programme changes. */
export function StatisticsDialog({ meetId, heats, onClose }: { meetId: number; heats: readonly Heat[] | null; onClose(): void }) {
  const statistics = useLoad(() => api.meets.statistics(meetId), [meetId, heats]);
  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="statistics-title">
      <DialogTitle id="statistics-title">{t("meet.statistics.title")}</DialogTitle>
      <DialogContent dividers>
        {statistics.error ? (
          <LoadError error={statistics.error} />
        ) : statistics.data === undefined ? (
          <Loading />
        ) : (
          <Typography component="pre" sx={{ m: 0, whiteSpace: "pre-wrap", fontFamily: "inherit" }}>
            {statistics.data}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t("staff.shared.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
