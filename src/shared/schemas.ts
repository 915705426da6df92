// Every form and every API body is checked by these schemas: the browser to show SPEC section 5's
// messages, the Worker to refuse the same input with 400. One rule, one place.
import * as v from "valibot";
import { COURSES } from "./para-points";
import { isPlainText } from "./plain-text";
import { DEFAULT_TIME_ZONE, isTimeZone } from "./time-zone";
import { labelText } from "./i18n/label-text";
import { isLanguage, type Language } from "./i18n/languages";
import type { LabelId } from "./i18n/label-text";
import type { MessageValues } from "./i18n/catalogue";

type ValidationId = Extract<LabelId, `labels.validation.${string}`>;

/**
 * A validation message (DESIGN 12) as valibot takes one: formatted when the issue is made, in the
 * language of the parse's config (`{ lang }`, as the Worker passes its request's), else the page's.
 */
export const validationMessage =
  (id: ValidationId, values?: MessageValues) =>
  (issue?: { lang?: string | undefined }): string =>
    labelText(id, values, isLanguage(issue?.lang) ? issue.lang : undefined);

/** The same message outside a parse: in `language`, else the page's (the server's Dutch). */
export const validationText = (id: ValidationId, language?: Language, values?: MessageValues): string => labelText(id, values, language);

/** The longest name or other text a form or an imported file may give: a name, a club, a place. */
export const MAX_TEXT = 200;
/** The message of a text over `max` characters: it says how many fit. */
const tooLong = (max: number) => validationMessage("labels.validation.tooLong", { max });
const CHOOSE_CLUB = validationMessage("labels.validation.chooseClub");
/** A club must be chosen: checked by the Worker as well as by the schema, where it depends on who asks. */
export const chooseClub = (language?: Language) => validationText("labels.validation.chooseClub", language);

// A missing key is treated as an empty field, so it gets the field's own message instead of
// valibot's generic "Invalid key".
const field = <S extends v.GenericSchema<string, unknown>>(schema: S) => v.optional(schema, "");

const required = (message: ReturnType<typeof validationMessage>) =>
  field(
    v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(MAX_TEXT, tooLong(MAX_TEXT)),
      v.check(isPlainText, validationMessage("labels.validation.plainText")),
    ),
  );

const email = (requiredMessage: ReturnType<typeof validationMessage>, invalidMessage: ReturnType<typeof validationMessage>) =>
  field(
    v.pipe(
      v.string(requiredMessage),
      v.trim(),
      v.nonEmpty(requiredMessage),
      v.maxLength(254, invalidMessage),
      v.email(invalidMessage),
      v.toLowerCase(),
    ),
  );

/** Password rules of SPEC section 5, in the order the reset and change forms show them as a checklist. */
export const PASSWORD_RULES = [
  { key: "length", test: (p: string) => p.length >= 8, message: validationMessage("labels.validation.password.length") },
  { key: "upper", test: (p: string) => /[A-Z]/.test(p), message: validationMessage("labels.validation.password.upper") },
  { key: "lower", test: (p: string) => /[a-z]/.test(p), message: validationMessage("labels.validation.password.lower") },
  { key: "digit", test: (p: string) => /[0-9]/.test(p), message: validationMessage("labels.validation.password.digit") },
  {
    key: "special",
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
    message: validationMessage("labels.validation.password.special"),
  },
] as const;

export const PASSWORD_REQUIRED = validationMessage("labels.validation.password.required");
// SPEC 5 quotes "Password must match"; the Dutch interface says it in Dutch.
export const PASSWORD_MISMATCH = validationMessage("labels.validation.password.mismatch");

export const passwordSchema = field(
  v.pipe(
    v.string(PASSWORD_REQUIRED),
    v.nonEmpty(PASSWORD_REQUIRED),
    // PBKDF2 on a megabyte password is a cheap denial of service; no person types more than this.
    v.maxLength(128, tooLong(128)),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const rule of PASSWORD_RULES) if (!rule.test(dataset.value)) addIssue({ message: rule.message });
    }),
  ),
);

// The login form shows no field messages (SPEC 5), but the API answers them.
export const loginSchema = v.object({
  username: field(
    v.pipe(
      v.string(validationMessage("labels.validation.login")),
      v.trim(),
      v.nonEmpty(validationMessage("labels.validation.login")),
      v.maxLength(254, tooLong(254)),
      v.toLowerCase(),
    ),
  ),
  password: field(v.pipe(v.string(PASSWORD_REQUIRED), v.nonEmpty(PASSWORD_REQUIRED), v.maxLength(128, tooLong(128)))),
});

export const forgotSchema = v.object({
  username: email(validationMessage("labels.validation.required"), validationMessage("labels.validation.invalidEmail")),
});

export const activationRequestSchema = forgotSchema;

const INVALID_LINK = validationMessage("labels.validation.invalidLink");
const resetToken = field(v.pipe(v.string(INVALID_LINK), v.nonEmpty(INVALID_LINK), v.maxLength(200, INVALID_LINK)));

export const resetSchema = v.object({
  reset_token: resetToken,
  password: passwordSchema,
});

/** Whose a mailed link is, asked by the page it opens before the password is chosen. */
export const linkSchema = v.object({ reset_token: resetToken });

const CURRENT_PASSWORD = validationMessage("labels.validation.password.current");
const currentPassword = field(v.pipe(v.string(CURRENT_PASSWORD), v.nonEmpty(CURRENT_PASSWORD), v.maxLength(128, tooLong(128))));

export const updatePasswordSchema = v.object({
  current_password: currentPassword,
  password: passwordSchema,
});

/**
 * A new address is confirmed with the link mailed there and the password the account has now, so
 * nobody takes over an account by changing its address.
 */
export const confirmEmailSchema = v.object({ token: resetToken, password: currentPassword });

