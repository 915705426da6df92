// Live sockets for the API tests (DESIGN 6): open one through the Worker as a session user or an
// official, and take the room's messages in order of arrival.
import { SELF } from "cloudflare:test";
import { expect } from "vitest";
import { ORIGIN, type Caller } from "./helpers";
import type { Heat } from "../../src/shared/programme";
import type { OfficialTask, Presence, ServerMessage } from "../../src/shared/live";
import { frameText } from "../../src/shared/live-frame";

export type Msg<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;

const DESK_COMMANDS: ReadonlySet<string> = new Set(["activate", "previous", "next", "reset"]);

/** One socket's received messages as a queue: a test takes what it expects, in order of arrival. */
export class LiveClient {
  private queue: ServerMessage[] = [];
  /** Whoever waits for a message (a test's take, and a record waiting for its task to be heard). */
  private readonly wakers = new Set<() => void>();
  private arrived: Promise<void> = Promise.resolve();
  /** The types of the messages that came as gzipped binary frames (shared/live-frame.ts), in order. */
  readonly gzipped: ServerMessage["type"][] = [];
  /** The types of every message that came, in order, taken from the queue or not. */
  readonly types: ServerMessage["type"][] = [];
  /** The active heat as this socket last heard it, which a desk's command says it was made from (DESIGN 8e). */
  activeHeatId: string | null = null;
  /** How the room closed this socket, once it did. */
  readonly closed: Promise<{ code: number; reason: string }>;
  /** The task this socket last told the room (as JSON), and whether the test told it itself. */
  private task: { said: string; byTest: boolean } | null = null;
  /** Whether this socket told the room a task (an official's presence then follows it). */
  get toldTask(): boolean {
    return this.task !== null;
  }
  /** Frames that wait, in order, for a task told before them to be heard (taskFor). */
  private sending: Promise<void> | null = null;
  /** Every presence this socket heard, in order, taken from the queue or not. */
  private readonly presences: Presence[] = [];

  constructor(private ws: WebSocket) {
    this.closed = new Promise((resolve) => ws.addEventListener("close", ({ code, reason }) => resolve({ code, reason })));
    ws.accept();
    // Gzipped frames are unpacked asynchronously: in turn, so the queue keeps the room's order.
    ws.addEventListener("message", (event) => {
      const text = frameText(event.data as string | ArrayBuffer);
      this.arrived = this.arrived.then(async () => {
        const message = JSON.parse(await text) as ServerMessage;
        if (typeof event.data !== "string") this.gzipped.push(message.type);
        if (message.type === "meet" && message.meet.active_heat_id !== undefined) this.activeHeatId = message.meet.active_heat_id;
        this.types.push(message.type);
        if (message.type === "presence") this.presences.push(message.presence);
        this.queue.push(message);
        for (const wake of this.wakers) wake();
      });
    });
  }

  /** As the control panel sends it: a move or reset names the active heat it was made from, unless the test names one. */
  send(message: unknown): void {
    const desk = typeof message === "object" && message !== null && DESK_COMMANDS.has((message as { type?: string }).type ?? "");
    const sent = desk && !("from_heat_id" in message) ? { ...message, from_heat_id: this.activeHeatId } : message;
    const frame = typeof sent === "string" ? sent : JSON.stringify(sent);
    const task = this.taskFor(sent);
    if (!task && !this.sending) return this.ws.send(frame);
    // The test's in-process socket may hand the room two frames sent together out of order (a phone's
    // TCP never does): the record goes once a ping sent after its task has come back, and once the
    // presence that shows the task has, so the log line naming it (written with that presence) comes
    // before the record's and a test reading the log's newest line reads the record's.
    const after = (this.sending ?? Promise.resolve()).then(async () => {
      try {
        if (task) {
          const me = Math.random() * 1e9;
          const heard = this.presences.length;
          this.ws.send(JSON.stringify({ type: "task", task }));
          this.ws.send(JSON.stringify({ type: "ping", me }));
          await this.take("pong", (m) => m.me === me);
          await this.until(() => this.presences.slice(heard).some((presence) => shows(presence, task)), 1_000);
        }
        this.ws.send(frame);
      } catch {
        // The socket closed meanwhile; the test hears of it by what it waits for.
      }
    });
    this.sending = after;
    void after.then(() => {
      if (this.sending === after) this.sending = null;
    });
  }

  /**
   * As a phone sends a record: after the task it was made in (DESIGN 8f: the phone tells its task on
   * every open, then its queue), since the room takes a lane time only from a timekeeper of that lane
   * and an order only from a judge (durable/official-tasks.ts). The task to tell first, or null: none
   * is needed, or the test tells this socket's task itself.
   */
  private taskFor(message: unknown): OfficialTask | null {
    if (typeof message !== "object" || message === null) return null;
    const { type, lane, task: told } = message as { type?: string; lane?: string; task?: unknown };
    if (type === "task") {
      this.task = { said: JSON.stringify(told), byTest: true };
      return null;
    }
    if (this.task?.byTest) return null;
    const task: OfficialTask | null =
      type === "lane_time" && lane !== undefined ? { kind: "timekeeper", lane } : type === "arrival" ? { kind: "judge" } : null;
    if (!task || this.task?.said === JSON.stringify(task)) return null;
    this.task = { said: JSON.stringify(task), byTest: false };
    return task;
  }

