import { describe, expect, it } from "vitest";
import { heatDistance, heatRace, heatTitle } from "./labels";

describe("how a heat is named", () => {
  it("gives a relay's distance per leg, an individual race's whole", () => {
    expect(heatDistance({ distance: 100 })).toBe("100 m");
    expect(heatDistance({ distance: 50, relaycount: 4 })).toBe("4 × 50 m");
    expect(heatDistance({ distance: 200, relaycount: 1 })).toBe("200 m");
  });

  it("says the race in Dutch: distance, stroke, gender", () => {
    expect(heatRace({ distance: 50, relaycount: 4, stroke: "FREE", gender: "X" })).toBe("4 × 50 m Vrije slag, Gemengd");
    expect(heatTitle({ event_number: 7, round: "F", heat_number: 2 })).toBe("Programma 7F, serie 2");
  });
});
