// Race times as text and as integer milliseconds. World Aquatics times are hundredths: a third
// digit is dropped, never rounded (SW 11.2), so every conversion here truncates. Dependency-free,
// because the client formats the race clock with it too.

const HUNDREDTH = 10;

/** SW 11.2: a time in ms cut down to whole hundredths. */
export function truncateToHundredths(ms: number): number {
  return Math.floor(ms / HUNDREDTH) * HUNDREDTH;
}

/**
 * DESIGN 8: the race time of a phone's tap, from its own clock at the touch corrected by its offset
 * to the room (server = local + offset), against the heat's start in room time; SW 11.2 hundredths.
 * The phone shows it, the room records it: both from this one rule.
 */
export function touchRaceTime(touchedAt: number, offset: number, startTime: number): number {
  return truncateToHundredths(touchedAt + offset - startTime);
}

// 'SS.hh', 'M:SS.hh', 'HH:MM:SS.hh' (LENEX swim time); a comma as decimal mark is accepted because
// Dutch spreadsheets write one.
const TIME = /^(?:(?:(\d{1,2}):)?(\d{1,3}):)?(\d{1,5})(?:[.,](\d+))?$/;

/**
 * A typed or file time in ms, or null when there is none: empty, 'NT', unreadable, or zero
 * ("00:00:00.00" is how Splash writes a result without a time, e.g. a DNS).
 */
export function parseRaceTime(text: string | null | undefined): number | null {
  const ms = timeOf(text);
  return ms !== null && ms > 0 ? ms : null;
}

/**
 * Whether a file's time says something: empty, 'NT' and a dash (a hand-made list's "none") say there
 * is no time, and so does zero; anything else parseRaceTime cannot read ("1:9x.00", "1:75.20") is a
 * mistake an import refuses rather than drop.
 */
export function isReadableRaceTime(text: string | null | undefined): boolean {
  const value = (text ?? "").trim();
  return value === "" || value.toUpperCase() === "NT" || /^[-\u2013\u2014]$/.test(value) || timeOf(value) !== null;
}

/** The time in ms (zero too), or null when the text is none. */
function timeOf(text: string | null | undefined): number | null {
  const match = TIME.exec((text ?? "").trim());
  if (!match) return null;
  const [, hours, minutes, seconds, fraction] = match;
  const h = Number(hours ?? 0);
  const m = Number(minutes ?? 0);
  const s = Number(seconds);
  // Only the leading unit may run over: "75.20" means 1:15.20, "1:75.20" is a typing error.
  if (minutes !== undefined && s >= 60) return null;
  if (hours !== undefined && m >= 60) return null;
  const hundredths = Number(`${fraction ?? ""}00`.slice(0, 2));
  return ((h * 60 + m) * 60 + s) * 1000 + hundredths * HUNDREDTH;
}

function parts(ms: number): { h: number; m: number; s: number; hh: string } {
  const hundredths = Math.floor(Math.max(0, ms) / HUNDREDTH);
  const seconds = Math.floor(hundredths / 100);
  return {
    h: Math.floor(seconds / 3600),
    m: Math.floor(seconds / 60) % 60,
    s: seconds % 60,
    hh: String(hundredths % 100).padStart(2, "0"),
  };
}

const pad2 = (n: number): string => String(n).padStart(2, "0");

/** SPEC: the race clock shows mm:ss.hh, and 00:00.00 when there is no time; minutes run past 59. */
export function formatClock(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return "00:00.00";
  const { h, m, s, hh } = parts(ms);
  return `${pad2(h * 60 + m)}:${pad2(s)}.${hh}`;
}

/** LENEX swim time "HH:MM:SS.hh"; "NT" (the LENEX word for no time) when there is none. */
export function formatLenexTime(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return "NT";
  const { h, m, s, hh } = parts(ms);
  return `${pad2(h)}:${pad2(m)}:${pad2(s)}.${hh}`;
}

/** A result as swimmers read it and Splash's timing files hold it: "35.22", "1:11.22"; "" for none. */
export function formatSwimTime(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return "";
  const { h, m, s, hh } = parts(ms);
  if (h > 0) return `${h}:${pad2(m)}:${pad2(s)}.${hh}`;
  if (m > 0) return `${m}:${pad2(s)}.${hh}`;
  return `${s}.${hh}`;
}
