// A meet's statistics (SPEC 6 "Statistieken", SPEC 7: plain text) as one pure function of its heats,
// so the room can answer from its own storage and tests can check every figure without a socket.
import type { Heat } from "../shared/programme";
import { canExportHeat, heatStatusLook } from "../shared/heat-rules";
import { heatTitle } from "../shared/labels";
import { formatSwimTime } from "../shared/race-time";
import { isDisqualified } from "./result-rules";

/** SPEC 4's label; statuses it does not name (2, 3, 4, and 10 which has only a colour) by number. */
function statusName(status: number): string {
  return heatStatusLook(status)?.label || `Status ${status}`;
}

/** A heat's race duration in ms once stopped; a running heat has no end, an imported result no clock. */
function duration(heat: Heat): number | null {
  if (heat.start_time == null || heat.end_time == null) return null;
  return heat.end_time - heat.start_time;
}

export function meetStatistics(heats: readonly Heat[]): string {
  const perStatus = new Map<number, number>();
  for (const heat of heats) perStatus.set(heat.status, (perStatus.get(heat.status) ?? 0) + 1);

  // A heat is swum once it has a result: neither planned nor running (the same test as its export).
  const swum = heats.filter((heat) => canExportHeat(heat.status));
  const timed = heats
    .map((heat) => ({ heat, ms: duration(heat) }))
    .filter((x): x is { heat: Heat; ms: number } => x.ms != null);
  const longest = timed.reduce<(typeof timed)[number] | null>((best, x) => (!best || x.ms > best.ms ? x : best), null);
  const meanMs = timed.length ? timed.reduce((sum, x) => sum + x.ms, 0) / timed.length : null;

  const lanes = heats.flatMap((heat) => Object.values(heat.lanes));
  const withTime = lanes.filter((lane) => lane.time != null).length;
  const disqualified = lanes.filter(isDisqualified).length;

  const lines = [
    "Statistieken",
    "",
    `Series: ${heats.length}`,
    ...[...perStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `  ${statusName(status)}: ${count}`),
    `Gezwommen series: ${swum.length}`,
    "",
    `Duur van een serie (gemeten over ${timed.length} ${timed.length === 1 ? "serie" : "series"} met start- en eindtijd):`,
    `  Gemiddeld: ${meanMs == null ? "-" : formatSwimTime(meanMs)}`,
    `  Langste: ${longest ? `${formatSwimTime(longest.ms)} (${heatTitle(longest.heat)})` : "-"}`,
    "",
    `Banen met een tijd: ${withTime}`,
    `Diskwalificaties: ${disqualified}`,
  ];
  return `${lines.join("\n")}\n`;
}
