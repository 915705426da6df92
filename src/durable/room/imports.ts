// A file's programme taken by the room (DESIGN 9), all or nothing. The room decides whether an import
// happened: the programme and the import's record are one transaction here, and the record goes on
// to D1 (history, active heat) after it, from this room, again on the next read should the process
// die first. An import the Worker's sweep gave up on is refused, so its file can go.
import type { LiveMeet } from "../../shared/live";
import { programmeSessions, type Heat, type Programme, type ProgrammeMeet } from "../../shared/programme";
import { raceProblem } from "../../shared/race-limits";
import { mergeProgramme, mergeProgrammeMeet, type ImportReport } from "../reimport";
import type { ImportRecord, RoomCatalogue } from "./catalogue";
import { heatsFrame, liveHeat, type RoomFrames } from "./frames";
import type { RoomStorage } from "./storage";

type ImportOutbox = ImportRecord & { report: ImportReport };

// An abandoned import is retried, if ever, within seconds; the last few ids are plenty.
const ABANDONED_KEPT = 20;

export class RoomImports {
  constructor(
    private readonly store: RoomStorage,
    private readonly frames: RoomFrames,
    private readonly catalogue: RoomCatalogue,
  ) {}

  /**
   * Replaces the programme with a file's, keeping recorded results (DESIGN 9). `lastFile`: the file
   * imported last, read again by the Worker for a room that has not kept it (a meet imported before
   * the room kept its base); the room's own copy goes first.
   */
  async take(
    programme: Programme,
    liveMeet: LiveMeet,
    record: ImportRecord,
    lastFile: readonly Heat[] = [],
  ): Promise<{ report: ImportReport; active_heat_id: string | null }> {
    // The Worker checked the file; the room builds splits for every heat, so it does not take that on trust.
    const unswimmable = programme.heats.find((heat) => raceProblem(heat) !== null);
    if (unswimmable) throw new Error(`heat ${unswimmable.id} is outside the race limits`);
    await this.recordInD1();
    // DESIGN 8e: started heats are recomputed from the entries read in the transaction that writes them.
    const { heats, report, activeId } = this.store.transaction(() => {
      if (this.store.getMeta<string[]>("abandoned_imports")?.includes(record.id)) throw new Error(`import ${record.id} was given up`);
      const merged = mergeProgramme(
        this.store.readHeats(),
        programme.heats,
        (heatId) => this.store.readEntries(heatId),
        this.store.hasImportBase() ? this.store.readImportBase() : lastFile,
      );
      const active = this.store.activeHeatId();
      // After an import the first heat is active (DESIGN 9), unless the active one is still there.
      const activeId = active && merged.heats.some((h) => h.id === active) ? active : (merged.heats[0]?.id ?? null);
      this.store.replaceHeats(merged.heats);
      this.store.replaceImportBase(programme.heats);
      this.store.setMeta("active_heat_id", activeId);
      const before = this.store.getMeta<ProgrammeMeet>("programme_meet");
      this.store.setMeta("programme_meet", mergeProgrammeMeet(before, programme.meet, merged.heats));
      this.store.setMeta("meet", { ...liveMeet, active_heat_id: activeId });
      this.store.setMeta("import_outbox", { ...record, report: merged.report } satisfies ImportOutbox);
      return { ...merged, activeId };
    });
    const live = heats.map(liveHeat);
    this.frames.broadcastTo((audience) => heatsFrame(audience, live, activeId, programmeSessions(programme.meet, liveMeet.planned_date)));
    await this.recordInD1();
    return { report, active_heat_id: activeId };
  }

  /** Whether the room keeps the file imported last, the base of the next re-import's merge (DESIGN 8e). */
  hasImportBase(): boolean {
    return this.store.hasImportBase();
  }

  /**
   * The import this room took, recorded in D1. Until that succeeds the record waits in the room, and
   * every read tries again; a failure never undoes what the room took.
   */
  async recordInD1(): Promise<void> {
    const record = this.store.getMeta<ImportOutbox>("import_outbox");
    if (!record) return;
    const { report, ...made } = record;
    try {
      await this.catalogue.recordImport(made, report, this.store.activeHeatId());
    } catch (error) {
      console.error("import not recorded in D1 yet", error);
      return;
    }
    if (this.store.getMeta<ImportOutbox>("import_outbox")?.id === record.id) this.store.deleteMeta("import_outbox");
  }

  /**
   * The sweep's question about an import that never finished: true when the room took it (D1 has
   * it now), otherwise false, and the room will refuse it from now on.
   */
  async settle(importId: string): Promise<boolean> {
    if (this.store.getMeta<ImportOutbox>("import_outbox")?.id === importId) {
      await this.recordInD1();
      return true;
    }
    const abandoned = this.store.getMeta<string[]>("abandoned_imports") ?? [];
    if (!abandoned.includes(importId)) this.store.setMeta("abandoned_imports", [...abandoned, importId].slice(-ABANDONED_KEPT));
    return false;
  }
}
