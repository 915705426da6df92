// DESIGN 12: a meet runs on its pool's own clock, an IANA time zone (Europe/Berlin, Pacific/Auckland):
// the club's by default, Amsterdam where nobody said otherwise. 'No longer accessible', 'Datum ligt
// in het verleden', expected starts, log times and CSV times follow it, never the server's zone.

export const DEFAULT_TIME_ZONE = "Europe/Amsterdam";

/** Whether `zone` names a time zone this runtime knows (an IANA name, or UTC). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zones a form offers: the runtime's IANA list, the default first. */
export function timeZoneChoices(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [DEFAULT_TIME_ZONE];
  return [DEFAULT_TIME_ZONE, ...zones.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
}
