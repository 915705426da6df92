import { useEffect, useRef } from "react";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { OfficialMeetFacts } from "../../../shared/official";
import { t } from "../../i18n/texts";
import { OfficialApiError, officialApi, refusalOf } from "../officialApi";

// The Worker refused the key itself (malformed, unknown or renewed with the code) or its meet is
// closed: asking again cannot help. Anything else (no network, too many tries) may pass later.
const KEY_REFUSED = new Set([400, 401, 403]);

/**
 * Step 1 by the QR code (DESIGN 8): the meet's facts asked with its key, so the official goes
 * straight to step 2. A refusal comes back with its message, and whether the key is worth
 * keeping for another try.
 */
export function KeyStep({
  joinKey,
  onFound,
  onRefused,
}: {
  joinKey: string;
  onFound(facts: OfficialMeetFacts): void;
  onRefused(message: string, keyRefused: boolean): void;
}) {
  const latest = useRef({ onFound, onRefused });
  useEffect(() => {
    latest.current = { onFound, onRefused };
  });

  useEffect(() => {
    let current = true;
    officialApi.meet({ join_key: joinKey }).then(
      (facts) => current && latest.current.onFound(facts),
      (error: unknown) => {
        if (!current) return;
        const refused = error instanceof OfficialApiError && KEY_REFUSED.has(error.status);
        latest.current.onRefused(refusalOf(error).message, refused);
      },
    );
    return () => {
      current = false;
    };
  }, [joinKey]);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }} role="status">
      <CircularProgress size={24} />
      <Typography>{t("official.keyStep.opening")}</Typography>
    </Stack>
  );
}
