// DESIGN 8h: the order a meet is swum in, as its own file plans it. A multi-session meet does not
// swim by event number: the para events are swum mid-morning between events 2 and 3, and tonight's
// finals carry the morning's numbers. Sessions by date, time of day and number; within a session the
// events by the file's `order`, else their daytime, else their number; an event's heats by their
// `order`, else their number. A final or swim-off is an EVENT of the session that holds it, so it is
// swum there. A value the file leaves out or garbles sorts after every value it gives; where all
// say the same, the file's own sequence decides.

/** A HEAT as the running order reads it: its attributes as the file writes them. */
export interface PlannedHeat {
  order?: string;
  number?: string;
}

/** An EVENT as the running order reads it, with its heats. */
export interface PlannedEvent<H extends PlannedHeat = PlannedHeat> {
  order?: string;
  daytime?: string;
  number?: string;
  heats: readonly H[];
}

/** A SESSION as the running order reads it, with its events. */
export interface PlannedSession<E extends PlannedEvent = PlannedEvent> {
  date?: string;
  daytime?: string;
  /** When it ended: a session without its start time began before then. */
  endtime?: string;
  number?: string;
  events: readonly E[];
}

const INTEGER = /^\s*-?\d{1,9}\s*$/;
const TIME_OF_DAY = /^\s*(\d{1,2}):(\d{2})/;
const DAY = /^\s*(\d{4}-\d{2}-\d{2})/;

const integer = (value: string | undefined): number | null => (value !== undefined && INTEGER.test(value) ? Number(value) : null);

/** "9:30" and "09:30" are one time: minutes since midnight, compared as numbers, not text. */
function minutes(value: string | undefined): number | null {
  const match = TIME_OF_DAY.exec(value ?? "");
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const day = (value: string | undefined): string | null => DAY.exec(value ?? "")?.[1] ?? null;

/** Ascending, a missing value after every given one. */
function ascending<T extends number | string>(a: T | null, b: T | null): number {
  if (a === null || b === null) return Number(a === null) - Number(b === null);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A session's time of day for the order: its start, else its end (real files leave the start out). */
const sessionTime = (session: PlannedSession) => minutes(session.daytime) ?? minutes(session.endtime);

/**
 * Sessions by date, then time of day; one whose file gives no time at all goes by its number among
 * the day's others, not after them: the morning's finals without a start time are not swum after the
 * afternoon's heats.
 */
function compareSessions(a: PlannedSession, b: PlannedSession): number {
  const [at, bt] = [sessionTime(a), sessionTime(b)];
  return (
    ascending(day(a.date), day(b.date)) ||
    (at !== null && bt !== null ? at - bt : 0) ||
    ascending(integer(a.number), integer(b.number)) ||
    ascending(at, bt)
  );
}

const compareEvents = (a: PlannedEvent, b: PlannedEvent): number =>
  ascending(integer(a.order), integer(b.order)) ||
  ascending(minutes(a.daytime), minutes(b.daytime)) ||
  ascending(integer(a.number), integer(b.number));

const compareHeats = (a: PlannedHeat, b: PlannedHeat): number =>
  ascending(integer(a.order), integer(b.order)) || ascending(integer(a.number), integer(b.number));

/**
 * Every heat of the meet in the order it is swum. Pure and generic: a reader passes what it holds
 * (its elements beside their attributes) and gets its own heats back in running order. The sorts
 * are stable, so equal plans keep the file's sequence.
 */
export function runningOrder<S extends PlannedSession>(sessions: readonly S[]): HeatOf<S>[] {
  return [...sessions]
    .sort(compareSessions)
    .flatMap((session) => [...session.events].sort(compareEvents).flatMap((event) => [...event.heats].sort(compareHeats))) as HeatOf<S>[];
}

/** The type of a session's heats, so a caller gets back its own objects. */
type HeatOf<S extends PlannedSession> = S["events"][number]["heats"][number];
