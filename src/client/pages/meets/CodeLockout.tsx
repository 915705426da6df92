import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { api } from "../../api";
import { useLoad } from "../../hooks/useLoad";
import { useSubmit } from "../../hooks/useSubmit";
import { formatDateTime } from "../../format";
import { t } from "../../i18n/texts";

/**
 * Someone who read the meet number on the public page can use up the typed codes of the
 * meet, which locks out the venue that types them. The administrator sees it here and lifts it; until
 * when, by the meet's own clock (DESIGN 12).
 */
export function CodeLockout({ meetNumber, timeZone }: { meetNumber: string; timeZone: string }) {
  const lockouts = useLoad(() => api.lockouts.list(meetNumber), [meetNumber]);
  const lift = useSubmit(() => t("meet.codeLockout.failed"));
  const locked = lockouts.data ?? [];
  if (locked.length === 0) return null;
  const until = locked
    .map((lockout) => lockout.until)
    .sort()
    .at(-1)!;
  const liftAll = () =>
    void lift.run(() => Promise.all(locked.map((lockout) => api.lockouts.clear(lockout.key)))).then(() => lockouts.reload());

  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" disabled={lift.busy} onClick={liftAll} sx={{ whiteSpace: "nowrap" }}>
          {t("meet.codeLockout.lift")}
        </Button>
      }
    >
      {lift.failure ?? t("meet.codeLockout.locked", { until: formatDateTime(until, timeZone) })}
    </Alert>
  );
}
