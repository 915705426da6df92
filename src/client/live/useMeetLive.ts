import { useCallback, useState } from "react";
import { liveUrl } from "./MeetConnection";
import type { AdminMessage } from "../../shared/live";
import { useLiveRoom, type LiveRoom } from "./useLiveRoom";

export interface MeetLive extends LiveRoom {
  /** Commands and decisions sent and not yet acknowledged. */
  pending: number;
  /** A control command or a referee's decision (DESIGN 8b); the connection adds the id and resends until acked. */
  send(message: AdminMessage): void;
}

/** A meet page's live view of its room (SPEC 4 "Live updates", DESIGN 6), one socket per page. */
export function useMeetLive(signedId: string | undefined): MeetLive {
  const [pending, setPending] = useState(0);
  const { socket, ...room } = useLiveRoom(signedId ? liveUrl(signedId) : null, { pending: setPending });
  const send = useCallback((message: AdminMessage) => socket?.send(message), [socket]);
  return { ...room, pending, send };
}
