import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Icon from "@mui/material/Icon";
import Typography from "@mui/material/Typography";
import type { Presence } from "../../../shared/live";
import type { Heat } from "../../../shared/programme";
import { visuallyHidden } from "../../components/visuallyHidden";
import { t } from "../../i18n/texts";
import { lanePresence } from "./presence";

/**
 * DESIGN 8b, before the start: per occupied lane whether a timekeeper is connected, and whether an
 * arrival-order judge is. A chip shows the lane number with a check or a cross (not colour alone),
 * and says the whole sentence to a screen reader.
 */
export function PresencePanel({ heat, presence }: { heat: Heat; presence: Presence }) {
  const lanes = lanePresence(heat, presence);
  const timed = lanes.filter((lane) => lane.timekeepers > 0).length;
  const judge = presence.judges > 0;
  return (
    <Box component="section" aria-labelledby="presence-title" sx={{ mt: 2 }}>
      <Typography id="presence-title" variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.5 }}>
        {t("meet.presence.title")}
      </Typography>
      {lanes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("meet.presence.noLanes")}
        </Typography>
      ) : (
        <>
          <Typography variant="body2">{t("meet.presence.summary", { timed, total: lanes.length })}</Typography>
          <Box
            component="ul"
            aria-label={t("meet.presence.lanes")}
            sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, listStyle: "none", m: 0, mt: 0.75, p: 0 }}
          >
            {lanes.map(({ lane, timekeepers }) => {
              const here = timekeepers > 0;
              return (
                <li key={lane}>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={here ? "success" : "error"}
                    icon={<Icon>{here ? "check" : "close"}</Icon>}
                    label={
                      <>
                        <span aria-hidden="true">{lane}</span>
                        <Box component="span" sx={visuallyHidden}>
                          {t(here ? "meet.presence.present" : "meet.presence.absent", { lane })}
                        </Box>
                      </>
                    }
                    sx={{ fontWeight: 500, fontVariantNumeric: "tabular-nums", ...(here ? undefined : { borderWidth: 2 }) }}
                  />
                </li>
              );
            })}
          </Box>
        </>
      )}
      <Typography
        variant="body2"
        sx={{ display: "flex", alignItems: "center", gap: 0.5, mt: 1, color: judge ? "success.dark" : "error.main" }}
      >
        <Icon fontSize="small">{judge ? "check" : "close"}</Icon>
        {judge ? t("meet.presence.judges", { count: presence.judges }) : t("meet.presence.noJudge")}
      </Typography>
    </Box>
  );
}
