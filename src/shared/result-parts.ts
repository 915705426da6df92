// DESIGN 8c and 8h: which rankings an event's results show, in order, in every view of them (the
// results screen and its print, one club's list, the public page). Pure and without words, so each
// view names the parts from its own catalogue and all of them agree on what is shown.
import type { GroupResults, ClassResults, ResultRow } from "./results";

/** A ranking group as the views read it: its facts and its rows, whatever a row carries besides. */
export type GroupFacts = Omit<GroupResults, "rows">;

/** One ranking of an event: a group of the file's own, all swimmers, or one para sport class. */
export type ResultPart =
  | { kind: "group"; key: string; group: GroupFacts; rows: readonly ResultRow[] }
  | { kind: "overall"; key: string; rows: readonly ResultRow[] }
  | { kind: "class"; key: string; cls: string; rows: readonly ResultRow[] };

/** What an event's results hold for the views: `groups` is absent in an answer from an older server. */
export interface EventRankings {
  overall: readonly ResultRow[];
  classes: readonly (Omit<ClassResults, "rows"> & { rows: readonly ResultRow[] })[];
  groups?: readonly (GroupFacts & { rows: readonly ResultRow[] })[];
}

/** The event's ranking groups from the file itself; the group of everyone (agegroup_id null) is none. */
export const ownGroups = (event: Pick<EventRankings, "groups">) => (event.groups ?? []).filter((group) => group.agegroup_id !== null);

/**
 * An event's rankings in the order they show: the file's own groups, each with its places, or where
 * the event has none (or the answer has no groups yet) the ranking of all swimmers; then one per para
 * sport class, beside them as before. A ranking without rows is left out: an age group nobody swam
 * in, or, in one club's list, a group without that club's swimmers.
 */
export function resultParts(event: EventRankings): ResultPart[] {
  const groups = ownGroups(event);
  const rankings: ResultPart[] =
    groups.length > 0
      ? groups.map((group) => {
          const { rows, ...facts } = group;
          return { kind: "group", key: `group:${group.agegroup_id}`, group: facts, rows };
        })
      : [{ kind: "overall", key: "overall", rows: event.overall }];
  const classes = event.classes.map((c): ResultPart => ({ kind: "class", key: `class:${c.class}`, cls: c.class, rows: c.rows }));
  return [...rankings, ...classes].filter((part) => part.rows.length > 0);
}

/**
 * A group's ages for a name of its own where the file gave none: LENEX writes -1 for "no limit",
 * so only an age of 0 or more is a limit.
 */
export function groupAges(group: Pick<GroupFacts, "agemin" | "agemax">): { min?: number; max?: number } {
  const ages: { min?: number; max?: number } = {};
  if (group.agemin != null && group.agemin >= 0) ages.min = group.agemin;
  if (group.agemax != null && group.agemax >= 0) ages.max = group.agemax;
  return ages;
}

/** One club's rows in every group of an event, the places as in the whole field. */
export function groupsOf<G extends { rows: readonly ResultRow[] }>(groups: readonly G[] | undefined, keep: (row: ResultRow) => boolean) {
  return groups?.map((group) => ({ ...group, rows: group.rows.filter(keep) }));
}
