// A meet's statistics (SPEC 6 "Statistieken", SPEC 7: plain text) as one pure function of its heats
// and their stored entries, so the room can answer from its own storage and tests can check every
// figure without a socket.
import type { Heat, Lane, Watch } from "../shared/programme";
import { canExportHeat, heatStatusLook } from "../shared/heat-rules";
import { heatTitle } from "../shared/labels";
import { serverText, type ServerMessageId } from "../shared/i18n/server-texts";
import type { MessageValues } from "../shared/i18n/catalogue";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "../shared/i18n/languages";
import { formatSwimTime } from "../shared/race-time";
import { formatSeconds, isCountingWatch } from "../shared/watch-outliers";

/** A heat's duration as a race time reads, with its unit where it could be read as minutes ("10.33 s"; "2:10.33"). */
const durationText = (ms: number) => (ms < 60_000 ? `${formatSwimTime(ms)} s` : formatSwimTime(ms));
import { standingEntries, type HeatEntry, type StandingRecord } from "./heat-entries";
import { isDisqualified } from "./result-rules";

type StatisticsId = Extract<ServerMessageId, `room.statistics.${string}`>;
type Say = (id: StatisticsId, values?: MessageValues) => string;

/** SPEC 4's label; statuses it does not name (2, 3, 4, and 10 which has only a colour) by number. */
function statusName(status: number, language: Language, say: Say): string {
  return heatStatusLook(status, false, language)?.label || say("room.statistics.status", { status: String(status) });
}

/** A heat's race duration in ms once stopped; a running heat has no end, an imported result no clock. */
function duration(heat: Heat): number | null {
  if (heat.start_time == null || heat.end_time == null) return null;
  return heat.end_time - heat.start_time;
}

/** One timekeeper's figures over the meet (DESIGN 6b). */
interface Timekeeper {
  name: string;
  /** Lanes they recorded a time on, in the race that counts, withdrawn ones too. */
  lanes: number;
  /** Their watch minus the lane's counted time (ms), per lane where there was something to compare with. */
  differences: number[];
  late: number;
  withdrawn: number;
}

/**
 * The time a watch is measured against: the referee's time, or SW 11.3's time over the lane's watches
 * when more than this watch made it (a time made by this watch alone says nothing about it). Nothing
 * for a rejected watch (never part of the result), a lane without a time, or a time from the file.
 */
function yardstick(lane: Lane, watch: Watch): number | null {
  if (lane.time == null || watch.rejected) return null;
  if (lane.source === "referee") return lane.time;
  if (lane.source !== "watches") return null;
  // A dead heat's one official time is no measure of a watch: the lane's own time is.
  const measured = lane.measured_time ?? lane.time;
  return (lane.watches ?? []).some((other) => other.id !== watch.id && isCountingWatch(other)) ? measured : null;
}

/**
 * Adds one heat's race that counts to the timekeepers' figures. Per lane each official counts once,
 * by their record as it stands after their own corrections: withdrawn, or else the watch the sheet
 * shows of it. Late means it waited for the referee: it waits still, or the referee accepted or
 * rejected it (only a waiting record gets a verdict). Officials are told apart by their id, as names
 * may repeat.
 */
function addTimekeepers(heat: Heat, entries: readonly HeatEntry[], into: Map<number, Timekeeper>): void {
  const current = standingEntries(entries.filter((e) => e.start_time === heat.start_time));
  const verdicts = new Set(current.flatMap((e) => (e.type === "accept_record" || e.type === "reject_record" ? [e.record_id] : [])));
  const last = new Map<string, Extract<StandingRecord, { type: "lane_time" }>>();
  for (const e of current) if (e.type === "lane_time") last.set(`${e.lane}\n${e.official_id}`, e);

  for (const record of last.values()) {
    const official = into.get(record.official_id) ?? { name: record.official_name, lanes: 0, differences: [], late: 0, withdrawn: 0 };
    into.set(record.official_id, official);
    official.lanes += 1;
    if (record.withdrawn) {
      official.withdrawn += 1;
      continue;
    }
    const lane = heat.lanes[record.lane];
    const watch = lane?.watches?.find((w) => w.id === record.id);
    if (!lane || !watch) continue;
    if (watch.pending || watch.rejected || verdicts.has(watch.id)) official.late += 1;
    const counted = yardstick(lane, watch);
    if (counted != null) official.differences.push(watch.time - counted);
  }
}

