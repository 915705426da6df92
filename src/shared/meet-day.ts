// Whether a meet's day has passed (SPEC 4's warning on the meet page, DESIGN 8's closed door for
// officials), decided on the calendar of the meet's own time zone (DESIGN 12), for the Worker and
// every browser alike.
import { DEFAULT_TIME_ZONE } from "./time-zone";

const calendars = new Map<string, Intl.DateTimeFormat>();
const calendarOf = (timeZone: string) => {
  let calendar = calendars.get(timeZone);
  if (!calendar) {
    calendar = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    calendars.set(timeZone, calendar);
  }
  return calendar;
};

/** yyyy-mm-dd of a moment at the pool, in its time zone. */
export function poolDate(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  return calendarOf(timeZone).format(now);
}

/**
 * A meet is past once its planned date is before today at its pool (`timeZone`); one without a date
 * never is.
 */
export function isMeetPast(plannedDate: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): boolean {
  return plannedDate != null && plannedDate !== "" && plannedDate.slice(0, 10) < poolDate(now, timeZone);
}
