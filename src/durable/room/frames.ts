// What the room sends over its sockets: a frame to one, the same frame to all, a refusal and a
// closing, each in the socket's language (DESIGN 12), and the heat as live clients get it.
import type { Connection } from "partyserver";
import type { LiveErrorCode, ServerMessage } from "../../shared/live";
import { relayPoints } from "../../shared/age-groups";
import { encodeFrame } from "../../shared/live-frame";
import { heatSource, waitingCount, type Heat, type LenexSession } from "../../shared/programme";
import { formatRoomText, type RoomText } from "../room-text";
import { OFFICIAL_TAG, socketLanguage, type SocketState } from "./sockets";

/**
 * A heat as live clients get it: SPEC 3's fields, and of the file's ids only the heat's own (DESIGN
 * 8h `source`). The rest of the LENEX facts (athletes' birth dates among them) are only for the
 * export; without them a frame is half the size, which every one of a room's 200 sockets pays for
 * (DESIGN 11), and no viewer receives the swimmers' personal data.
 */
export function liveHeat({ lenex, ...heat }: Heat): Heat {
  // DESIGN 8i: of a para relay's swimmers only the class points the referee's sheet needs.
  const lanes = Object.entries(heat.lanes).map(([number, full]) => {
    const { lenex: _laneLenex, ...lane } = full;
    const relay = relayPoints(heat, full);
    return [number, relay ? { ...lane, relay_points: relay } : lane];
  });
  const source = heatSource({ lenex });
  // DESIGN 8e: every heat says whether it is settled and how many records wait, so its row can show it.
  return {
    ...heat,
    ...(source ? { source } : {}),
    lanes: Object.fromEntries(lanes),
    settled: heat.settled ?? false,
    waiting: waitingCount(heat),
  };
}

/** Who a heat frame is for: the staff (administrators and the meet's club), or the officials' phones. */
export type Audience = "staff" | "officials";

/**
 * DESIGN 3: an official times and judges lanes by swimmer and club; a swimmer's licence number is the
 * staff's to know, so an official's phone never receives one. `live` is liveHeat's, made once for both audiences.
 */
export function heatFor(audience: Audience, live: Heat): Heat {
  if (audience === "staff") return live;
  return { ...live, lanes: Object.fromEntries(Object.entries(live.lanes).map(([number, lane]) => [number, { ...lane, license: null }])) };
}

/**
 * The programme a socket gets (SPEC 4's heats list): the heats (liveHeat's) in running order and the
 * sessions its rows are grouped by (DESIGN 8h). The sessions are a few short lines, so the frame hardly grows.
 */
export const heatsFrame = (
  audience: Audience,
  liveHeats: readonly Heat[],
  activeHeatId: string | null,
  sessions: LenexSession[],
): ServerMessage => ({
  type: "heats",
  heats: liveHeats.map((heat) => heatFor(audience, heat)),
  active_heat_id: activeHeatId,
  sessions,
});

export class RoomFrames {
  constructor(
    private readonly ctx: DurableObjectState,
    /** The room's open sockets, all or those with a tag (partyserver's getConnections). */
    readonly sockets: (tag?: string) => Iterable<Connection<SocketState>>,
  ) {}

  /**
   * One frame, serialised once, to every open socket (DESIGN 11: 200 sockets well under 50 ms).
   * Straight over the room's sockets: partyserver's broadcast deserialises every socket's attachment
   * on every frame only to recognise its own sockets, and this room accepts no others.
   */
  broadcast(message: ServerMessage): void {
    const frame = encodeFrame(message);
    this.sendAll(() => frame);
  }

  /** A frame made for each audience (heatFor), each serialised once, to every open socket. */
  broadcastTo(make: (audience: Audience) => ServerMessage): void {
    const officials = new Set(this.ctx.getWebSockets(OFFICIAL_TAG));
    const staff = encodeFrame(make("staff"));
    const phones = officials.size > 0 ? encodeFrame(make("officials")) : staff;
    this.sendAll((ws) => (officials.has(ws) ? phones : staff));
  }

  /** One frame, serialised once, to the open sockets with this tag (an administrator's: ADMIN_TAG). */
  sendTo(tag: string, message: ServerMessage): void {
    const frame = encodeFrame(message);
    this.sendAll(() => frame, tag);
  }

  private sendAll(frameOf: (ws: WebSocket) => ReturnType<typeof encodeFrame>, tag?: string): void {
    for (const ws of this.ctx.getWebSockets(tag)) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      try {
        ws.send(frameOf(ws));
      } catch {
        // A socket that closed meanwhile; its close handler tidies up.
      }
    }
  }

  send(connection: Connection, message: ServerMessage): void {
    // A socket that closed while its message was handled hears nothing; what was applied stays applied.
    if (connection.readyState !== WebSocket.OPEN) return;
    connection.send(encodeFrame(message));
  }

  /** A refusal of what the socket sent (DESIGN 6), in the socket's language. */
  refuse(connection: Connection, code: LiveErrorCode, text: RoomText, id?: string): void {
    const message = formatRoomText(socketLanguage(connection), text);
    this.send(connection, { type: "error", ...(id !== undefined ? { id } : {}), code, message });
  }

  /** Closes a socket, saying so in a frame first: the page acts on that one at once (ServerMessage "closing"). */
  end(connection: Connection, code: number, text: RoomText): void {
    const reason = formatRoomText(socketLanguage(connection), text);
    try {
      this.send(connection, { type: "closing", code, reason });
    } catch {
      // Closed meanwhile: the close below is all there is to say.
    }
    connection.close(code, reason);
  }
}
