// Every form and every API body is checked by these schemas: the browser to show SPEC section 5's
// messages, the Worker to refuse the same input with 400. One rule, one place.
import * as v from "valibot";
import { COURSES } from "./para-points";
import { isPlainText } from "./plain-text";

const MAX_TEXT = 200;
const TOO_LONG = "Te lang";
export const CHOOSE_CLUB = "Kies een vereniging";


// A missing key is treated as an empty field, so it gets the field's own Dutch message instead of
// valibot's generic "Invalid key".
const field = <S extends v.GenericSchema<string, unknown>>(schema: S) => v.optional(schema, "");

const required = (message: string) =>
  field(
    v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(MAX_TEXT, TOO_LONG),
      v.check(isPlainText, "Bevat niet-toegestane tekens"),
    ),
  );

const email = (requiredMessage: string, invalidMessage: string) =>
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
  { key: "length", test: (p: string) => p.length >= 8, message: "Gebruik 8 of meer karakters" },
  { key: "upper", test: (p: string) => /[A-Z]/.test(p), message: "Gebruik minimaal 1 hoofdletter" },
  { key: "lower", test: (p: string) => /[a-z]/.test(p), message: "Gebruik minimaal 1 kleine letter" },
  { key: "digit", test: (p: string) => /[0-9]/.test(p), message: "Gebruik minimaal 1 cijfer" },
  {
    key: "special",
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
    message: "Gebruik minimaal 1 speciaal teken",
  },
] as const;

export const PASSWORD_REQUIRED = "Voer een wachtwoord in";
// SPEC 5 quotes "Password must match"; the interface is Dutch.
export const PASSWORD_MISMATCH = "Wachtwoorden komen niet overeen";

export const passwordSchema = field(v.pipe(
  v.string(PASSWORD_REQUIRED),
  v.nonEmpty(PASSWORD_REQUIRED),
  // PBKDF2 on a megabyte password is a cheap denial of service; no person types more than this.
  v.maxLength(128, TOO_LONG),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const rule of PASSWORD_RULES) if (!rule.test(dataset.value)) addIssue({ message: rule.message });
  }),
));

// The login form shows no field messages (SPEC 5), but the API answers them.
export const loginSchema = v.object({
  username: field(
    v.pipe(
      v.string("Voer je gebruikersnaam in"),
      v.trim(),
      v.nonEmpty("Voer je gebruikersnaam in"),
      v.maxLength(254, TOO_LONG),
      v.toLowerCase(),
    ),
  ),
  password: field(v.pipe(v.string(PASSWORD_REQUIRED), v.nonEmpty(PASSWORD_REQUIRED), v.maxLength(128, TOO_LONG))),
});

export const forgotSchema = v.object({
  username: email("Verplicht", "Geen geldig e-mailadres"),
});

export const activationRequestSchema = forgotSchema;

const resetToken = field(
  v.pipe(
    v.string("Deze link is ongeldig of verlopen"),
    v.nonEmpty("Deze link is ongeldig of verlopen"),
    v.maxLength(200, "Deze link is ongeldig of verlopen"),
  ),
);

export const resetSchema = v.object({
  reset_token: resetToken,
  password: passwordSchema,
});

/** Whose a mailed link is, asked by the page it opens before the password is chosen. */
export const linkSchema = v.object({ reset_token: resetToken });

const currentPassword = field(
  v.pipe(v.string("Voer uw huidige wachtwoord in"), v.nonEmpty("Voer uw huidige wachtwoord in"), v.maxLength(128, TOO_LONG)),
);

export const updatePasswordSchema = v.object({
  current_password: currentPassword,
  password: passwordSchema,
});

/** Issue 25: a new address is confirmed with the link mailed there and the password the account has now. */
export const confirmEmailSchema = v.object({ token: resetToken, password: currentPassword });

export const profileSchema = v.object({
  first_name: required("Voornaam is verplicht"),
  last_name: required("Achternaam is verplicht"),
});

export const LICENSES = ["free", "knzb", "beta"] as const;
export type License = (typeof LICENSES)[number];
export const LICENSE_LABELS: Record<License, string> = {
  free: "Gratis",
  knzb: "KNZB Mantelovereenkomst",
  beta: "Beta programma",
};
export const DEFAULT_LICENSE: License = "knzb";

