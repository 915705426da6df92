// DESIGN 8e: heats not yet started are a three-way merge of the room's line-up and a new file, with the
// file imported last as their common base. A lane the file leaves as the last file had it keeps the
// room's change; a lane the file changes takes the file's, and where the room changed it too both are
// named. The merge knows a lane's line-up as everything but its result, so a field a lane gains is
// merged like the others without a word here.
import { sameEvent } from "../shared/lineup-rules";
import { entryStatusOf, isOccupied, laneNumbers, type EntryStatus, type Heat, type Lane } from "../shared/programme";

/** A lane's result, never its line-up: a heat not yet started has none, and a re-import keeps what a started one has. */
const RESULT_FIELDS = new Set<string>(["dqs", "splits", "time", "confirmed", "status", "reason", "source", "watches", "decision"]);

/** Two JSON values alike, a key whose value is undefined counted as absent. */
function alike(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key of Object.keys(x)) if (!alike(x[key], y[key])) return false;
  for (const key of Object.keys(y)) if (!(key in x) && y[key] !== undefined) return false;
  return true;
}

/** A lane's line-up field: the start list's word for its status, every other field as it is. */
const lineupValue = (lane: Lane, key: string): unknown =>
  key === "entry_status" ? entryStatusOf(lane) : (lane as unknown as Record<string, unknown>)[key];

const occupied = (lane: Lane | undefined) => (lane && isOccupied(lane) ? lane : undefined);

/** The line-up fields two occupied lanes differ in, by name. */
function differingFields(x: Lane, y: Lane): string[] {
  const keys = new Set(["entry_status", ...Object.keys(x), ...Object.keys(y)]);
  return [...keys].filter((key) => !RESULT_FIELDS.has(key) && !alike(lineupValue(x, key), lineupValue(y, key))).sort();
}

/** Two lanes with the same line-up: the same swimmer with the same facts, or both empty. */
export function sameLineup(a: Lane | undefined, b: Lane | undefined): boolean {
  if (a === b) return true;
  const x = occupied(a);
  const y = occupied(b);
  if (!x || !y) return x === y;
  if (entryStatusOf(x) !== entryStatusOf(y)) return false;
  for (const key of Object.keys(x))
    if (!RESULT_FIELDS.has(key) && key !== "entry_status" && !alike(lineupValue(x, key), lineupValue(y, key))) return false;
  for (const key of Object.keys(y)) if (!RESULT_FIELDS.has(key) && !(key in x) && lineupValue(y, key) !== undefined) return false;
  return true;
}

// Files of the same meet differ in case and spacing ("van der Meer" and "Van der  Meer").
const folded = (text: string | null | undefined) => (text ?? "").normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("nl");

/**
 * DESIGN 8e: a swimmer is known by the file's athlete id, a relay by its id and club; where either
 * lane lacks the id (a CSV file, a late entry) by name and club, as a heat list names them.
 */
export function sameSwimmer(a: Lane, b: Lane): boolean {
  const x = a.lenex;
  const y = b.lenex;
  if (x?.athlete_id && y?.athlete_id) return x.athlete_id === y.athlete_id;
  if (x?.relay_id && y?.relay_id) return x.relay_id === y.relay_id && folded(a.club) === folded(b.club);
  return folded(a.swimmer) === folded(b.swimmer) && folded(a.club) === folded(b.club);
}

const holds = (lane: Lane | undefined, swimmer: Lane): lane is Lane => !!lane && isOccupied(lane) && sameSwimmer(lane, swimmer);

/** A place in the programme: a heat's lane. */
export interface LanePlace {
  heat_id: string;
  lane: string;
}

/**
 * What one side (the room, or the file) did to a lane against the last file: put a swimmer in it
 * (moved there, or a late entry), left it empty, withdrew, restored, made an exhibition swim or not,
 * changed the class, or changed other line-up fields (`fields`, by name). `elsewhere`: the room put
 * this lane's swimmer in another lane (`to`), where they stay.
 */
export interface LaneSide {
  what: "placed" | "entered" | "emptied" | "withdrawn" | "restored" | "exhibition" | "exhibitionOff" | "class" | "other" | "elsewhere";
  /** The side's swimmer in the lane; empty when it leaves the lane empty. */
  swimmer: string;
  handicap?: string | null;
  fields?: string[];
  to?: LanePlace;
}

