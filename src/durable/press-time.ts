// DESIGN 6: a start or stop counts from the moment the button was pressed, not from the moment the
// room heard it, so the panel's uplink delay (15–60 ms on 4G, spikes of 300 ms) does not shorten every
// time of the heat. The panel's claim is only trusted when its clock is synchronised and the claim
// fits what the room itself saw; otherwise the room's own receive time counts.
import { HORN_ACCEPTANCE } from "../shared/start-signal";

/** An accuracy this good or better means the panel's clock agrees with the room's (DESIGN 6). */
export const SYNCHRONISED_BELOW_MS = 100;
/** A press is at most this old when it arrives; an older one is a stuck queue, not a delay. */
export const OLDEST_PRESS_MS = 5_000;
/** A press may seem a little in the future: the panel's clock error, at least this much. */
export const FUTURE_SLACK_MS = 20;

export type PressSource = "horn" | "press" | "receive";

export interface PressTime {
  /** The time that counts, in room time (ms). */
  time: number;
  source: PressSource;
  /** A start signal was claimed under the detector's own acceptance: the press counted instead. */
  unsure_signal?: true;
}

/**
 * The moment a start or stop counts from: the panel's press time `claimed` when the panel is
 * synchronised (accuracy under 100 ms) and `receivedAt − 5,000 ≤ claimed ≤ receivedAt +
 * max(accuracy, 20)`, otherwise the room's own `receivedAt`.
 */
export function timeThatCounts(claimed: number, accuracy: number, receivedAt: number): PressTime {
  const synchronised = accuracy < SYNCHRONISED_BELOW_MS;
  const plausible = claimed >= receivedAt - OLDEST_PRESS_MS && claimed <= receivedAt + Math.max(accuracy, FUTURE_SLACK_MS);
  return synchronised && plausible ? { time: claimed, source: "press" } : { time: receivedAt, source: "receive" };
}

/**
 * How far before the press a start signal may lie: the detector looks back 1.5 s (DESIGN 6b), and the
 * sound's travel from a loudspeaker up to 1,000 ms away (the schema's largest correction) comes on top.
 */
export const HORN_LOOKBACK_MS = 1_500;

export interface HornClaim {
  /** The start signal's onset at the panel, less the sound's travel: the start the panel claims. */
  time: number;
  press_time: number;
  correction: number;
  /** The detector's confidence (0–1); none said is no confidence. */
  confidence: number | undefined;
}

/**
 * DESIGN 6b: the start counts from the start signal when the press that came with it counts (the same
 * window as any press), the detector was as sure as it must be to accept a signal at all, and the
 * signal lies in the 1.5 s before that press (plus the correction for the sound's travel); otherwise
 * it counts as a press would. A wrong onset is worse than none.
 */
export function hornStartTime(claim: HornClaim, accuracy: number, receivedAt: number): PressTime {
  const press = timeThatCounts(claim.press_time, accuracy, receivedAt);
  if (press.source !== "press") return press;
  if ((claim.confidence ?? 0) < HORN_ACCEPTANCE) return { ...press, unsure_signal: true };
  const earliest = claim.press_time - HORN_LOOKBACK_MS - claim.correction;
  return claim.time >= earliest && claim.time <= claim.press_time ? { time: claim.time, source: "horn" } : press;
}
