// How a result row reads on the results screen, in print and on the projector (DESIGN 8c). Pure, so
// the wording of places and statuses is tested once and every view says the same.
import { heatRace } from "../../../../shared/labels";
import type { Heat } from "../../../../shared/programme";
import { formatSwimTime } from "../../../../shared/race-time";
import { meetResults, type EventResults, type MeetResults, type ResultRow } from "../../../../shared/results";
import { groupAges, groupsOf, resultParts, type GroupFacts, type ResultPart } from "../../../../shared/result-parts";
import { LOCALES } from "../../../../shared/i18n/languages";
import { currentLanguage, t } from "../../../i18n/texts";

/** "Programma 3 — 100 m Vrije slag, Vrouwen"; Splash's round suffix kept ("Programma 7F — …"). */
export function eventTitle(event: Pick<EventResults, "event_number" | "round" | "distance" | "relaycount" | "stroke" | "gender">): string {
  return t("meet.results.event", { number: `${event.event_number}${event.round ?? ""}`, race: heatRace(event) });
}

/** What stands in the place column: the shared place, or the status in its stead (its code: DESIGN 12). */
export function placeText(row: Pick<ResultRow, "place" | "status">): string {
  if (row.place != null) return String(row.place);
  return row.status ? t(`meet.results.statusShort.${row.status}`) : "";
}

const STATUS_ORDER = ["DNS", "DNF", "DSQ", "EXH"] as const;

/**
 * What the abbreviations in the place column stand for ("EXH = Buiten mededinging"), those the results
 * have only: paper has no hover (issue 41). Empty when every row is placed.
 */
export function statusLegend(events: readonly Pick<EventResults, "overall">[]): string {
  const shown = new Set(events.flatMap((event) => event.overall.map((row) => row.status)));
  return STATUS_ORDER.filter((status) => shown.has(status))
    .map((status) => `${t(`meet.results.statusShort.${status}`)} = ${t(`meet.results.statusLong.${status}`)}`)
    .join(" · ");
}

/** The status spelled out, with the referee's reason: "Gediskwalificeerd: SW 4.4"; null for a placed row. */
export function statusText(row: Pick<ResultRow, "status" | "reason">): string | null {
  if (!row.status) return null;
  const long = t(`meet.results.statusLong.${row.status}`);
  const reason = row.reason?.trim();
  return reason ? t("meet.results.withReason", { status: long, reason }) : long;
}

/**
 * The time a row shows, m:ss.hh: a placed swim and an exhibition swim (DESIGN 8c) show theirs; a
 * DNS, DNF or DSQ shows none, as a results list reads.
 */
export function rowTime(row: Pick<ResultRow, "time" | "status">): string {
  if (row.status && row.status !== "EXH") return "";
  return formatSwimTime(row.time);
}

/** The facts of a lane that the results depend on; watches, presence and the clock are left out. */
function laneSignature(key: string, lane: Heat["lanes"][string]): string {
  const dq = Object.values(lane.dqs ?? {}).some((flag) => flag === true) ? "q" : "";
  return [key, lane.swimmer, lane.club ?? "", lane.handicap ?? "", lane.time ?? "", lane.status ?? "", dq, lane.reason ?? ""].join(
    "\u001f",
  );
}

/**
 * A fingerprint of everything in the heats that changes the results: when a referee's decision, a
 * time or a re-import changes it, the results screen asks the server again (DESIGN 8c).
 */
export function resultsSignature(heats: readonly Heat[]): string {
  return heats
    .map((heat) => {
      const lanes = Object.entries(heat.lanes)
        .map(([key, lane]) => laneSignature(key, lane))
        .join("\u001e");
      // Settling changes no time, only whether each is 'voorlopig' (DESIGN 8c).
      return `${heat.id}\u001d${heat.status}\u001d${heat.settled ? 1 : 0}\u001d${lanes}`;
    })
    .join("\u001c");
}

/** A heat's lanes with their result status as the meet's results read it (a DQ flag is a DSQ): by lane key. */
export function heatPlaces(heat: Heat): Map<string, ResultRow> {
  const event = meetResults([heat]).events[0];
  return new Map((event?.overall ?? []).map((row) => [row.lane, row]));
}

/** A lane's place in its own group of the event, and the group's name where the meet has groups of its own. */
export interface GroupPlace {
  place: number | null;
  group: string | null;
}

