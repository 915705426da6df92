// DESIGN 6b: what the control panel itself needs of the start from the start signal: the sound's
// travel, the start message from what was found, which moment the room took, and the settings kept
// per browser. The microphone's side is in hornTiming.ts, loaded only with the switch on.
import type { ClientMessage, HornMiss } from "../../../shared/live";

/** m/s in air at about 20 °C, warm enough for an indoor pool hall. */
export const SPEED_OF_SOUND = 343;
/** The detector looks this far back from the press (DESIGN 6b); the room allows no more. */
export const LOOKBACK_MS = 1_500;
/**
 * A Start waits this long after the press before the search: a signal that began just before the
 * press (a person's reaction is about 0.11 s) is only recognised in what follows it, and the detector
 * reads this much past the press.
 */
export const AFTER_PRESS_MS = 300;
export const DEFAULT_DISTANCE_M = 10;
/** The schema's largest correction is 1,000 ms, 343 m; no hall is that long. */
export const MAX_DISTANCE_M = 300;

/** The sound's travel from the loudspeaker to the panel, whole ms. */
export function correctionMs(distanceM: number): number {
  if (!Number.isFinite(distanceM) || distanceM <= 0) return 0;
  return Math.round((Math.min(distanceM, MAX_DISTANCE_M) / SPEED_OF_SOUND) * 1000);
}

/** A distance as typed ('12,5' too), or null when it is none the panel can use. */
export function parseDistance(text: string): number | null {
  const value = Number(text.trim().replace(",", "."));
  return text.trim() !== "" && Number.isFinite(value) && value >= 0 && value <= MAX_DISTANCE_M ? value : null;
}

export type StartFields = Omit<Extract<ClientMessage, { type: "start" }>, "type" | "id">;

/**
 * The start message. `press` is the press as pressTime gives it (room time), `onset` the signal's
 * onset in room time with the detector's confidence, or null. Found: the onset less the sound's travel counts, kept inside the
 * window the room accepts (rounding must not push it out); not found: the press, as before, with why
 * (`miss`) for the log.
 */
export function hornStartFields(
  press: { time: number; accuracy: number },
  onset: { roomTime: number; confidence: number } | null,
  correction: number,
  miss?: HornMiss,
): StartFields {
  if (!onset) return { ...press, source: "press", ...(miss ? { horn_miss: miss } : {}) };
  const earliest = press.time - LOOKBACK_MS - correction;
  const time = Math.min(press.time, Math.max(earliest, Math.round(onset.roomTime - correction)));
  return { time, accuracy: press.accuracy, source: "horn", press_time: press.time, confidence: onset.confidence, correction };
}

/** What this panel sent for a heat's start, to tell afterwards which moment the room took. */
export interface SentStart {
  heatId: string;
  fields: StartFields;
  /** Whether the panel was listening when Start was pressed. */
  listening: boolean;
}

export type StartOutcome =
  | { kind: "horn"; secondsBefore: number }
  /** DESIGN 6b: the learned signal started the armed heat; nobody pressed. */
  | { kind: "auto" }
  | { kind: "press"; why: HornMiss | "not-listening" | null }
  | { kind: "receive" };

/** The room hears a press within this long, or takes its own receive time for it (DESIGN 6). */
const RECEIVED_WITHIN_MS = 5_000;

/**
 * Which moment the room took for the start, from the heat's start_time: the signal's, the press's or
 * (an unsynchronised or implausible press, DESIGN 6) its own receive time; null for a start_time that
 * is none of these, another desk's start.
 */
export function startOutcome(sent: SentStart, startTime: number): StartOutcome | null {
  const { fields } = sent;
  if (fields.source === "horn" && startTime === fields.time)
    return fields.auto ? { kind: "auto" } : { kind: "horn", secondsBefore: (fields.press_time! - fields.time) / 1000 };
  const press = fields.press_time ?? fields.time;
  if (startTime !== press) return startTime > press && startTime <= press + RECEIVED_WITHIN_MS ? { kind: "receive" } : null;
  if (fields.source === "horn") return { kind: "press", why: null };
  return { kind: "press", why: sent.listening ? (fields.horn_miss ?? "no-signal") : fields.source === "press" ? "not-listening" : null };
}

/** The panel's choice, kept per browser: the hall and the desk's place in it are this browser's. */
export interface HornSettings {
  on: boolean;
  distance: number;
}

export const HORN_SETTINGS_KEY = "zwemtijd.hornStart";

/** The kept settings; anything unreadable or out of range falls back to off and the default distance. */
export function readHornSettings(storage: Pick<Storage, "getItem"> | null): HornSettings {
  let kept: Partial<HornSettings> = {};
  try {
    kept = (JSON.parse(storage?.getItem(HORN_SETTINGS_KEY) ?? "{}") as Partial<HornSettings> | null) ?? {};
  } catch {
    // A value written by hand or by an older page: start from the defaults.
  }
  const distance = typeof kept.distance === "number" ? parseDistance(String(kept.distance)) : null;
  return { on: kept.on === true, distance: distance ?? DEFAULT_DISTANCE_M };
}

export function writeHornSettings(storage: Pick<Storage, "setItem"> | null, settings: HornSettings): void {
  try {
    storage?.setItem(HORN_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or blocked (private mode): the choice holds for this page only.
  }
}
