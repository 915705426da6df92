// DESIGN 8e: heats not yet started are the room's line-up and a new file merged, with the last file
// as their base. The room's changes are made as the room makes them (applyLineup).
import { describe, expect, it } from "vitest";
import { applyLineup } from "./lineup";
import { describeSide } from "./lineup-merge";
import { mergeProgramme } from "./reimport";
import type { LineupChange } from "../shared/live";
import type { Heat, Lane } from "../shared/programme";
import { heat as baseHeat, lane as baseLane } from "../shared/test-heats";

const lane = (swimmer: string, extra: Partial<Lane> = {}): Lane => baseLane({ swimmer, handicap: "S9", club: "ZV Test", ...extra });

const heat = (event: number, number: number, lanes: Record<string, Lane>): Heat =>
  baseHeat({ id: `${event}-${number}`, event_number: event, heat_number: number, lanes });

/** The last file: event 1 in two heats, event 2 in one. */
const lastFile = (): Heat[] => [
  heat(1, 1, { "3": lane("Jansen, Anna"), "4": lane("de Vries, Eva"), "5": lane("Smit, Cas") }),
  heat(1, 2, { "3": lane("Visser, Dirk"), "4": lane("Bakker, Bo") }),
  heat(2, 1, { "4": lane("Mulder, Dana") }),
];

/** The room's line-up after `changes`, each as the room applies it. */
function roomAfter(changes: [string, string, LineupChange][], heats = lastFile()): Heat[] {
  let current = heats;
  for (const [heatId, key, change] of changes) {
    const result = applyLineup(current, { type: "lineup", id: `${heatId}/${key}`, heat_id: heatId, lane: key, change }, () => []);
    if (!result.ok) throw new Error(result.code);
    const byId = new Map(result.heats.map((h) => [h.id, h]));
    current = current.map((h) => byId.get(h.id) ?? h);
  }
  return current;
}

const merge = (room: Heat[], file: Heat[], base = lastFile()) => mergeProgramme(room, file, () => [], base);

/** Every lane holding `swimmer` in the programme. */
const placesOf = (heats: Heat[], swimmer: string) =>
  heats.flatMap((h) => Object.entries(h.lanes).flatMap(([key, l]) => (l.swimmer === swimmer ? [`${h.id}/${key}`] : [])));

const withLane = (heats: Heat[], heatId: string, key: string, next: Lane | null): Heat[] =>
  heats.map((h) => {
    if (h.id !== heatId) return h;
    const { [key]: _old, ...rest } = h.lanes;
    return { ...h, lanes: next ? { ...rest, [key]: next } : rest };
  });

describe("the same file again", () => {
  it("keeps every change the room made: a withdrawal, an exhibition swim, a class, a late entry and a move", () => {
    const room = roomAfter([
      ["1-1", "3", { kind: "withdraw" }],
      ["1-1", "4", { kind: "exhibition", on: true }],
      ["1-1", "5", { kind: "class", handicap: "S10" }],
      [
        "1-2",
        "5",
        {
          kind: "enter",
          swimmer: {
            lastname: "Laat",
            firstname: "Luuk",
            nameprefix: "",
            club: "ZV Test",
            gender: "M",
            birthdate: "",
            license: "",
            handicap: null,
            codes: [],
          },
        },
      ],
      ["1-2", "3", { kind: "move", to_heat_id: "1-1", to_lane: "6" }],
    ]);
    const { heats, report } = merge(room, lastFile());
    expect(heats).toEqual(room);
    expect(report).toMatchObject({ changed: [], unchanged: ["1-1", "1-2", "2-1"], conflicts: [], kept_changes: 6 });
    expect(placesOf(heats, "Visser, Dirk")).toEqual(["1-1/6"]);
  });

  it("keeps a change of any line-up field, also one the merge has no word for", () => {
    const room = withLane(lastFile(), "1-1", "3", lane("Jansen, Anna", { license: "N-2026" }));
    expect(merge(room, lastFile()).heats[0]!.lanes["3"]!.license).toBe("N-2026");
  });
});

