import { useCallback, useRef, useState } from "react";
import { liveUrl } from "./MeetConnection";
import { isCommandMessage, type AdminMessage } from "../../shared/live";
import { useLiveRoom, type LiveRoom } from "./useLiveRoom";
import { useSession } from "../session";

export interface MeetLive extends LiveRoom {
  /** Commands and decisions sent and not yet acknowledged. */
  pending: number;
  /**
   * A control command, a referee's decision (DESIGN 8b) or a line-up change (DESIGN 8e); the
   * connection adds the id and resends until acked.
   */
  send(message: AdminMessage): void;
  /** The room's refusal of the last control command, in the room's language, for the control panel to show beside its buttons. */
  commandProblem: string | null;
  clearCommandProblem(): void;
  /**
   * Whether the active heat that just changed is one this page asked for (Activate, Next, Previous, a
   * few seconds ago at most); asked once per change.
   */
  takeOwnChange(): boolean;
}

/** How long after this page's own Activate, Next or Previous a change of the active heat counts as its answer. */
const OWN_CHANGE_MS = 5_000;
const MOVES: readonly string[] = ["activate", "next", "previous"];

/** A meet page's live view of its room (SPEC 4 "Live updates", DESIGN 6), one socket per page. */
export function useMeetLive(signedId: string | undefined): MeetLive {
  const [pending, setPending] = useState(0);
  const [commandProblem, setCommandProblem] = useState<string | null>(null);
  // The ids of control commands in flight, so their refusal is told apart from a decision's.
  const commands = useRef(new Set<string>());
  const { resumed } = useSession();
  const { socket, ...room } = useLiveRoom(signedId ? liveUrl(signedId) : null, {
    reopen: resumed,
    pending: setPending,
    settled: (id, refusal) => {
      if (commands.current.delete(id) && refusal) setCommandProblem(refusal);
    },
  });
  const movedAt = useRef<number | null>(null);
  // A command's refusal is also the room's last problem: gone from beside the buttons (a new command,
  // or closed there), it must not come back as the page's own message.
  const { clearProblem } = room;
  const shown = useRef({ command: commandProblem, room: room.problem });
  shown.current = { command: commandProblem, room: room.problem };
  const clearCommandProblem = useCallback(() => {
    if (shown.current.command !== null && shown.current.command === shown.current.room) clearProblem();
    setCommandProblem(null);
  }, [clearProblem]);
  const send = useCallback(
    (message: AdminMessage) => {
      if (!socket) return;
      if (MOVES.includes(message.type)) movedAt.current = Date.now();
      const id = socket.send(message);
      // DESIGN 6b: arming is the control panel's too, and its refusal is shown beside the buttons.
      if (!isCommandMessage({ ...message, id }) && message.type !== "arm_start") return;
      commands.current.add(id);
      clearCommandProblem();
    },
    [socket, clearCommandProblem],
  );
  const takeOwnChange = useCallback(() => {
    const own = movedAt.current !== null && Date.now() - movedAt.current < OWN_CHANGE_MS;
    movedAt.current = null;
    return own;
  }, []);
  return { ...room, pending, send, commandProblem, clearCommandProblem, takeOwnChange };
}
