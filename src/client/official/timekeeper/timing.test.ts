import { describe, expect, it } from "vitest";
import { UNSYNCHRONISED_MS } from "../../../shared/live";
import { raceDistance } from "../../../shared/programme";
import { laneTimeRecord, nextSplit, raceTimeOf, tapAt } from "./timing";

describe("raceTimeOf", () => {
  it("corrects the phone's clock by the offset and truncates to hundredths (SW 11.2)", () => {
    // The phone is 2 s behind the room: its 1031.239 s is the room's 1033.239 s.
    expect(raceTimeOf(1_031_239, 2_000, 1_000_000)).toBe(33_230);
  });

  it("is unknown while the phone has not heard the start or knows no offset, and never negative", () => {
    expect(raceTimeOf(1_031_239, 0, null)).toBeNull();
    expect(raceTimeOf(1_031_239, null, 1_000_000)).toBeNull();
    expect(raceTimeOf(999_000, 0, 1_000_000)).toBe(0);
  });
});

describe("tapAt", () => {
  it("carries the offset and accuracy of the moment", () => {
    expect(tapAt(5, { offset: -40, accuracy: 2, used: 5 })).toEqual({ touched_at: 5, offset: -40, accuracy: 2 });
  });

  // DESIGN 8f: before the first clock answer the touch is kept raw, never sent with offset 0.
  it("keeps the touch raw while the phone has no clock answer yet", () => {
    expect(tapAt(5, null)).toEqual({ touched_at: 5, offset: null, accuracy: null });
  });

  // The room refuses a frame whose accuracy is over the schema's ceiling without naming its id, so
  // an uncapped estimate would keep the tap in the queue for ever.
  it("caps a wild estimate's accuracy at the schema's ceiling", () => {
    expect(tapAt(5, { offset: 3, accuracy: 90_000, used: 2 }).accuracy).toBe(UNSYNCHRONISED_MS);
  });
});

describe("splits", () => {
  it("runs over a relay's whole distance", () => {
    expect(raceDistance({ distance: 50, relaycount: 4 })).toBe(200);
    expect(nextSplit({ distance: 50, relaycount: 4 }, 2)).toBe(150);
    expect(nextSplit({ distance: 50, relaycount: 4 }, 3)).toBeNull();
  });

  it("offers none in a 50 m race", () => {
    expect(nextSplit({ distance: 50 }, 0)).toBeNull();
    expect(nextSplit({ distance: 100 }, 0)).toBe(50);
  });
});

describe("laneTimeRecord", () => {
  it("is one lane_time message with the raw taps", () => {
    const splits = [{ distance: 50, touched_at: 10 }];
    expect(laneTimeRecord("r1", "1-2", "4", { touched_at: 20, offset: 3, accuracy: 1 }, splits)).toEqual({
      type: "lane_time",
      id: "r1",
      heat_id: "1-2",
      lane: "4",
      touched_at: 20,
      offset: 3,
      accuracy: 1,
      splits,
    });
  });
});
