import { poolTime } from "../shared/expected-start";
import { DEFAULT_TIME_ZONE } from "../shared/time-zone";
import { LOCALES, type Language } from "../shared/i18n/languages";
import { currentLanguage } from "./i18n/texts";

/** One formatter per language and kind, made on first use in that language (DESIGN 12: dates through Intl). */
function perLanguage(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const made = new Map<Language, Intl.DateTimeFormat>();
  return () => {
    const language = currentLanguage();
    let format = made.get(language);
    if (!format) made.set(language, (format = new Intl.DateTimeFormat(LOCALES[language], options)));
    return format;
  };
}

const dateFormat = perLanguage({ day: "numeric", month: "long", year: "numeric" });

/** A yyyy-mm-dd date as a calendar day in local time (new Date("yyyy-mm-dd") would be UTC midnight). */
function toDay(value: string | Date): Date {
  if (value instanceof Date) return value;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value);
}

/** SPEC 9: dates as d MMMM yyyy in the page's language, e.g. 3 maart 2026 (3 March 2026 in English). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  const day = toDay(value);
  return Number.isNaN(day.getTime()) ? "" : dateFormat().format(day);
}

const zoned = new Map<string, Intl.DateTimeFormat>();
/** A format in the page's language and `timeZone` (the browser's own when undefined), made once. */
function zonedFormat(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${currentLanguage()} ${timeZone ?? ""} ${JSON.stringify(options)}`;
  let format = zoned.get(key);
  if (!format)
    zoned.set(key, (format = new Intl.DateTimeFormat(LOCALES[currentLanguage()], { ...options, ...(timeZone ? { timeZone } : {}) })));
  return format;
}

/**
 * A moment (ISO 8601) as the date of SPEC 9 plus the time, e.g. 3 maart 2026 14:05:09: by the meet's
 * clock where a meet's `timeZone` is given (DESIGN 12: its log), else by the browser's.
 */
export function formatDateTime(value: string | null | undefined, timeZone?: string): string {
  const moment = momentOf(value);
  if (!moment) return "";
  const day = zonedFormat({ day: "numeric", month: "long", year: "numeric" }, timeZone).format(moment);
  return `${day} ${zonedFormat({ hour: "2-digit", minute: "2-digit", second: "2-digit" }, timeZone).format(moment)}`;
}

type Moment = string | number | Date | null | undefined;

const momentOf = (value: Moment): Date | null => {
  const moment = value != null && value !== "" ? new Date(value) : null;
  return moment && !Number.isNaN(moment.getTime()) ? moment : null;
};

/**
 * A moment (ISO 8601, ms or a Date) as its day (SPEC 9's d MMMM yyyy) and its time of day (hh:mm) apart, by the
 * meet's clock where its `timeZone` is given, else by the browser's; both "" for no moment.
 */
export function formatDayAndTime(value: Moment, timeZone?: string): { day: string; time: string } {
  const moment = momentOf(value);
  if (!moment) return { day: "", time: "" };
  return {
    day: zonedFormat({ day: "numeric", month: "long", year: "numeric" }, timeZone).format(moment),
    time: zonedFormat({ hour: "2-digit", minute: "2-digit" }, timeZone).format(moment),
  };
}

// A session's start is the pool's clock (the file's date and daytime), wherever the page is read: read
// and shown in one zone, it is the file's own wall clock whichever zone the pool is in.
const sessionDayTime = perLanguage({ weekday: "short", hour: "2-digit", minute: "2-digit", timeZone: DEFAULT_TIME_ZONE });
const sessionDay = perLanguage({ weekday: "short", timeZone: DEFAULT_TIME_ZONE });
const sessionTime = perLanguage({ hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

/**
 * DESIGN 8h: when a session starts, as its row in the programme says it: the weekday and the time
 * ("za 18:00", "Sat 18:00"), what of them the file gives, or "" when it gives neither.
 */
export function formatSessionStart(date: string | undefined, daytime: string | undefined): string {
  const at = poolTime(date, daytime);
  if (at !== null) return sessionDayTime().format(at);
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? "");
  // Midday, so the pool's day is the file's whatever its offset from UTC.
  if (day) return sessionDay().format(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12));
  const time = /^(\d{1,2}):(\d{2})/.exec(daytime ?? "");
  return time && Number(time[1]) < 24 && Number(time[2]) < 60
    ? sessionTime().format(Date.UTC(2000, 0, 1, Number(time[1]), Number(time[2])))
    : "";
}

/** SPEC 2: avatar initials are the first letter of the last word of each name ('Jan', 'de Vries' → 'JV'). */
export function initials(...names: (string | null | undefined)[]): string {
  return names
    .map((name) => (name ?? "").trim().split(/\s+/).pop()?.charAt(0) ?? "")
    .join("")
    .toUpperCase();
}

export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();
