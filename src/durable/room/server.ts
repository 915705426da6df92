// One Durable Object per meet (DESIGN 2): the single truth of its programme. The Worker reaches it
// by RPC (import, programme, export, statistics, log); browsers reach it by WebSocket (DESIGN 6).
// This class is the socket lifecycle and the RPC surface; each job is a part of its own (README's
// layout names them).
import { Server, type Connection, type ConnectionContext, type WSMessage } from "partyserver";
import { serverText, type Message } from "../../shared/i18n/server-texts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../shared/i18n/languages";
import {
  isOversizedFrame,
  LIVE_CLOSE,
  MESSAGE_TOO_BIG,
  parseClientMessage,
  type LiveMeet,
  type LogEvent,
  type LogKind,
  type ServerMessage,
  type WaitingOfficial,
} from "../../shared/live";
import { encodeFrame } from "../../shared/live-frame";
import type { StartSignal } from "../../shared/start-signal";
import type { PointsBasis } from "../../shared/points-results";
import { programmeSessions, type Heat, type Programme, type ProgrammeMeet } from "../../shared/programme";
import type { ImportReport } from "../reimport";
import { roomText, type RoomText } from "../room-text";
import { RoomAnswers, type RoomProgramme } from "./answers";
import { RoomCatalogue, type ImportRecord } from "./catalogue";
import { RoomCommands } from "./commands";
import { FrameBudget } from "./frame-budget";
import { heatsFrame, liveHeat, RoomFrames, type Audience } from "./frames";
import { RoomImports } from "./imports";
import { RoomLog } from "./log";
import { RoomPresence } from "./presence";
import { RoomAdmissions, type AdmissionState } from "./admissions";
import { publicLiveJson } from "./public";
import { headerLanguage, revocationTags, socketStateOf, socketTags, type Revocation, type RoomSocket, type SocketState } from "./sockets";
import { RoomStartSignal } from "./start-signal";
import { RoomStorage } from "./storage";

