import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { heatStatusLook } from "../../../shared/heat-status";
import { heatRace, heatTitle } from "../../../shared/labels";
import type { Heat } from "../../../shared/programme";
import { Tag } from "../../components/Tag";
import { visuallyHidden } from "../../components/visuallyHidden";
import { RaceClock } from "../../live/RaceClock";
import { useRoomNow } from "../../live/useRoomNow";
import { t } from "../../i18n/texts";
import type { OfficialLive } from "../useOfficialLive";

/** The active heat as every task sees it: its name, race, status and the running race clock. */
export function HeatHeader({ heat, live }: { heat: Heat; live: OfficialLive }) {
  const roomNow = useRoomNow(live.clock, live.lastClock?.offset);
  return (
    <Box component="section" aria-label={heatTitle(heat)}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.2 }}>
          {heatTitle(heat)}
        </Typography>
        {/* A status change (the start, the result) is read out politely; the clock below never is. */}
        <Box role="status">
          <HeatStatusTag status={heat.status} settled={heat.settled} />
        </Box>
      </Box>
      <Typography color="text.secondary">{heatRace(heat)}</Typography>
      <RaceClock
        start={heat.start_time}
        end={heat.end_time}
        serverNow={roomNow}
        sx={{ display: "block", textAlign: "center", fontSize: "3.25rem", fontWeight: 300, lineHeight: 1.2, my: 1 }}
      />
    </Box>
  );
}

export function NoActiveHeat() {
  return <Typography color="text.secondary">{t("official.heat.noActiveHeat")}</Typography>;
}

/** The administrator moved on while this official still holds something for the heat on screen. */
export function MovedOnNotice({ active }: { active: Heat | null }) {
  if (!active) return null;
  return <Alert severity="warning">{t("official.heat.movedOn", { active: heatTitle(active) })}</Alert>;
}

/** SPEC 4's status of the active heat as the phone shows it (HeatStatusChip's rules), and 'Vastgesteld' once settled. */
function HeatStatusTag({ status, settled = false }: { status: number; settled?: boolean }) {
  const look = heatStatusLook(status, true);
  return (
    <Box component="span" sx={{ display: "inline-flex", gap: 0.5 }}>
      {look && (
        <Tag
          small
          color={look.color}
          icon={look.icon}
          label={
            look.label || (
              <Box component="span" sx={visuallyHidden}>
                {t("common.live.unlabelledStatus", { status })}
              </Box>
            )
          }
        />
      )}
      {settled && <Tag small outlined icon="lock" label={t("common.live.settled")} />}
    </Box>
  );
}
