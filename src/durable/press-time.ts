// DESIGN 6: a start or stop counts from the moment the button was pressed, not from the moment the
// room heard it, so the panel's uplink delay (15–60 ms on 4G, spikes of 300 ms) does not shorten every
// time of the heat. The panel's claim is only trusted when its clock is synchronised and the claim
// fits what the room itself saw; otherwise the room's own receive time counts.

/** An accuracy this good or better means the panel's clock agrees with the room's (DESIGN 6). */
export const SYNCHRONISED_BELOW_MS = 100;
/** A press is at most this old when it arrives; an older one is a stuck queue, not a delay. */
export const OLDEST_PRESS_MS = 5_000;
/** A press may seem a little in the future: the panel's clock error, at least this much. */
export const FUTURE_SLACK_MS = 20;

export type PressSource = "press" | "receive";

export interface PressTime {
  /** The time that counts, in room time (ms). */
  time: number;
  source: PressSource;
}

/**
 * The moment a start or stop counts from: the panel's press time `claimed` when the panel is
 * synchronised (accuracy under 100 ms) and `receivedAt − 5,000 ≤ claimed ≤ receivedAt +
 * max(accuracy, 20)`, otherwise the room's own `receivedAt`.
 */
export function pressTime(claimed: number, accuracy: number, receivedAt: number): PressTime {
  const synchronised = accuracy < SYNCHRONISED_BELOW_MS;
  const plausible = claimed >= receivedAt - OLDEST_PRESS_MS && claimed <= receivedAt + Math.max(accuracy, FUTURE_SLACK_MS);
  return synchronised && plausible ? { time: claimed, source: "press" } : { time: receivedAt, source: "receive" };
}