/** A lane both the room and the new file changed, each differently (DESIGN 8e `conflicts`). */
export interface LineupConflict extends LanePlace {
  room: LaneSide;
  file: LaneSide;
  /** Whose lane the programme now has: the file's, or the room's where the room moved a swimmer there. */
  outcome: "file" | "room";
  /** Where the file's swimmer of this lane is now, when not here; null: in no heat of the event. */
  file_swimmer_now?: LanePlace | null;
  /** The swimmer the room withdrew here, whom the file put in another lane still to swim: withdrawn there now. */
  withdrawn_now?: LanePlace;
}

const WITHDRAWN: readonly (EntryStatus | undefined)[] = ["WDR", "SICK"];

/** What `side` changed against `base` in a lane, the weightiest first: its swimmer, the entry status, the class, the rest. */
export function describeSide(base: Lane | undefined, side: Lane | undefined): LaneSide {
  if (!side || !isOccupied(side)) return { what: "emptied", swimmer: "" };
  const swimmer = side.swimmer;
  if (!base || !isOccupied(base) || !sameSwimmer(base, side)) return { what: side.late_entry ? "entered" : "placed", swimmer };
  const status = entryStatusOf(side);
  const before = entryStatusOf(base);
  if (status !== before) {
    if (WITHDRAWN.includes(status)) return { what: "withdrawn", swimmer };
    if (status === "EXH") return { what: "exhibition", swimmer };
    return { what: WITHDRAWN.includes(before) ? "restored" : "exhibitionOff", swimmer };
  }
  if ((side.handicap ?? null) !== (base.handicap ?? null)) return { what: "class", swimmer, handicap: side.handicap ?? null };
  // The file's own details (LENEX ids and facts) follow whatever else changed; alone they are worth a word.
  const all = differingFields(base, side);
  const fields = all.length > 1 ? all.filter((field) => field !== "lenex") : all;
  return { what: "other", swimmer, fields };
}

/**
 * A swimmer the room put in a lane, with every line-up fact the file changed against the last file
 * (`base`, the swimmer there) where the room did not: the room's place and changes, the file's news.
 */
function withFileChanges(room: Lane, base: Lane, file: Lane): Lane {
  const lane = { ...room } as Record<string, unknown>;
  const news = file as unknown as Record<string, unknown>;
  // The start list's word for the status is the lane's status too before the heat is swum.
  const also = (key: string) => (key === "entry_status" ? [key, "status"] : [key]);
  for (const key of new Set(["entry_status", ...Object.keys(base), ...Object.keys(file), ...Object.keys(room)])) {
    if (RESULT_FIELDS.has(key) || key === "late_entry" || !alike(lineupValue(room, key), lineupValue(base, key))) continue;
    for (const k of also(key)) {
      if (news[k] === undefined) delete lane[k];
      else lane[k] = news[k];
    }
  }
  return lane as unknown as Lane;
}

/** One heat's lanes merged; the room's heat is `room`, the last file's `base` (the room's own where there is none). */
function mergeHeatLanes(base: Heat, room: Heat, file: Heat): { lanes: Record<string, Lane>; conflicts: LineupConflict[] } {
  const lanes: Record<string, Lane> = {};
  const conflicts: LineupConflict[] = [];
  for (const key of laneNumbers({ ...base.lanes, ...room.lanes, ...file.lanes })) {
    const b = base.lanes[key];
    const r = room.lanes[key];
    const f = file.lanes[key];
    const fileKept = sameLineup(f, b);
    const taken = fileKept ? r : f;
    if (taken) lanes[key] = taken;
    if (!fileKept && !sameLineup(r, b) && !sameLineup(r, f)) {
      conflicts.push({ heat_id: room.id, lane: key, room: describeSide(b, r), file: describeSide(b, f), outcome: "file" });
    }
  }
  return { lanes, conflicts };
}

