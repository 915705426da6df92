// One Durable Object per meet (DESIGN 2): the single truth of its programme. The Worker reaches it
// by RPC (import, programme, export, statistics, log); browsers reach it by WebSocket (DESIGN 6).
import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { drizzle, type DrizzleSqliteDODatabase } from "drizzle-orm/durable-sqlite";
import { migrate } from "drizzle-orm/durable-sqlite/migrator";
import * as schema from "./schema";
import migrations from "./migrations";
import { serverText, type Message } from "../shared/i18n/server-texts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../shared/i18n/languages";
import { formatRoomText, formatStoredRoomText, fromMessage, isRoomText, roomText, type RoomText } from "./room-text";
import { meetResults, publicHeats, type PublicLive } from "../shared/results";
import { withPoints, type PointsBasis } from "../shared/points-results";
import { mergeProgramme, type ImportReport } from "./reimport";
import { applyCommand } from "./heat-machine";
import { applyRecord, type OfficialRef, type RecordResult } from "./official-records";
import { applyDecision, type DecisionResult } from "./referee";
import { ENTRY_KINDS, heatResult, type HeatEntry } from "./heat-result";
import { ownRecords } from "./official-history";
import { meetStatistics } from "./statistics";
import { encodeFrame } from "../shared/live-frame";
import { waitingCount, type Heat, type Programme, type ProgrammeMeet, type PublicProgramme } from "../shared/programme";
import { applyLineup } from "./lineup";
import { resultsCsv } from "../worker/formats/results-csv";
import { raceProblem } from "../shared/race-limits";
import type { ImportKind, ImportVia } from "../shared/import-kind";
import {
  LIVE_CLOSE,
  isCommandMessage,
  isRefereeMessage,
  parseClientMessage,
  type CommandMessage,
  type OfficialTask,
  type Presence,
  type RefereeMessage,
  type LineupMessage,
  type LiveMeet,
  type LiveErrorCode,
  type LiveRole,
  type LogEvent,
  type LogKind,
  type ClientMessage,
  type RecordMessage,
  type ServerMessage,
} from "../shared/live";

/**
 * Who is on a socket. The room has no route of its own: only the Worker reaches it, after checking
 * the session and the meet's club, and it sets these headers itself (DESIGN 3), so the room trusts them.
 */
export const LIVE_ROLE_HEADER = "X-Live-Role";
/** The user's name for the log (DESIGN 6 "who"), URI-encoded because header values are bytes. */
export const LIVE_USER_HEADER = "X-Live-User";
/** The official's id (DESIGN 8), set with the role "official" only. */
export const LIVE_OFFICIAL_HEADER = "X-Live-Official";
/** The signed-in user's id and their session's hash, so a revocation finds their sockets. */
export const LIVE_USER_ID_HEADER = "X-Live-User-Id";
export const LIVE_SESSION_HEADER = "X-Live-Session";
/** DESIGN 12: the language the Worker answers this request in; the socket's refusals and log are in it. */
export const LIVE_LANGUAGE_HEADER = "X-Language";

/** Which sockets a revocation ends (issue "trust under attack"): a session, a user, or officials. */
export type Revocation =
  | { session: string }
  | { user: number; except?: string }
  | { official: number }
  | { officials: true };

// partyserver makes every connection id a tag as well; ids are nanoids, which never contain ':'.
const ADMIN_TAG = "role:admin";
const OFFICIAL_TAG = "role:official";

/** `language`: what the socket is told in (DESIGN 12); a socket from before languages has none, and hears Dutch. */
type LiveState =
  | { role: Exclude<LiveRole, "official">; user: string; language?: Language }
  /** `logged`: the task the log last named for this socket; the log follows `task` when presence goes out. */
  | { role: "official"; user: string; language?: Language; official: OfficialRef; task?: OfficialTask | null; logged?: OfficialTask | null };

type LiveConnection = Connection<LiveState>;

function userOf(request: Request): string {
  try {
    return decodeURIComponent(request.headers.get(LIVE_USER_HEADER) ?? "");
  } catch {
    return "";
  }
}