/**
 * DESIGN 8h: the projector's places for one heat, each lane's in its own group of the whole event, as
 * the server ranks them (`results`): never a place within the heat that the meet does not give. A
 * swimmer in several groups (an open one and an age group) shows the narrowest, the fewest swims.
 */
export function heatGroupPlaces(
  results: Pick<MeetResults, "events"> | null | undefined,
  heat: Pick<Heat, "event_number" | "round" | "heat_number">,
): Map<string, GroupPlace> {
  const event = results?.events.find((e) => e.event_number === heat.event_number && (e.round ?? null) === (heat.round ?? null));
  const places = new Map<string, GroupPlace & { size: number }>();
  for (const group of event?.groups ?? []) {
    const name = group.agegroup_id === null ? null : groupTitle(group);
    for (const row of group.rows) {
      if (row.heat_number !== heat.heat_number) continue;
      const known = places.get(row.lane);
      if (!known || group.rows.length < known.size) places.set(row.lane, { place: row.place, group: name, size: group.rows.length });
    }
  }
  return new Map([...places].map(([lane, { place, group }]) => [lane, { place, group }]));
}

/** The words for a part of an event's results (shared/result-parts): a group by its name, a class by its code. */
export function partTitle(part: ResultPart): string {
  if (part.kind === "overall") return t("meet.results.overall");
  if (part.kind === "class") return t("meet.results.sportClass", { cls: part.cls });
  // Ranked by the meet program's points, not by time: said, or a slower swim placed first looks wrong.
  return part.group.ranked_by === "points" ? t("meet.results.group.byPoints", { name: groupTitle(part.group) }) : groupTitle(part.group);
}

/**
 * A ranking group's name as the file gives it ("Dames 25-29 jaar"); a group the file left unnamed is
 * called by its ages, so no ranking goes without a header.
 */
export function groupTitle(group: GroupFacts): string {
  const name = group.name.trim();
  if (name) return name;
  const { min, max } = groupAges(group);
  if (min != null && max != null) return min === max ? t("meet.results.group.one", { min }) : t("meet.results.group.ages", { min, max });
  if (min != null) return t("meet.results.group.from", { min });
  if (max != null) return t("meet.results.group.upTo", { max });
  return t("meet.results.group.unnamed");
}

/**
 * An event's rankings as the results screen shows them: the file's groups (or overall), per class,
 * and any other (8g's points).
 */
type Rankings<R> = {
  overall: readonly R[];
  classes: readonly { class: string; rows: readonly R[] }[];
  groups?: readonly (GroupFacts & { rows: readonly ResultRow[] })[];
  points_ranking?: readonly R[];
  /** In one club's list: how many classes swim in the whole field (its own classes may be one). */
  field_classes?: number;
};

/** DESIGN 8g: the points ranking shows where classes swim together, in the whole field, also in one club's list. */
export const rankedByPoints = (event: Pick<Rankings<unknown>, "classes" | "field_classes">): boolean =>
  (event.field_classes ?? event.classes.length) > 1;

/** The clubs that have a result in the meet, by name (DESIGN 8c: each club prints its own list). */
export function resultClubs(events: readonly Rankings<Pick<ResultRow, "club">>[]): string[] {
  const clubs = new Set<string>();
  for (const event of events) for (const row of event.overall) if (row.club) clubs.add(row.club);
  return [...clubs].sort((a, b) => a.localeCompare(b, LOCALES[currentLanguage()]));
}

/**
 * One club's swims in every ranking, their places as in the whole field; events, groups and classes
 * where it has none are left out (a group stays in the answer, empty, so the event still shows its
 * own groups rather than the overall ranking: resultParts leaves the empty ones out). Every club's:
 * `club` null.
 */
export function clubEvents<R extends ResultRow, E extends Rankings<R>>(events: readonly E[], club: string | null): readonly E[] {
  if (club === null) return events;
  const keep = (row: Pick<ResultRow, "club">) => row.club === club;
  return events
    .map((event) => ({
      ...event,
      field_classes: event.field_classes ?? event.classes.length,
      overall: event.overall.filter(keep),
      classes: event.classes.map((group) => ({ ...group, rows: group.rows.filter(keep) })).filter((group) => group.rows.length > 0),
      ...(event.groups ? { groups: groupsOf(event.groups, keep) } : {}),
      ...(event.points_ranking ? { points_ranking: event.points_ranking.filter(keep) } : {}),
    }))
    .filter((event) => event.overall.length > 0 && resultParts(event).length > 0);
}
