// The socket to one meet room (DESIGN 6) with the behaviour SPEC 9 and DESIGN 7 ask of it: the
// clock sync over the same socket, a monitor that reopens a silent connection, and control
// commands, referee's decisions and officials' records that are resent under the same id until the
// room acknowledges them.
import { currentLanguage } from "../i18n/texts";
import type { Language } from "../../shared/i18n/languages";
import ReconnectingWebSocket from "partysocket/ws";
import { ClockSync, type ClockEstimate } from "../../shared/clock-sync";
import {
  isRecordMessage,
  LIVE_CLOSE,
  type AdminMessage,
  type CommandMessage,
  type LineupMessage,
  type LiveErrorCode,
  type RecordMessage,
  type RefereeMessage,
  type ServerMessage,
  type TaskMessage,
} from "../../shared/live";
import { clientNow } from "./clientNow";
import { announceMaintenance } from "../maintenance";
import { frameText } from "../../shared/live-frame";

/** SPEC 9: a connection that said nothing for this long is stale. */
export const STALE_AFTER_MS = 6_000;
/** SPEC 9: the pause between closing a stale connection and opening it again. */
export const REOPEN_DELAY_MS = 500;
// The room never speaks unprompted, so a quiet connection pings well inside the stale threshold.
const HEARTBEAT_MS = 3_000;
// After the room failed on a record (a rolled-back transaction), long enough not to hammer it.
const RETRY_AFTER_INTERNAL_MS = 2_000;

/** Why the Worker turned the socket away: no valid session or join, or no access to this meet. */
export type LiveRefusal = Exclude<keyof typeof LIVE_CLOSE, "gone">;

// The close codes that end the connection for good: reconnecting would only be refused again.
const FINAL = new Map(Object.entries(LIVE_CLOSE).map(([why, code]) => [code as number, why as keyof typeof LIVE_CLOSE]));

/**
 * SPEC 9: how often the monitor looks, 3 to 30 s, slower after each reopen that did not help so a
 * struggling server is not hammered (Action Cable's curve: 5·ln(n+1) seconds).
 */
export function pollInterval(reopens: number): number {
  return Math.round(Math.min(30, Math.max(3, 5 * Math.log(reopens + 1))) * 1000);
}

export interface ConnectionListener {
  message(message: ServerMessage): void;
  open(open: boolean): void;
  /** The meet was deleted or is unknown: the socket is closed for good. */
  gone(): void;
  /** The Worker turned the socket away; the connection has stopped and does not come back. */
  refused(why: LiveRefusal): void;
  /** A refusal or error from the room, in its language, to show as it stands. */
  problem(message: string): void;
  pending(count: number): void;
  /** A record or command left the resend list: acknowledged, or refused with the room's reason in words. */
  settled?(id: string, refusal?: string): void;
  /** A pong came in: the clock's estimate now (DESIGN 8f: the phone shows it, raw taps wait for it). */
  clocked?(estimate: ClockEstimate | null): void;
}

/**
 * The meet room's socket address; an official's page opens it with their join token (DESIGN 8), and
 * every page with its language, which a browser's socket cannot send as a header (DESIGN 12).
 */
