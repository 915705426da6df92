// DESIGN 8e and 9: a re-import replaces the programme but never undoes what was recorded. A heat
// that has started stays as the room has it, swimmer by swimmer, and is recomputed from its stored
// entries; heats still to swim are the room's line-up and the file's merged, with the last file as
// their base. The report says what the file changed, what the room kept and where both changed a lane.
import {
  entryStatusOf,
  isOccupied,
  laneNumbers,
  type Heat,
  type Lane,
  type LenexEventGroups,
  type ProgrammeMeet,
} from "../shared/programme";
import { heatResult } from "./heat-result";
import type { HeatEntry } from "./heat-entries";
import { isDisqualified, resultStatus } from "./result-rules";
import { describeSide, mergeLineups, sameLineup, sameSwimmer, type LanePlace, type LaneSide, type LineupConflict } from "./lineup-merge";

/** A swimmer the file puts in another lane of a started heat than the one who swam there (DESIGN 8e). */
export interface MovedSwimmer {
  heat_id: string;
  lane: string;
  /** Who swam, and keeps the lane. */
  swam: string;
  /** Whom the file names in that lane; empty when the file leaves it empty. */
  file: string;
  /** Where the file's swimmer is now, who was not added here; null: in no heat of the event. */
  file_now?: LanePlace | null;
}

/** A lane of a heat still to swim that the re-import changed (DESIGN 8e): what it holds now, and who was there. */
export interface LaneChange extends LanePlace {
  now: LaneSide;
  /** The swimmer the lane had before, when another one (or none) has it now. */
  before?: string;
}

export interface ImportReport {
  added: string[];
  removed: string[];
  changed: string[];
  /** Heats the new file no longer has, kept because they hold recorded results. */
  kept: string[];
  /** Heats the file gives as they were (DESIGN 8e 'Ongewijzigd'); absent in reports made before it was counted. */
  unchanged?: string[];
  /** Swimmers of started heats the file moved; each time stays with the swimmer who swam. */
  moved?: MovedSwimmer[];
  /** The lanes behind `changed`, those not among `conflicts`; absent in reports made before they were listed. */
  lanes?: LaneChange[];
  /** Lanes of heats not yet started that kept a change made in the room (DESIGN 8e). */
  kept_changes?: number;
  /** Lanes the room and the file both changed, each differently (DESIGN 8e). */
  conflicts?: LineupConflict[];
  heats: number;
}

/** A heat's stored entries (the room's timings), oldest first. */
export type EntriesOf = (heatId: string) => readonly HeatEntry[];

/**
 * A lane holds a recorded result: a time, a confirmation or a disqualification. A start list's
 * withdrawal (WDR) or sick note is not one: that heat has still to be swum.
 */
function isRecorded(lane: Lane): boolean {
  return lane.confirmed || lane.time !== null || isDisqualified(lane);
}

export function hasResults(heat: Heat): boolean {
  return heat.status !== 0 || heat.start_time !== null || heat.vva !== null || Object.values(heat.lanes).some(isRecorded);
}

/** A heat read from a results file arrives swum: its status follows from its lanes (DESIGN 8). */
function withImportedStatus(heat: Heat): Heat {
  return heat.status === 0 && Object.values(heat.lanes).some(isRecorded) ? { ...heat, status: resultStatus(heat) } : heat;
}

// The entry status counts: a withdrawal made in the room that the file undoes changes the heat.
const entryOf = (lane: Lane) =>
  JSON.stringify([lane.swimmer, lane.license, lane.handicap, lane.club, lane.entrytime, entryStatusOf(lane) ?? null]);

const raceDiffers = (a: Heat, b: Heat) =>
  a.distance !== b.distance || a.stroke !== b.stroke || a.gender !== b.gender || (a.relaycount ?? 1) !== (b.relaycount ?? 1);

function entriesDiffer(a: Heat, b: Heat): boolean {
  const keys = new Set([...Object.keys(a.lanes), ...Object.keys(b.lanes)]);
  for (const key of keys) {
    const x = a.lanes[key];
    const y = b.lanes[key];
    if (!x || !y || entryOf(x) !== entryOf(y)) return true;
  }
  return raceDiffers(a, b);
}

