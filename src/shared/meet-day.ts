// Whether a meet's day has passed (SPEC 4's warning on the meet page, DESIGN 8's closed door for
// officials), decided on the Dutch calendar for the Worker and every browser alike.

const dutchCalendar = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam", year: "numeric", month: "2-digit", day: "2-digit" });

/** yyyy-mm-dd of a moment in the Netherlands, where every meet is swum. */
export function dutchDate(now: Date = new Date()): string {
  return dutchCalendar.format(now);
}

/** A meet is past once its planned date is before today in the Netherlands; one without a date never is. */
export function isMeetPast(plannedDate: string | null | undefined, now: Date = new Date()): boolean {
  return plannedDate != null && plannedDate !== "" && plannedDate.slice(0, 10) < dutchDate(now);
}
