// DESIGN 8b, walk 11 F2: a lane time counts only from a timekeeper of that lane, an order only from an
// arrival-order judge, in the race it is for; a phone's queue from before a change of task still goes.
import { describe, expect, it } from "vitest";
import type { CorrectRecordMessage, OfficialTask } from "../shared/live";
import { holdTasks, taskRefusal, type HeldTasks, type SenderTasks } from "./official-tasks";
import { dutch } from "./test-dutch";
import { apply, arrival, jan, laneTime, race, START } from "./test-records";

const lane = (key: string): OfficialTask => ({ kind: "timekeeper", lane: key });
const judge: OfficialTask = { kind: "judge" };
const holding = (current: OfficialTask | null | undefined, held?: HeldTasks): SenderTasks => ({ current, held });

/** The refusal's code and Dutch text, or null when the task was held. */
function refusal(...args: Parameters<typeof taskRefusal>) {
  const refused = taskRefusal(...args);
  return refused && { code: refused.code, message: dutch(refused.message) };
}

describe("a record for a task the official did not hold", () => {
  it("is refused: a lane time for another lane, from a judge or from no task; an order from a timekeeper", () => {
    expect(refusal(race(), [], laneTime("1", 31_000), jan, holding(lane("0")))).toEqual({
      code: "not_your_task",
      message:
        "Je bent tijdwaarnemer van baan 0, niet van baan 1. " +
        "Kies baan 1 als je die baan klokt, en geef een tijd die je al hebt door aan de scheidsrechter.",
    });
    expect(refusal(race(), [], laneTime("1", 31_000), jan, holding(judge))?.message).toMatch(
      /^Je bent aankomstrechter, geen tijdwaarnemer van baan 1\./,
    );
    expect(refusal(race(), [], laneTime("1", 31_000), jan, holding(null))?.message).toMatch(/^Je hebt geen taak gekozen\. Kies baan 1 /);
    expect(refusal(race(), [], laneTime("1", 31_000), jan, holding(undefined))?.code).toBe("not_your_task");
    expect(refusal(race(), [], arrival("1", "2"), jan, holding(lane("2")))).toEqual({
      code: "not_your_task",
      message:
        "Je bent tijdwaarnemer van baan 2, geen aankomstrechter. Kies Aankomstrechter als je de volgorde van aankomst bepaalt, " +
        "en geef een volgorde die je al hebt door aan de scheidsrechter.",
    });
  });

  it("is taken from the socket that holds the task now", () => {
    expect(refusal(race(), [], laneTime("1", 31_000), jan, holding(lane("1")))).toBeNull();
    expect(refusal(race(), [], arrival("1", "2"), jan, holding(judge))).toBeNull();
  });

  it("is a lane left after the race started (a phone's queue from before its new task), not one left before", () => {
    const leftDuring = { "3": START + 40_000, "5": null };
    expect(refusal(race(), [], laneTime("3", 31_000), jan, holding(lane("5"), leftDuring))).toBeNull();
    const leftBefore = { "3": START - 1, "5": null };
    expect(refusal(race(), [], laneTime("3", 31_000), jan, holding(lane("5"), leftBefore))?.code).toBe("not_your_task");
    // A phone that reconnected has not said its task yet; what the official held goes on.
    expect(refusal(race(), [], laneTime("3", 31_000), jan, holding(undefined, { "3": null }))).toBeNull();
    expect(refusal(race(), [], arrival("1", "2"), jan, holding(lane("2"), { judge: START }))).toBeNull();
  });

  it("leaves the refusals of a heat not started, not there, or a record not theirs to applyRecord", () => {
    expect(refusal(undefined, [], laneTime("1", 31_000), jan, holding(lane("0")))).toBeNull();
    expect(refusal(race({ start_time: null }), [], laneTime("1", 31_000), jan, holding(lane("0")))).toBeNull();
    const correction: CorrectRecordMessage = {
      type: "correct_record",
      id: "c1",
      heat_id: "1-1",
      record_id: "nope",
      correction: { kind: "time", time: 31_000 },
    };
    expect(refusal(race(), [], correction, jan, holding(lane("0")))).toBeNull();
  });
});

describe("a correction", () => {
  const timed = laneTime("3", 31_000);
  const { stored } = apply(race(), [[timed, jan]]);
  const correct = (kind: "time" | "withdraw"): CorrectRecordMessage => ({
    type: "correct_record",
    id: `c-${kind}`,
    heat_id: "1-1",
    record_id: timed.id,
    correction: kind === "time" ? { kind, time: 31_100 } : { kind },
  });

  it("of one's own record of a lane held in its race stays possible after a change of lane", () => {
    expect(refusal(race(), stored, correct("time"), jan, holding(lane("5"), { "3": START + 60_000, "5": null }))).toBeNull();
  });

  it("of a record for a lane not held in its race is refused; its withdrawal never is", () => {
    const never = holding(lane("5"), { "5": null });
    expect(refusal(race(), stored, correct("time"), jan, never)?.message).toMatch(/^Je bent tijdwaarnemer van baan 5, niet van baan 3\./);
    expect(refusal(race(), stored, correct("withdraw"), jan, never)).toBeNull();
  });
});

describe("the tasks an official held", () => {
  const els = { id: 2 };
  const at = START + 90_000;

  it("end when none of their sockets holds them, at that moment; a task held again is held until further notice", () => {
    const held = holdTasks({}, [{ official: jan, task: lane("3") }], START);
    expect(held).toEqual({ 1: { "3": null } });
    const moved = holdTasks(held, [{ official: jan, task: lane("5") }], at);
    expect(moved).toEqual({ 1: { "3": at, "5": null } });
    expect(holdTasks(moved, [{ official: jan, task: lane("3") }], at + 1)).toEqual({ 1: { "3": null, "5": at + 1 } });
    expect(holdTasks(moved, [{ official: jan, task: null }], at + 1)).toEqual({ 1: { "3": at, "5": at + 1 } });
  });

  it("go on while the official's phone has not said its task, and while another phone of theirs holds them", () => {
    const held = { 1: { "3": null } };
    expect(holdTasks(held, [{ official: jan }], at)).toEqual(held);
    expect(holdTasks(held, [], at)).toEqual(held);
    const twoPhones = [
      { official: jan, task: lane("3") },
      { official: jan, task: judge },
      { official: els, task: null },
    ];
    expect(holdTasks(held, twoPhones, at)).toEqual({ 1: { "3": null, judge: null }, 2: {} });
  });
});
