import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import type { OfficialTask } from "../../shared/official";
import { ConnectionBanner } from "../live/ConnectionBanner";
import { nlOfficial } from "../texts/nl-official";
import { ArrivalJudge } from "./ArrivalJudge";
import { APP_BAR_HEIGHT, PhoneShell } from "./PhoneShell";
import { readTask, writeTask, type OfficialSession } from "./session";
import { bigButton } from "./sizes";
import { TaskChoice } from "./TaskChoice";
import { Timekeeper } from "./Timekeeper";
import { useOfficialLive } from "./useOfficialLive";

const t = nlOfficial.task;

const taskLabel = (task: OfficialTask) => (task.kind === "judge" ? t.judge : t.timekeeper(task.lane));

/** A joined official at the meet: the room's live state, their task, and the way out. */
export function OfficialMeet({ session, onLeave }: { session: OfficialSession; onLeave(notice: string | null): void }) {
  const [task, setTask] = useState(() => readTask(localStorage, session));
  const live = useOfficialLive(session, task, onLeave);
  const choose = (next: OfficialTask | null) => {
    writeTask(localStorage, session, next);
    setTask(next);
  };
  const active = live.heats?.find((heat) => heat.id === live.activeHeatId) ?? null;

  // The meet was deleted: a tap now could never reach a room, so the task is no longer offered.
  if (live.connection === "gone") {
    return (
      <PhoneShell title={live.meet.name ?? session.meet.name}>
        <ConnectionBanner connection={live.connection} top={APP_BAR_HEIGHT} />
        <Button variant="contained" fullWidth sx={bigButton} onClick={() => onLeave(nlOfficial.notices.deleted)}>
          {t.signInAgain}
        </Button>
      </PhoneShell>
    );
  }

  return (
    <PhoneShell title={live.meet.name ?? session.meet.name}>
      <ConnectionBanner connection={live.connection} top={APP_BAR_HEIGHT} />
      {live.problem && (
        <Alert severity="error" onClose={live.clearProblem} sx={{ mb: 2 }}>
          {live.problem}
        </Alert>
      )}
      {task && (
        <Box sx={{ mb: 1.5 }}>
          <Chip color="primary" label={taskLabel(task)} />
        </Box>
      )}
      {!task ? (
        <TaskChoice heats={live.heats} onChoose={choose} />
      ) : task.kind === "judge" ? (
        <ArrivalJudge heat={active} live={live} />
      ) : (
        <Timekeeper heat={active} lane={task.lane} live={live} />
      )}
      <Box sx={{ display: "flex", gap: 1, mt: 3 }}>
        {task && (
          <Button variant="outlined" size="large" sx={{ ...bigButton, flex: 1 }} onClick={() => choose(null)}>
            {t.change}
          </Button>
        )}
        <Button variant="outlined" color="inherit" size="large" sx={{ ...bigButton, flex: 1 }} onClick={() => onLeave(null)}>
          {t.logout}
        </Button>
      </Box>
    </PhoneShell>
  );
}
