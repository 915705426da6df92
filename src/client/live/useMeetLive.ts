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
}

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
  const send = useCallback(
    (message: AdminMessage) => {
      if (!socket) return;
      const id = socket.send(message);
      // DESIGN 6b: arming is the control panel's too, and its refusal is shown beside the buttons.
      if (!isCommandMessage({ ...message, id }) && message.type !== "arm_start") return;
      commands.current.add(id);
      setCommandProblem(null);
    },
    [socket],
  );
  const clearCommandProblem = useCallback(() => setCommandProblem(null), []);
  return { ...room, pending, send, commandProblem, clearCommandProblem };
}
