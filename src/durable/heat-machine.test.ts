// The room's heat state machine (DESIGN 6): every command in every status, at both ends of the
// programme, and what each applied command changes.
import { describe, expect, it } from "vitest";
import { applyCommand as applyRoomCommand, type MachineState } from "./heat-machine";
import { dutchly } from "./test-dutch";
import type { Command, CommandMessage } from "../shared/live";
import { heat, lane, programme } from "../shared/test-heats";

const applyCommand = dutchly(applyRoomCommand);

const STATUSES = [0, 1, 5, 6, 7, 8, 9, 10];
const NOW = 1_750_000_000_000;

function stateWith(activeIndex: number, status: number): MachineState {
  const heats = programme();
  heats[activeIndex] = { ...heats[activeIndex]!, status };
  return { heats, active_heat_id: heats[activeIndex]!.id };
}

const PLACES = [
  { name: "first", index: 0 },
  { name: "middle", index: 1 },
  { name: "last", index: 2 },
] as const;

describe("every command in every status and place", () => {
  for (const s of STATUSES) {
    for (const place of PLACES) {
      const other = place.index === 0 ? "1-2" : "1-1";
      const from_heat_id = stateWith(place.index, s).active_heat_id;
      const cases: [Command, boolean, string | null][] = [
        [{ type: "start", time: NOW, accuracy: 3 }, s === 0, s === 0 ? null : "not_planned"],
        [{ type: "stop", time: NOW, accuracy: 3 }, s === 1, s === 1 ? null : "not_running"],
        [{ type: "reset", from_heat_id }, s !== 0 && s !== 1, s !== 0 && s !== 1 ? null : "not_finished"],
        [{ type: "previous", from_heat_id }, s !== 1 && place.index > 0, s === 1 ? "running" : place.index === 0 ? "first_heat" : null],
        [{ type: "next", from_heat_id }, s !== 1 && place.index < 2, s === 1 ? "running" : place.index === 2 ? "last_heat" : null],
        [{ type: "activate", heat_id: other, from_heat_id }, s !== 1, s === 1 ? "running" : null],
      ];
      for (const [command, ok, code] of cases) {
        it(`${command.type} at status ${s}, ${place.name} heat: ${ok ? "applied" : code}`, () => {
          const state = stateWith(place.index, s);
          const before = structuredClone(state);
          const result = applyCommand(state, command, NOW);
          expect(result.ok).toBe(ok);
          if (!result.ok) {
            expect(result.code).toBe(code);
            expect(result.message.length).toBeGreaterThan(0);
          } else {
            expect(result.log.length).toBeGreaterThan(0);
          }
          expect(state).toEqual(before); // never mutates its input
        });
      }
    }
  }
});

describe("start", () => {
  it("sets status 1 and the press time as start time, 300 ms before the room heard it (DESIGN 6)", () => {
    const state = stateWith(1, 0);
    const result = applyCommand(state, { type: "start", time: NOW - 300, accuracy: 5 }, NOW);
    expect(result).toEqual({
      ok: true,
      changes: {
        heats: [expect.objectContaining({ id: "1-2", status: 1, start_time: NOW - 300, end_time: null })],
        meet: {},
      },
      log: "Programma 1, serie 2 gestart (tijdstip van de knopdruk)",
      press: { time: NOW - 300, source: "press" },
    });
  });

  it("says in the log that the panel listened for the start signal and found none (issue 41.2)", () => {
    const result = applyCommand(stateWith(1, 0), { type: "start", time: NOW - 300, accuracy: 5, source: "press" }, NOW);
    expect(result).toMatchObject({
      ok: true,
      log: "Programma 1, serie 2 gestart (tijdstip van de knopdruk): er is geen startsignaal gevonden",
    });
  });

  it("counts from the room's receive time when the panel's clock is not synchronised", () => {
    const result = applyCommand(stateWith(1, 0), { type: "start", time: NOW - 300, accuracy: 150 }, NOW);
    expect(result).toMatchObject({
      ok: true,
      press: { time: NOW, source: "receive" },
      log: "Programma 1, serie 2 gestart (tijd van ontvangst)",
    });
    expect(result.ok && result.changes.heats[0]!.start_time).toBe(NOW);
  });
});

