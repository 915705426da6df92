import { describe, expect, it } from "vitest";
import { laneTimeRecord } from "./timing";
import type { QueuedRecord } from "../storage/recordQueue";
import {
  finishRecord,
  withUnsure,
  noTaps,
  parseLaneTaps,
  queuedFinish,
  restoreLaneTaps,
  sentTime,
  tapsToKeep,
  waitingHeat,
  type LaneTaps,
} from "./laneTaps";

const START = 1_763_797_200_000.5;
const heat = { id: "1-1", start_time: START };
const finish = { id: "t1", touched_at: START + 31_274.1234, offset: -12.5, accuracy: 3.2 };
const splits = [{ distance: 50, touched_at: START + 15_002.75 }];
const waiting: LaneTaps = { heat_id: "1-1", lane: "4", seen_start: START, splits, finish };

describe("a timekeeper's taps kept on the phone", () => {
  it("keeps the raw touch, its offset and accuracy, the splits, the heat and the lane exactly", () => {
    expect(parseLaneTaps(structuredClone(waiting))).toEqual(waiting);
    const unsynced = { ...waiting, finish: { id: "t1", touched_at: finish.touched_at, offset: null, accuracy: null } };
    expect(parseLaneTaps(structuredClone(unsynced))).toEqual(unsynced);
  });

  it("sends on confirmation exactly the record 'Bevestigen' would have sent when the finish was tapped", () => {
    const kept = parseLaneTaps(structuredClone(waiting))!;
    const { id, ...tap } = finish;
    expect(finishRecord(kept, kept.finish!)).toEqual(laneTimeRecord(id, "1-1", "4", tap, splits));
  });

  it("marks the finish unsure and takes the mark back on a second tap, kept and sent with it (DESIGN 8b)", () => {
    const marked = withUnsure(finish, "missed_start");
    expect(marked).toEqual({ ...finish, unsure: "missed_start" });
    expect(withUnsure(marked, "late_stop")).toEqual({ ...finish, unsure: "late_stop" });
    expect(withUnsure(marked, "missed_start")).toEqual(finish);
    const kept = parseLaneTaps(structuredClone({ ...waiting, finish: marked }))!;
    expect(finishRecord(kept, kept.finish!)).toMatchObject({ id: "t1", unsure: "missed_start" });
  });

  it("keeps the splits when the finish is cleared, and nothing once nothing is left", () => {
    expect(tapsToKeep({ ...waiting, finish: null })).toEqual({ ...waiting, finish: null });
    expect(tapsToKeep({ ...waiting, splits: [], finish: null })).toBeNull();
    expect(tapsToKeep(null)).toBeNull();
  });

  it("counts a damaged or outdated entry as none", () => {
    expect(parseLaneTaps("{not json")).toBeNull();
    expect(parseLaneTaps(undefined)).toBeNull();
    expect(parseLaneTaps({ ...waiting, finish: { ...finish, offset: "x" } })).toBeNull();
    expect(parseLaneTaps({ ...waiting, finish: { ...finish, offset: null } })).toBeNull();
    expect(parseLaneTaps({ ...waiting, lane: "vier" })).toBeNull();
  });

  it("opens the lane's screen on the heat whose finish waits, not for splits alone or another lane", () => {
    expect(waitingHeat(waiting, "4")).toBe("1-1");
    expect(waitingHeat(waiting, "5")).toBeNull();
    expect(waitingHeat({ ...waiting, finish: null }, "4")).toBeNull();
    expect(waitingHeat(null, "4")).toBeNull();
  });
});