/** Sample standard deviation: the watches are a sample of how this official times. */
function spread(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((sum, x) => sum + x, 0) / values.length;
  return Math.sqrt(values.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (values.length - 1));
}

function timekeeperLine({ name, lanes, differences, late, withdrawn }: Timekeeper, say: Say): string {
  const mean = differences.length ? formatSeconds(differences.reduce((sum, x) => sum + x, 0) / differences.length, true) : "-";
  const sd = spread(differences);
  const line = say("room.statistics.timekeeper", {
    name,
    lanes,
    partly: differences.length === lanes ? "no" : "yes",
    compared: differences.length,
    mean,
    spread: sd == null ? "-" : formatSeconds(sd),
    late,
    withdrawn,
  });
  return `  ${line}`;
}

/** DESIGN 6b: per timekeeper how far their watch lies from the time that counts, so a referee sees who is consistently late. */
function timekeeperLines(
  heats: readonly Heat[],
  entriesOf: (heatId: string) => readonly HeatEntry[],
  language: Language,
  say: Say,
): string[] {
  const officials = new Map<number, Timekeeper>();
  // A heat never started here has no race, so its entries are not even read.
  for (const heat of heats) if (heat.start_time != null) addTimekeepers(heat, entriesOf(heat.id), officials);
  if (officials.size === 0) return [say("room.statistics.noTimekeepers")];
  const sorted = [...officials]
    .sort(([a, x], [b, y]) => x.name.localeCompare(y.name, LOCALES[language]) || a - b)
    .map(([, official]) => official);
  return [
    say("room.statistics.timekeepers"),
    ...sorted.map((official) => timekeeperLine(official, say)),
    ...(sorted.some((o) => o.differences.length < o.lanes) ? [`  ${say("room.statistics.notCompared")}`] : []),
  ];
}

/**
 * `entriesOf`: the room's stored entries of a heat (officials' records, corrections, decisions), oldest
 * first. In `language` (DESIGN 12), Dutch unless asked.
 */
export function meetStatistics(
  heats: readonly Heat[],
  entriesOf: (heatId: string) => readonly HeatEntry[],
  language: Language = DEFAULT_LANGUAGE,
): string {
  const say: Say = (id, values) => serverText(language, id, values);
  const perStatus = new Map<number, number>();
  for (const heat of heats) perStatus.set(heat.status, (perStatus.get(heat.status) ?? 0) + 1);

  // A heat is swum once it has a result: neither planned nor running (the same test as its export).
  const swum = heats.filter((heat) => canExportHeat(heat.status));
  const timed = heats.map((heat) => ({ heat, ms: duration(heat) })).filter((x): x is { heat: Heat; ms: number } => x.ms != null);
  const longest = timed.reduce<(typeof timed)[number] | null>((best, x) => (!best || x.ms > best.ms ? x : best), null);
  const meanMs = timed.length ? timed.reduce((sum, x) => sum + x.ms, 0) / timed.length : null;

  const lanes = heats.flatMap((heat) => Object.values(heat.lanes));
  const withTime = lanes.filter((lane) => lane.time != null).length;
  const disqualified = lanes.filter(isDisqualified).length;

  const lines = [
    say("room.statistics.title"),
    "",
    say("room.statistics.heats", { count: heats.length }),
    ...[...perStatus].sort(([a], [b]) => a - b).map(([status, count]) => `  ${statusName(status, language, say)}: ${count}`),
    say("room.statistics.swum", { count: swum.length }),
    "",
    say("room.statistics.duration", { count: timed.length }),
    `  ${say("room.statistics.mean", { value: meanMs == null ? "-" : durationText(meanMs) })}`,
    `  ${say("room.statistics.longest", {
      value: longest ? `${durationText(longest.ms)} (${heatTitle(longest.heat, language)})` : "-",
    })}`,
    "",
    say("room.statistics.lanesWithTime", { count: withTime }),
    say("room.statistics.disqualifications", { count: disqualified }),
    "",
    ...timekeeperLines(heats, entriesOf, language, say),
  ];
  return `${lines.join("\n")}\n`;
}
