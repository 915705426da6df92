import { lazy, Suspense, useEffect, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { OfficialTask } from "../../shared/official";
import { HEAT_STATUS } from "../../shared/heat-status";
import { ConnectionBanner } from "../live/ConnectionBanner";
import { t } from "../i18n/texts";
import { ConfirmPanel } from "./ConfirmPanel";
import { HistorySection } from "./history/HistorySection";
import { openKeptMeet, type KeptMeet } from "./storage/keptMeet";
import { APP_BAR_HEIGHT, PhoneShell } from "./PhoneShell";
import { PhoneState, UpdateOffer } from "./PhoneState";
import { readTask, writeTask, type OfficialSession } from "./join/session";
import { bigButton } from "./sizes";
import { Tag } from "../components/Tag";
import { useOfficialLive } from "./useOfficialLive";
import { useWakeLock } from "./useWakeLock";

// DESIGN 11: a phone loads the screen of its task only; choosing one, the other and the choice wait.
const TaskChoice = lazy(() => import("./tasks/TaskChoice").then((module) => ({ default: module.TaskChoice })));
const Timekeeper = lazy(() => import("./timekeeper/Timekeeper").then((module) => ({ default: module.Timekeeper })));
const ArrivalJudge = lazy(() => import("./arrival-judge/ArrivalJudge").then((module) => ({ default: module.ArrivalJudge })));
// An official who sent nothing yet needs no history: it comes with the first record.
const History = lazy(() => import("./history/History").then((module) => ({ default: module.History })));

const taskLabel = (task: OfficialTask) =>
  task.kind === "judge" ? t("official.task.judge") : t("official.task.timekeeper", { lane: task.lane });

type Leaving = "logout" | "change";

/**
 * A joined official at the meet: the room's live state, their task, what they sent, and the way out.
 * Signing out sits in the top bar and changing task beside the task's name, away from STOP; both ask
 * first while the heat runs or the task screen holds a tap or order not yet sent.
 */
export function OfficialMeet({ session, onLeave }: MeetProps) {
  const [kept, setKept] = useState<KeptMeet | null>(null);
  useEffect(() => {
    let current = true;
    void openKeptMeet(session.meet.id, session.official.id).then((opened) => current && setKept(opened));
    return () => {
      current = false;
    };
  }, [session]);
  if (!kept) {
    return (
      <PhoneShell title={session.meet.name}>
        <Typography color="text.secondary">{t("official.phone.opening")}</Typography>
      </PhoneShell>
    );
  }
  return <JoinedMeet session={session} onLeave={onLeave} kept={kept} />;
}

type MeetProps = { session: OfficialSession; onLeave(notice: string | null, forgetMeet?: boolean): void };

function JoinedMeet({ session, onLeave, kept }: MeetProps & { kept: KeptMeet }) {
  const [task, setTask] = useState(() => readTask(localStorage, session));
  const live = useOfficialLive(session, task, kept, onLeave);
  const [holding, setHolding] = useState(false);
  const [asking, setAsking] = useState<Leaving | null>(null);
  useAskBeforeUnload(holding || live.unsent > 0);
  const choose = (next: OfficialTask | null) => {
    writeTask(localStorage, session, next);
    setTask(next);
  };
  const active = live.heats?.find((heat) => heat.id === live.activeHeatId) ?? null;
  const running = active?.status === HEAT_STATUS.RUNNING;
  useWakeLock(task !== null && (running || holding));

  // The official was told what they hold is lost; left on the phone it would come back with the lane.
  const leave = (what: Leaving) => {
    setAsking(null);
    void kept.taps.save(null);
    void kept.order.save(null);
    // Signing out frees the lane for another timekeeper; a phone just closed or locked keeps it.
    if (what === "logout") {
      live.leaveTask();
      onLeave(null, true);
    } else choose(null);
  };
  // Signing out always asks (issue 41: one stray tap mid-meet signed out); another task only while it would lose something.
  const ask = (what: Leaving) => (what === "logout" || (task && (running || holding)) ? setAsking(what) : leave(what));

  // The meet was deleted: a tap now could never reach a room, so the task is no longer offered.
  if (live.connection === "gone") {
    return (
      <PhoneShell title={live.meet.name ?? session.meet.name}>
        <ConnectionBanner connection={live.connection} top={APP_BAR_HEIGHT} />
        <Button variant="contained" fullWidth sx={bigButton} onClick={() => onLeave(t("official.notices.deleted"), true)}>
          {t("official.task.signInAgain")}
        </Button>
      </PhoneShell>
    );
  }

  return (
    <PhoneShell
      title={live.meet.name ?? session.meet.name}
      action={
        <Button color="inherit" onClick={() => ask("logout")} sx={{ textTransform: "none", fontSize: "1rem", flexShrink: 0, ml: 1 }}>
          {t("official.task.logout")}
        </Button>
      }
    >
      <ConnectionBanner connection={live.connection} top={APP_BAR_HEIGHT} />
      <UpdateOffer allowed={!running && !holding} />
      <PhoneState live={live} />
      {live.problem && (
        <Alert severity="error" onClose={live.clearProblem} sx={{ mb: 2 }}>
          {live.problem}
        </Alert>
      )}
      {asking && (
        <Box sx={{ mb: 2 }}>
          <ConfirmPanel
            title={asking === "logout" ? t("official.leave.logoutQuestion") : t("official.leave.changeQuestion")}
            text={[running ? t("official.leave.running") : "", holding ? t("official.leave.holding") : ""].filter(Boolean).join(" ")}
            confirm={asking === "logout" ? t("official.leave.logout") : t("official.leave.change")}
            cancel={t("official.leave.stay")}
            onConfirm={() => leave(asking)}
            onCancel={() => setAsking(null)}
          />
        </Box>
      )}
      {task && (
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mb: 1.5 }}>
          <Tag color="primary" label={taskLabel(task)} />
          <Button variant="outlined" size="small" onClick={() => ask("change")} sx={{ minHeight: 40, textTransform: "none" }}>
            {t("official.task.change")}
          </Button>
        </Box>
      )}
      <Suspense fallback={null}>
        {!task ? (
          <TaskChoice heats={live.heats} active={active} presence={live.presence} onChoose={choose} />
        ) : task.kind === "judge" ? (
          <ArrivalJudge heat={active} live={live} kept={kept.order} onHolding={setHolding} />
        ) : (
          <Timekeeper heat={active} lane={task.lane} live={live} kept={kept.taps} onHolding={setHolding} />
        )}
      </Suspense>
      {live.ownRecords !== null &&
        (live.ownRecords.length > 0 ? (
          <Suspense fallback={null}>
            <History live={live} meetId={session.meet.id} officialId={session.official.id} />
          </Suspense>
        ) : (
          <HistorySection empty />
        ))}
    </PhoneShell>
  );
}

/**
 * DESIGN 8f: the browser asks before the page is closed or left while a tap waits for 'Bevestigen'
 * or a record for the room. Both stay on the phone, but only this page sends them.
 */
function useAskBeforeUnload(ask: boolean) {
  useEffect(() => {
    if (!ask) return;
    const question = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Safari and older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    addEventListener("beforeunload", question);
    return () => removeEventListener("beforeunload", question);
  }, [ask]);
}
