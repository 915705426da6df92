// The lanes officials chose, kept past their sockets, and who of them is away (DESIGN 8b presence).
import { describe, expect, it } from "vitest";
import { awayTimekeepers, chooseLanes } from "./presence";

const jan = { id: 1, name: "Jan Jansen" };
const els = { id: 2, name: "Els de Vries" };

describe("the lanes officials chose", () => {
  it("keeps a timekeeper's lane, and forgets it for a judge's task or the choice", () => {
    const chosen = chooseLanes({}, [{ official: jan, task: { kind: "timekeeper", lane: "4" } }]);
    expect(chosen).toEqual({ 1: { name: "Jan Jansen", lane: "4" } });
    expect(chooseLanes(chosen, [{ official: jan, task: { kind: "judge" } }])).toEqual({});
    expect(chooseLanes(chosen, [{ official: jan, task: null }])).toEqual({});
  });

  it("leaves a lane alone while its phone has not said its task yet, and while another phone of the official times", () => {
    const chosen = { 1: { name: "Jan Jansen", lane: "4" } };
    expect(chooseLanes(chosen, [{ official: jan }])).toEqual(chosen);
    const twoPhones = [
      { official: jan, task: { kind: "timekeeper", lane: "5" } as const },
      { official: jan, task: null },
    ];
    expect(chooseLanes(chosen, twoPhones)).toEqual({ 1: { name: "Jan Jansen", lane: "5" } });
  });

  it("names per lane those who have no socket with a task now", () => {
    const chosen = { 1: { name: "Jan Jansen", lane: "4" }, 2: { name: "Els de Vries", lane: "4" }, 3: { name: "Piet", lane: "5" } };
    expect(awayTimekeepers(chosen, new Set([els.id]))).toEqual({ "4": ["Jan Jansen"], "5": ["Piet"] });
    expect(awayTimekeepers(chosen, new Set([1, 2, 3]))).toEqual({});
  });
});