const license = v.picklist(LICENSES, "Onbekende licentie");

export const clubSchema = v.object({
  name: required("Naam is verplicht"),
  external_id: required("Verenigingsnummer is verplicht"),
  city: required("Plaatsnaam is verplicht"),
  license: v.optional(license, DEFAULT_LICENSE),
});

/** On edit a missing licence means "unchanged": club users may not send one that differs. */
export const clubUpdateSchema = v.object({ ...clubSchema.entries, license: v.optional(license) });

const username = email("Gebruikersnaam is verplicht", "Gebruikersnaam moet een geldig e-mailadres zijn");

export const userUpdateSchema = v.object({
  username,
  first_name: required("Voornaam is verplicht"),
  last_name: required("Achternaam is verplicht"),
});

export const userCreateSchema = v.object({
  ...userUpdateSchema.entries,
  club_id: v.nullish(v.pipe(v.number(CHOOSE_CLUB), v.safeInteger(CHOOSE_CLUB), v.minValue(1, CHOOSE_CLUB))),
  is_admin: v.optional(v.boolean("Beheerder is ja of nee"), false),
});

export const officialSchema = v.object({
  email: email("E-mailadres is verplicht", "Geen geldig e-mailadres"),
  name: required("Naam is verplicht"),
  external_id: field(
    v.pipe(
      v.string("Bondsnummer bestaat uit 7 tekens"),
      v.trim(),
      v.regex(/^[A-Za-z0-9]{7}$/, "Bondsnummer bestaat uit 7 tekens"),
      v.toUpperCase(),
    ),
  ),
});

export const MAX_UPLOAD_BYTES = 2_000_000;
export const FILE_REQUIRED = "Importbestand is verplicht";
/** A file was chosen, but it has no bytes: not the same as none chosen. */
export const FILE_EMPTY = "Importbestand is leeg";
export const FILE_TOO_LARGE = "Importbestand moet kleiner zijn dan 2 MB";

export const meetNumber = field(
  v.pipe(
    v.string("Wedstrijdnummer is een 5-cijferige code"),
    v.trim(),
    v.regex(/^\d{5}$/, "Wedstrijdnummer is een 5-cijferige code"),
  ),
);
// isoDate checks the shape only: 2026-02-31 would be stored and sorted as a date.
const isCalendarDate = (text: string) => {
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const calendarDate = (message: string) => field(v.pipe(v.string(message), v.nonEmpty(message), v.isoDate(message), v.check(isCalendarDate, message)));

const plannedDate = calendarDate("Wedstrijddatum is verplicht");

const COURSE_CHOICE = "Kies langebaan of kortebaan";

export const meetCsvSchema = v.object({
  name: required("Naam is verplicht"),
  external_id: meetNumber,
  planned_date: plannedDate,
  /**
   * DESIGN 8g: a CSV heat list names no pool, so the dialog asks. Left out or "" the course stays
   * unknown (and an edit keeps it): a meet without points needs none, and the results say why.
   */
  course: v.optional(v.pipe(v.picklist([...COURSES, ""], COURSE_CHOICE), v.transform((course) => course || undefined))),
});

export const meetUpdateSchema = v.object({
  ...meetCsvSchema.entries,
  auth_code: field(
    v.pipe(
      v.string("Autorisatiecode bestaat uit 4 cijfers"),
      v.trim(),
      v.regex(/^\d{4}$/, "Autorisatiecode bestaat uit 4 cijfers"),
    ),
  ),
  /** DESIGN 8c: public live results, off by default; an edit that leaves it out keeps it as it is. */
  public: v.optional(v.boolean("Openbaar is aan of uit")),
});

/** DESIGN 8g: an uploaded points table's name and the date from which it counts. */
export const pointTableSchema = v.object({
  name: required("Naam is verplicht"),
  valid_from: calendarDate("Geldig vanaf is verplicht"),
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

/** Issue 25: the link code a new one replaces, as the screens show it (its first 8 characters). */
export const linkCodeQuery = v.object({
  replaces: v.optional(v.pipe(v.string(), v.length(8, "Koppelcode bestaat uit 8 tekens"))),
});