describe("what comes back on a lane's screen", () => {
  it("brings back the taps of this heat and lane while its start is the one they were made in", () => {
    expect(restoreLaneTaps(waiting, heat, "4")).toEqual({ kind: "kept", taps: waiting });
    expect(restoreLaneTaps(waiting, { ...heat, id: "1-2" }, "4")).toEqual({ kind: "none" });
    expect(restoreLaneTaps(waiting, heat, "5")).toEqual({ kind: "none" });
    expect(restoreLaneTaps(null, heat, "4")).toEqual({ kind: "none" });
  });

  it("keeps a tap made before the phone heard the start, whatever start the room has", () => {
    const blind = { ...waiting, seen_start: null };
    expect(restoreLaneTaps(blind, heat, "4")).toEqual({ kind: "kept", taps: blind });
  });

  it("forgets the taps of a reset heat, saying what the finish was against the old start", () => {
    // 31.274 s on the phone's clock, 12.5 ms ahead of the room's, truncated to hundredths.
    expect(restoreLaneTaps(waiting, { ...heat, start_time: null }, "4")).toEqual({ kind: "restarted", time: 31_260 });
    expect(restoreLaneTaps(waiting, { ...heat, start_time: START + 120_000 }, "4")).toEqual({ kind: "restarted", time: 31_260 });
    expect(restoreLaneTaps({ ...waiting, finish: null }, { ...heat, start_time: null }, "4")).toEqual({ kind: "restarted", time: null });
  });

  it("starts a run with no taps, at the start the phone knows", () => {
    expect(noTaps(heat, "4")).toEqual({ heat_id: "1-1", lane: "4", seen_start: START, splits: [], finish: null });
  });
});

describe("a confirmed finish that waits in the queue, on the lane's screen after a reload", () => {
  const { id, ...tap } = finish;
  const sent = laneTimeRecord(id, "1-1", "4", tap, splits);
  const later = laneTimeRecord("t2", "1-1", "4", { ...tap, touched_at: tap.touched_at + 4_000, unsure: "late_stop" }, []);
  const order: QueuedRecord = { type: "arrival", id: "o1", heat_id: "1-1", order: ["4", "3"], seen_start: START };

  it("shows as sent, with the race time the room will compute", () => {
    expect(queuedFinish([order, sent], heat, "4", null, null)).toEqual({
      id: "t1",
      time: 31_260,
      touch: { at: finish.touched_at, offset: -12.5 },
    });
  });

  it("is the newest one of the lane, as the room counts it, with its doubt", () => {
    expect(queuedFinish([sent, later], heat, "4", null, null)).toMatchObject({ id: "t2", time: 35_260, unsure: "late_stop" });
  });

  it("belongs to its heat, lane and run only", () => {
    expect(queuedFinish([sent], { ...heat, id: "1-2" }, "4", null, null)).toBeNull();
    expect(queuedFinish([sent], heat, "5", null, null)).toBeNull();
    // Reset after the touch: the new start comes after it.
    expect(queuedFinish([sent], { ...heat, start_time: START + 120_000 }, "4", null, null)).toBeNull();
    // The start not heard (offline at the gun): the room's start decides.
    const offline = queuedFinish([sent], { ...heat, start_time: null }, "4", null, null);
    expect(offline).toMatchObject({ id: "t1", time: null });
    // Once the start reaches the phone, the card shows the time the room computes.
    expect(sentTime(offline!, null, null)).toBeNull();
    expect(sentTime(offline!, null, START)).toBe(31_260);
  });

  it("takes a raw touch's time by the clock the phone has, and leaves out the finish still waiting for 'Bevestigen'", () => {
    const raw = laneTimeRecord("t3", "1-1", "4", { touched_at: tap.touched_at, offset: null, accuracy: null }, []);
    expect(queuedFinish([raw], heat, "4", -12.5, null)).toMatchObject({ id: "t3", time: 31_260 });
    const unsynced = queuedFinish([raw], heat, "4", null, null);
    expect(unsynced).toMatchObject({ id: "t3", time: null });
    // The clock's first answer gives it its time.
    expect(sentTime(unsynced!, -12.5, START)).toBe(31_260);
    expect(sentTime({ id: "r", time: 12_340 }, null, null)).toBe(12_340);
    expect(queuedFinish([sent], heat, "4", null, "t1")).toBeNull();
  });
});