/** Heats not yet started: the room's, the last file's where the room has it, and the new file's merged heat. */
export interface MergeInput {
  /** The heats the merge may change: not started in the room, in the new file's order, each with the file's facts. */
  heats: Heat[];
  /** The room's heats not yet started as they were, by id (a heat new in the file has none). */
  room: ReadonlyMap<string, Heat>;
  /** The last imported file's heats, by id. */
  base: ReadonlyMap<string, Heat>;
  /** Every heat of the new file, also the started ones: where the file puts each swimmer. */
  file: readonly Heat[];
  /** Heats that started (kept as swum): a swimmer in one of them is in the event; one the room put there is in no heat still to swim. */
  started: readonly Heat[];
}

export interface MergeResult {
  heats: Heat[];
  conflicts: LineupConflict[];
  /** Lanes that kept a change the room made, against the last file. */
  kept_changes: number;
  /** Where a swimmer is now in the event, after the merge; null: in no heat of it. */
  placeOf(swimmer: Lane, event: Heat): LanePlace | null;
}

/**
 * The three-way merge of heats not yet started (DESIGN 8e). Lane by lane first; then by the swimmer,
 * within each event: a swimmer the room put in a lane (moved there, or entered late) stays there and
 * nowhere else, and a swimmer of the file who lost their lane to that goes back to where the room had
 * them if that lane is free, so nobody drops out who has a free place to be.
 */