describe("automatic start from the learned signal (DESIGN 6b)", () => {
  const armedState = (armed: string | null) => ({ ...stateWith(1, 0), armed_heat_id: armed });
  const auto = {
    type: "start",
    time: NOW - 450,
    accuracy: 5,
    source: "horn",
    press_time: NOW - 200,
    confidence: 0.9,
    correction: 29,
    auto: true,
  } as const;

  it("starts an armed heat at the signal's onset and logs it as automatic", () => {
    const result = applyCommand(armedState("1-2"), auto, NOW);
    expect(result).toMatchObject({
      ok: true,
      press: { time: NOW - 450, source: "horn" },
      log: "Programma 1, serie 2 automatisch gestart op het geleerde startsignaal",
    });
  });

  it("names a deaf swimmer's lane (code H) in the log of a start that counted from the sound (DESIGN 8i)", () => {
    const state = armedState("1-2");
    const heats = state.heats.map((h) => (h.id === "1-2" ? { ...h, lanes: { "4": lane({ codes: ["H"] }), "5": lane() } } : h));
    expect(applyCommand({ ...state, heats }, auto, NOW)).toMatchObject({
      ok: true,
      log: "Programma 1, serie 2 automatisch gestart op het geleerde startsignaal; let op, code H (startsignaal met licht): baan 4",
    });
  });

  it("refuses an automatic start of a heat that was not armed, or was armed as another heat", () => {
    expect(applyCommand(armedState(null), auto, NOW)).toMatchObject({ ok: false, code: "not_armed" });
    expect(applyCommand(armedState("1-3"), auto, NOW)).toMatchObject({ ok: false, code: "not_armed" });
  });

  it("refuses an automatic start that is no signal's, an unsure one, or one from an unsynchronised panel", () => {
    expect(applyCommand(armedState("1-2"), { ...auto, source: "press" }, NOW)).toMatchObject({ ok: false, code: "auto_unsure" });
    expect(applyCommand(armedState("1-2"), { ...auto, confidence: 0.3 }, NOW)).toMatchObject({ ok: false, code: "auto_unsure" });
    expect(applyCommand(armedState("1-2"), { ...auto, accuracy: 400 }, NOW)).toMatchObject({ ok: false, code: "auto_unsure" });
  });

  it("says in the log why the press counted: no signal, or one too unsure", () => {
    const press = { type: "start", time: NOW - 300, accuracy: 5, source: "press" } as const;
    expect(applyCommand(stateWith(1, 0), { ...press, horn_miss: "unsure" }, NOW)).toMatchObject({
      log: "Programma 1, serie 2 gestart (tijdstip van de knopdruk): het startsignaal was te onzeker",
    });
    expect(applyCommand(stateWith(1, 0), { ...press, horn_miss: "no-signal" }, NOW)).toMatchObject({
      log: "Programma 1, serie 2 gestart (tijdstip van de knopdruk): er is geen startsignaal gevonden",
    });
  });

  it("undoes an automatic start of the running heat, and only that", () => {
    const running = stateWith(1, 1);
    const undo = { type: "reset", from_heat_id: "1-2", why: "auto_start" } as const;
    expect(applyCommand({ ...running, auto_started_heat_id: "1-2" }, undo, NOW)).toMatchObject({
      ok: true,
      changes: { heats: [expect.objectContaining({ id: "1-2", status: 0, start_time: null })] },
      log: "Programma 1, serie 2 teruggezet naar gepland: automatische start ongedaan gemaakt",
    });
    expect(applyCommand(running, undo, NOW)).toMatchObject({ ok: false, code: "not_auto" });
    expect(applyCommand({ ...stateWith(1, 5), auto_started_heat_id: "1-2" }, undo, NOW)).toMatchObject({ ok: false, code: "not_auto" });
  });
});

