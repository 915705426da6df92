// DESIGN 9: a re-import replaces the programme but keeps every recorded result of heats that still
// exist (same event and heat number), and says what was added, removed or changed.
import { compareHeats, type Heat, type Lane } from "../shared/programme";
import { isDisqualified, resultStatus } from "./result-rules";

/** A swimmer the file puts in another lane of a started heat than the one who swam there (DESIGN 8e). */
export interface MovedSwimmer {
  heat_id: string;
  lane: string;
  /** Who swam, and keeps the lane. */
  swam: string;
  /** Whom the file names in that lane; empty when the file leaves it empty. */
  file: string;
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
  heats: number;
}

const RESULT_FIELDS = ["time", "splits", "dqs", "confirmed", "status"] as const;

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

const entryOf = (lane: Lane) => JSON.stringify([lane.swimmer, lane.license, lane.handicap, lane.club, lane.entrytime]);

function entriesDiffer(a: Heat, b: Heat): boolean {
  const keys = new Set([...Object.keys(a.lanes), ...Object.keys(b.lanes)]);
  for (const key of keys) {
    const x = a.lanes[key];
    const y = b.lanes[key];
    if (!x || !y || entryOf(x) !== entryOf(y)) return true;
  }
  return a.distance !== b.distance || a.stroke !== b.stroke || a.gender !== b.gender;
}

/** The file's heat with the room's recorded results laid over it. */
function mergeHeat(incoming: Heat, existing: Heat): Heat {
  const lanes: Record<string, Lane> = { ...incoming.lanes };
  for (const [key, old] of Object.entries(existing.lanes)) {
    if (!isRecorded(old)) continue;
    const fresh = lanes[key];
    // A lane that had a result but is gone from the file stays, so no recorded time is lost.
    lanes[key] = fresh ? { ...fresh, ...Object.fromEntries(RESULT_FIELDS.map((f) => [f, old[f]])) } : old;
  }
  return { ...incoming, status: existing.status, start_time: existing.start_time, end_time: existing.end_time, vva: existing.vva, lanes };
}

export function mergeProgramme(existing: Heat[], incoming: Heat[]): { heats: Heat[]; report: ImportReport } {
  const before = new Map(existing.map((h) => [h.id, h]));
  const incomingIds = new Set(incoming.map((h) => h.id));
  const report: ImportReport = { added: [], removed: [], changed: [], kept: [], heats: 0 };
  const heats = incoming.map(withImportedStatus).map((heat) => {
    const old = before.get(heat.id);
    if (!old) {
      report.added.push(heat.id);
      return heat;
    }
    if (entriesDiffer(old, heat)) report.changed.push(heat.id);
    return hasResults(old) ? mergeHeat(heat, old) : heat;
  });
  for (const old of existing) {
    if (incomingIds.has(old.id)) continue;
    if (hasResults(old)) {
      report.kept.push(old.id);
      heats.push(old);
    } else {
      report.removed.push(old.id);
    }
  }
  heats.sort(compareHeats);
  report.heats = heats.length;
  return { heats, report };
}
