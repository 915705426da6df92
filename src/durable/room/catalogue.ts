// The room's writes to the Worker's D1 catalogue (DESIGN 2: the room is the truth, D1 keeps copies
// for meet lists and the import history), on the schema the Worker's own queries use, so a renamed
// table or column fails the typecheck here too.
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { imports, meets, nowIso, pendingImports, pendingMeets, users } from "../../shared/d1-schema";
import type { ImportKind, ImportVia } from "../../shared/import-kind";
import type { ImportReport } from "../reimport";

/** Who made an import and of which file, as D1's history records it once the room took it. */
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

export class RoomCatalogue {
  private readonly d1;

  constructor(database: D1Database) {
    this.d1 = drizzle(database);
  }

  /** The meet's copy of its active heat, for meet lists. */
  async copyActiveHeat(meetId: number, activeHeatId: string | null): Promise<void> {
    await this.d1.update(meets).set({ active_heat_id: activeHeatId }).where(eq(meets.id, meetId));
  }

  /**
   * An import the room took, in one batch: its history row (once per import id; none when the meet
   * was deleted meanwhile, and without its user when that user was), the active heat as it is now,
   * and the end of its pending records: a new meet is a meet from now on.
   */
  async recordImport(record: ImportRecord, report: ImportReport, activeHeatId: string | null): Promise<void> {
    const history = this.d1
      .insert(imports)
      .select((qb) =>
        qb
          .select({
            id: sql`null`.as("id"),
            meet_id: meets.id,
            user_id: sql`(${qb
              .select({ id: users.id })
              .from(users)
              .where(eq(users.id, record.user_id ?? 0))})`.as("user_id"),
            via: sql`${record.via}`.as("via"),
            r2_key: sql`${record.r2_key}`.as("r2_key"),
            filename: sql`${record.filename}`.as("filename"),
            kind: sql`${record.kind}`.as("kind"),
            size: sql`${record.size}`.as("size"),
            report: sql`${JSON.stringify(report)}`.as("report"),
            import_id: sql`${record.id}`.as("import_id"),
            created_at: sql`${nowIso}`.as("created_at"),
          })
          .from(meets)
          .where(eq(meets.id, record.meet_id)),
      )
      .onConflictDoNothing({ target: imports.import_id });
    await this.d1.batch([
      history,
      this.d1.update(meets).set({ active_heat_id: activeHeatId }).where(eq(meets.id, record.meet_id)),
      this.d1.delete(pendingMeets).where(eq(pendingMeets.meet_id, record.meet_id)),
      this.d1.delete(pendingImports).where(eq(pendingImports.id, record.id)),
    ]);
  }
}
