import { useCallback, useState } from "react";
import { liveUrl } from "./MeetConnection";
import type { Command } from "../../shared/live";
import { useLiveRoom, type LiveRoom } from "./useLiveRoom";

export interface MeetLive extends LiveRoom {
  /** Commands sent and not yet acknowledged. */
  pending: number;
  send(command: Command): void;
}

/** A meet page's live view of its room (SPEC 4 "Live updates", DESIGN 6), one socket per page. */
export function useMeetLive(signedId: string | undefined): MeetLive {
  const [pending, setPending] = useState(0);
  const { socket, ...room } = useLiveRoom(signedId ? liveUrl(signedId) : null, { pending: setPending });
  const send = useCallback((command: Command) => socket?.send(command), [socket]);
  return { ...room, pending, send };
}
