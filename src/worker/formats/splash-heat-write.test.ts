import { describe, expect, it } from "vitest";
import type { Heat, Lane } from "../../shared/programme";
import { writeSplashHeat } from "./splash-heat-write";

const lane = (fields: Partial<Lane>): Lane => ({
  swimmer: "Swimmer, A",
  license: null,
  handicap: null,
  club: null,
  entrytime: null,
  dqs: {},
  splits: {},
  time: null,
  confirmed: false,
  ...fields,
});

const heat = (fields: Partial<Heat>): Heat => ({
  id: "3-2",
  event_number: 3,
  heat_number: 2,
  distance: 200,
  stroke: "FREE",
  gender: "F",
  relaycount: 1,
  status: 5,
  start_time: null,
  end_time: null,
  lanes: {},
  vva: null,
  ...fields,
});

describe("writeSplashHeat", () => {
  it("names the file Event{E}-Heat{H}.txt and writes a split column every 50 m, the finish last", () => {
    const file = writeSplashHeat(
      heat({
        lanes: {
          "10": lane({ time: 125_000 }),
          "2": lane({
            time: 151_109,
            splits: { "50": { time: 35_229 }, "100": { time: 71_220 }, "150": { time: 111_990 } },
          }),
          "0": lane({ status: "DNS" }),
        },
      }),
      { "2": [151_120, 150_990], "10": [125_010, 124_980, 125_050, 999_999] },
    );
    expect(file.filename).toBe("Event3-Heat2.txt");
    expect(file.text.split("\r\n")).toEqual([
      "LANE;TIME50;TIME100;TIME150;TIME200;BACKUP1;BACKUP2;BACKUP3",
      "0;;;;;;;",
      "2;35.22;1:11.22;1:51.99;2:31.10;2:31.12;2:30.99;",
      "10;;;;2:05.00;2:05.01;2:04.98;2:05.05",
      "",
    ]);
  });

  it("counts a relay's full distance", () => {
    const file = writeSplashHeat(heat({ distance: 50, relaycount: 4, lanes: { "4": lane({ time: 179_670 }) } }));
    expect(file.text.split("\r\n")[0]).toBe("LANE;TIME50;TIME100;TIME150;TIME200;BACKUP1;BACKUP2;BACKUP3");
    expect(file.text.split("\r\n")[1]).toBe("4;;;;2:59.67;;;");
  });

  it("writes the finish alone for a 25 m event and one split for 75 m", () => {
    expect(writeSplashHeat(heat({ distance: 25 })).text).toBe("LANE;TIME25;BACKUP1;BACKUP2;BACKUP3\r\n");
    expect(writeSplashHeat(heat({ distance: 75 })).text).toBe("LANE;TIME50;TIME75;BACKUP1;BACKUP2;BACKUP3\r\n");
  });

  it("puts a later round's letter after the event number, as Splash names a final (7F)", () => {
    expect(writeSplashHeat(heat({ id: "7F-1", event_number: 7, heat_number: 1, round: "F" })).filename).toBe(
      "Event7F-Heat1.txt",
    );
  });
});