describe("a changed file", () => {
  it("wins on the lanes it changed, and keeps the room's changes on the others", () => {
    const room = roomAfter([["1-1", "3", { kind: "withdraw" }]]);
    const file = withLane(lastFile(), "1-1", "5", lane("Smit, Cas", { entrytime: 31_000 }));
    const { heats, report } = merge(room, file);
    expect(heats[0]!.lanes["3"]).toMatchObject({ entry_status: "WDR" });
    expect(heats[0]!.lanes["5"]!.entrytime).toBe(31_000);
    expect(report).toMatchObject({ changed: ["1-1"], conflicts: [], kept_changes: 1 });
  });

  it("keeps a withdrawal with the swimmer the file moved to another lane still to swim, and says where", () => {
    const room = roomAfter([["1-1", "4", { kind: "withdraw" }]]);
    // The file swaps lanes 4 and 5: de Vries, withdrawn in the room, is in lane 5 now.
    const file = withLane(withLane(lastFile(), "1-1", "4", lane("Smit, Cas")), "1-1", "5", lane("de Vries, Eva"));
    const { heats, report } = merge(room, file);
    expect(heats[0]!.lanes["4"]).toMatchObject({ swimmer: "Smit, Cas" });
    expect(heats[0]!.lanes["4"]!.entry_status).toBeUndefined();
    expect(heats[0]!.lanes["5"]).toMatchObject({ swimmer: "de Vries, Eva", entry_status: "WDR", status: "WDR" });
    expect(report.conflicts).toEqual([
      expect.objectContaining({
        lane: "4",
        room: { what: "withdrawn", swimmer: "de Vries, Eva" },
        outcome: "file",
        withdrawn_now: { heat_id: "1-1", lane: "5" },
      }),
    ]);
  });

  it("names both where the room changed the same lane: afgemeld in the room, the file puts Jansen in", () => {
    const room = roomAfter([["1-1", "4", { kind: "withdraw" }]]);
    const file = withLane(lastFile(), "1-1", "4", lane("Jansen, Piet"));
    const { heats, report } = merge(room, file);
    expect(heats[0]!.lanes["4"]!.swimmer).toBe("Jansen, Piet");
    expect(report.conflicts).toEqual([
      {
        heat_id: "1-1",
        lane: "4",
        room: { what: "withdrawn", swimmer: "de Vries, Eva" },
        file: { what: "placed", swimmer: "Jansen, Piet" },
        outcome: "file",
      },
    ]);
    expect(report.kept_changes).toBe(0);
  });

  it("is no conflict where the file made the room's change too", () => {
    const room = roomAfter([["1-1", "5", { kind: "class", handicap: "S10" }]]);
    const file = withLane(lastFile(), "1-1", "5", room[0]!.lanes["5"]!);
    expect(merge(room, file).report).toMatchObject({ conflicts: [], kept_changes: 1, unchanged: ["1-1", "1-2", "2-1"] });
  });
});

