// The meet room's own SQLite (DESIGN 2): its meta values, its heats with the parsed copy every reader
// shares, the raw entries (timings) a heat's result is computed from, and the ids of messages
// already applied. Everything the room keeps goes through here.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { drizzle, type DrizzleSqliteDODatabase } from "drizzle-orm/durable-sqlite";
import { migrate } from "drizzle-orm/durable-sqlite/migrator";
import type { Heat } from "../../shared/programme";
import { ENTRY_KINDS, type HeatEntry } from "../heat-entries";
import migrations from "../migrations";
import { ownRecords } from "../official-history";
import * as schema from "../schema";

export type RoomDb = DrizzleSqliteDODatabase<typeof schema>;

/** The meta keys the room keeps: the active heat, the meet's facts for live clients, the file's meet data. */
export type MetaKey =
  | "active_heat_id"
  | "meet"
  | "programme_meet"
  | "import_outbox"
  | "abandoned_imports"
  | "logged_tasks"
  /** DESIGN 8b presence: the lane each official last chose to time, kept past their socket. */
  | "chosen_lanes"
  /** DESIGN 8b: the tasks each official held, and until when (official-tasks.ts), so a record is taken only for a task held in its race. */
  | "held_tasks"
  | "waiting_officials"
  /** DESIGN 6b: the venue's learned start signal, and the heat armed for an automatic start. */
  | "start_signal"
  | "start_armed";

const OWN_RECORD_KINDS = ["lane_time", "arrival", "correct_record"] satisfies HeatEntry["type"][];

export class RoomStorage {
  readonly db: RoomDb;
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
  /**
   * Every call from the Worker reads the meta table a few times (the import outbox, the active heat):
   * drizzle builds a query's SQL anew each time it is asked, and that cost more than the read itself.
   */
  private metaQuery;

  constructor(private readonly storage: DurableObjectStorage) {
    this.db = drizzle(storage, { schema });
    this.metaQuery = this.db
      .select({ value: schema.meta.value })
      .from(schema.meta)
      .where(eq(schema.meta.key, sql.placeholder("key")))
      .prepare();
  }

  /** The tables as the room's migrations make them; run before the object takes anything. */
  migrate(): Promise<void> {
    return migrate(this.db, migrations);
  }

  /** All of `write` or none of it, also when the object dies halfway. */
  transaction<T>(write: () => T): T {
    return this.storage.transactionSync(write);
  }

  getMeta<T>(key: MetaKey): T | null {
    const row = this.metaQuery.get({ key });
    return (row?.value as T) ?? null;
  }

  setMeta(key: MetaKey, value: unknown): void {
    this.db.insert(schema.meta).values({ key, value }).onConflictDoUpdate({ target: schema.meta.key, set: { value } }).run();
  }

  deleteMeta(key: MetaKey): void {
    this.db.delete(schema.meta).where(eq(schema.meta.key, key)).run();
  }

  activeHeatId(): string | null {
    return this.getMeta<string>("active_heat_id");
  }

  readHeats(): readonly Heat[] {
    this.heatsCopy ??= this.db
      .select()
      .from(schema.heats)
      .orderBy(asc(schema.heats.position))
      .all()
      .map((row) => row.data);
    return this.heatsCopy;
  }

  /** `make` of the current heats, made once per copy of them and per `kind` and `key`. */
  fromHeats<T>(kind: string, key: string, make: (heats: readonly Heat[]) => T): T {
    const heats = this.readHeats();
    let made = this.madeFromHeats.get(heats);
    if (!made) this.madeFromHeats.set(heats, (made = new Map()));
    const last = made.get(kind);
    if (last && last.key === key) return last.value as T;
    const value = make(heats);
    made.set(kind, { key, value });
    return value;
  }

  writeHeat(heat: Heat): void {
    this.heatsCopy = null;
    this.db.update(schema.heats).set({ data: heat }).where(eq(schema.heats.id, heat.id)).run();
  }

  /** The whole programme replaced by `heats`, in their order. */
  replaceHeats(heats: readonly Heat[]): void {
    this.heatsCopy = null;
    this.db.delete(schema.heats).run();
    heats.forEach((heat, position) => {
      this.db.insert(schema.heats).values({ id: heat.id, position, data: heat }).run();
    });
  }