/** The language the Worker named for the socket's request; Dutch when it named none. */
function languageOf(request: Request): Language {
  const language = request.headers.get(LIVE_LANGUAGE_HEADER);
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Who is on a socket, from the Worker's headers; null when they name no role the room knows. */
function liveStateOf(request: Request): LiveState | null {
  const role = request.headers.get(LIVE_ROLE_HEADER);
  const user = userOf(request);
  const language = languageOf(request);
  if (role === "admin" || role === "viewer") return { role, user, language };
  const officialId = Number(request.headers.get(LIVE_OFFICIAL_HEADER));
  if (role === "official" && Number.isSafeInteger(officialId) && officialId > 0) {
    return { role, user, language, official: { id: officialId, name: user } };
  }
  return null;
}

const languageOfSocket = (connection: Connection): Language => (connection as LiveConnection).state?.language ?? DEFAULT_LANGUAGE;

type EventRow = typeof schema.events.$inferSelect;

/**
 * A log event in `language`: written from its message where it has one (DESIGN 12); an event from
 * before languages, or whose message a later catalogue no longer has, as it was stored (Dutch).
 */
function logEventOf(row: EventRow, language: Language): LogEvent {
  const text = isRoomText(row.message) ? formatStoredRoomText(language, row.message) : null;
  return {
    id: String(row.id),
    created_at: row.created_at,
    action: text ?? row.action,
    ...(row.user ? { user: row.user } : {}),
    ...(row.kind ? { kind: row.kind as LogKind } : {}),
  };
}

/** Which part of the meet day a socket message belongs to, for the log's filter (DESIGN 8e). */
function logKindOf(message: { type: string }): LogKind {
  if (message.type === "lineup") return "lineup";
  if (message.type === "lane_time" || message.type === "arrival" || message.type === "correct_record") return "record";
  if (isCommandMessage(message as ClientMessage)) return "control";
  return "decision";
}

/**
 * A heat as live clients get it: SPEC 3's fields. The LENEX ids and facts (athletes' birth dates
 * among them) are only for the export; without them a frame is half the size, which every one of
 * a room's 200 sockets pays for (DESIGN 11), and no viewer receives the swimmers' personal data.
 */
function liveHeat({ lenex: _lenex, ...heat }: Heat): Heat {
  const lanes = Object.entries(heat.lanes).map(([number, { lenex: _laneLenex, ...lane }]) => [number, lane]);
  // DESIGN 8e: every heat says whether it is settled and how many records wait, so its row can show it.
  return { ...heat, lanes: Object.fromEntries(lanes), settled: heat.settled ?? false, waiting: waitingCount(heat) };
}

/** Who made an import and of which file, as D1's history records it (issue 25: by the room). */
export interface ImportRecord {
  /** Random, made by the Worker before the file went to R2. */
  id: string;
  meet_id: number;
  user_id: number | null;
  via: ImportVia;
  r2_key: string;
  filename: string;
  kind: ImportKind;
  size: number;
}

type ImportOutbox = ImportRecord & { report: ImportReport };

// The meta keys of an import the room took and has not yet seen in D1, and of imports it refuses.
const IMPORT_OUTBOX = "import_outbox";
const ABANDONED_IMPORTS = "abandoned_imports";
// An abandoned import is retried, if ever, within seconds; the last few ids are plenty.
const ABANDONED_KEPT = 20;

// Issue 25: however fast officials change their tasks, presence goes out (and the log follows it)
// at most this often, the last state always; a watcher needs no more than a few frames a second.
const PRESENCE_EVERY_MS = 250;
// Issue 25: a socket's other frames, as a bucket: a burst as large as a phone's queue after an outage
// or a clock sync, then a steady rate no person reaches. A frame beyond it is refused unapplied.
const FRAME_BURST = 200;
const FRAMES_PER_SECOND = 50;

export interface RoomProgramme {
  heats: Heat[];
  active_heat_id: string | null;
  meet: ProgrammeMeet | null;
}

export class MeetRoom extends Server<Env> {
  static options = { hibernate: true };
  db: DrizzleSqliteDODatabase<typeof schema>;
  /**
   * The heats table parsed, in programme order. Parsing every heat again for each command cost
   * more than half of a command's time before its broadcast (DESIGN 11). Storage stays the truth:
   * every write to the heats table drops this copy (writeHeat does), a command installs its new
   * heats only after its transaction committed, and a fresh object (after eviction) starts without.
   * Shared by every reader, so never modified in place.
   */
  private heatsCopy: readonly Heat[] | null = null;
  /**
   * What is made from one copy of the heats for many readers: the programme a socket gets when it
   * opens, the spectators' answer, the ranking. Made once per copy and per `key` (the other facts it
   * holds), not once per reader: 200 sockets reconnecting at once cost one programme, not 200
   * (DESIGN 11). A new copy of the heats leaves the old one's behind.
   */
  private madeFromHeats = new WeakMap<readonly Heat[], Map<string, { key: string; value: unknown }>>();

  /** When presence last went out, and the send waiting for its turn (PRESENCE_EVERY_MS). */
  private presenceSentAt = 0;
  private presenceLater: ReturnType<typeof setTimeout> | null = null;
  /** Each socket's frame bucket (FRAME_BURST); in memory, so a hibernated room starts them full. */
  private frameBudgets = new Map<string, { frames: number; at: number }>();

  /**
   * Every call from the Worker reads the meta table a few times (the import outbox, the active heat):
   * drizzle builds a query's SQL anew each time it is asked, and that cost more than the read itself.
   */
  private metaQuery;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.db = drizzle(ctx.storage, { schema });
    this.metaQuery = this.db.select({ value: schema.meta.value }).from(schema.meta).where(eq(schema.meta.key, sql.placeholder("key"))).prepare();
    ctx.blockConcurrencyWhile(() => migrate(this.db, migrations));
  }

  /** DESIGN 5: a deploy with MAINTENANCE on restarts the room, and every page reconnects and hears it. */
  protected inMaintenance(): boolean {
    return this.env.MAINTENANCE === "true";
  }

  protected getMeta<T>(key: string): T | null {
    const row = this.metaQuery.get({ key });
    return (row?.value as T) ?? null;
  }

  protected setMeta(key: string, value: unknown): void {
    this.db
      .insert(schema.meta)
      .values({ key, value })
      .onConflictDoUpdate({ target: schema.meta.key, set: { value } })
      .run();
  }

  protected readHeats(): readonly Heat[] {
    this.heatsCopy ??= this.db.select().from(schema.heats).orderBy(asc(schema.heats.position)).all().map((row) => row.data);
    return this.heatsCopy;
  }

  protected fromHeats<T>(kind: string, key: string, make: (heats: readonly Heat[]) => T): T {
    const heats = this.readHeats();
    let made = this.madeFromHeats.get(heats);
    if (!made) this.madeFromHeats.set(heats, (made = new Map()));
    const last = made.get(kind);
    if (last && last.key === key) return last.value as T;
    const value = make(heats);
    made.set(kind, { key, value });
    return value;
  }

  protected writeHeat(heat: Heat): void {
    this.heatsCopy = null;
    this.db.update(schema.heats).set({ data: heat }).where(eq(schema.heats.id, heat.id)).run();
  }

  /**
   * One frame, serialised once, to every open socket (DESIGN 11: 200 sockets well under 50 ms).
   * Straight over the room's sockets: partyserver's broadcast deserialises every socket's attachment
   * on every frame only to recognise its own sockets, and this room accepts no others.
   */
  protected broadcastMessage(message: ServerMessage): void {
    const frame = encodeFrame(message);
    for (const ws of this.ctx.getWebSockets()) {
      if (ws.readyState !== WebSocket.OPEN) continue;
      try {
        ws.send(frame);
      } catch {
        // A socket that closed meanwhile; its close handler tidies up.
      }
    }
  }

  protected send(connection: Connection, message: ServerMessage): void {
    // A socket that closed while its message was handled hears nothing; what was applied stays applied.
    if (connection.readyState !== WebSocket.OPEN) return;
    connection.send(encodeFrame(message));
  }

  /** The meet's facts as live clients see them, with the room's own active heat (the truth, DESIGN 2). */
  protected liveMeet(): Partial<LiveMeet> {
    return { ...this.getMeta<LiveMeet>("meet"), active_heat_id: this.getMeta<string>("active_heat_id") };
  }

  protected readEvents(language: Language): LogEvent[] {
    return this.db
      .select()
      .from(schema.events)
      .orderBy(desc(schema.events.id))
      .all()
      .map((row) => logEventOf(row, language));
  }

  /** A refusal of what the socket sent (DESIGN 6), in the socket's language. */
  protected refuse(connection: Connection, code: LiveErrorCode, text: RoomText, id?: string): void {
    this.send(connection, { type: "error", ...(id !== undefined ? { id } : {}), code, message: formatRoomText(languageOfSocket(connection), text) });
  }

  // Tags survive hibernation, so "send the log to admins only" needs no state of our own.
  getConnectionTags(_connection: Connection, ctx: ConnectionContext): string[] {
    const state = liveStateOf(ctx.request);
    const tags = state?.role === "admin" ? [ADMIN_TAG] : [];
    const userId = ctx.request.headers.get(LIVE_USER_ID_HEADER);
    const session = ctx.request.headers.get(LIVE_SESSION_HEADER);
    if (userId && /^\d+$/.test(userId)) tags.push(`user:${userId}`);
    if (session && /^[0-9a-f]{1,128}$/.test(session)) tags.push(`session:${session}`);
    if (state?.role === "official") tags.push(OFFICIAL_TAG, `official:${state.official.id}`);
    return tags;
  }

  /**
   * Ends the sockets a revocation covers at once (4401): a logged-out session, a user whose password
   * changed or who was deleted, the officials of an old authorisation code. Nothing they send after
   * reaches the room; their page goes back to the login.
   */
  async revoke(revocation: Revocation): Promise<number> {
    const tag =
      "session" in revocation
        ? `session:${revocation.session}`
        : "user" in revocation
          ? `user:${revocation.user}`
          : "official" in revocation
            ? `official:${revocation.official}`
            : OFFICIAL_TAG;
    const spared = "except" in revocation && revocation.except ? `session:${revocation.except}` : null;
    let closed = 0;
    for (const connection of this.getConnections(tag)) {
      if (spared && connection.tags.includes(spared)) continue;
      this.end(connection, LIVE_CLOSE.unauthorized, roomText("room.close.revoked"));
      closed += 1;
    }
    if (closed > 0 && tag.startsWith("official")) this.broadcastPresence();
    return closed;
  }

  /** Closes a socket, saying so in a frame first: the page acts on that one at once (ServerMessage "closing"). */
  protected end(connection: Connection, code: number, text: RoomText): void {
    const reason = formatRoomText(languageOfSocket(connection), text);
    try {
      this.send(connection, { type: "closing", code, reason });
    } catch {
      // Closed meanwhile: the close below is all there is to say.
    }
    connection.close(code, reason);
  }

  /** DESIGN 6: a new or reconnected client gets the full state at once. */
  onConnect(connection: LiveConnection, ctx: ConnectionContext): void {
    const state = liveStateOf(ctx.request);
    if (!state) {
      connection.close(1008, serverText(languageOf(ctx.request), "room.close.noAccess"));
      return;
    }
    const { role } = state;
    // The socket attachment outlives hibernation; a field on `this` would not.
    connection.setState(state);
    this.send(connection, state.role === "official" ? { type: "hello", role, official: state.official } : { type: "hello", role });
    const active = this.getMeta<string>("active_heat_id");
    connection.send(this.fromHeats("heats frame", String(active), (heats) => encodeFrame({ type: "heats", heats: heats.map(liveHeat), active_heat_id: active })));
    this.send(connection, { type: "meet", meet: this.liveMeet() });
    this.send(connection, { type: "presence", presence: this.presence() });
    if (state.role === "official") this.send(connection, { type: "own_records", records: this.readOwnRecords(state.official.id) });
    if (this.inMaintenance()) this.send(connection, { type: "maintenance", message: serverText(state.language ?? DEFAULT_LANGUAGE, "server.request.maintenance") });
    // SPEC 6: the log is for administrators only.
    if (role === "admin") this.send(connection, { type: "events", events: this.readEvents(state.language ?? DEFAULT_LANGUAGE) });
  }

  onMessage(connection: LiveConnection, message: WSMessage): void {
    const msg = parseClientMessage(message);
    // A task is only the socket's latest state, sent on coalesced; every other frame costs the room work.
    // Past the budget only a message that waits for its answer (it has an id) hears why.
    if (msg?.type !== "task" && !this.withinBudget(connection.id)) {
      if (msg && "id" in msg) this.refuse(connection, "too_many", roomText("room.refusal.too_many"), msg.id);
      return;
    }
    if (!msg) {
      this.refuse(connection, "bad_message", roomText("room.refusal.bad_message"));
      return;
    }
    if (msg.type === "ping") {
      this.send(connection, { type: "pong", me: msg.me, you: Date.now() });
      return;
    }
    const state = connection.state;
    // DESIGN 5: in maintenance every state-changing command is refused; a task is a state, not a change.
    if (this.inMaintenance() && msg.type !== "task") {
      this.refuse(connection, "maintenance", roomText("server.request.maintenance"), msg.id);
      return;
    }
    try {
      if (msg.type === "task") {
        // Only a phone's own task is its presence; anyone else saying so is ignored.
        if (state?.role === "official") this.setTask(connection, state, msg.task);
      } else if (msg.type === "lineup") {
        // DESIGN 8e: the start list is the meet's club's and the administrators'; officials only record.
        if (state && state.role !== "official") this.runLineup(connection, msg, state.user);
        else this.refuse(connection, "forbidden", roomText("room.refusal.forbiddenLineup"), msg.id);
      } else if (isCommandMessage(msg)) {
        if (state?.role === "admin") this.runCommand(connection, msg, state.user);
        else this.refuse(connection, "forbidden", roomText("room.refusal.forbiddenCommand"), msg.id);
      } else if (isRefereeMessage(msg)) {
        const by = state?.role === "admin" ? state.user : null;
        if (by !== null) this.runEntry(connection, msg, by, (heat, entries, at) => applyDecision(heat, entries, msg, by, at));
        else this.refuse(connection, "forbidden", roomText("room.refusal.forbiddenDecision"), msg.id);
      } else if (state?.role === "official") {
        const { official } = state;
        this.runEntry(connection, msg, official.name, (heat, entries, at) => applyRecord(heat, entries, msg, official, at), official.id);
      } else {
        this.refuse(connection, "forbidden", roomText("room.refusal.forbiddenRecord"), msg.id);
      }
    } catch (error) {
      // The transaction rolled back: nothing changed, and the client may send the same id again.
      console.error("command failed", error);
      this.refuse(connection, "internal", roomText("server.request.internal"), "id" in msg ? msg.id : undefined);
    }
  }

  onClose(connection: LiveConnection): void {
    this.frameBudgets.delete(connection.id);
    if (connection.state?.role === "official" && connection.state.task) this.broadcastPresence(connection.id);
  }

  /** Takes one frame from the socket's bucket, refilled at FRAMES_PER_SECOND; false when it is empty. */
  protected withinBudget(connectionId: string): boolean {
    const now = Date.now();
    const budget = this.frameBudgets.get(connectionId) ?? { frames: FRAME_BURST, at: now };
    budget.frames = Math.min(FRAME_BURST, budget.frames + ((now - budget.at) * FRAMES_PER_SECOND) / 1000);
    budget.at = now;
    this.frameBudgets.set(connectionId, budget);
    if (budget.frames < 1) return false;
    budget.frames -= 1;
    return true;
  }

  /** Who is at the pool (DESIGN 8b): each official's socket says its task; a closed one no longer counts. */
  protected presence(leaving?: string): Presence {
    const presence: Presence = { timekeepers: {}, judges: 0 };
    for (const connection of this.getConnections<LiveState>()) {
      const state = connection.state;
      if (connection.id === leaving || state?.role !== "official" || !state.task) continue;
      if (state.task.kind === "judge") presence.judges += 1;
      else presence.timekeepers[state.task.lane] = (presence.timekeepers[state.task.lane] ?? 0) + 1;
    }
    return presence;
  }

  protected broadcastPresence(leaving?: string): void {
    this.broadcastMessage({ type: "presence", presence: this.presence(leaving) });
  }

  protected setTask(connection: LiveConnection, state: Extract<LiveState, { role: "official" }>, task: OfficialTask | null): void {
    connection.setState({ ...state, task });
    this.presenceChanged();
  }

  /** Presence goes out now, or when its turn comes (PRESENCE_EVERY_MS), with the state as it is then. */
  protected presenceChanged(): void {
    if (this.presenceLater) return;
    const wait = this.presenceSentAt + PRESENCE_EVERY_MS - Date.now();
    if (wait <= 0) this.sendPresence();
    else
      this.presenceLater = setTimeout(() => {
        this.presenceLater = null;
        this.sendPresence();
      }, wait);
  }

  /** The presence to everyone, and in the log each official's task that the log does not name yet. */
  protected sendPresence(): void {
    this.presenceSentAt = Date.now();
    this.broadcastPresence();
    for (const connection of this.getConnections<LiveState>()) {
      const state = connection.state;
      if (state?.role !== "official" || !state.task || JSON.stringify(state.task) === JSON.stringify(state.logged ?? null)) continue;
      const task = state.task.kind === "judge" ? roomText("room.log.task.judge") : roomText("room.log.task.timekeeper", { lane: state.task.lane });
      const action = roomText("room.log.officialTask", { official: state.official.name, task });
      this.publishEvent(this.insertEvent("official", action, state.official.name, Date.now()));
      connection.setState({ ...state, logged: state.task });
    }
  }

  /**
   * A repeated id (a resend after a reconnect) is only acknowledged (DESIGN 6); the same id on another
   * message is refused, so a client's mistake never reads as applied.
   */
  protected seenBefore(connection: LiveConnection, message: { id: string }): boolean {
    const seen = this.db.select().from(schema.commands).where(eq(schema.commands.id, message.id)).get();
    if (!seen) return false;
    if (seen.message === null || seen.message === JSON.stringify(message)) this.send(connection, { type: "ack", id: message.id });
    else this.refuse(connection, "id_reused", roomText("room.refusal.id_reused"), message.id);
    return true;
  }

  /** Inside the applying transaction: the id and its message, so it applies once, and the log event. */
  protected markApplied(message: { id: string; type: string }, receivedAt: number, action: RoomText, user: string): EventRow {
    this.db.insert(schema.commands).values({ id: message.id, created_at: receivedAt, message: JSON.stringify(message) }).run();
    return this.insertEvent(logKindOf(message), action, user, receivedAt);
  }

  /**
   * A log event: its message, so each reader gets it in their language (DESIGN 12), and beside it the
   * Dutch sentence, which stays readable whatever later catalogues hold. A plain text is kept as it is.
   */
  protected insertEvent(kind: LogKind, action: string | RoomText, user: string | null, at: number): EventRow {
    const text = typeof action === "string" ? null : action;
    return this.db
      .insert(schema.events)
      .values({
        created_at: new Date(at).toISOString(),
        action: text ? formatRoomText(DEFAULT_LANGUAGE, text) : (action as string),
        message: text,
        user: user || null,
        kind,
      })
      .returning()
      .get();
  }

  /** Sends a log event to the administrators' sockets, each in its language: one frame per language. */
  protected publishEvent(row: EventRow): void {
    const frames = new Map<Language, ReturnType<typeof encodeFrame>>();
    for (const admin of this.getConnections(ADMIN_TAG)) {
      const language = languageOfSocket(admin);
      let frame = frames.get(language);
      if (frame === undefined) frames.set(language, (frame = encodeFrame({ type: "event", event: logEventOf(row, language) })));
      admin.send(frame);
    }
  }

  /**
   * What the Worker did to the meet goes in the same log as the room's own (DESIGN 8e): imports, a
   * new code, the public switch, link codes, officials joining, exports, lifted lockouts. As a message
   * (server-texts' Message, or a RoomText whose values are messages too) it is read in every language.
   */
  async logEvent(kind: LogKind, action: string | RoomText | Message, user: string | null): Promise<LogEvent> {
    const text = typeof action === "string" || isRoomText(action) ? action : fromMessage(action);
    const row = this.insertEvent(kind, text, user, Date.now());
    this.publishEvent(row);
    return logEventOf(row, DEFAULT_LANGUAGE);
  }

  /** After the commit: the new heats become the copy and go to everyone. */
  protected publishHeats(before: readonly Heat[], changedHeats: readonly Heat[]): void {
    const changed = new Map(changedHeats.map((heat) => [heat.id, heat]));
    this.heatsCopy = before.map((heat) => changed.get(heat.id) ?? heat);
    for (const heat of changedHeats) this.broadcastMessage({ type: "heat", heat: liveHeat(heat) });
  }

  /** Last, so a client that has its ack has every frame of what it caused. */
  protected publishEventAndAck(connection: LiveConnection, id: string, event: EventRow): void {
    this.publishEvent(event);
    this.send(connection, { type: "ack", id });
  }

  /**
   * Applies a control command once (DESIGN 6, 11): everything it changes, its id, its log event and
   * its raw timing are written in one transaction before anyone is told, so a restart of the object
   * at any moment keeps either all of it or none, and a repeated id is only acknowledged.
   */
  protected runCommand(connection: LiveConnection, command: CommandMessage, user: string): void {
    const receivedAt = Date.now();
    if (this.seenBefore(connection, command)) return;
    const state = { heats: this.readHeats(), active_heat_id: this.getMeta<string>("active_heat_id") };
    const result = applyCommand(state, command, receivedAt);
    if (!result.ok) {
      this.refuse(connection, result.code, result.message, command.id);
      return;
    }
    const { press } = result;
    // A start begins a race with no results yet, a stop may make touches late: both recompute the
    // heat from its entries (a reset keeps what the earlier race gave until the next start).
    const heats =
      command.type === "start" || command.type === "stop"
        ? result.changes.heats.map((heat) => heatResult(heat, this.readEntries(heat.id)))
        : result.changes.heats;
    const changes = { ...result.changes, heats };
    const activeAfter = changes.meet.active_heat_id;
    const event = this.ctx.storage.transactionSync(() => {
      for (const heat of changes.heats) this.writeHeat(heat);
      if (activeAfter !== undefined) this.setMeta("active_heat_id", activeAfter);
      if ((command.type === "start" || command.type === "stop") && press) {
        // DESIGN 6: both the panel's press time and the room's receive time, and which one counts,
        // kept raw so a result can be recomputed and audited.
        const horn =
          command.type === "start" && command.source === "horn"
            ? { press_time: command.press_time, confidence: command.confidence, correction: command.correction }
            : {};
        const data = { server_time: receivedAt, client_time: command.time, accuracy: command.accuracy, used: press.source, user, ...horn };
        for (const heat of changes.heats) {
          this.db.insert(schema.timings).values({ heat_id: heat.id, kind: command.type, data, created_at: receivedAt }).run();
        }
      }
      return this.markApplied(command, receivedAt, result.log, user);
    });

    this.publishHeats(state.heats, changes.heats);
    if (activeAfter !== undefined) {
      this.broadcastMessage({ type: "meet", meet: { active_heat_id: activeAfter } });
      this.ctx.waitUntil(this.syncActiveHeatToCatalogue(activeAfter));
    }
    this.publishEventAndAck(connection, command.id, event);
  }

  /**
   * Applies a line-up change once (DESIGN 8e), like a command: the heats it changes, its id and its log
   * event in one transaction, then the heats to everyone.
   */
  protected runLineup(connection: LiveConnection, message: LineupMessage, user: string): void {
    const receivedAt = Date.now();
    if (this.seenBefore(connection, message)) return;
    const heats = this.readHeats();
    const result = applyLineup(heats, message, (heatId) => this.readEntries(heatId));
    if (!result.ok) {
      this.refuse(connection, result.code, result.message, message.id);
      return;
    }
    const event = this.ctx.storage.transactionSync(() => {
      for (const heat of result.heats) this.writeHeat(heat);
      return this.markApplied(message, receivedAt, result.log, user);
    });
    this.publishHeats(heats, result.heats);
    this.publishEventAndAck(connection, message.id, event);
  }

  /** The officials' records and the referee's decisions of a heat, oldest first, as stored raw in timings. */
  protected readEntries(heatId: string): HeatEntry[] {
    return this.db
      .select({ data: schema.timings.data })
      .from(schema.timings)
      .where(and(eq(schema.timings.heat_id, heatId), inArray(schema.timings.kind, ENTRY_KINDS)))
      .orderBy(asc(schema.timings.id))
      .all()
      .map((row) => row.data as HeatEntry);
  }

  /**
   * An official's own records at this meet (DESIGN 8 history): their entries, found by the official
   * id every record and correction carries.
   */
  protected readOwnRecords(officialId: number) {
    const entries = this.db
      .select({ heat_id: schema.timings.heat_id, data: schema.timings.data })
      .from(schema.timings)
      .where(
        and(
          inArray(schema.timings.kind, ["lane_time", "arrival", "correct_record"] satisfies HeatEntry["type"][]),
          sql`json_extract(${schema.timings.data}, '$.official_id') = ${officialId}`,
        ),
      )
      .orderBy(asc(schema.timings.id))
      .all();
    return ownRecords(entries.map((row) => ({ heat_id: row.heat_id, data: row.data as HeatEntry })));
  }

  /** To every socket of the official (a second phone too), before the ack of what changed them. */
  protected sendOwnRecords(officialId: number): void {
    const frame = encodeFrame({ type: "own_records", records: this.readOwnRecords(officialId) });
    for (const socket of this.getConnections(`official:${officialId}`)) socket.send(frame);
  }

  /**
   * Applies an official's record (DESIGN 8) or a referee's decision (DESIGN 8b) once, like a command:
   * the entry beside the heat's earlier ones, the heat it gives, its id and its log event in one
   * transaction, then the heat to everyone. Nothing earlier is changed: a withdrawal is one more entry.
   * An official's (`officialId`) sockets get their records as they now stand.
   */
  protected runEntry(
    connection: LiveConnection,
    message: RecordMessage | RefereeMessage,
    user: string,
    apply: (heat: Heat | undefined, entries: readonly HeatEntry[], receivedAt: number) => RecordResult | DecisionResult,
    officialId?: number,
  ): void {
    const receivedAt = Date.now();
    if (this.seenBefore(connection, message)) return;
    const heats = this.readHeats();
    const heat = heats.find((h) => h.id === message.heat_id);
    const result = apply(heat, heat ? this.readEntries(heat.id) : [], receivedAt);
    if (!result.ok) {
      this.refuse(connection, result.code, result.message, message.id);
      return;
    }
    const event = this.ctx.storage.transactionSync(() => {
      this.db.insert(schema.timings).values({ heat_id: result.heat.id, kind: message.type, data: result.entry, created_at: receivedAt }).run();
      this.writeHeat(result.heat);
      return this.markApplied(message, receivedAt, result.log, user);
    });
    this.publishHeats(heats, [result.heat]);
    if (officialId !== undefined) this.sendOwnRecords(officialId);
    this.publishEventAndAck(connection, message.id, event);
  }

  /**
   * D1's meets.active_heat_id is a copy for meet lists (DESIGN 2: the room is the truth). Best
   * effort: a failure leaves the copy stale until the next move, and never undoes a command.
   */
  protected async syncActiveHeatToCatalogue(activeHeatId: string | null): Promise<void> {
    const meetId = this.getMeta<LiveMeet>("meet")?.id;
    if (meetId == null) return;
    try {
      await this.env.DB.prepare("UPDATE meets SET active_heat_id = ? WHERE id = ?").bind(activeHeatId, meetId).run();
    } catch (error) {
      console.error("active heat not copied to D1", error);
    }
  }

  /**
   * Replaces the programme with a file's, keeping recorded results (DESIGN 9); all or nothing. The
   * room decides whether an import happened (issue 25): the programme and the import's record are
   * one transaction here, and the record goes on to D1 (history, active heat) after it, from this
   * room, again on the next read should the process die first. An import the sweep gave up on is refused.
   */
  async importProgramme(programme: Programme, liveMeet: LiveMeet, record: ImportRecord): Promise<{ report: ImportReport; active_heat_id: string | null }> {
    // The Worker checked the file; the room builds splits for every heat, so it does not take that on trust.
    const unswimmable = programme.heats.find((heat) => raceProblem(heat) !== null);
    if (unswimmable) throw new Error(`heat ${unswimmable.id} is outside the race limits`);
    await this.recordImportInD1();
    // DESIGN 8e: started heats are recomputed from the entries read in the transaction that writes them.
    const { heats, report, activeId } = this.ctx.storage.transactionSync(() => {
      if (this.getMeta<string[]>(ABANDONED_IMPORTS)?.includes(record.id)) throw new Error(`import ${record.id} was given up`);
      const merged = mergeProgramme(this.readHeats(), programme.heats, (heatId) => this.readEntries(heatId));
      const active = this.getMeta<string>("active_heat_id");
      // After an import the first heat is active (DESIGN 9), unless the active one is still there.
      const activeId = active && merged.heats.some((h) => h.id === active) ? active : (merged.heats[0]?.id ?? null);
      this.heatsCopy = null;
      this.db.delete(schema.heats).run();
      merged.heats.forEach((heat, position) => this.db.insert(schema.heats).values({ id: heat.id, position, data: heat }).run());
      this.setMeta("active_heat_id", activeId);
      this.setMeta("programme_meet", programme.meet);
      this.setMeta("meet", { ...liveMeet, active_heat_id: activeId });
      this.setMeta(IMPORT_OUTBOX, { ...record, report: merged.report } satisfies ImportOutbox);
      return { ...merged, activeId };
    });
    this.broadcastMessage({ type: "heats", heats: heats.map(liveHeat), active_heat_id: activeId });
    await this.recordImportInD1();
    return { report, active_heat_id: activeId };
  }

  /**
   * The import this room took, recorded in D1 in one batch: its history row (once per import id),
   * the active heat as it is now, and the end of its pending records. Until that succeeds the record
   * waits in the room, and every read tries again; a failure never undoes what the room took.
   */
  protected async recordImportInD1(): Promise<void> {
    const record = this.getMeta<ImportOutbox>(IMPORT_OUTBOX);
    if (!record) return;
    const d1 = this.env.DB;
    try {
      await d1.batch([
        d1
          .prepare(
            "INSERT INTO imports (meet_id, user_id, via, r2_key, filename, kind, size, report, import_id) " +
              "SELECT ?1, (SELECT id FROM users WHERE id = ?2), ?3, ?4, ?5, ?6, ?7, ?8, ?9 WHERE EXISTS (SELECT 1 FROM meets WHERE id = ?1) " +
              "ON CONFLICT (import_id) DO NOTHING",
          )
          .bind(record.meet_id, record.user_id, record.via, record.r2_key, record.filename, record.kind, record.size, JSON.stringify(record.report), record.id),
        d1.prepare("UPDATE meets SET active_heat_id = ? WHERE id = ?").bind(this.getMeta<string>("active_heat_id"), record.meet_id),
        // The import is stored: a new meet is a meet from now on.
        d1.prepare("DELETE FROM pending_meets WHERE meet_id = ?").bind(record.meet_id),
        d1.prepare("DELETE FROM pending_imports WHERE id = ?").bind(record.id),
      ]);
    } catch (error) {
      console.error("import not recorded in D1 yet", error);
      return;
    }
    if (this.getMeta<ImportOutbox>(IMPORT_OUTBOX)?.id === record.id) this.db.delete(schema.meta).where(eq(schema.meta.key, IMPORT_OUTBOX)).run();
  }

  /**
   * The sweep's question about an import that never finished: true when the room took it (D1 has
   * it now), otherwise false, and the room will refuse it from now on, so its file can go.
   */
  async settleImport(importId: string): Promise<boolean> {
    if (this.getMeta<ImportOutbox>(IMPORT_OUTBOX)?.id === importId) {
      await this.recordImportInD1();
      return true;
    }
    const abandoned = this.getMeta<string[]>(ABANDONED_IMPORTS) ?? [];
    if (!abandoned.includes(importId)) this.setMeta(ABANDONED_IMPORTS, [...abandoned, importId].slice(-ABANDONED_KEPT));
    return false;
  }

  /** The meet's facts changed in D1 (edit): live clients see them at once. */
  async updateMeet(liveMeet: LiveMeet): Promise<void> {
    const meet = { ...liveMeet, active_heat_id: this.getMeta<string>("active_heat_id") };
    this.setMeta("meet", meet);
    this.broadcastMessage({ type: "meet", meet });
  }

  async programme(): Promise<RoomProgramme> {
    await this.recordImportInD1();
    return {
      heats: [...this.readHeats()],
      active_heat_id: this.getMeta<string>("active_heat_id"),
      meet: this.getMeta<ProgrammeMeet>("programme_meet"),
    };
  }

  /**
   * DESIGN 2's GET heats: the programme with SPEC 3's fields, as live clients see it. As JSON text,
   * so it crosses to the Worker as one string instead of being cloned and serialised again there.
   */
  async publicProgrammeJson(): Promise<string> {
    await this.recordImportInD1();
    const active = this.getMeta<string>("active_heat_id");
    return this.fromHeats("programme", String(active), (heats) => {
      const programme: PublicProgramme = { active_heat_id: active, heats: heats.map(liveHeat) };
      return JSON.stringify(programme);
    });
  }

  /** DESIGN 8c: every event ranked overall and per class, as JSON text for the Worker to pass on. */
  async resultsJson(): Promise<string> {
    return this.fromHeats("results", "", (heats) => JSON.stringify(meetResults(heats)));
  }

  /**
   * DESIGN 8c: the same results for Excel, one row per swim, written once per change of the heats and
   * per language its headers and words are in (DESIGN 12).
   */
  async resultsCsv(language: Language = DEFAULT_LANGUAGE): Promise<string> {
    const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    return this.fromHeats(`results csv ${lang}`, "", (heats) => resultsCsv(meetResults(heats), lang));
  }

  /** The results CSV as a download in `language`, with the meet's number as the room knows it now (for its name). */
  async resultsCsvFile(language: Language = DEFAULT_LANGUAGE): Promise<{ external_id: string; body: string }> {
    return { external_id: this.getMeta<LiveMeet>("meet")?.external_id ?? "", body: await this.resultsCsv(language) };
  }

  /**
   * DESIGN 8g: the results with points from the basis the Worker read from D1. Tables and factor sets
   * are never changed once stored, so their ids with the course and date name the answer.
   */
  async pointsResultsJson(basis: PointsBasis): Promise<string> {
    const key = JSON.stringify([basis.course, basis.date, basis.table?.id, basis.factors?.id]);
    return this.fromHeats("points results", key, (heats) => JSON.stringify(withPoints(meetResults(heats), basis)));
  }

  /**
   * DESIGN 8c: what a spectator sees, as JSON text without the clock; no licences, LENEX ids, watches
   * or code. Without the clock an unchanged meet keeps its text, and so its ETag, from second to second.
   */
  async publicLiveJson(): Promise<{ live: string; server_time: number }> {
    const meet = this.getMeta<LiveMeet>("meet");
    const active = this.getMeta<string>("active_heat_id");
    const facts = { name: meet?.name ?? "", external_id: meet?.external_id ?? "", planned_date: meet?.planned_date ?? null };
    const live = this.fromHeats("public live", JSON.stringify([active, facts]), (heats) => {
      const sessions = this.getMeta<ProgrammeMeet>("programme_meet")?.lenex?.sessions ?? [];
      const answer: Omit<PublicLive, "server_time"> = { meet: facts, active_heat_id: active, heats: publicHeats(heats, sessions) };
      return JSON.stringify(answer);
    });
    return { live, server_time: Date.now() };
  }

  /** SPEC 7 statistics: plain text for administrators, in the language the Worker answers in (Dutch unless asked). */
  async statistics(language: Language = DEFAULT_LANGUAGE): Promise<string> {
    return meetStatistics(this.readHeats(), (heatId) => this.readEntries(heatId), language);
  }

  /** The log (DESIGN 6: who, what, when), newest first, in the language the Worker answers in (Dutch unless asked). */
  async events(language: Language = DEFAULT_LANGUAGE): Promise<LogEvent[]> {
    return this.readEvents(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  }

  /** Called when the meet is deleted: the room keeps nothing of it. */
  async destroy(): Promise<void> {
    for (const connection of this.getConnections()) this.end(connection, LIVE_CLOSE.gone, roomText("room.close.deleted"));
    this.heatsCopy = null;
    await this.ctx.storage.deleteAll();
    // The object may live on (a socket, a late call): it must find empty tables, not missing ones.
    await migrate(this.db, migrations);
  }
}
