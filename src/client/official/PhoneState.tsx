import { useSyncExternalStore } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { LOCALES } from "../../shared/i18n/languages";
import { currentLanguage, t } from "../i18n/texts";
import { applyUpdate, onUpdateWaiting, updateWaiting } from "./officialUpdate";
import type { OfficialLive } from "./useOfficialLive";

/**
 * The clock's state in words: in sync on this page; else on the estimate the phone kept, with when it
 * was made (issue 41: after a reload without a connection the phone does know a clock); else none.
 */
function clockText(live: OfficialLive): string {
  if (live.synced !== null) return t("official.phone.synced", { ms: live.synced });
  const kept = live.lastClock;
  if (!kept) return t("official.phone.notSynced");
  // By the pool's clock (the meet's time zone, DESIGN 12) once the room has said it, else the phone's.
  const timeZone = live.meet.time_zone;
  const time = new Date(kept.at).toLocaleTimeString(LOCALES[currentLanguage()], { hour: "2-digit", minute: "2-digit", timeZone });
  return t("official.phone.lastClock", { ms: Math.ceil(kept.accuracy), time });
}

/** DESIGN 8f: whether the phone's clock agrees with the room's, and what still waits to be sent. */
export function PhoneState({ live }: { live: OfficialLive }) {
  return (
    <>
      <Typography variant="body2" role="status" color={live.synced === null ? "warning.main" : "text.secondary"} sx={{ mb: 1 }}>
        {clockText(live)}
      </Typography>
      {live.unsent > 0 && (
        // Polite, not a status role: "Verzonden" beside a record is the status the page is read by.
        <Alert severity="warning" role="note" aria-live="polite" sx={{ mb: 1.5 }}>
          {t("official.phone.unsent", { count: live.unsent })}
        </Alert>
      )}
    </>
  );
}

/** DESIGN 8f: a new version of the page, offered only when loading it cannot cost a tap (`allowed`). */
export function UpdateOffer({ allowed }: { allowed: boolean }) {
  const waiting = useSyncExternalStore(onUpdateWaiting, updateWaiting);
  if (!waiting || !allowed) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 1.5 }}
      action={
        <Button color="inherit" size="small" onClick={applyUpdate} sx={{ textTransform: "none" }}>
          {t("official.phone.reload")}
        </Button>
      }
    >
      {t("official.phone.update")}
    </Alert>
  );
}
