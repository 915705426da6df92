import { describe, expect, it } from "vitest";
import type { Heat } from "../../shared/programme";
import { applyServerMessage, initialLiveState, type LiveState } from "./liveState";

const heat = (id: string, status = 0): Heat => ({
  id,
  event_number: Number(id.split("-")[0]),
  heat_number: Number(id.split("-")[1]),
  distance: 50,
  stroke: "FREE",
  gender: "M",
  status,
  start_time: null,
  end_time: null,
  lanes: {},
  vva: null,
});

const withHeats: LiveState = { ...initialLiveState, heats: [heat("1-1"), heat("1-2")], activeHeatId: "1-1" };

describe("applyServerMessage", () => {
  it("keeps the start signal's state per part: a new arming leaves the learned signal (DESIGN 6b)", () => {
    const learned = { signal: { sample_rate: 16_000, lead: 320, template: "AAAA", threshold: 0.4 }, learned_at: 5, by: "Anna" };
    const armed = { heat_id: "1-1", at: 6, by: "Anna" };
    const next = applyServerMessage(withHeats, { type: "start_signal", desk: { learned, armed: null } });
    expect(applyServerMessage(next, { type: "start_signal", desk: { armed } }).startSignal).toEqual({ learned, armed });
  });

  it("replaces the whole programme and the active heat", () => {
    const sessions = [{ number: "1", date: "2026-07-04", daytime: "09:30" }];
    const next = applyServerMessage(withHeats, { type: "heats", heats: [heat("2-1")], active_heat_id: "2-1", sessions });
    expect(next.heats?.map((h) => h.id)).toEqual(["2-1"]);
    expect(next.sessions).toEqual(sessions);
    expect(next.activeHeatId).toBe("2-1");
  });

  it("replaces one heat in place", () => {
    const next = applyServerMessage(withHeats, { type: "heat", heat: heat("1-2", 1) });
    expect(next.heats?.map((h) => h.status)).toEqual([0, 1]);
  });

  it("merges meet changes and follows the active heat", () => {
    const named = applyServerMessage(withHeats, { type: "meet", meet: { name: "Nieuw" } });
    expect(named.activeHeatId).toBe("1-1");
    const moved = applyServerMessage(named, { type: "meet", meet: { active_heat_id: "1-2" } });
    expect(moved.meet.name).toBe("Nieuw");
    expect(moved.activeHeatId).toBe("1-2");
  });

  it("puts a new log event first, once", () => {
    const event = { id: "2", created_at: "2026-01-01T10:00:00Z", action: "Gestart" };
    const listed = applyServerMessage(withHeats, { type: "events", events: [{ ...event, id: "1" }] });
    const once = applyServerMessage(listed, { type: "event", event });
    expect(applyServerMessage(once, { type: "event", event }).events?.map((e) => e.id)).toEqual(["2", "1"]);
  });

  it("takes the role from the hello", () => {
    expect(applyServerMessage(initialLiveState, { type: "hello", role: "admin" }).role).toBe("admin");
  });

  it("keeps who is at the pool (DESIGN 8b), each presence replacing the one before", () => {
    const first = applyServerMessage(initialLiveState, { type: "presence", presence: { timekeepers: { "4": 1 }, judges: 0 } });
    const next = applyServerMessage(first, { type: "presence", presence: { timekeepers: { "3": 2 }, judges: 1 } });
    expect(initialLiveState.presence).toBeNull();
    expect(next.presence).toEqual({ timekeepers: { "3": 2 }, judges: 1 });
  });
});
