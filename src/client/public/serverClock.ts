// The spectators' race clock runs in the meet room's time (DESIGN 8c): every /live answer carries
// the server's clock (the X-Server-Time header, on 304s too; else the body's `server_time`), and
// the offset to the browser's clock comes from those answers alone, without pings.
//
// An answer was made before it arrived, and a body may have waited in the edge cache (about 1 s),
// so `server time − arrival` is never more than the true offset: each answer is a lower bound. The
// best of recent answers (the largest) is therefore the closest, and cached or slow answers never
// pull it off. Answers older than a minute are forgotten, so a clock that jumps (a phone waking up)
// recovers.
import { clientNow } from "../live/clientNow";

export interface OffsetSample {
  /** server_time − the browser's clock at receipt (ms). */
  offset: number;
  /** The browser's clock at receipt (ms). */
  at: number;
}

export const SAMPLE_MAX_AGE_MS = 60_000;

/** One answer's lower bound on the offset (server = browser + offset). */
export function offsetSample(serverTime: number, receivedAt: number): OffsetSample {
  return { offset: serverTime - receivedAt, at: receivedAt };
}

/** The offset from the samples of the last minute: the largest lower bound; null when there is none. */
export function estimateOffset(samples: readonly OffsetSample[], now: number, maxAgeMs = SAMPLE_MAX_AGE_MS): number | null {
  let best: number | null = null;
  for (const s of samples) {
    if (!Number.isFinite(s.offset) || now - s.at > maxAgeMs || s.at > now) continue;
    if (best === null || s.offset > best) best = s.offset;
  }
  return best;
}

/** The page's view of the room's clock, fed by every /live answer; the race clock reads it. */
export class ServerClock {
  private samples: OffsetSample[] = [];
  private current = 0;

  constructor(private readonly now: () => number = clientNow) {}

  /** Feeds one answer's server_time, received at `receivedAt`; returns the new offset. */
  add(serverTime: number, receivedAt: number): number {
    if (!Number.isFinite(serverTime) || !Number.isFinite(receivedAt)) return this.current;
    this.samples = [...this.samples.filter((s) => receivedAt - s.at <= SAMPLE_MAX_AGE_MS), offsetSample(serverTime, receivedAt)];
    this.current = estimateOffset(this.samples, receivedAt) ?? this.current;
    return this.current;
  }

  get offset(): number {
    return this.current;
  }

  serverNow(at: number = this.now()): number {
    return at + this.current;
  }
}
