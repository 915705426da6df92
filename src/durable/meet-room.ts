// One Durable Object per meet (DESIGN 2): the single truth of its programme. The Worker reaches it
// by RPC (import, programme, export); browsers reach it by WebSocket (live, a later part).
import { Server } from "partyserver";
import { asc, eq } from "drizzle-orm";
import { drizzle, type DrizzleSqliteDODatabase } from "drizzle-orm/durable-sqlite";
import { migrate } from "drizzle-orm/durable-sqlite/migrator";
import * as schema from "./schema";
import migrations from "./migrations";
import { mergeProgramme, type ImportReport } from "./reimport";
import type { Heat, Programme, ProgrammeMeet } from "../shared/programme";
import type { LiveMeet, ServerMessage } from "../shared/live";

export interface RoomProgramme {
  heats: Heat[];
  active_heat_id: string | null;
  meet: ProgrammeMeet | null;
}

export class MeetRoom extends Server<Env> {
  static options = { hibernate: true };
  db: DrizzleSqliteDODatabase<typeof schema>;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.db = drizzle(ctx.storage, { schema });
    ctx.blockConcurrencyWhile(() => migrate(this.db, migrations));
  }

  protected getMeta<T>(key: string): T | null {
    const row = this.db.select().from(schema.meta).where(eq(schema.meta.key, key)).get();
    return (row?.value as T) ?? null;
  }

  protected setMeta(key: string, value: unknown): void {
    this.db
      .insert(schema.meta)
      .values({ key, value })
      .onConflictDoUpdate({ target: schema.meta.key, set: { value } })
      .run();
  }

  protected readHeats(): Heat[] {
    return this.db.select().from(schema.heats).orderBy(asc(schema.heats.position)).all().map((row) => row.data);
  }

  protected writeHeat(heat: Heat): void {
    this.db.update(schema.heats).set({ data: heat }).where(eq(schema.heats.id, heat.id)).run();
  }

  protected broadcastMessage(message: ServerMessage): void {
    this.broadcast(JSON.stringify(message));
  }

  /** Replaces the programme with a file's, keeping recorded results (DESIGN 9); all or nothing. */
  async importProgramme(programme: Programme, liveMeet: LiveMeet): Promise<ImportReport> {
    const { heats, report } = mergeProgramme(this.readHeats(), programme.heats);
    const active = this.getMeta<string>("active_heat_id");
    // After an import the first heat is active (DESIGN 9), unless the active one is still there.
    const activeId = active && heats.some((h) => h.id === active) ? active : (heats[0]?.id ?? null);
    this.ctx.storage.transactionSync(() => {
      this.db.delete(schema.heats).run();
      heats.forEach((heat, position) => this.db.insert(schema.heats).values({ id: heat.id, position, data: heat }).run());
      this.setMeta("active_heat_id", activeId);
      this.setMeta("programme_meet", programme.meet);
      this.setMeta("meet", { ...liveMeet, active_heat_id: activeId });
    });
    this.broadcastMessage({ type: "heats", heats, active_heat_id: activeId });
    return report;
  }

  /** The meet's facts changed in D1 (edit): live clients see them at once. */
  async updateMeet(liveMeet: LiveMeet): Promise<void> {
    const meet = { ...liveMeet, active_heat_id: this.getMeta<string>("active_heat_id") };
    this.setMeta("meet", meet);
    this.broadcastMessage({ type: "meet", meet });
  }

  async programme(): Promise<RoomProgramme> {
    return {
      heats: this.readHeats(),
      active_heat_id: this.getMeta<string>("active_heat_id"),
      meet: this.getMeta<ProgrammeMeet>("programme_meet"),
    };
  }

  /** Called when the meet is deleted: the room keeps nothing of it. */
  async destroy(): Promise<void> {
    for (const connection of this.getConnections()) connection.close(4404, "Wedstrijd verwijderd");
    await this.ctx.storage.deleteAll();
    // The object may live on (a socket, a late call): it must find empty tables, not missing ones.
    await migrate(this.db, migrations);
  }
}
