// A socket's frames other than its task, as a bucket: a burst as large as a phone's queue after an
// outage or a clock sync, then a steady rate no person reaches. A frame beyond it is refused unapplied,
// so one socket cannot keep the room, and every socket waiting on it, busy.
const FRAME_BURST = 200;
const FRAMES_PER_SECOND = 50;

export class FrameBudget {
  /** In memory only: a hibernated room starts every bucket full. */
  private buckets = new Map<string, { frames: number; at: number }>();

  /** Takes one frame from the socket's bucket, refilled at FRAMES_PER_SECOND; false when it is empty. */
  take(connectionId: string): boolean {
    const now = Date.now();
    const bucket = this.buckets.get(connectionId) ?? { frames: FRAME_BURST, at: now };
    bucket.frames = Math.min(FRAME_BURST, bucket.frames + ((now - bucket.at) * FRAMES_PER_SECOND) / 1000);
    bucket.at = now;
    this.buckets.set(connectionId, bucket);
    if (bucket.frames < 1) return false;
    bucket.frames -= 1;
    return true;
  }

  forget(connectionId: string): void {
    this.buckets.delete(connectionId);
  }
}
