// DESIGN 8h's check against the meet program itself: a results file's own RANKINGs (the place
// Splash gave each result in each AGEGROUP) beside the places the room computes from the same file.
// Used by the unit and API tests; the room never reads a file's RANKINGs, it computes them.
import { unzipSync } from "fflate";
import type { Heat } from "../../shared/programme";
import type { GroupResults, MeetResults, ResultRow } from "../../shared/results";
import { finalTier } from "../../shared/age-groups";
import { decodeXmlBytes } from "./decode-text";
import { parseXml, type XmlElement } from "./xml";

/** One RANKING of the file: the place it gives a result in a group of an event (≤ 0 or missing: none). */
export interface FileRanking {
  event_id: string;
  agegroup_id: string;
  result_id: string;
  place: number | null;
}

const KEEP = new Set(["MEETS", "MEET", "SESSIONS", "SESSION", "EVENTS", "EVENT", "AGEGROUPS", "AGEGROUP", "RANKINGS", "RANKING"]);

const kids = (element: XmlElement | undefined, name: string) => element?.children.filter((c) => c.name === name) ?? [];
const items = (element: XmlElement | undefined, collection: string, item: string) =>
  kids(element, collection).flatMap((c) => kids(c, item));

/** Every RANKING of the first meet of a LENEX file (.lxf or .lef). */
export function fileRankings(bytes: Uint8Array): FileRanking[] {
  const zipped = bytes[0] === 0x50 && bytes[1] === 0x4b;
  const lef = zipped ? Object.values(unzipSync(bytes, { filter: (f) => f.name.toLowerCase().endsWith(".lef") }))[0]! : bytes;
  const root = parseXml(decodeXmlBytes(lef), KEEP);
  const meet = items(root, "MEETS", "MEET")[0];
  const found: FileRanking[] = [];
  for (const session of items(meet, "SESSIONS", "SESSION")) {
    for (const event of items(session, "EVENTS", "EVENT")) {
      for (const group of items(event, "AGEGROUPS", "AGEGROUP")) {
        for (const ranking of items(group, "RANKINGS", "RANKING")) {
          const place = Number(ranking.attrs.place);
          found.push({
            event_id: event.attrs.eventid ?? "",
            agegroup_id: group.attrs.agegroupid ?? "",
            result_id: ranking.attrs.resultid ?? "",
            place: Number.isInteger(place) && place > 0 ? place : null,
          });
        }
      }
    }
  }
  return found;
}

/** How a file's RANKING compares with the computed group. */
export type RankingCheck =
  /** The same place, or no place in both. */
  | "equal"
  /**
   * The file gives no place yet because its heat, or one whose swims could come before it, is not
   * OFFICIAL in the file; the computed place is there, marked provisional in its group.
   */
  | "not_official"
  | "different";

export interface RankingComparison {
  ranking: FileRanking;
  check: RankingCheck;
  /** The computed place; undefined when the computed group has no row for the result. */
  place?: number | null;
}

/**
 * Each of the file's RANKINGs beside the computed place of the same result (found by its result id
 * among `heats`, the programme read from the same file) in the group of the same id.
 */
export function compareRankings(rankings: readonly FileRanking[], heats: readonly Heat[], results: MeetResults): RankingComparison[] {
  const swims = new Map<string, { heat: Heat; lane: string }>();
  for (const heat of heats) {
    for (const [lane, l] of Object.entries(heat.lanes)) if (l.lenex?.result_id) swims.set(l.lenex.result_id, { heat, lane });
  }
  const groups = new Map<string, { group: GroupResults; heats: Heat[] }>();
  for (const event of results.events) {
    const heatsOf = heats.filter((h) => h.event_number === event.event_number && (h.round ?? "") === (event.round ?? ""));
    for (const group of event.groups) groups.set(`${event.event_id} ${group.agegroup_id}`, { group, heats: heatsOf });
  }
  return rankings.map((ranking): RankingComparison => {
    const found = groups.get(`${ranking.event_id} ${ranking.agegroup_id}`);
    const swim = swims.get(ranking.result_id);
    const row =
      found && swim && found.heats.includes(swim.heat)
        ? found.group.rows.find((r) => r.heat_number === swim.heat.heat_number && r.lane === swim.lane)
        : undefined;
    const place = row?.place;
    if ((place ?? null) === ranking.place) return { ranking, check: "equal", ...(row ? { place } : {}) };
    if (row && ranking.place === null && found && unofficialBefore(row, found.group, found.heats)) {
      return { ranking, check: "not_official", place };
    }
    return { ranking, check: "different", ...(row ? { place } : {}) };
  });
}

/** The row's place may still change: a provisional swim of its own final in the group could come before it. */
function unofficialBefore(row: ResultRow, group: GroupResults, heats: readonly Heat[]): boolean {
  const tier = (r: ResultRow) => finalTier(heats.find((h) => h.heat_number === r.heat_number)?.lenex?.final);
  return group.rows.some((r) => r.provisional && tier(r) === tier(row));
}