/**
 * What the file may still say of a swimmer who swam: facts no result depends on. Its LENEX ids and
 * facts, so the export names the athlete and club as the heats still to swim (the file's) do; the
 * entry time and licence, unless the file leaves them out. The class stays the room's, and the
 * HANDICAP that exports it: it may have been changed on the day, and it ranks the swimmer.
 */
function withFileFacts(swam: Lane, named: Lane): Lane {
  const { lenex: _stored, ...lane } = swam;
  const { handicap: _fileClass, ...facts } = named.lenex ?? {};
  const lenex = { ...facts, ...(swam.lenex?.handicap ? { handicap: swam.lenex.handicap } : {}) };
  return {
    ...lane,
    entrytime: named.entrytime ?? swam.entrytime,
    license: named.license ?? swam.license,
    ...(Object.keys(lenex).length > 0 ? { lenex } : {}),
  };
}

/**
 * A started heat as the room has it, each lane with the swimmer who swam: entries are stored by
 * lane, so a lane that took the file's swimmer would hand that swimmer someone else's time. Where
 * the file names another swimmer, or fills a lane that was empty in the water, the report says so;
 * someone who did not swim in the heat is not added to it.
 */
function keepStarted(stored: Heat, file: Heat): { heat: Heat; moved: MovedSwimmer[] } {
  const lanes = { ...stored.lanes };
  const moved: MovedSwimmer[] = [];
  for (const key of laneNumbers({ ...stored.lanes, ...file.lanes })) {
    const swam = stored.lanes[key];
    const named = file.lanes[key];
    const swamName = swam && isOccupied(swam) ? swam.swimmer : "";
    const fileName = named && isOccupied(named) ? named.swimmer : "";
    if (swamName && fileName && sameSwimmer(swam!, named!)) lanes[key] = withFileFacts(swam!, named!);
    else if (swamName || fileName) moved.push({ heat_id: stored.id, lane: key, swam: swamName, file: fileName });
  }
  // The file's event and heat ids too: the export makes one EVENT of the heats that share an id.
  const { lenex: _ids, ...heat } = stored;
  return { heat: { ...heat, ...(file.lenex ? { lenex: file.lenex } : {}), lanes }, moved };
}

/**
 * A heat still to swim, lane by lane as the re-import left it against how it was: each lane whose
 * line-up differs, said as the file's doing (a lane both sides changed is said among `conflicts`).
 */
function laneChanges(old: Heat, next: Heat, conflicts: readonly LineupConflict[]): LaneChange[] {
  const changes: LaneChange[] = [];
  for (const lane of laneNumbers({ ...old.lanes, ...next.lanes })) {
    const was = old.lanes[lane];
    const now = next.lanes[lane];
    if (sameLineup(was, now) || conflicts.some((c) => c.heat_id === old.id && c.lane === lane)) continue;
    const side = describeSide(was, now);
    const other = was && isOccupied(was) && !(now && isOccupied(now) && sameSwimmer(was, now));
    changes.push({ heat_id: old.id, lane, now: side, ...(other ? { before: was.swimmer } : {}) });
  }
  return changes;
}

/**
 * Merges a file's heats into the room's. `base` is the file imported last (empty when the room has
 * none: then the room's heats are their own base, and the file's line-up is taken as it is).
 * `entriesOf` gives a heat's stored entries: a heat raced here is recomputed from them, so its
 * watches, decisions, reasons, settlement and waiting records read as before. A heat without a start
 * time (reset, or swum in a results file) has no entries of its current race, so it stays exactly as
 * stored.
 */
