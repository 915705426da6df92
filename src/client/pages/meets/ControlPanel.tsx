import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Icon from "@mui/material/Icon";
import { allowedCommands, controlStateOf } from "../../../shared/heat-rules";
import type { ActiveHeatCommand } from "../../../shared/live";
import { reportedAccuracy } from "../../../shared/live";
import type { Heat } from "../../../shared/programme";
import { clientNow } from "../../live/clientNow";
import type { MeetLive } from "../../live/useMeetLive";
import { nl } from "../../texts/nl";

const t = nl.meets.control;

const buttons: { command: ActiveHeatCommand; icon: string; color: "success" | "error" | "primary" | "warning"; main?: true }[] = [
  { command: "start", icon: "play_arrow", color: "success", main: true },
  { command: "stop", icon: "stop", color: "error", main: true },
  { command: "previous", icon: "skip_previous", color: "primary" },
  { command: "next", icon: "skip_next", color: "primary" },
  { command: "reset", icon: "restart_alt", color: "warning" },
];

/**
 * The administrator's controls for the active heat (SPEC 2/4). Each button is enabled exactly when
 * heat-rules allows its command, the same rules the room uses to refuse one, and only while the
 * room is reachable and has no earlier command of ours still unanswered.
 */
export function ControlPanel({ heats, activeHeatId, live }: { heats: readonly Heat[]; activeHeatId: string | null; live: MeetLive }) {
  const state = controlStateOf(heats, activeHeatId);
  const allowed = allowedCommands(state.activeStatus, state);
  const ready = live.connection === "open" && live.role === "admin" && live.pending === 0;

  const run = (command: ActiveHeatCommand) => {
    if (command !== "stop") {
      live.send({ type: command });
      return;
    }
    // DESIGN 6: the stop carries this panel's own clock-corrected time and how sure it is of it.
    const now = clientNow();
    const estimate = live.clock?.estimate;
    live.send({
      type: "stop",
      time: Math.round(live.clock ? live.clock.serverNow(now) : now),
      accuracy: reportedAccuracy(estimate),
    });
  };

  return (
    <Box
      role="group"
      aria-label={t.title}
      sx={{ display: "grid", gridTemplateColumns: "repeat(6, 1fr)", gap: 1 }}
    >
      {buttons.map(({ command, icon, color, main }) => (
        <Button
          key={command}
          variant={main ? "contained" : "outlined"}
          color={color}
          size="large"
          startIcon={<Icon>{icon}</Icon>}
          disabled={!ready || !allowed[command]}
          onClick={() => run(command)}
          sx={{
            gridColumn: main ? "span 3" : "span 2",
            minHeight: main ? 64 : 48,
            fontSize: main ? "1.25rem" : { xs: "0.8rem", sm: "0.9375rem" },
            // Three labels with icons side by side fit a 360 px phone only with tighter padding.
            px: { xs: 0.75, sm: 2 },
            "& .MuiButton-startIcon": { mr: { xs: 0.5, sm: 1 } },
          }}
        >
          {t[command]}
        </Button>
      ))}
    </Box>
  );
}