export function mergeLineups(input: MergeInput): MergeResult {
  const conflicts: LineupConflict[] = [];
  const heats = input.heats.map((heat) => {
    const room = input.room.get(heat.id);
    if (!room) return { ...heat, lanes: { ...heat.lanes } };
    const merged = mergeHeatLanes(input.base.get(heat.id) ?? room, room, heat);
    conflicts.push(...merged.conflicts);
    return { ...heat, lanes: merged.lanes };
  });
  const byId = new Map(heats.map((heat) => [heat.id, heat]));
  const conflictAt = (place: LanePlace) => conflicts.find((c) => c.heat_id === place.heat_id && c.lane === place.lane);

  // The room's placements: a lane whose swimmer the last file did not have there. Those in a heat that
  // has started since count too: that swimmer swam (or swims) there, and is in no heat still to swim.
  // A started heat the last file no longer had is the room's alone, every swimmer in it placed by the room.
  const pinned: (LanePlace & { swimmer: Lane; swum: boolean })[] = [];
  const pinsOf = (heatId: string, room: Heat | undefined, swum: boolean) => {
    const base = input.base.get(heatId) ?? (swum && input.base.size > 0 ? { lanes: {} as Heat["lanes"] } : undefined);
    if (!room || !base) return;
    for (const [lane, swimmer] of Object.entries(room.lanes)) {
      if (isOccupied(swimmer) && !holds(base.lanes[lane], swimmer)) pinned.push({ heat_id: heatId, lane, swimmer, swum });
    }
  };
  for (const heat of heats) pinsOf(heat.id, input.room.get(heat.id), false);
  for (const heat of input.started) pinsOf(heat.id, heat, true);
  for (const pin of pinned) {
    const heat = pin.swum ? input.started.find((h) => h.id === pin.heat_id)! : byId.get(pin.heat_id)!;
    if (!pin.swum && !holds(heat.lanes[pin.lane], pin.swimmer)) {
      heat.lanes[pin.lane] = pin.swimmer;
      const conflict = conflictAt(pin);
      if (conflict) conflict.outcome = "room";
    }
    // The file put the same swimmer elsewhere too: the room's place counts, once, with what the file
    // now says of them (an entry time it corrected) where the room left that as the last file had it.
    for (const other of heats) {
      if (!sameEvent(other, heat)) continue;
      for (const [lane, there] of Object.entries(other.lanes)) {
        if ((other.id === pin.heat_id && lane === pin.lane) || !holds(there, pin.swimmer)) continue;
        const last = placeIn(input.base, pin.swimmer, heat);
        if (!pin.swum && last)
          heat.lanes[pin.lane] = withFileChanges(heat.lanes[pin.lane]!, input.base.get(last.heat_id)!.lanes[last.lane]!, there);
        delete other.lanes[lane];
        const room = input.room.get(other.id);
        const base = input.base.get(other.id) ?? room;
        const side: LaneSide = { what: "elsewhere", swimmer: pin.swimmer.swimmer, to: { heat_id: pin.heat_id, lane: pin.lane } };
        const existing = conflictAt({ heat_id: other.id, lane });
        if (existing) Object.assign(existing, { room: side, outcome: "room" });
        else conflicts.push({ heat_id: other.id, lane, room: side, file: describeSide(base?.lanes[lane], there), outcome: "room" });
      }
    }
  }

  const everyHeat = [...heats, ...input.started];
  const placed = new Map(everyHeat.map((heat) => [heat.id, heat]));
  const whereIs = (swimmer: Lane, event: Heat): LanePlace | null => {
    for (const heat of everyHeat) {
      if (!sameEvent(heat, event)) continue;
      for (const [lane, there] of Object.entries(heat.lanes)) if (holds(there, swimmer)) return { heat_id: heat.id, lane };
    }
    return null;
  };
  const freeLane = (place: LanePlace) => {
    const heat = byId.get(place.heat_id);
    return heat && !(heat.lanes[place.lane] && isOccupied(heat.lanes[place.lane]!)) ? heat : undefined;
  };
  // A swimmer the file names who is now nowhere in the event: where the file put them, else where the room had them.
  for (const fileHeat of input.file) {
    for (const [lane, swimmer] of Object.entries(fileHeat.lanes)) {
      // Most of the file's swimmers are where the file put them; only the others are looked for.
      const here = placed.get(fileHeat.id)?.lanes[lane];
      if (!isOccupied(swimmer) || here === swimmer || holds(here, swimmer) || whereIs(swimmer, fileHeat)) continue;
      const filePlace = freeLane({ heat_id: fileHeat.id, lane });
      if (filePlace) {
        filePlace.lanes[lane] = swimmer;
        continue;
      }
      const roomPlace = placeIn(input.room, swimmer, fileHeat);
      const free = roomPlace && freeLane(roomPlace);
      if (roomPlace && free) free.lanes[roomPlace.lane] = input.room.get(roomPlace.heat_id)!.lanes[roomPlace.lane]!;
    }
  }
  // A withdrawal is the swimmer's, not the lane's (nothing decided is undone): where the file moved a
  // swimmer the room withdrew to another lane still to swim, they stay withdrawn there.
  for (const conflict of conflicts) {
    if (conflict.outcome !== "file" || conflict.room.what !== "withdrawn") continue;
    const withdrawn = input.room.get(conflict.heat_id)?.lanes[conflict.lane];
    const now = withdrawn && whereIs(withdrawn, byId.get(conflict.heat_id)!);
    const heat = now && byId.get(now.heat_id);
    const there = now && heat?.lanes[now.lane];
    if (!withdrawn || !now || !heat || !there || WITHDRAWN.includes(entryStatusOf(there))) continue;
    const status = entryStatusOf(withdrawn)!;
    heat.lanes[now.lane] = { ...there, entry_status: status, status };
    conflict.withdrawn_now = now;
  }
  for (const conflict of conflicts) {
    const fileLane = input.file.find((h) => h.id === conflict.heat_id)?.lanes[conflict.lane];
    if (!fileLane || !isOccupied(fileLane)) continue;
    const now = whereIs(fileLane, byId.get(conflict.heat_id)!);
    if (!now || now.heat_id !== conflict.heat_id || now.lane !== conflict.lane) conflict.file_swimmer_now = now;
  }

  let kept = 0;
  for (const heat of heats) {
    const room = input.room.get(heat.id);
    if (!room) continue;
    const base = input.base.get(heat.id) ?? room;
    for (const key of laneNumbers({ ...base.lanes, ...room.lanes, ...heat.lanes })) {
      const r = room.lanes[key];
      if (!sameLineup(r, base.lanes[key]) && sameLineup(r, heat.lanes[key])) kept += 1;
    }
  }
  return { heats, conflicts, kept_changes: kept, placeOf: whereIs };
}

/** Where `heats` (the room's not yet started, or the last file's) have a swimmer in the same event. */
function placeIn(heats: ReadonlyMap<string, Heat>, swimmer: Lane, event: Heat): LanePlace | null {
  for (const heat of heats.values()) {
    if (!sameEvent(heat, event)) continue;
    for (const [lane, there] of Object.entries(heat.lanes)) if (holds(there, swimmer)) return { heat_id: heat.id, lane };
  }
  return null;
}