export function mergeProgramme(
  existing: readonly Heat[],
  incoming: readonly Heat[],
  entriesOf: EntriesOf,
  base: readonly Heat[] = [],
): { heats: Heat[]; report: ImportReport } {
  const before = new Map(existing.map((h) => [h.id, h]));
  const incomingIds = new Set(incoming.map((h) => h.id));
  const report: Required<ImportReport> = {
    added: [],
    removed: [],
    changed: [],
    unchanged: [],
    kept: [],
    moved: [],
    lanes: [],
    kept_changes: 0,
    conflicts: [],
    heats: 0,
  };
  const recorded = (heat: Heat) => (heat.start_time !== null ? heatResult(heat, entriesOf(heat.id)) : heat);
  const file = incoming.map(withImportedStatus);
  const fileById = new Map(file.map((heat) => [heat.id, heat]));
  const toSwim = file.filter((heat) => !before.has(heat.id) || !hasResults(before.get(heat.id)!));
  const started = new Map<string, Heat>();
  for (const heat of file) {
    const old = before.get(heat.id);
    if (!old || !hasResults(old)) continue;
    const kept = keepStarted(old, heat);
    report.moved.push(...kept.moved);
    started.set(heat.id, recorded(kept.heat));
  }
  const keptSwum = existing.filter((old) => !incomingIds.has(old.id) && hasResults(old)).map(recorded);
  const merged = mergeLineups({
    heats: toSwim,
    // A heat a results file brings swum is the file's, as a first import takes it.
    room: new Map(existing.filter((old) => !hasResults(old) && !hasResults(fileById.get(old.id) ?? old)).map((old) => [old.id, old])),
    base: new Map(base.map((heat) => [heat.id, heat])),
    file,
    started: [...started.values(), ...keptSwum],
  });
  report.kept_changes = merged.kept_changes;
  report.conflicts = merged.conflicts;
  for (const moved of report.moved) {
    const named = fileById.get(moved.heat_id)!;
    if (moved.file) moved.file_now = merged.placeOf(named.lanes[moved.lane]!, named);
  }
  const mergedById = new Map(merged.heats.map((heat) => [heat.id, heat]));
  const heats = file.map((heat) => {
    const old = before.get(heat.id);
    const swum = started.get(heat.id);
    // A swum heat stays as it was swum: the file's other names are listed under `moved`, not counted as a change.
    const next = swum ?? mergedById.get(heat.id)!;
    if (!old) report.added.push(heat.id);
    else if (swum ? raceDiffers(old, heat) : entriesDiffer(old, next)) {
      report.changed.push(heat.id);
      if (!swum) report.lanes.push(...laneChanges(old, next, report.conflicts));
    } else report.unchanged.push(heat.id);
    return next;
  });
  // DESIGN 8h: the programme runs in the file's order. A swum heat the file dropped stays right after
  // the heat it followed in the room's order (the nearest earlier one the file still has), so nothing
  // the desk has seen jumps elsewhere; one that led the room's programme stays first.
  const keptAfter = new Map<string | null, Heat[]>();
  let anchor: string | null = null;
  for (const old of existing) {
    if (incomingIds.has(old.id)) {
      anchor = old.id;
    } else if (hasResults(old)) {
      report.kept.push(old.id);
      keptAfter.set(anchor, [...(keptAfter.get(anchor) ?? []), keptSwum.find((h) => h.id === old.id)!]);
    } else {
      report.removed.push(old.id);
    }
  }
  const programme = [...(keptAfter.get(null) ?? []), ...heats.flatMap((heat) => [heat, ...(keptAfter.get(heat.id) ?? [])])];
  report.heats = programme.length;
  return { heats: programme, report };
}

/**
 * DESIGN 8h: the file's meet (its groups and age date are the truth), keeping the groups of the
 * events only the room still has: a heat the new file no longer holds stays for its results, and
 * its places stay in the groups it was swum in.
 */
export function mergeProgrammeMeet(before: ProgrammeMeet | null, file: ProgrammeMeet, heats: readonly Heat[]): ProgrammeMeet {
  const old = before?.lenex?.events;
  if (!old) return file;
  const fileEvents = file.lenex?.events ?? {};
  const kept: Record<string, LenexEventGroups> = {};
  for (const heat of heats) {
    for (const id of [heat.lenex?.event_id, heat.lenex?.prev_event_id]) {
      if (id && !Object.hasOwn(fileEvents, id) && Object.hasOwn(old, id)) kept[id] = old[id]!;
    }
  }
  if (Object.keys(kept).length === 0) return file;
  const agedate = file.lenex?.agedate ?? before?.lenex?.agedate;
  return { ...file, lenex: { ...file.lenex, ...(agedate ? { agedate } : {}), events: { ...kept, ...fileEvents } } };
}
