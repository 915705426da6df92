// The meet statistics text (SPEC 6/7): every figure from a programme whose answer is known.
import { describe, expect, it } from "vitest";
import { meetStatistics } from "./statistics";
import { heat, lane } from "../shared/test-heats";

const T0 = 1_750_000_000_000;

const programme = [
  // Timed by the room: 1:02.345 and 0:41.009 (a third digit is dropped, SW 11.2).
  heat({ id: "1-1", status: 5, start_time: T0, end_time: T0 + 62_345, lanes: { "1": lane({ time: 61_000 }), "2": lane({ time: 62_000 }) } }),
  heat({ id: "1-2", heat_number: 2, status: 9, start_time: T0, end_time: T0 + 41_009, lanes: { "1": lane({ time: 40_000, dqs: { false_start: true } }) } }),
  // Imported result: swum, a lane time and an imported DSQ, but no clock times.
  heat({ id: "2-1", event_number: 2, status: 6, lanes: { "3": lane({ time: 90_000 }), "4": lane({ status: "DSQ" }), "5": lane() } }),
  heat({ id: "3-1", event_number: 3, status: 1, start_time: T0, lanes: { "1": lane() } }),
  heat({ id: "4-1", event_number: 4, status: 0 }),
  heat({ id: "4-2", event_number: 4, heat_number: 2, status: 0 }),
  heat({ id: "5-1", event_number: 5, status: 10 }),
];

describe("meetStatistics", () => {
  const text = meetStatistics(programme);

  it("counts heats per status with SPEC 4's labels, in status order", () => {
    expect(text).toContain("Series: 7\n");
    const block = text.slice(text.indexOf("Series: 7\n") + "Series: 7\n".length, text.indexOf("Gezwommen"));
    expect(block.split("\n").filter(Boolean)).toEqual([
      "  Gepland: 2",
      "  Race bezig: 1",
      "  Uitslag definitief: 1",
      "  Uitslag incompleet: 1",
      "  Er zijn diskwalificaties: 1",
      "  Status 10: 1",
    ]);
  });

  it("counts a heat as swum once it has a result, timed or imported", () => {
    expect(text).toContain("Gezwommen series: 4\n");
  });

  it("gives the mean and longest duration (end − start) as mm:ss.hh over the timed heats only", () => {
    expect(text).toContain("gemeten over 2 series met start- en eindtijd");
    // (62,345 + 41,009) / 2 = 51,677 ms → 51.67
    expect(text).toContain("  Gemiddeld: 51.67\n");
    expect(text).toContain("  Langste: 1:02.34 (Programma 1, serie 1)\n");
  });

  it("counts lanes with a time and disqualifications (flags or an imported DSQ)", () => {
    expect(text).toContain("Banen met een tijd: 4\n");
    expect(text).toContain("Diskwalificaties: 2\n");
  });

  it("says so plainly when nothing has been timed", () => {
    const empty = meetStatistics([heat({ status: 0 })]);
    expect(empty).toContain("gemeten over 0 series");
    expect(empty).toContain("  Gemiddeld: -\n");
    expect(empty).toContain("  Langste: -\n");
    expect(empty).toContain("Gezwommen series: 0\n");
    expect(meetStatistics([])).toContain("Series: 0\n");
  });
});