describe("stop", () => {
  it("computes the result status and keeps both the room's and the client's stop time", () => {
    const heats = [
      heat({
        id: "1-1",
        status: 1,
        start_time: NOW - 40_000,
        lanes: { "1": lane({ time: 31_230 }), "2": lane({ time: 32_000, dqs: { stroke: true } }) },
      }),
    ];
    const result = applyCommand({ heats, active_heat_id: "1-1" }, { type: "stop", time: NOW - 25, accuracy: 4 }, NOW);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.changes.heats[0]).toMatchObject({
      status: 9,
      start_time: NOW - 40_000,
      end_time: NOW - 25,
      end_client_time: NOW - 25,
      end_accuracy: 4,
    });
    expect(result.press).toEqual({ time: NOW - 25, source: "press" });
    expect(result.log).toBe("Programma 1, serie 1 gestopt: Er zijn diskwalificaties (tijdstip van de knopdruk)");
  });

  it("a heat without officials' data is incomplete", () => {
    const heats = [heat({ id: "1-1", status: 1, start_time: NOW - 1000, lanes: { "4": lane() } })];
    const result = applyCommand({ heats, active_heat_id: "1-1" }, { type: "stop", time: NOW, accuracy: 1 }, NOW);
    expect(result.ok && result.changes.heats[0]!.status).toBe(6);
  });

  it("an empty heat is final", () => {
    const heats = [heat({ id: "1-1", status: 1, start_time: NOW - 1000 })];
    const result = applyCommand({ heats, active_heat_id: "1-1" }, { type: "stop", time: NOW, accuracy: 1 }, NOW);
    expect(result.ok && result.changes.heats[0]!.status).toBe(5);
  });

  it("never ends before it started, even if the room's clock stepped back", () => {
    const heats = [heat({ id: "1-1", status: 1, start_time: NOW })];
    const result = applyCommand({ heats, active_heat_id: "1-1" }, { type: "stop", time: NOW, accuracy: 1 }, NOW - 500);
    expect(result.ok && result.changes.heats[0]!.end_time).toBe(NOW);
  });
});

describe("reset", () => {
  it("voids the run: status, race clock, times, orders and settlement leave the heat, the entry status stays", () => {
    const lanes = {
      "3": lane({
        time: 30_000,
        dqs: { turn: false },
        source: "watches",
        confirmed: true,
        watches: [{ id: "w", official: "A", time: 30_000, splits: {} }],
      }),
      "4": lane({ time: 31_000, status: "EXH", entry_status: "EXH", source: "watches", confirmed: true }),
      "5": lane({
        status: "DSQ",
        reason: "SW 4.4",
        source: "referee",
        decision: { time: null, status: "DSQ", reason: "SW 4.4", by: "Jan" },
      }),
    };
    const heats = [
      heat({
        id: "1-1",
        status: 7,
        start_time: NOW - 60_000,
        end_time: NOW - 20_000,
        end_client_time: NOW - 20_010,
        end_accuracy: 5,
        lanes,
        vva: { time: "1", result: "1", decided: true, rows: [{ r: "K", value: "1" }] },
        settled: true,
      }),
    ];
    const result = applyCommand({ heats, active_heat_id: "1-1" }, { type: "reset", from_heat_id: "1-1" }, NOW);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [changed] = result.changes.heats;
    expect(changed).toMatchObject({ status: 0, start_time: null, end_time: null, end_client_time: null, end_accuracy: null, vva: null });
    expect(changed!.settled).toBeUndefined();
    for (const key of ["3", "4", "5"]) {
      expect(changed!.lanes[key]).toMatchObject({ time: null, splits: {}, dqs: {}, confirmed: false });
      expect(changed!.lanes[key]!.watches).toBeUndefined();
      expect(changed!.lanes[key]!.decision).toBeUndefined();
      expect(changed!.lanes[key]!.source).toBeUndefined();
    }
    expect(changed!.lanes["3"]!.status).toBeUndefined();
    expect(changed!.lanes["4"]!.status).toBe("EXH");
    expect(changed!.lanes["5"]!.reason).toBeUndefined();
    expect(result.log).toBe("Programma 1, serie 1 teruggezet naar gepland: start vervallen, 2 tijden vervallen");
  });
});

