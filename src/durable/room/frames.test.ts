// What live clients get of a heat: no LENEX facts, and of a para relay's swimmers only its class points (DESIGN 8i).
import { describe, expect, it } from "vitest";
import { liveHeat } from "./frames";
import { heat, lane } from "../../shared/test-heats";

describe("a heat as live clients get it", () => {
  it("keeps a swimmer's codes of exception and leaves the file's facts out", () => {
    const live = liveHeat(heat({ lanes: { "4": lane({ swimmer: "A", codes: ["H"], lenex: { birthdate: "2010-01-01" } }) } }));
    expect(live.lanes["4"]).toMatchObject({ swimmer: "A", codes: ["H"] });
    expect(live.lanes["4"]!.lenex).toBeUndefined();
    expect(live.lanes["4"]!.relay_points).toBeUndefined();
  });

  it("gives a para relay its class points in place of its swimmers", () => {
    const positions = [3, 5, 6, 8].map((cls, i) => ({
      number: i + 1,
      gender: "F",
      birthdate: "2010-01-01",
      handicap: { free: String(cls) },
    }));
    const relay = lane({ swimmer: "Wvz 1", lenex: { relay_handicap: "20", relay_positions: positions } });
    const live = liveHeat(heat({ relaycount: 4, lanes: { "4": relay } }));
    expect(live.lanes["4"]!.relay_points).toEqual({ points: 22, limit: 20 });
    expect(JSON.stringify(live)).not.toContain("2010-01-01");
  });
});
