// SPEC 4's control rules and status table, and SPEC 9's labels, as the control panel uses them.
import { describe, expect, it } from "vitest";
import "./i18n/server-texts";
import {
  HEAT_STATUS,
  allowedCommands,
  canActivate,
  canExportHeat,
  canMove,
  canReset,
  canStart,
  canStop,
  commandRefusal,
  controlStateOf,
  heatStatusLook,
} from "./heat-rules";
import { genderLabel, heatTitle, strokeLabel } from "./labels";

const STATUSES = [0, 1, 5, 6, 7, 8, 9, 10];

describe("single-status rules (SPEC 4)", () => {
  it.each(STATUSES)("status %i", (s) => {
    expect(canStart(s)).toBe(s === 0);
    expect(canStop(s)).toBe(s === 1);
    expect(canReset(s)).toBe(s !== 0 && s !== 1);
    expect(canExportHeat(s)).toBe(s !== 0 && s !== 1);
  });

  it("without an active heat nothing on the active heat is possible", () => {
    expect(canStart(null)).toBe(false);
    expect(canStop(null)).toBe(false);
    expect(canReset(null)).toBe(false);
    expect(allowedCommands(null, { activeIndex: -1, heatCount: 3 })).toEqual({
      start: false,
      stop: false,
      previous: false,
      next: false,
      reset: false,
    });
  });
});

describe("allowedCommands in every status at every place in the programme", () => {
  const places = [
    { name: "first", activeIndex: 0 },
    { name: "middle", activeIndex: 1 },
    { name: "last", activeIndex: 2 },
  ];
  for (const s of STATUSES) {
    for (const place of places) {
      it(`status ${s}, ${place.name} heat`, () => {
        const allowed = allowedCommands(s, { activeIndex: place.activeIndex, heatCount: 3 });
        expect(allowed).toEqual({
          start: s === 0,
          stop: s === 1,
          reset: s !== 0 && s !== 1,
          previous: s !== 1 && place.name !== "first",
          next: s !== 1 && place.name !== "last",
        });
      });
    }
  }

  it("a programme of one heat has neither previous nor next", () => {
    expect(canMove("previous", { activeStatus: 0, activeIndex: 0, heatCount: 1 })).toBe(false);
    expect(canMove("next", { activeStatus: 0, activeIndex: 0, heatCount: 1 })).toBe(false);
  });

  it("refusals name the reason", () => {
    const state = { activeStatus: 1, activeIndex: 1, heatCount: 3 };
    expect(commandRefusal("start", state)).toBe("not_planned");
    expect(commandRefusal("reset", state)).toBe("not_finished");
    expect(commandRefusal("next", state)).toBe("running");
    expect(commandRefusal("stop", { ...state, activeStatus: 5 })).toBe("not_running");
    expect(commandRefusal("previous", { ...state, activeStatus: 5, activeIndex: 0 })).toBe("first_heat");
    expect(commandRefusal("next", { ...state, activeStatus: 5, activeIndex: 2 })).toBe("last_heat");
  });
});

describe("activate (SPEC 4)", () => {
  it.each(STATUSES)("active heat in status %i", (s) => {
    expect(canActivate("b", "a", s)).toBe(s !== 1);
    expect(canActivate("a", "a", s)).toBe(false);
  });

  it("is possible when no heat is active", () => {
    expect(canActivate("a", null, null)).toBe(true);
  });
});

describe("controlStateOf", () => {
  const heats = [
    { id: "a", status: 5 },
    { id: "b", status: 1 },
  ];
  it("finds the active heat and its status", () => {
    expect(controlStateOf(heats, "b")).toEqual({ activeStatus: 1, activeIndex: 1, heatCount: 2 });
  });
  it("treats a stale or missing active heat as none", () => {
    expect(controlStateOf(heats, "gone")).toEqual({ activeStatus: null, activeIndex: -1, heatCount: 2 });
    expect(controlStateOf(heats, null)).toEqual({ activeStatus: null, activeIndex: -1, heatCount: 2 });
  });
});

describe("status chips (SPEC 4 table)", () => {
  it("labels, colours and icons", () => {
    expect(heatStatusLook(0)).toEqual({ label: "Gepland", color: "default", icon: null });
    expect(heatStatusLook(0, true)).toEqual({ label: "Klaar om te starten", color: "default", icon: null });
    expect(heatStatusLook(1)).toEqual({ label: "Race bezig", color: "default", icon: null });
    expect(heatStatusLook(5)).toEqual({ label: "Uitslag definitief", color: "success", icon: "check" });
    expect(heatStatusLook(6)).toEqual({ label: "Uitslag incompleet", color: "error", icon: null });
    expect(heatStatusLook(7)).toEqual({ label: "VVA afwijkend van tijden", color: "warning", icon: null });
    expect(heatStatusLook(8)).toEqual({ label: "Afwijkingen in VVA", color: "warning", icon: null });
    expect(heatStatusLook(9)).toEqual({ label: "Er zijn diskwalificaties", color: "warning", icon: null });
    expect(heatStatusLook(10)).toEqual({ label: "", color: "primary", icon: null });
  });

  it("does not show 2, 3, 4 or unknown statuses", () => {
    for (const s of [2, 3, 4, 11, -1]) expect(heatStatusLook(s)).toBeNull();
  });

  it("the activity does not change other labels", () => {
    expect(heatStatusLook(5, true)).toEqual(heatStatusLook(5));
  });

  it("constants match the table", () => {
    expect(Object.values(HEAT_STATUS).sort((a, b) => a - b)).toEqual(STATUSES);
  });
});

describe("labels (SPEC 9)", () => {
  it("strokes", () => {
    expect(strokeLabel("BACK")).toBe("Rugslag");
    expect(strokeLabel("BREAST")).toBe("Schoolslag");
    expect(strokeLabel("FLY")).toBe("Vlinderslag");
    expect(strokeLabel("FREE")).toBe("Vrije slag");
    expect(strokeLabel("MEDLEY")).toBe("Wisselslag");
    expect(strokeLabel("TOWFINS")).toBe("Vinzwemmen");
    expect(strokeLabel("free")).toBe("Vrije slag");
    expect(strokeLabel("UNKNOWN")).toBe("UNKNOWN");
    expect(strokeLabel(null)).toBe("");
  });

  it("genders", () => {
    expect(genderLabel("M")).toBe("Mannen");
    expect(genderLabel("F")).toBe("Vrouwen");
    expect(genderLabel("X")).toBe("Gemengd");
    expect(genderLabel("A")).toBe("Gemengd");
    expect(genderLabel("")).toBe("Gemengd");
    expect(genderLabel(undefined)).toBe("Gemengd");
  });

  it("heat title", () => {
    expect(heatTitle({ event_number: 3, heat_number: 2 })).toBe("Programma 3, serie 2");
    expect(heatTitle({ event_number: 7, heat_number: 1, round: "F" })).toBe("Programma 7F, serie 1");
  });
});