describe("a swimmer the room moved", () => {
  const moved = () => roomAfter([["1-1", "3", { kind: "move", to_heat_id: "1-2", to_lane: "5" }]]);

  it("stays where the room put them when the file changes the lane they left", () => {
    const file = withLane(lastFile(), "1-1", "3", lane("Nieuw, Nina"));
    const { heats } = merge(moved(), file);
    expect(placesOf(heats, "Jansen, Anna")).toEqual(["1-2/5"]);
    expect(placesOf(heats, "Nieuw, Nina")).toEqual(["1-1/3"]);
  });

  it("stays, once, when the file moves them elsewhere too; the file's place is named", () => {
    const file = withLane(withLane(lastFile(), "1-1", "3", null), "1-2", "6", lane("Jansen, Anna"));
    const { heats, report } = merge(moved(), file);
    expect(placesOf(heats, "Jansen, Anna")).toEqual(["1-2/5"]);
    expect(report.conflicts).toContainEqual({
      heat_id: "1-2",
      lane: "6",
      room: { what: "elsewhere", swimmer: "Jansen, Anna", to: { heat_id: "1-2", lane: "5" } },
      file: { what: "placed", swimmer: "Jansen, Anna" },
      outcome: "room",
      file_swimmer_now: { heat_id: "1-2", lane: "5" },
    });
  });

  it("stays where the file puts another swimmer in that lane, and that swimmer goes back to the lane the room had them in", () => {
    // The file moves Bakker from 1-2/4 into 1-2/5, where the room put Jansen.
    const file = withLane(withLane(lastFile(), "1-2", "4", null), "1-2", "5", lane("Bakker, Bo"));
    const { heats, report } = merge(moved(), file);
    expect(placesOf(heats, "Jansen, Anna")).toEqual(["1-2/5"]);
    expect(placesOf(heats, "Bakker, Bo")).toEqual(["1-2/4"]);
    expect(report.conflicts).toEqual([
      {
        heat_id: "1-2",
        lane: "5",
        room: { what: "placed", swimmer: "Jansen, Anna" },
        file: { what: "placed", swimmer: "Bakker, Bo" },
        outcome: "room",
        file_swimmer_now: { heat_id: "1-2", lane: "4" },
      },
    ]);
  });

  it("stays, and a swimmer new in the file who lost the lane to them is named as in no heat", () => {
    const file = withLane(lastFile(), "1-2", "5", lane("Nieuw, Nina"));
    const { heats, report } = merge(moved(), file);
    expect(placesOf(heats, "Jansen, Anna")).toEqual(["1-2/5"]);
    expect(placesOf(heats, "Nieuw, Nina")).toEqual([]);
    expect(report.conflicts?.[0]).toMatchObject({ lane: "5", outcome: "room", file_swimmer_now: null });
  });

  it("goes where the file has them when the file drops the heat the room moved them to", () => {
    const file = lastFile().filter((h) => h.id !== "1-2");
    const { heats, report } = merge(moved(), file);
    expect(placesOf(heats, "Jansen, Anna")).toEqual(["1-1/3"]);
    expect(report.removed).toEqual(["1-2"]);
  });

  it("takes what the file corrects of them (an entry time, a licence) where the room left it, in the lane the room gave them", () => {
    const file = withLane(lastFile(), "1-1", "3", lane("Jansen, Anna", { entrytime: 41_000, license: "N-9" }));
    const { heats, report } = merge(moved(), file);
    expect(placesOf(heats, "Jansen, Anna")).toEqual(["1-2/5"]);
    expect(heats.find((h) => h.id === "1-2")!.lanes["5"]).toMatchObject({ entrytime: 41_000, license: "N-9", handicap: "S9" });
    // That heat changed with it; the heat the room moved them out of is as the room left it.
    expect(report).toMatchObject({ changed: ["1-2"], unchanged: ["1-1", "2-1"] });
  });

  it("keeps what the room changed of them too, and the file's withdrawal reaches them where the room put them", () => {
    const room = roomAfter([
      ["1-1", "3", { kind: "class", handicap: "S10" }],
      ["1-1", "3", { kind: "move", to_heat_id: "1-2", to_lane: "5" }],
    ]);
    const file = withLane(
      lastFile(),
      "1-1",
      "3",
      lane("Jansen, Anna", { handicap: "S8", entrytime: 41_000, entry_status: "WDR", status: "WDR" }),
    );
    const moved = merge(room, file).heats.find((h) => h.id === "1-2")!.lanes["5"]!;
    expect(moved).toMatchObject({ handicap: "S10", entrytime: 41_000, entry_status: "WDR", status: "WDR" });
  });

  it("is in exactly one lane after any of these re-imports, also swapped with another swimmer", () => {
    const swapped = roomAfter([["1-1", "3", { kind: "move", to_heat_id: "1-2", to_lane: "4" }]]);
    const files = [
      lastFile(),
      withLane(lastFile(), "1-1", "3", lane("Nieuw, Nina")),
      withLane(lastFile(), "1-2", "4", lane("Nieuw, Nina")),
      withLane(withLane(lastFile(), "1-1", "3", null), "1-2", "6", lane("Jansen, Anna")),
      withLane(withLane(lastFile(), "1-1", "4", lane("Jansen, Anna")), "1-1", "3", lane("de Vries, Eva")),
    ];
    for (const file of files) {
      const { heats } = merge(swapped, file);
      expect(placesOf(heats, "Jansen, Anna")).toEqual(["1-2/4"]);
      expect(placesOf(heats, "Bakker, Bo")).toHaveLength(1);
    }
  });
});

