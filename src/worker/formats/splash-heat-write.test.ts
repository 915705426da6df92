import { describe, expect, it } from "vitest";
import type { Heat, Lane, Watch } from "../../shared/programme";
import { writeSplashHeat } from "./splash-heat-write";
import { heat as baseHeat, lane as baseLane, watch as baseWatch } from "../../shared/test-heats";

const lane = (fields: Partial<Lane>): Lane => baseLane({ swimmer: "Swimmer, A", handicap: null, club: null, ...fields });

const heat = (fields: Partial<Heat>): Heat =>
  baseHeat({ id: "3-2", event_number: 3, heat_number: 2, distance: 200, gender: "F", relaycount: 1, status: 5, ...fields });

const watch = (id: string, time: number, pending?: boolean): Watch => baseWatch(id, time, pending ? { pending } : {});

describe("writeSplashHeat", () => {
  it("names the file Event{E}-Heat{H}.txt and writes a split column every 50 m, the finish last", () => {
    const file = writeSplashHeat(
      heat({
        lanes: {
          "10": lane({
            time: 125_000,
            watches: [watch("a", 125_010), watch("b", 124_980), watch("c", 125_050), watch("d", 999_990)],
          }),
          "2": lane({
            time: 151_109,
            splits: { "50": { time: 35_229 }, "100": { time: 71_220 }, "150": { time: 111_990 } },
            watches: [watch("e", 151_120), watch("f", 150_990)],
          }),
          "0": lane({ status: "DNS" }),
        },
      }),
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

  it(
    "writes the lane's counting watches as BACKUP1–3: in their order, " + "the referee's waiting and rejected ones left out, three at most",
    () => {
      const file = writeSplashHeat(
        heat({
          distance: 100,
          lanes: {
            // The referee's time; the watch that came after the heat's end waits and is not written, nor one the referee rejected.
            "1": lane({
              time: 65_430,
              splits: { "50": { time: 31_200 } },
              source: "referee",
              watches: [watch("w1", 65_430), watch("w2", 66_010, true), { ...watch("w2r", 66_500), rejected: true }, watch("w3", 65_480)],
              decision: { time: 65_430, status: null, by: "Scheidsrechter" },
            }),
            // Five watches, two waiting: the first three that count.
            "2": lane({
              time: 70_000,
              source: "watches",
              watches: [
                watch("w4", 69_990, true),
                watch("w5", 70_010),
                watch("w6", 69_980),
                watch("w7", 71_000, true),
                watch("w8", 70_000),
                watch("w9", 70_020),
              ],
            }),
            // Splash reads no status: a DSQ is written without its time, splits or watches, or Splash would rank it.
            "3": lane({
              time: 72_340,
              splits: { "50": { time: 34_000 } },
              status: "DSQ",
              reason: "SW 4.4",
              source: "referee",
              watches: [watch("w10", 72_340)],
            }),
            // A DNS, even with a stray watch, is written as today: nothing.
            "4": lane({ status: "DNS", reason: "Niet verschenen", source: "referee", watches: [watch("w11", 64_000)] }),
            // Only waiting watches, no counted time.
            "5": lane({ watches: [watch("w12", 80_000, true)] }),
            // Nobody timed it.
            "6": lane({}),
          },
        }),
      );
      expect(file.text.split("\r\n")).toEqual([
        "LANE;TIME50;TIME100;BACKUP1;BACKUP2;BACKUP3",
        "1;31.20;1:05.43;1:05.43;1:05.48;",
        "2;;1:10.00;1:10.01;1:09.98;1:10.00",
        "3;;;;;",
        "4;;;;;",
        "5;;;;;",
        "6;;;;;",
        "",
      ]);
    },
  );

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
    expect(writeSplashHeat(heat({ id: "7F-1", event_number: 7, heat_number: 1, round: "F" })).filename).toBe("Event7F-Heat1.txt");
  });
});