const FIRST_NAME = validationMessage("labels.validation.firstName");
const LAST_NAME = validationMessage("labels.validation.lastName");
const NAME = validationMessage("labels.validation.name");

export const profileSchema = v.object({
  first_name: required(FIRST_NAME),
  last_name: required(LAST_NAME),
});

export const LICENSES = ["free", "knzb", "beta"] as const;
export type License = (typeof LICENSES)[number];
export const DEFAULT_LICENSE: License = "knzb";

const license = v.picklist(LICENSES, validationMessage("labels.validation.license"));

/** DESIGN 12: an IANA time zone this runtime knows ("Europe/Berlin"). */
const timeZone = v.pipe(
  v.string(validationMessage("labels.validation.timeZone")),
  v.trim(),
  v.check((zone: string) => isTimeZone(zone), validationMessage("labels.validation.timeZone")),
);

export const clubSchema = v.object({
  name: required(NAME),
  external_id: required(validationMessage("labels.validation.clubNumber")),
  city: required(validationMessage("labels.validation.city")),
  license: v.optional(license, DEFAULT_LICENSE),
  /** The clock of the club's pool, for its new meets; Amsterdam when left out. */
  time_zone: v.optional(timeZone, DEFAULT_TIME_ZONE),
});

/** On edit a missing licence or time zone means "unchanged": club users may not send a licence that differs. */
export const clubUpdateSchema = v.object({ ...clubSchema.entries, license: v.optional(license), time_zone: v.optional(timeZone) });

const username = email(validationMessage("labels.validation.username"), validationMessage("labels.validation.usernameEmail"));

export const userUpdateSchema = v.object({
  username,
  first_name: required(FIRST_NAME),
  last_name: required(LAST_NAME),
});

export const userCreateSchema = v.object({
  ...userUpdateSchema.entries,
  club_id: v.nullish(v.pipe(v.number(CHOOSE_CLUB), v.safeInteger(CHOOSE_CLUB), v.minValue(1, CHOOSE_CLUB))),
  is_admin: v.optional(v.boolean(validationMessage("labels.validation.isAdmin")), false),
});

export const officialSchema = v.object({
  email: email(validationMessage("labels.validation.email"), validationMessage("labels.validation.invalidEmail")),
  name: required(NAME),
  external_id: field(
    v.pipe(
      v.string(validationMessage("labels.validation.officialNumber")),
      v.trim(),
      v.regex(/^[A-Za-z0-9]{7}$/, validationMessage("labels.validation.officialNumber")),
      v.toUpperCase(),
    ),
  ),
});

export const MAX_UPLOAD_BYTES = 2_000_000;
/** The import file's own messages, checked outside a schema (a form's file, the Worker's upload). */
export const fileRequired = (language?: Language) => validationText("labels.validation.file.required", language);
/** A file was chosen, but it has no bytes: not the same as none chosen. */
export const fileEmpty = (language?: Language) => validationText("labels.validation.file.empty", language);
export const fileTooLarge = (language?: Language) => validationText("labels.validation.file.tooLarge", language);

export const meetNumber = field(
  v.pipe(
    v.string(validationMessage("labels.validation.meetNumber")),
    v.trim(),
    v.regex(/^\d{5}$/, validationMessage("labels.validation.meetNumber")),
  ),
);
// isoDate checks the shape only: 2026-02-31 would be stored and sorted as a date.
const isCalendarDate = (text: string) => {
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const calendarDate = (message: ReturnType<typeof validationMessage>) =>
  field(v.pipe(v.string(message), v.nonEmpty(message), v.isoDate(message), v.check(isCalendarDate, message)));

const plannedDate = calendarDate(validationMessage("labels.validation.meetDate"));

const COURSE_CHOICE = validationMessage("labels.validation.course");

export const meetCsvSchema = v.object({
  name: required(NAME),
  external_id: meetNumber,
  planned_date: plannedDate,
  /**
   * DESIGN 8g: a CSV heat list names no pool, so the dialog asks. Left out or "" the course stays
   * unknown (and an edit keeps it): a meet without points needs none, and the results say why.
   */
  course: v.optional(
    v.pipe(
      v.picklist([...COURSES, ""], COURSE_CHOICE),
      v.transform((course) => course || undefined),
    ),
  ),
});

export const meetUpdateSchema = v.object({
  ...meetCsvSchema.entries,
  auth_code: field(
    v.pipe(
      v.string(validationMessage("labels.validation.authCode")),
      v.trim(),
      v.regex(/^\d{4}$/, validationMessage("labels.validation.authCode")),
    ),
  ),
  /** DESIGN 8c: public live results, off by default; an edit that leaves it out keeps it as it is. */
  public: v.optional(v.boolean(validationMessage("labels.validation.public"))),
  /** DESIGN 12: the pool's clock (IANA); an edit that leaves it out keeps it as it is. */
  time_zone: v.optional(timeZone),
});

/** DESIGN 8g: an uploaded points table's name and the date from which it counts. */
export const pointTableSchema = v.object({
  name: required(NAME),
  valid_from: calendarDate(validationMessage("labels.validation.validFrom")),
});

/** Valibot's issues, as forms get them or through Standard Schema as the API's validators do. */
type Issue = { message: string; path?: readonly (PropertyKey | { key: unknown })[] | undefined };

/** The first message per field, for forms and for the API's 400 answer. */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(typeof p === "object" ? p.key : p)).join(".") ?? "_";
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * The link code a new one replaces, as the screens show it (its first 8 characters): of parallel
 * replacements of one code only one succeeds, so every code answered in full is one that works.
 */
export const linkCodeQuery = v.object({
  replaces: v.optional(v.pipe(v.string(), v.length(8, validationMessage("labels.validation.linkCode")))),
});
