// DESIGN 8e: settling asks first when a lane has no result or a time no swimmer swims.
import { describe, expect, it } from "vitest";
import { settleWarnings } from "./settle-check";
import { heat, lane } from "./test-heats";

describe("settle warnings", () => {
  it("names an occupied lane without time or status, but not an empty, withdrawn or decided one", () => {
    const lanes = {
      "1": lane({ swimmer: "Leeg", time: null }),
      "2": lane({ swimmer: "" }),
      "3": lane({ status: "WDR", entry_status: "WDR" }),
      "4": lane({ status: "DNS" }),
      "5": lane({ dqs: { "SW 4.4": true } }),
      "6": lane({ time: 31_270 }),
      "7": lane({ status: "EXH", entry_status: "EXH" }),
    };
    expect(settleWarnings(heat({ lanes }))).toEqual([
      { kind: "no_result", lane: "1", swimmer: "Leeg" },
      { kind: "no_result", lane: "7", swimmer: "Jansen, Piet" },
    ]);
  });

  it("names a time faster than 2.5 m/s over the whole race distance", () => {
    const lanes = { "4": lane({ time: 12_400 }), "5": lane({ time: 20_000 }), "6": lane({ time: 19_990, status: "DSQ" }) };
    expect(settleWarnings(heat({ lanes }))).toEqual([
      { kind: "too_fast", lane: "4", swimmer: "Jansen, Piet", time: 12_400, distance: 50 },
      { kind: "too_fast", lane: "6", swimmer: "Jansen, Piet", time: 19_990, distance: 50 },
    ]);
    // A relay of 4 × 50 m is 200 m: 1:19.99 is too fast, 1:20.00 is not.
    const relay = heat({ distance: 50, relaycount: 4, lanes: { "1": lane({ time: 79_990 }), "2": lane({ time: 80_000 }) } });
    expect(settleWarnings(relay)).toEqual([{ kind: "too_fast", lane: "1", swimmer: "Jansen, Piet", time: 79_990, distance: 200 }]);
  });
});
