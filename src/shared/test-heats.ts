// Small builders for heats, lanes and watches in the unit tests of every floor.
import type { Heat, Lane, Watch } from "./programme";

export function lane(over: Partial<Lane> = {}): Lane {
  return {
    swimmer: "Jansen, Piet",
    license: null,
    handicap: "S9",
    club: "De Dolfijn",
    entrytime: null,
    dqs: {},
    splits: {},
    time: null,
    confirmed: false,
    ...over,
  };
}

export function heat(over: Partial<Heat> = {}): Heat {
  return {
    id: "1-1",
    event_number: 1,
    heat_number: 1,
    distance: 50,
    stroke: "FREE",
    gender: "M",
    status: 0,
    start_time: null,
    end_time: null,
    lanes: {},
    vva: null,
    ...over,
  };
}

/** Three heats in programme order: 1-1, 1-2, 2-1. */
export function programme(statuses: [number, number, number] = [0, 0, 0]): Heat[] {
  return [
    heat({ id: "1-1", event_number: 1, heat_number: 1, status: statuses[0] }),
    heat({ id: "1-2", event_number: 1, heat_number: 2, status: statuses[1] }),
    heat({ id: "2-1", event_number: 2, heat_number: 1, status: statuses[2] }),
  ];
}

/** A timekeeper's watch as a lane lists it; `pending` when it waits for the referee. */
export function watch(id: string, time: number, over: Partial<Watch> = {}): Watch {
  return { id, official: `Tijdwaarnemer ${id}`, time, splits: {}, ...over };
}
