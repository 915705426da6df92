import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { AdminMessage, WaitingOfficial } from "../../../shared/live";
import { deskNumber } from "../../../shared/desk-number";
import { t } from "../../i18n/texts";

/**
 * DESIGN 8: officials whose join waits for proof, at the top of the meet page: the referee sees the
 * person at the desk and admits them ('Toelaten'), or refuses ('Weigeren'). Their phone then joins by
 * itself. At a pool without mobile data this is the way in for a new official. Each request shows the
 * number its phone shows (deskNumber): anyone may ask in an official's name, the person at the desk
 * shows which phone is theirs.
 */
export function WaitingOfficials({
  waiting,
  ready,
  send,
}: {
  waiting: readonly WaitingOfficial[];
  ready: boolean;
  send(message: AdminMessage): void;
}) {
  if (waiting.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} role="region" aria-label={t("meet.waitingOfficials.title")}>
      <AlertTitle>{t("meet.waitingOfficials.title")}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t("meet.waitingOfficials.hint")}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {waiting.map((request) => (
          <Stack component="li" key={request.id} direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
            <Stack sx={{ flexGrow: 1 }}>
              <Typography sx={{ overflowWrap: "anywhere" }}>
                {t("meet.waitingOfficials.who", {
                  code: deskNumber(request.id),
                  name: request.name,
                  number: request.external_id,
                  email: request.email,
                })}
              </Typography>
              {waiting.some((other) => other.id !== request.id && other.email === request.email) && (
                <Typography variant="body2" color="warning.main">
                  {t("meet.waitingOfficials.twice", { code: deskNumber(request.id) })}
                </Typography>
              )}
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                variant="contained"
                disabled={!ready}
                aria-label={t("meet.waitingOfficials.admitWho", { name: request.name })}
                onClick={() => send({ type: "admit_official", request_id: request.id })}
              >
                {t("meet.waitingOfficials.admit")}
              </Button>
              <Button
                size="small"
                color="inherit"
                disabled={!ready}
                aria-label={t("meet.waitingOfficials.refuseWho", { name: request.name })}
                onClick={() => send({ type: "refuse_official", request_id: request.id })}
              >
                {t("meet.waitingOfficials.refuse")}
              </Button>
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