  /** Until `holds` (checked at each message), or `ms` at most. */
  private async until(holds: () => boolean, ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (!holds() && Date.now() < until) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.wakers.delete(wake);
          resolve();
        };
        this.wakers.add(wake);
        setTimeout(wake, until - Date.now());
      });
    }
  }

  /** The first queued message of this type (and matching `where`), waiting for it if need be. */
  async take<T extends ServerMessage["type"]>(type: T, where: (m: Msg<T>) => boolean = () => true, ms = 3000): Promise<Msg<T>> {
    return (await this.takeFirst((m) => m.type === type && where(m as Msg<T>), ms, type)) as Msg<T>;
  }

  /** The first queued message `where` picks, of whatever type (an ack or a refusal of one id), waiting for it if need be. */
  async takeFirst(where: (m: ServerMessage) => boolean, ms = 3000, what = "matching"): Promise<ServerMessage> {
    const until = Date.now() + ms;
    for (;;) {
      const i = this.queue.findIndex(where);
      if (i >= 0) return this.queue.splice(i, 1)[0]!;
      const left = until - Date.now();
      if (left <= 0) throw new Error(`no ${what} message; queued: ${JSON.stringify(this.queue.map((m) => m.type))}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.wakers.delete(wake);
          resolve();
        };
        this.wakers.add(wake);
        setTimeout(wake, left);
      });
    }
  }

  /**
   * Everything that arrived before the reply to a fresh ping: the room answers in order, so this is
   * all a socket will ever get for what happened before.
   */
  async settle(): Promise<ServerMessage[]> {
    const me = Math.random() * 1e6;
    this.send({ type: "ping", me });
    await this.take("pong", (m) => m.me === me);
    return this.queue.splice(0);
  }

  close(): void {
    try {
      this.ws.close(1000, "test done");
    } catch {
      // already closed by the room
    }
  }
}

/** Whether a presence shows an official at `task`. */
const shows = (presence: Presence, task: OfficialTask): boolean =>
  task.kind === "judge" ? presence.judges > 0 : (presence.timekeepers[task.lane] ?? 0) > 0;

const open: LiveClient[] = [];

/**
 * For afterEach: every socket a test opened is closed, so the next test's room starts without them.
 * Awaited, it waits (a second at most) until the room answered each close: what the room sends when a
 * socket leaves (an official's presence) then reaches none of the next test's sockets.
 */
export async function closeAll(): Promise<void> {
  const closing = open.splice(0);
  for (const client of closing) client.close();
  const waited = new Promise((resolve) => setTimeout(resolve, 1_000));
  await Promise.race([Promise.all(closing.map((client) => client.closed)), waited]);
  // A task told just before may still go out on presence's turn (every 250 ms in the room).
  if (closing.some((client) => client.toldTask)) await new Promise((resolve) => setTimeout(resolve, 300));
}

export interface UpgradeOptions {
  origin?: string;
  /** The token of an official's join (DESIGN 8). */
  official?: string;
}

export function upgrade(signedId: string, as: Caller | undefined, opts: UpgradeOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Upgrade: "websocket", Origin: opts.origin ?? ORIGIN };
  if (as?.cookie) headers.Cookie = as.cookie;
  const query = opts.official === undefined ? "" : `?official=${encodeURIComponent(opts.official)}`;
  return SELF.fetch(`${ORIGIN}/api/live/${signedId}${query}`, { headers });
}

export async function connect(signedId: string, as: Caller | undefined, opts: UpgradeOptions = {}): Promise<LiveClient> {
  const res = await upgrade(signedId, as, opts);
  expect(res.status).toBe(101);
  const client = new LiveClient(res.webSocket!);
  open.push(client);
  return client;
}

/** A refused upgrade (DESIGN 6): an accepted socket that the Worker closes at once; its code and reason. */
export async function refusal(res: Response): Promise<{ code: number; reason: string }> {
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const closed = new Promise<CloseEvent>((resolve) => ws.addEventListener("close", resolve));
  ws.accept();
  const { code, reason } = await closed;
  return { code, reason };
}

/** Wraps a socket a test opened by hand, so closeAll closes it too. */
export function track(ws: WebSocket): LiveClient {
  const client = new LiveClient(ws);
  open.push(client);
  return client;
}

/** The full state a socket gets at once (DESIGN 6), in the order the room sends it. */
export async function welcome(client: LiveClient) {
  const hello = await client.take("hello");
  const heats = await client.take("heats");
  const meet = await client.take("meet");
  const presence = await client.take("presence");
  // An official's own records follow (DESIGN 8: their history); null for everyone else.
  const own = hello.role === "official" ? await client.take("own_records") : null;
  // DESIGN 6b: an administrator's desk gets the learned start signal and the arming; null for everyone else.
  const startSignal = hello.role === "admin" ? (await client.take("start_signal")).desk : null;
  return { hello, heats, meet, presence, own, startSignal };
}

/** A control panel on a meet's socket: `send` gives each command an id and waits for its ack. */
export async function controlPanel(signedId: string, as: Caller | undefined): Promise<(message: object) => Promise<void>> {
  const control = await connect(signedId, as);
  await welcome(control);
  return async (message) => {
    const id = cid();
    control.send({ ...message, id });
    await control.take("ack", (m) => m.id === id);
  };
}

/** A control panel's press time as a synchronised panel sends it with start and stop (DESIGN 6). */
export const pressNow = (accuracy = 2) => ({ time: Date.now(), accuracy });

/** SPEC 3's heat: what live clients get, the stored heat without the export's LENEX facts. */
export function spec3({ lenex: _lenex, ...heat }: Heat): Heat {
  return { ...heat, lanes: Object.fromEntries(Object.entries(heat.lanes).map(([k, { lenex: _l, ...lane }]) => [k, lane])) };
}

let n = 0;
/** A fresh client-made id for a command or record. */
export const cid = () => `cmd-${++n}-${Date.now()}`;