describe("a swimmer the room moved into a heat that has started since", () => {
  /** The room moved Visser from 1-2 lane 3 to 1-1 lane 6, then swam 1-1. */
  const swumAfterMove = () =>
    roomAfter([["1-2", "3", { kind: "move", to_heat_id: "1-1", to_lane: "6" }]]).map((h) =>
      h.id === "1-1" ? { ...h, status: 9, start_time: 1, end_time: 2 } : h,
    );
  const inHeat = (heatId: string, lanes: Record<string, Lane>) =>
    lastFile().map((h) => (h.id === heatId ? { ...h, lanes: { ...h.lanes, ...lanes } } : h));

  it("is in that lane alone, whether the file keeps, changes or moves the lane they left", () => {
    const files = [
      lastFile(),
      inHeat("1-2", { "3": lane("Visser, Dirk", { entrytime: 31_000 }) }),
      withLane(inHeat("1-2", { "2": lane("Visser, Dirk") }), "1-2", "3", null),
      withLane(inHeat("1-1", { "7": lane("Visser, Dirk") }), "1-2", "3", null),
    ];
    for (const file of files) expect(placesOf(merge(swumAfterMove(), file).heats, "Visser, Dirk")).toEqual(["1-1/6"]);
  });

  it("is in that lane alone once the last file no longer had that heat, and the swum heat is kept, never changed", () => {
    const withoutSwum = withLane(
      lastFile().filter((h) => h.id !== "1-1"),
      "1-2",
      "3",
      null,
    );
    const dropped = merge(swumAfterMove(), withoutSwum);
    expect(dropped.report).toMatchObject({ kept: ["1-1"], changed: [], unchanged: ["1-2", "2-1"] });
    // The next file puts Visser back where the first file had him; the base is now the file without 1-1.
    const { heats } = merge(
      dropped.heats,
      lastFile().filter((h) => h.id !== "1-1"),
      withoutSwum,
    );
    expect(placesOf(heats, "Visser, Dirk")).toEqual(["1-1/6"]);
  });

  it("names the lane the file gives them in a heat still to swim, and where they are", () => {
    const file = withLane(inHeat("1-2", { "2": lane("Visser, Dirk") }), "1-2", "3", null);
    expect(merge(swumAfterMove(), file).report.conflicts).toEqual([
      {
        heat_id: "1-2",
        lane: "2",
        room: { what: "elsewhere", swimmer: "Visser, Dirk", to: { heat_id: "1-1", lane: "6" } },
        file: { what: "placed", swimmer: "Visser, Dirk" },
        outcome: "room",
        file_swimmer_now: { heat_id: "1-1", lane: "6" },
      },
    ]);
  });
});

describe("what a side did to a lane", () => {
  const base = lane("de Vries, Eva");
  it("names the swimmer first, then the entry status, the class, and the other fields by name", () => {
    expect(describeSide(base, undefined)).toEqual({ what: "emptied", swimmer: "" });
    expect(describeSide(base, lane("Laat, Lies", { late_entry: true }))).toEqual({ what: "entered", swimmer: "Laat, Lies" });
    expect(describeSide(base, { ...base, entry_status: "EXH", status: "EXH" })).toEqual({ what: "exhibition", swimmer: "de Vries, Eva" });
    expect(describeSide({ ...base, entry_status: "WDR" }, base)).toEqual({ what: "restored", swimmer: "de Vries, Eva" });
    expect(describeSide(base, { ...base, handicap: "S4" })).toEqual({ what: "class", swimmer: "de Vries, Eva", handicap: "S4" });
    expect(describeSide(base, { ...base, entrytime: 30_000, license: "X" })).toEqual({
      what: "other",
      swimmer: "de Vries, Eva",
      fields: ["entrytime", "license"],
    });
    // A renamed swimmer (the same athlete id): the name, not the file's own details that follow it.
    const renamed = { ...base, swimmer: "de Vries-Bos, Eva", lenex: { athlete_id: "7", lastname: "de Vries-Bos" } };
    expect(describeSide({ ...base, lenex: { athlete_id: "7", lastname: "de Vries" } }, renamed)).toMatchObject({ fields: ["swimmer"] });
    expect(describeSide(base, { ...base, lenex: { athlete_id: "7" } })).toMatchObject({ fields: ["lenex"] });
  });
});
