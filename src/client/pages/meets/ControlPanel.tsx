import { useEffect, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import { StartCodes } from "../../components/ExceptionCodes";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Icon from "@mui/material/Icon";
import { allowedCommands, controlStateOf, HEAT_STATUS } from "../../../shared/heat-rules";
import type { ActiveHeatCommand } from "../../../shared/live";
import type { Heat } from "../../../shared/programme";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { clientNow, eventTime } from "../../live/clientNow";
import { correctionMs, hornStartFields, startOutcome, type SentStart, type StartOutcome } from "../../live/start-signal/hornStart";
import { pressTime } from "../../live/pressTime";
import { useHornStart } from "../../live/start-signal/useHornStart";
import { useArmedHere } from "../../live/start-signal/useArmedHere";
import { AUTO_START_UNDO_MS } from "../../../shared/start-signal";
import type { MeetLive } from "../../live/useMeetLive";
import { t } from "../../i18n/texts";
import { focusRing } from "../../theme";
import { HornStartSettings } from "./HornStartSettings";
import { ArmingRow, StartSignalPanel } from "./StartSignalPanel";
import type { FoundOnset } from "../../live/start-signal/hornTiming";
import { heatTitle } from "../../../shared/labels";
import { PresencePanel } from "./PresencePanel";
import { heatPressedFor, nextSeen, type SeenHeat } from "./seenHeat";
import { mayDo } from "../../../shared/live-roles";

function outcomeText(outcome: StartOutcome): string {
  // Seconds with a point, as race times have everywhere (DESIGN 12).
  if (outcome.kind === "horn") return t("meet.horn.outcome.horn", { seconds: outcome.secondsBefore.toFixed(2) });
  if (outcome.kind === "auto") return t("meet.horn.outcome.auto");
  if (outcome.kind === "receive") return t("meet.horn.outcome.receive");
  return t(
    outcome.why === "no-signal"
      ? "meet.horn.outcome.noSignal"
      : outcome.why === "unsure"
        ? "meet.horn.outcome.unsure"
        : outcome.why === "not-listening"
          ? "meet.horn.outcome.notListening"
          : "meet.horn.outcome.press",
  );
}

const buttons: { command: ActiveHeatCommand; icon: string; color: "success" | "error" | "primary" | "warning"; main?: true }[] = [
  { command: "start", icon: "play_arrow", color: "success", main: true },
  { command: "stop", icon: "stop", color: "error", main: true },
  { command: "previous", icon: "skip_previous", color: "primary" },
  { command: "next", icon: "skip_next", color: "primary" },
  { command: "reset", icon: "restart_alt", color: "warning" },
];

/** DESIGN 6: the commands that carry the moment of the press. */
const timed = (command: ActiveHeatCommand): command is "start" | "stop" => command === "start" || command === "stop";

/**
 * The administrator's controls for the active heat (SPEC 2/4). Each button is enabled exactly when
 * heat-rules allows its command, the same rules the room uses to refuse one, and only while the
 * room is reachable and has no earlier command of ours still unanswered. Before the start it shows
 * who is at the pool (DESIGN 8b). Reset throws the finished race away, so it asks first, as
 * Activate does.
 */
export function ControlPanel({ heats, activeHeatId, live }: { heats: readonly Heat[]; activeHeatId: string | null; live: MeetLive }) {
  const state = controlStateOf(heats, activeHeatId);
  const allowed = allowedCommands(state.activeStatus, state);
  const { learned, armed: armedInRoom } = live.startSignal;
  const horn = useHornStart(learned?.signal ?? null);
  // DESIGN 6b: between the press and the start message, the search in the sound before it.
  const [finding, setFinding] = useState(false);
  const [sentStart, setSentStart] = useState<SentStart | null>(null);
  const ready = live.connection === "open" && mayDo(live.role, "command") && live.pending === 0 && !finding;
  const active = heats.find((heat) => heat.id === activeHeatId) ?? null;
  const outcome =
    sentStart && active?.id === sentStart.heatId && active.start_time !== null ? startOutcome(sentStart, active.start_time) : null;
  // DESIGN 6b: the room's arming counts for the active heat only while it may still start.
  const armed = armedInRoom && active?.id === armedInRoom.heat_id && active.status === HEAT_STATUS.PLANNED ? armedInRoom : null;
  const armedHere = useArmedHere(live.meet.id, armed);
  const [undoOpen, setUndoOpen] = useState(false);
  // DESIGN 6: the moment the finger touched Start or Stop, not the click that follows its release.
  const pressed = useRef<{ command: ActiveHeatCommand; at: number } | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  // The active heat as seen here (seenHeat.ts): from when it was on screen, and whether this desk asked for it.
  const seen = useRef<SeenHeat>({ id: activeHeatId, previous: null, since: 0, own: true });
  const { takeOwnChange } = live;
  useEffect(() => {
    if (seen.current.id !== activeHeatId) seen.current = nextSeen(seen.current, activeHeatId, clientNow(), takeOwnChange());
  }, [activeHeatId, takeOwnChange]);
  // Every button is disabled while the room answers, so the one just pressed, or the Reset a
  // confirmation would give the focus back to, drops the keyboard's focus to the page: the panel
  // takes it, and Tab goes on from there to whatever is allowed now.
  const group = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    if (document.activeElement === document.body) group.current?.focus();
  });
  useEffect(() => {
    const panel = group.current;
    if (!panel) return;
    // Listened to natively: the browser's blur of a button that became disabled did not reach the panel's React onBlur.
    const keep = (event: FocusEvent) => {
      if (event.relatedTarget === null && event.target instanceof HTMLButtonElement && event.target.disabled) panel.focus();
    };
    panel.addEventListener("focusout", keep);
    return () => panel.removeEventListener("focusout", keep);
  }, []);

  /**
   * DESIGN 6b: with the switch on, the start signal's onset before the press counts when one is
   * found; otherwise, and whatever goes wrong in the search, the press does.
   */
  const start = async (at: number) => {
    const press = pressTime(at, live.clock);
    if (!horn.on) return live.send({ type: "start", ...press });
    const listening = horn.state === "listening";
    setFinding(true);
    let found = null;
    try {
      found = listening ? await horn.find(at) : null;
    } catch (error) {
      reportError(error);
    } finally {
      setFinding(false);
    }
    const onset = typeof found === "object" ? found : null;
    const onsetRoomTime = onset && { roomTime: live.clock ? live.clock.serverNow(onset.time) : onset.time, confidence: onset.confidence };
    const fields = hornStartFields(press, onsetRoomTime, correctionMs(horn.distance), typeof found === "string" ? found : undefined);
    live.send({ type: "start", ...fields });
    if (activeHeatId) setSentStart({ heatId: activeHeatId, fields, listening });
  };

  /** DESIGN 6b: the learned signal's onset starts the armed heat; nobody pressed, so the moment it was found stands for the press. */
  const autoStart = (onset: FoundOnset) => {
    if (!activeHeatId) return;
    const found = pressTime(clientNow(), live.clock);
    const onsetRoomTime = { roomTime: live.clock ? live.clock.serverNow(onset.time) : onset.time, confidence: onset.confidence };
    const fields = { ...hornStartFields(found, onsetRoomTime, correctionMs(horn.distance)), auto: true as const };
    live.send({ type: "start", ...fields });
    setSentStart({ heatId: activeHeatId, fields, listening: true });
    setUndoOpen(true);
  };
  const latestAutoStart = useRef(autoStart);
  latestAutoStart.current = autoStart;
  const watching =
    armed && armedHere.isMine && horn.state === "listening" && learned ? `${armed.heat_id} ${armed.at} ${learned.learned_at}` : null;
  const { watch } = horn;
  useEffect(() => {
    if (!watching) return;
    // Only what is heard from now on: a signal sounded before the arming starts nothing.
    return watch(clientNow(), (onset) => latestAutoStart.current(onset));
  }, [watching, watch]);
  useEffect(() => {
    if (!undoOpen) return;
    const timer = setTimeout(() => setUndoOpen(false), AUTO_START_UNDO_MS);
    return () => clearTimeout(timer);
  }, [undoOpen]);

  const setArmed = (on: boolean) => {
    armedHere.claim(on ? activeHeatId : null);
    live.send({ type: "arm_start", from_heat_id: activeHeatId, armed: on });
  };
  const latestSetArmed = useRef(setArmed);
  latestSetArmed.current = setArmed;
  // The listening desk switched its microphone off: nothing hears the heat's signal any more, so it is no longer armed.
  const deaf = armed !== null && armedHere.isMine && !horn.on;
  useEffect(() => {
    if (deaf) latestSetArmed.current(false);
  }, [deaf]);
  const arming =
    learned && active && (armed || active.status === HEAT_STATUS.PLANNED)
      ? {
          armed: armed !== null,
          text: armed
            ? armedHere.isMine
              ? t("meet.horn.armed", { title: heatTitle(active) })
              : t("meet.horn.armedElsewhere", { title: heatTitle(active), by: armed.by })
            : null,
          disabled: !ready || (!armed && horn.state !== "listening"),
          toggle: () => setArmed(!armed),
        }
      : null;

  const run = (command: ActiveHeatCommand, at: number) => {
    if (command === "start") void start(at);
    else if (command === "stop") live.send({ type: command, ...pressTime(at, live.clock) });
    // DESIGN 8e: the heat this desk saw, so a second desk's Next from the same heat moves no further.
    else live.send({ type: command, from_heat_id: heatPressedFor(seen.current, at) });
  };

  return (
    <>
      {active && <StartCodes heat={active} />}
      <Box
        ref={group}
        role="group"
        aria-label={t("meet.control.title")}
        tabIndex={-1}
        sx={{ display: "grid", gridTemplateColumns: "repeat(6, 1fr)", gap: 1, borderRadius: 1, "&:focus-visible": focusRing }}
      >
        {buttons.map(({ command, icon, color, main }) => (
          <Button
            key={command}
            variant={main ? "contained" : "outlined"}
            color={color}
            size="large"
            startIcon={<Icon>{icon}</Icon>}
            disabled={!ready || !allowed[command]}
            onPointerDown={(event) => {
              if (event.button === 0 && timed(command)) pressed.current = { command, at: eventTime(event) };
            }}
            onClick={(event) => {
              // A keyboard press has no pointer-down (and a click detail of 0): its moment is the click's.
              // Next and Previous too: a desk re-rendering another desk's change may run this late.
              const press = pressed.current;
              pressed.current = null;
              if (command === "reset") setConfirmingReset(true);
              else run(command, event.detail !== 0 && press?.command === command ? press.at : eventTime(event));
            }}
            sx={{
              gridColumn: main ? "span 3" : "span 2",
              minHeight: main ? 64 : 48,
              fontSize: main ? "1.25rem" : { xs: "0.8rem", sm: "0.9375rem" },
              // Three labels with icons side by side fit a 360 px phone only with tighter padding.
              px: { xs: 0.75, sm: 2 },
              "& .MuiButton-startIcon": { mr: { xs: 0.5, sm: 1 } },
            }}
          >
            {t(`meet.control.${command}`)}
          </Button>
        ))}
      </Box>
      {live.commandProblem && (
        <Alert severity="error" onClose={live.clearCommandProblem} closeText={t("meet.referee.dismissProblem")} sx={{ mt: 1.5 }}>
          {live.commandProblem}
        </Alert>
      )}
      {/* A Start waits for the sound after the press (DESIGN 6b): the pause is said, not left unexplained. */}
      {finding ? (
        <Alert severity="info" role="status" sx={{ mt: 1.5 }}>
          {t("meet.horn.finding")}
        </Alert>
      ) : (
        outcome && (
          <Alert
            severity={outcome.kind === "horn" || outcome.kind === "auto" ? "success" : "info"}
            role="status"
            sx={{ mt: 1.5 }}
            action={
              outcome.kind === "auto" && undoOpen && active?.status === HEAT_STATUS.RUNNING ? (
                <Button
                  color="inherit"
                  size="small"
                  variant="outlined"
                  disabled={!ready}
                  onClick={() => {
                    setUndoOpen(false);
                    live.send({ type: "reset", from_heat_id: activeHeatId, why: "auto_start" });
                  }}
                >
                  {t("meet.horn.undo")}
                </Button>
              ) : undefined
            }
          >
            {outcomeText(outcome)}
          </Alert>
        )
      )}
      <HornStartSettings horn={horn} />
      {horn.on && live.meet.id !== undefined && (
        <StartSignalPanel meetId={live.meet.id} timeZone={live.meet.time_zone} horn={horn} learned={learned} arming={arming} />
      )}
      {/* Another desk listens for this heat: this one, without its microphone, still says so and may end it. */}
      {!horn.on && armed && arming && (
        <Box sx={{ mt: 1.5 }}>
          <ArmingRow arming={arming} />
        </Box>
      )}
      {active?.status === HEAT_STATUS.PLANNED && live.presence && <PresencePanel heat={active} presence={live.presence} />}
      {confirmingReset && (
        <ConfirmDialog
          question={t("meet.control.resetQuestion")}
          confirmLabel={t("meet.control.resetConfirm")}
          destructive
          onConfirm={() => {
            refocus.current = true;
            run("reset", clientNow());
          }}
          onClose={() => setConfirmingReset(false)}
        />
      )}
    </>
  );
}