export class MeetRoom extends Server<Env> {
  static options = { hibernate: true };
  private readonly store: RoomStorage;
  private readonly frames: RoomFrames;
  private readonly log: RoomLog;
  private readonly presence: RoomPresence;
  private readonly budget = new FrameBudget();
  private readonly commands: RoomCommands;
  private readonly imports: RoomImports;
  private readonly answers: RoomAnswers;
  private readonly admissions: RoomAdmissions;
  private readonly startSignal: RoomStartSignal;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RoomStorage(ctx.storage);
    this.frames = new RoomFrames(ctx, (tag) => this.getConnections<SocketState>(tag));
    this.log = new RoomLog(this.store.db, this.frames);
    this.presence = new RoomPresence(this.frames, this.log, this.store);
    const catalogue = new RoomCatalogue(env.DB);
    this.admissions = new RoomAdmissions(this.store, this.frames, (at) => void ctx.storage.setAlarm(at));
    this.startSignal = new RoomStartSignal(this.store, this.frames, this.log);
    this.commands = new RoomCommands(ctx, this.store, this.frames, this.log, catalogue, this.admissions, this.startSignal);
    this.imports = new RoomImports(this.store, this.frames, catalogue);
    this.answers = new RoomAnswers(this.store);
    ctx.blockConcurrencyWhile(() => this.store.migrate());
  }

  /** The room's SQLite, for tests that look at what it stored. */
  get db() {
    return this.store.db;
  }

  /** DESIGN 5: a deploy with MAINTENANCE on restarts the room, and every page reconnects and hears it. */
  private inMaintenance(): boolean {
    return this.env.MAINTENANCE === "true";
  }

  getConnectionTags(_connection: Connection, ctx: ConnectionContext): string[] {
    return socketTags(ctx.request);
  }

  /** DESIGN 6: a new or reconnected client gets the full state at once. */
  onConnect(connection: RoomSocket, ctx: ConnectionContext): void {
    const state = socketStateOf(ctx.request);
    if (!state) {
      connection.close(1008, serverText(headerLanguage(ctx.request), "room.close.noAccess"));
      return;
    }
    const { role } = state;
    const language = state.language ?? DEFAULT_LANGUAGE;
    // The socket attachment outlives hibernation; a field on `this` would not.
    connection.setState(state);
    this.frames.send(connection, state.role === "official" ? { type: "hello", role, official: state.official } : { type: "hello", role });
    const audience = role === "official" ? "officials" : "staff";
    connection.send(this.heatsFrame(audience));
    this.frames.send(connection, { type: "meet", meet: this.liveMeet() });
    this.frames.send(connection, { type: "presence", presence: this.presence.now() });
    if (state.role === "official")
      this.frames.send(connection, { type: "own_records", records: this.store.readOwnRecords(state.official.id) });
    if (this.inMaintenance())
      this.frames.send(connection, { type: "maintenance", message: serverText(language, "server.request.maintenance") });
    // SPEC 6: the log is for administrators only.
    if (role === "admin") {
      this.frames.send(connection, { type: "events", events: this.log.read(language) });
      for (const request of this.admissions.list()) this.frames.send(connection, { type: "official_waiting", request });
      // DESIGN 6b: a second desk has the learned signal and sees the arming from the start.
      this.frames.send(connection, { type: "start_signal", desk: this.startSignal.desk() });
    }
  }

  onMessage(connection: RoomSocket, raw: WSMessage): void {
    // The runtime takes in a whole frame before the room sees it (no size limit of ours reaches the
    // socket, and the Worker is not on its path once upgraded), so the earliest the room can act is
    // here: it closes the socket on its first oversized frame, which is never parsed, so it cannot
    // send another. A page reconnects; a script must upgrade through the Worker again.
    if (isOversizedFrame(raw)) return this.frames.end(connection, MESSAGE_TOO_BIG, roomText("room.close.tooBig"));
    const message = parseClientMessage(raw);
    // A task is only the socket's latest state, sent on coalesced; every other frame costs the room work.
    // Past the budget only a message that waits for its answer (it has an id) hears why.
    if (message?.type !== "task" && !this.budget.take(connection.id)) {
      if (message && "id" in message) this.frames.refuse(connection, "too_many", roomText("room.refusal.too_many"), message.id);
      return;
    }
    if (!message) return this.frames.refuse(connection, "bad_message", roomText("room.refusal.bad_message"));
    if (message.type === "ping") return this.frames.send(connection, { type: "pong", me: message.me, you: Date.now() });
    const state = connection.state;
    if (message.type === "task") {
      // Only a phone's own task is its presence; anyone else saying so is ignored. A task is a state,
      // not a change, so maintenance lets it through.
      if (state?.role === "official") this.presence.setTask(connection, state, message.task);
      return;
    }
    // DESIGN 5: in maintenance every state-changing message is refused.
    if (this.inMaintenance()) return this.frames.refuse(connection, "maintenance", roomText("server.request.maintenance"), message.id);
    try {
      this.commands.dispatch(connection, message);
    } catch (error) {
      // The transaction rolled back: nothing changed, and the client may send the same id again.
      console.error("command failed", error);
      this.frames.refuse(connection, "internal", roomText("server.request.internal"), message.id);
    }
  }

  /** The room's only alarm: the desk's requests whose phones stopped asking end (DESIGN 8). */
  onAlarm(): void {
    this.admissions.sweep();
  }

  onClose(connection: RoomSocket): void {
    this.budget.forget(connection.id);
    if (connection.state?.role === "official" && connection.state.task) {
      this.presence.closed(connection.state);
      this.presence.broadcast(connection.id);
    }
  }

  /**
   * Ends the sockets a revocation covers at once (4401): a logged-out session, a user whose password
   * changed or who was deleted, the officials of an old authorisation code. Nothing they send after
   * reaches the room; their page goes back to the login.
   */
  async revoke(revocation: Revocation): Promise<number> {
    const { tag, spared } = revocationTags(revocation);
    let closed = 0;
    for (const connection of this.getConnections(tag)) {
      if (spared && connection.tags.includes(spared)) continue;
      this.frames.end(connection, LIVE_CLOSE.unauthorized, roomText("room.close.revoked"));
      closed += 1;
    }
    if ("officials" in revocation || "official" in revocation) {
      this.presence.forget("official" in revocation ? revocation.official : undefined);
      this.presence.broadcast();
    }
    return closed;
  }

  /**
   * DESIGN 8: a join that needs proof waits for the desk as well: the phone's own new request (`newId`),
   * from network address `client`, in place of its earlier one it `replaces`. Null when the desk's list
   * is full and `client` holds most of it.
   */
  async officialWaiting(
    request: Omit<WaitingOfficial, "id" | "at">,
    newId: string,
    client: string,
    replaces?: string,
  ): Promise<WaitingOfficial | null> {
    return this.admissions.wait(request, newId, client, replaces);
  }

  /** Where the phone's request stands when it asks again; an admitted one is spent by this. */
  async officialAdmission(requestId: string, email: string): Promise<AdmissionState> {
    return this.admissions.take(requestId, email);
  }

  /** The address joined: the desk's list loses its request. */
  async officialJoined(email: string): Promise<void> {
    this.admissions.joined(email);
  }

  /** DESIGN 6b: 'Startsignaal testen' learned the venue's signal at a desk (the Worker checked who and what). */
  async learnStartSignal(signal: StartSignal, by: string): Promise<{ learned_at: number; by: string }> {
    const { learned_at } = this.startSignal.learn(signal, by);
    return { learned_at, by };
  }

  /** The learned signal forgotten; false when there was none. */
  async forgetStartSignal(by: string): Promise<boolean> {
    return this.startSignal.forget(by);
  }

  /** The meet's facts as live clients see them, with the room's own active heat (the truth, DESIGN 2). */
  private liveMeet(): Partial<LiveMeet> {
    return { ...this.store.getMeta<LiveMeet>("meet"), active_heat_id: this.store.activeHeatId() };
  }

  /** What the Worker did to the meet goes in the same log as the room's own (DESIGN 8e). */
  async logEvent(kind: LogKind, action: string | RoomText | Message, user: string | null): Promise<LogEvent> {
    return this.log.add(kind, action, user);
  }

  importProgramme(
    programme: Programme,
    liveMeet: LiveMeet,
    record: ImportRecord,
    lastFile?: Heat[],
  ): Promise<{ report: ImportReport; active_heat_id: string | null }> {
    return this.imports.take(programme, liveMeet, record, lastFile);
  }

  async hasImportBase(): Promise<boolean> {
    return this.imports.hasImportBase();
  }

  /** The meet as the file imported last named it (DESIGN 9), null before any import. */
  async programmeMeet(): Promise<ProgrammeMeet | null> {
    return this.store.getMeta<ProgrammeMeet>("programme_meet");
  }

  settleImport(importId: string): Promise<boolean> {
    return this.imports.settle(importId);
  }

  /**
   * The programme as a socket's first frame, encoded once per audience while heats and meet date stay.
   * The sessions are stored with the heats by one import (RoomImports.take) and move with the meet's date.
   */
  private heatsFrame(audience: Audience): ReturnType<typeof encodeFrame> {
    const key = `${this.store.activeHeatId()} ${this.store.getMeta<LiveMeet>("meet")?.planned_date ?? null}`;
    return this.store.fromHeats(`heats frame for ${audience}`, key, (all) => encodeFrame(this.heatsMessage(audience, all)));
  }

  private heatsMessage(audience: Audience, heats: readonly Heat[] = this.store.readHeats()): ServerMessage {
    const plannedDate = this.store.getMeta<LiveMeet>("meet")?.planned_date ?? null;
    const sessions = programmeSessions(this.store.getMeta<ProgrammeMeet>("programme_meet"), plannedDate);
    return heatsFrame(audience, heats.map(liveHeat), this.store.activeHeatId(), sessions);
  }

  /** The meet's facts changed in D1 (edit): live clients see them at once, and a new date moves the sessions (programmeSessions). */
  async updateMeet(liveMeet: LiveMeet): Promise<void> {
    const before = this.store.getMeta<LiveMeet>("meet");
    const meet = { ...liveMeet, active_heat_id: this.store.activeHeatId() };
    this.store.setMeta("meet", meet);
    this.frames.broadcast({ type: "meet", meet });
    if (before?.planned_date !== meet.planned_date && programmeSessions(this.store.getMeta<ProgrammeMeet>("programme_meet")).length > 0)
      this.frames.broadcastTo((audience) => this.heatsMessage(audience));
  }

  async programme(): Promise<RoomProgramme> {
    await this.imports.recordInD1();
    return this.answers.programme();
  }

  async publicProgrammeJson(): Promise<string> {
    await this.imports.recordInD1();
    return this.answers.programmeJson();
  }

  async resultsJson(): Promise<string> {
    return this.answers.resultsJson();
  }

  async resultsCsv(language: Language = DEFAULT_LANGUAGE): Promise<string> {
    return this.answers.resultsCsv(language);
  }

  async resultsCsvFile(language: Language = DEFAULT_LANGUAGE): Promise<{ external_id: string; body: string }> {
    return this.answers.resultsCsvFile(language);
  }

  async pointsResultsJson(basis: PointsBasis): Promise<string> {
    return this.answers.pointsResultsJson(basis);
  }

  async publicLiveJson(): Promise<{ live: string; server_time: number }> {
    return publicLiveJson(this.store);
  }

  async statistics(language: Language = DEFAULT_LANGUAGE): Promise<string> {
    return this.answers.statistics(language);
  }

  /** The log (DESIGN 6: who, what, when), newest first, in the language the Worker answers in. */
  async events(language: Language = DEFAULT_LANGUAGE): Promise<LogEvent[]> {
    return this.log.read(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  }

  /** Called when the meet is deleted: the room keeps nothing of it. */
  async destroy(): Promise<void> {
    for (const connection of this.getConnections()) this.frames.end(connection, LIVE_CLOSE.gone, roomText("room.close.deleted"));
    await this.store.deleteAll();
  }
}