  /** The file imported last, heat by heat (DESIGN 8e); empty for a meet imported before it was kept. */
  readImportBase(): Heat[] {
    return this.db
      .select()
      .from(schema.importBase)
      .orderBy(asc(schema.importBase.position))
      .all()
      .map((row) => row.data);
  }

  hasImportBase(): boolean {
    return this.db.select({ id: schema.importBase.id }).from(schema.importBase).limit(1).all().length > 0;
  }

  replaceImportBase(heats: readonly Heat[]): void {
    this.db.delete(schema.importBase).run();
    heats.forEach((heat, position) => {
      this.db.insert(schema.importBase).values({ id: heat.id, position, data: heat }).run();
    });
  }

  /** After a commit: `before` with `changed` in place becomes the copy every reader shares. */
  installHeats(before: readonly Heat[], changed: readonly Heat[]): void {
    const byId = new Map(changed.map((heat) => [heat.id, heat]));
    this.heatsCopy = before.map((heat) => byId.get(heat.id) ?? heat);
  }

  /** One raw timing, entry or decision of a heat, beside the earlier ones (nothing is overwritten). */
  insertTiming(heatId: string, kind: string, data: unknown, at: number): void {
    this.db.insert(schema.timings).values({ heat_id: heatId, kind, data, created_at: at }).run();
  }

  /** The officials' records and the referee's decisions of a heat, oldest first, as stored raw in timings. */
  readEntries(heatId: string): HeatEntry[] {
    return this.db
      .select({ data: schema.timings.data })
      .from(schema.timings)
      .where(and(eq(schema.timings.heat_id, heatId), inArray(schema.timings.kind, ENTRY_KINDS)))
      .orderBy(asc(schema.timings.id))
      .all()
      .map((row) => row.data as HeatEntry);
  }

  /** The newest raw timing of `kind` of a heat (its last start, say), or null. */
  lastTiming<T>(heatId: string, kind: string): T | null {
    const row = this.db
      .select({ data: schema.timings.data })
      .from(schema.timings)
      .where(and(eq(schema.timings.heat_id, heatId), eq(schema.timings.kind, kind)))
      .orderBy(desc(schema.timings.id))
      .limit(1)
      .get();
    return (row?.data as T | undefined) ?? null;
  }

  /** How often a heat was started here, every voided run included. */
  startCount(heatId: string): number {
    const row = this.db
      .select({ n: sql<number>`count(*)` })
      .from(schema.timings)
      .where(and(eq(schema.timings.heat_id, heatId), eq(schema.timings.kind, "start")))
      .get();
    return row?.n ?? 0;
  }

  /**
   * An official's own records at this meet (DESIGN 8 history): their entries, found by the official
   * id every record and correction carries.
   */
  readOwnRecords(officialId: number) {
    const entries = this.db
      .select({ heat_id: schema.timings.heat_id, data: schema.timings.data })
      .from(schema.timings)
      .where(
        and(inArray(schema.timings.kind, OWN_RECORD_KINDS), sql`json_extract(${schema.timings.data}, '$.official_id') = ${officialId}`),
      )
      .orderBy(asc(schema.timings.id))
      .all();
    return ownRecords(entries.map((row) => ({ heat_id: row.heat_id, data: row.data as HeatEntry })));
  }

  /** The message applied earlier under `id`, as it was sent (null for one stored before messages were kept). */
  appliedMessage(id: string): { message: string | null } | undefined {
    return this.db.select({ message: schema.commands.message }).from(schema.commands).where(eq(schema.commands.id, id)).get();
  }

  /** Inside the applying transaction: the id and its message, so it applies once. */
  markApplied(message: { id: string }, at: number): void {
    this.db
      .insert(schema.commands)
      .values({ id: message.id, created_at: at, message: JSON.stringify(message) })
      .run();
  }

  /** Everything gone; the tables stay, empty, for a socket or a late call that still reaches the object. */
  async deleteAll(): Promise<void> {
    this.heatsCopy = null;
    await this.storage.deleteAll();
    await this.migrate();
  }
}
