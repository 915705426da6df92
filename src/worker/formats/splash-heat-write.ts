// One heat for Splash (DESIGN 10): the "generic txt heat files" timing interface of Splash Meet
// Manager. Splash reads `EventB-HeatC.txt`, B being the event number with its round letter for a
// later round ("7F"), as ';'-separated rows: LANE, the cumulative times TIME50, TIME100, … (the
// last column is the finish), and the individual timekeepers' times BACKUP1–3. The interface has no
// column for a status (Splash's wiki names LANE, TIMEnn, RTn and BACKUPn only), so a disqualified
// lane cannot be marked: it is written without any time, as a DNS is, and the referee enters the DSQ
// in Splash; the heat sheet says so beside the download. A time written for it would be ranked.
import { isDisqualified, laneNumbers, raceDistance, splitDistances, type Heat, type Lane } from "../../shared/programme";
import { formatSwimTime } from "../../shared/race-time";

const BACKUPS = 3;

/**
 * The heat file. Times are written the way Splash's own documentation of this interface shows
 * them, "35.22" and "1:11.22" (seconds under a minute, else minutes), which is also how a
 * timekeeper reads a watch; an absent time is an empty field. BACKUP1–3 are the lane's
 * timekeepers' watches (DESIGN 8b), see backupTimes.
 */
export function writeSplashHeat(heat: Heat): { filename: string; text: string } {
  // Every 50 m wall, then the finish (also for 25 m or 75 m events).
  const total = raceDistance(heat);
  const distances = total > 0 ? [...splitDistances(total), total] : [];
  const header = ["LANE", ...distances.map((d) => `TIME${d}`), ...Array.from({ length: BACKUPS }, (_, i) => `BACKUP${i + 1}`)];
  const rows = laneNumbers(heat.lanes).map((laneKey) => {
    const lane = heat.lanes[laneKey]!;
    if (isDisqualified(lane)) return [laneKey, ...distances.map(() => ""), ...Array.from({ length: BACKUPS }, () => "")].join(";");
    const times = distances.map((d, i) => formatSwimTime(i === distances.length - 1 ? lane.time : lane.splits?.[String(d)]?.time));
    const backups = backupTimes(lane);
    const watches = Array.from({ length: BACKUPS }, (_, i) => formatSwimTime(backups[i]));
    return [laneKey, ...times, ...watches].join(";");
  });
  return {
    filename: `Event${heat.event_number}${heat.round ?? ""}-Heat${heat.heat_number}.txt`,
    // Splash is a Windows program: CRLF line ends.
    text: [header.join(";"), ...rows].map((line) => `${line}\r\n`).join(""),
  };
}

/**
 * The watches that count (not those waiting for the referee or rejected by them), in the order the lane lists them, at
 * most three. A lane without a counted time (a DNS, a DNF) gets none, as it gets no time: backup
 * times are what a meet manager falls back on when the finish time is missing, and a DNS lane's
 * stray watch must not become its result in Splash.
 */
function backupTimes(lane: Lane): number[] {
  if (typeof lane.time !== "number" || !Number.isFinite(lane.time)) return [];
  const watches = Array.isArray(lane.watches) ? lane.watches : [];
  return watches
    .filter((w) => w && !w.pending && !w.rejected && typeof w.time === "number" && Number.isFinite(w.time))
    .slice(0, BACKUPS)
    .map((w) => w.time);
}