export function liveUrl(signedId: string, officialToken?: string, language: Language = currentLanguage()): string {
  const query = new URLSearchParams(officialToken ? { official: officialToken, lang: language } : { lang: language });
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/live/${encodeURIComponent(signedId)}?${query}`;
}

// crypto.randomUUID exists only in secure contexts; a phone on the venue's LAN over plain http is not one.
export function commandId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** What waits for the room's ack under its id: a control command, a referee's decision, a line-up change or an official's record. */
export type PendingMessage = CommandMessage | RefereeMessage | LineupMessage | RecordMessage;

export class MeetConnection {
  /** One estimate per socket: it is this socket's round trips that it measures. */
  readonly clock = new ClockSync();
  private readonly socket: ReconnectingWebSocket;
  private readonly pending = new Map<string, PendingMessage>();
  /** The official's task (DESIGN 8b presence): a state, not a command, sent again on every open. */
  private task: TaskMessage | null = null;
  private lastHeard = clientNow();
  private reopens = 0;
  /** Frames still being unpacked, and the chain that hands them over in the room's order. */
  private unpacking = 0;
  private inbox: Promise<void> = Promise.resolve();
  private pingTimer?: ReturnType<typeof setTimeout>;
  private monitorTimer?: ReturnType<typeof setTimeout>;
  private reopenTimer?: ReturnType<typeof setTimeout>;
  private readonly heartbeatTimer: ReturnType<typeof setInterval>;

  constructor(
    url: string,
    private readonly listener: ConnectionListener,
  ) {
    this.socket = new ReconnectingWebSocket(url, undefined, {
      minReconnectionDelay: REOPEN_DELAY_MS,
      maxReconnectionDelay: 10_000,
      connectionTimeout: 4_000,
      maxRetries: Infinity,
      // Nothing is queued inside the socket: pings are worthless later, commands are resent on open.
      maxEnqueuedMessages: 0,
      shouldReconnectOnClose: (event) => !FINAL.has(event.code),
    });
    this.socket.addEventListener("open", this.opened);
    this.socket.addEventListener("close", this.closed);
    this.socket.addEventListener("message", this.received);
    document.addEventListener("visibilitychange", this.visibilityChanged);
    window.addEventListener("offline", this.wentOffline);
    window.addEventListener("online", this.cameOnline);
    this.heartbeatTimer = setInterval(this.heartbeat, HEARTBEAT_MS);
    this.watch();
  }

  /**
   * Sends a control command, a referee's decision or a line-up change under a new id, which it
   * returns; until the room acknowledges it, every reconnect sends it again.
   */
  send(message: AdminMessage): string {
    const id = commandId();
    this.sendRecord({ ...message, id } as PendingMessage);
    return id;
  }

  /**
   * Sends a message under the caller's own id (an official's record, kept by the page until the
   * room answers); like a command it is sent again on every reconnect until acknowledged or refused.
   */
  sendRecord(message: PendingMessage): void {
    this.pending.set(message.id, message);
    this.listener.pending(this.pending.size);
    this.transmit(message);
  }

  /**
   * Tells the room the official's task (DESIGN 8b): sent now when the socket is open and again on
   * every open after, never queued and never acknowledged; the latest task replaces the one before.
   */
  announce(task: TaskMessage): void {
    this.task = task;
    this.transmit(task);
  }

  close(): void {
    clearTimeout(this.pingTimer);
    clearTimeout(this.monitorTimer);
    clearTimeout(this.reopenTimer);
    clearInterval(this.heartbeatTimer);
    document.removeEventListener("visibilitychange", this.visibilityChanged);
    window.removeEventListener("offline", this.wentOffline);
    window.removeEventListener("online", this.cameOnline);
    this.socket.removeEventListener("open", this.opened);
    this.socket.removeEventListener("close", this.closed);
    this.socket.removeEventListener("message", this.received);
    this.socket.close();
  }

  private get isOpen(): boolean {
    return this.socket.readyState === ReconnectingWebSocket.OPEN;
  }

  private transmit(message: object): void {
    if (this.isOpen) this.socket.send(JSON.stringify(message));
  }

  private readonly opened = () => {
    this.lastHeard = clientNow();
    this.listener.open(true);
    this.resync();
    if (this.task) this.transmit(this.task);
    for (const message of this.pending.values()) this.transmit(message);
  };

  private readonly closed = (event: Pick<CloseEvent, "code">) => {
    clearTimeout(this.pingTimer);
    const why = FINAL.get(event.code);
    if (!why) {
      this.listener.open(false);
      return;
    }
    // The socket itself stops (shouldReconnectOnClose); neither the monitor nor the page coming
    // back into view may open it again.
    this.close();
    if (why === "gone") this.listener.gone();
    else this.listener.refused(why);
  };

  private readonly received = (event: MessageEvent) => {
    const receivedAt = clientNow();
    this.lastHeard = receivedAt;
    this.reopens = 0;
    // A gzipped frame (shared/live-frame.ts) is unpacked asynchronously; frames after it wait for
    // it, so the page sees every message in the order the room sent them.
    if (typeof event.data === "string" && this.unpacking === 0) return this.handle(event.data, receivedAt);
    this.unpacking++;
    // Unpacked at once, handled in turn; a frame that is no gzip is ignored like one that is no JSON.
    const text = frameText(event.data as string | Blob | ArrayBuffer).catch(() => null);
    this.inbox = this.inbox.then(async () => {
      const unpacked = await text;
      this.unpacking--;
      if (unpacked === null) return;
      try {
        this.handle(unpacked, receivedAt);
      } catch (error) {
        reportError(error);
      }
    });
  };

  private handle(text: string, receivedAt: number): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case "pong":
        // Every pong is a sample, whether the clock or the heartbeat asked for it.
        this.listener.clocked?.(this.clock.addPong(message, receivedAt));
        break;
      case "ack":
        this.settle(message.id);
        break;
      case "error":
        if (message.id) this.answered(message.id, message.code, message.message);
        if (message.code === "maintenance") announceMaintenance();
        this.listener.problem(message.message);
        break;
      // DESIGN 5: the page blocks on the maintenance dialog, the phone page as well as the meet page.
      case "maintenance":
        announceMaintenance();
        break;
      // The room says so before it ends a socket it no longer trusts (a logged-out session, a removed
      // official); the close itself may reach the page seconds after this frame, so the page acts now.
      case "closing":
        this.closed({ code: message.code });
        break;
    }
    this.listener.message(message);
  }

  /**
   * A refusal is final: sending it again would be refused again. An internal error is not: the
   * room rolled back and applies the same id later. An official's record is then sent again after
   * a pause (DESIGN 8: taps are never lost); a control command is dropped, because a start or a
   * stop applied seconds late would be worse than the administrator pressing again, and so is a
   * referee's decision: the referee reads the error and decides again on what the sheet shows then.
   * Nor is maintenance for an official's record: it waits, and goes again when the socket opens after it.
   */
  private answered(id: string, code: LiveErrorCode, message: string): void {
    const pending = this.pending.get(id);
    if (code === "maintenance" && pending && isRecordMessage(pending)) return;
    if (code === "internal" && pending && isRecordMessage(pending)) {
      setTimeout(() => {
        if (this.pending.has(id)) this.transmit(pending);
      }, RETRY_AFTER_INTERNAL_MS);
      return;
    }
    this.settle(id, message);
  }

  private settle(id: string, refusal?: string): void {
    if (!this.pending.delete(id)) return;
    this.listener.pending(this.pending.size);
    this.listener.settled?.(id, refusal);
  }

  private ping(): void {
    this.transmit({ type: "ping", me: clientNow() });
  }

  /** SPEC 9: every 1 s until the offset has settled, then every 30 s; ClockSync says which. */
  private readonly pingLoop = () => {
    this.ping();
    this.pingTimer = setTimeout(this.pingLoop, this.clock.nextPingDelay());
  };

  /** DESIGN 7: after a reconnect or a wake-up old samples cannot be trusted; start fast again. */
  private resync(): void {
    clearTimeout(this.pingTimer);
    this.clock.reset();
    this.pingLoop();
  }

  private readonly heartbeat = () => {
    if (this.isOpen && clientNow() - this.lastHeard >= HEARTBEAT_MS) this.ping();
  };

  private watch(): void {
    this.monitorTimer = setTimeout(this.poll, pollInterval(this.reopens));
  }

  private readonly poll = () => {
    if (this.isOpen && clientNow() - this.lastHeard > STALE_AFTER_MS) this.reopen();
    this.watch();
  };

  private reopen(): void {
    this.reopens++;
    this.socket.close();
    clearTimeout(this.reopenTimer);
    this.reopenTimer = setTimeout(() => this.socket.reconnect(), REOPEN_DELAY_MS);
  }

  /**
   * The device says it lost its network (Wi-Fi off or out of reach): the socket is as good as gone,
   * though it would take the stale threshold to notice. Said at once, a timekeeper's phone offers STOP
   * for a start it may not hear, instead of looking ready for seconds (DESIGN 8f).
   */
  private readonly wentOffline = () => {
    if (this.socket.readyState !== ReconnectingWebSocket.CLOSED) this.reopen();
  };

  /** Back on a network: try now rather than at the socket's next back-off. */
  private readonly cameOnline = () => {
    if (!this.isOpen) this.socket.reconnect();
  };

  /** Phones drop sockets and pause clocks while locked (DESIGN 7): on return, sync or reconnect at once. */
  private readonly visibilityChanged = () => {
    if (document.visibilityState !== "visible") return;
    if (this.isOpen) this.resync();
    else if (this.socket.readyState === ReconnectingWebSocket.CLOSED) this.socket.reconnect();
  };
}
