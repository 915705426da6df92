// DESIGN 8h: the running order, as a meet file plans it.
import { describe, expect, it } from "vitest";
import { runningOrder, type PlannedEvent, type PlannedSession } from "./running-order";

type Heat = { id: string; order?: string; number?: string };

/** An event whose heats are named "event-heat" by their number, in the sequence given. */
const event = (number: string, facts: Omit<PlannedEvent, "heats" | "number">, heats: Omit<Heat, "id">[] = [{ number: "1" }]) => ({
  number,
  ...facts,
  heats: heats.map((heat) => ({ id: `${number}-${heat.number}`, ...heat })),
});

const session = (facts: Omit<PlannedSession, "events">, ...events: ReturnType<typeof event>[]) => ({ ...facts, events });

const ids = (sessions: ReturnType<typeof session>[]) => runningOrder(sessions).map((heat) => heat.id);

describe("the running order of a meet", () => {
  it("runs the sessions by date, then daytime, then number, whatever order the file lists them in", () => {
    expect(
      ids([
        session({ number: "4", date: "2024-05-14", daytime: "18:00" }, event("5", {})),
        session({ number: "2", date: "2024-05-13", daytime: "18:00" }, event("1F", {})),
        session({ number: "1", date: "2024-05-13", daytime: "9:30" }, event("1", {})),
        session({ number: "3", date: "2024-05-14", daytime: "09:30" }, event("4", {})),
        // Two sessions the file gives the same start: by their numbers, 10 after 9.
        session({ number: "10", date: "2024-05-15", daytime: "09:30" }, event("7", {})),
        session({ number: "9", date: "2024-05-15", daytime: "09:30" }, event("6", {})),
      ]),
    ).toEqual(["1-1", "1F-1", "4-1", "5-1", "6-1", "7-1"]);
  });

  it("runs a session's events by the file's order, not by their numbers", () => {
    expect(
      ids([
        session(
          { number: "1" },
          event("3", { order: "7", daytime: "10:41" }),
          event("301", { order: "3", daytime: "10:33" }),
          event("2", { order: "2", daytime: "10:00" }),
          event("1", { order: "1", daytime: "09:30" }),
          // The order, not the daytime, decides: the file's plan may be late for an event moved forward.
          event("302", { order: "4", daytime: "11:35" }),
        ),
      ]),
    ).toEqual(["1-1", "2-1", "301-1", "302-1", "3-1"]);
  });

  it("without an order runs the events by their daytime, as times and not as text, and without either by number", () => {
    expect(
      ids([
        session({ number: "1" }, event("4", { daytime: "10:05" }), event("3", { daytime: "9:45" }), event("12", { daytime: "09:50" })),
        session({ number: "2", date: "2099-01-01" }, event("9", {}), event("8", {}), event("10", {})),
      ]),
    ).toEqual(["8-1", "9-1", "10-1", "3-1", "12-1", "4-1"]);
  });

  it("runs an event's heats by their order, else by their number", () => {
    expect(
      ids([
        session(
          { number: "1" },
          event("1", { order: "1" }, [
            { number: "3", order: "1" },
            { number: "1", order: "2" },
            { number: "2", order: "3" },
          ]),
          event("2", { order: "2" }, [{ number: "10" }, { number: "9" }, { number: "2" }]),
        ),
      ]),
    ).toEqual(["1-3", "1-1", "1-2", "2-2", "2-9", "2-10"]);
  });

  it("runs a session without a start time by its end, else by its number among the day's others, not after them", () => {
    expect(
      ids([
        session({ number: "1", date: "2021-12-17", daytime: "09:30" }, event("1", {})),
        // The morning's finals (a real file from Kazan): no daytime, an end before the afternoon's start.
        session({ number: "2", date: "2021-12-17", endtime: "12:53" }, event("101", {})),
        session({ number: "3", date: "2021-12-17", daytime: "14:00" }, event("2", {})),
        session({ number: "4", date: "2021-12-18", daytime: "09:30" }, event("3", {})),
        // No time at all: by number, between sessions 4 and 6.
        session({ number: "5", date: "2021-12-18" }, event("102", {})),
        session({ number: "6", date: "2021-12-18", daytime: "16:00" }, event("4", {})),
      ]),
    ).toEqual(["1-1", "101-1", "2-1", "3-1", "102-1", "4-1"]);
  });

  it("puts what the file leaves out or garbles after what it gives, and otherwise keeps the file's sequence", () => {
    expect(
      ids([
        // Two EVENTs alike in all the running order reads (a final and its extra heat, say): as listed.
        session({ number: "2", date: "2024-05-13" }, event("5", {}, [{ number: "2" }]), event("5", {}, [{ number: "1" }])),
        session({ number: "1" }, event("9", {})),
        session({ number: "3", date: "gisteren" }, event("8", {})),
        session(
          { number: "0", date: "2024-05-13" },
          event("2", { daytime: "om tien uur" }),
          event("1", { order: "x", daytime: "10:00" }),
          event("7", { order: "2" }),
          event("6", {}),
          event("4", { order: "1" }),
        ),
      ]),
    ).toEqual(["4-1", "7-1", "1-1", "2-1", "6-1", "5-2", "5-1", "9-1", "8-1"]);
  });

  it("gives back the caller's own objects", () => {
    const heat = { number: "1", element: Symbol("HEAT") };
    const [first] = runningOrder([{ events: [{ heats: [heat] }] }]);
    expect(first).toBe(heat);
    expect(first!.element).toBe(heat.element);
  });
});