describe("moving the active heat", () => {
  it("next and previous go to the neighbours in programme order", () => {
    const next = applyCommand(stateWith(1, 5), { type: "next", from_heat_id: "1-2" }, NOW);
    expect(next).toEqual({
      ok: true,
      changes: { heats: [], meet: { active_heat_id: "2-1" } },
      log: "Volgende serie: Programma 2, serie 1 geactiveerd",
    });
    const previous = applyCommand(stateWith(1, 0), { type: "previous", from_heat_id: "1-2" }, NOW);
    expect(previous.ok && previous.changes.meet).toEqual({ active_heat_id: "1-1" });
  });

  it("activate sets any other heat active", () => {
    const result = applyCommand(stateWith(0, 6), { type: "activate", heat_id: "2-1", from_heat_id: "1-1" }, NOW);
    expect(result).toEqual({
      ok: true,
      changes: { heats: [], meet: { active_heat_id: "2-1" } },
      log: "Programma 2, serie 1 geactiveerd",
    });
  });

  it("activate refuses the active heat itself and an unknown heat", () => {
    expect(applyCommand(stateWith(0, 0), { type: "activate", heat_id: "1-1", from_heat_id: "1-1" }, NOW)).toMatchObject({
      ok: false,
      code: "already_active",
    });
    expect(applyCommand(stateWith(0, 0), { type: "activate", heat_id: "9-9", from_heat_id: "1-1" }, NOW)).toMatchObject({
      ok: false,
      code: "unknown_heat",
    });
  });

  it("activate works when no heat is active, previous and next do not", () => {
    const state: MachineState = { heats: programme(), active_heat_id: null };
    expect(applyCommand(state, { type: "activate", heat_id: "1-2", from_heat_id: null }, NOW).ok).toBe(true);
    for (const type of ["previous", "next", "start", "stop", "reset"] as const) {
      const command: Command = type === "stop" || type === "start" ? { type, time: NOW, accuracy: 1 } : { type, from_heat_id: null };
      expect(applyCommand(state, command, NOW)).toMatchObject({ ok: false, code: "no_active_heat" });
    }
  });

  it("a stale active heat id counts as no active heat", () => {
    const state: MachineState = { heats: programme(), active_heat_id: "removed" };
    expect(applyCommand(state, { type: "start", time: NOW, accuracy: 1 }, NOW)).toMatchObject({ ok: false, code: "no_active_heat" });
    expect(applyCommand(state, { type: "activate", heat_id: "1-1", from_heat_id: "removed" }, NOW).ok).toBe(true);
  });

  it("an empty programme refuses everything", () => {
    const state: MachineState = { heats: [], active_heat_id: null };
    expect(applyCommand(state, { type: "next", from_heat_id: null }, NOW).ok).toBe(false);
    expect(applyCommand(state, { type: "activate", heat_id: "1-1", from_heat_id: null }, NOW)).toMatchObject({ code: "unknown_heat" });
  });

  it("activate, previous, next and reset are refused without the active heat they were made from, or from another", () => {
    const state = stateWith(1, 5);
    for (const command of [{ type: "activate", heat_id: "2-1" }, { type: "previous" }, { type: "next" }, { type: "reset" }] as const) {
      expect(applyCommand(state, command, NOW)).toMatchObject({
        ok: false,
        code: "no_view",
        message: "Deze opdracht zegt niet vanuit welke actieve serie ze is gegeven. Vernieuw de pagina en probeer het opnieuw.",
      });
      expect(applyCommand(state, { ...command, from_heat_id: "1-1" }, NOW)).toMatchObject({ ok: false, code: "stale_view" });
      expect(applyCommand(state, { ...command, from_heat_id: "1-2" }, NOW).ok).toBe(true);
    }
  });

  it("accepts a live CommandMessage as it is (its id is ignored)", () => {
    const message: CommandMessage = { type: "start", id: "abc", time: NOW, accuracy: 1 };
    const result = applyCommand(stateWith(0, 0), message, NOW);
    expect(result.ok).toBe(true);
  });
});
