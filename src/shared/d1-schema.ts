// The D1 catalogue (DESIGN 2). Heats and lanes are not here: they live in each meet's Durable Object.
import { sql } from "drizzle-orm";
import { integer, primaryKey, sqliteTable, text, index } from "drizzle-orm/sqlite-core";
import { IMPORT_KINDS, IMPORT_VIA } from "./import-kind";
import { COURSES } from "./para-points";
import { LANGUAGES } from "./i18n/languages";

/**
 * DESIGN 8e: a record's edit version, the ETag of its GET and what an edit's If-Match repeats. Every
 * edit of what its dialog shows raises it, in the same statement that checks it, so of two edits made
 * from the same version only the first is written.
 */
const version = () => integer("version").notNull().default(1);

/** The moment a row is written, as ISO 8601 with milliseconds in UTC: every created_at's default. */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

const createdAt = () => text("created_at").notNull().default(nowIso);

export const clubs = sqliteTable("clubs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  /**
   * The association number (SPEC 3) is what tells one club from another (names repeat from town to
   * town): unique, so a double submit of 'new club' makes one club, however the requests race.
   */
  external_id: text("external_id").notNull().unique(),
  city: text("city").notNull(),
  license: text("license", { enum: ["free", "knzb", "beta"] })
    .notNull()
    .default("knzb"),
  /**
   * DESIGN 8d: the link code's first 8 characters, all of it that is kept in clear and shown (SPEC 1).
   * A code from before it was hashed is here whole until the Worker hashes it (auth/link-code.ts).
   */
  api_key: text("api_key").notNull(),
  /** SHA-256 of the whole link code: the code opens the link, a copy of the database does not. */
  api_key_hash: text("api_key_hash").unique(),
  /** When the link code was made (ms); null for a code from before this was kept. */
  api_key_at: integer("api_key_at"),
  /** DESIGN 12: the time zone (IANA) its meets run on unless a meet says otherwise. */
  time_zone: text("time_zone").notNull().default("Europe/Amsterdam"),
  version: version(),
  created_at: createdAt(),
});

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Stored lower-cased, so uniqueness is case-insensitive: "Jan" and "jan" cannot be two accounts.
    username: text("username").notNull().unique(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    club_id: integer("club_id").references(() => clubs.id, { onDelete: "cascade" }),
    is_admin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    // Null until the account is activated: nobody can log in to it before then.
    password_hash: text("password_hash"),
    /**
     * A new address for an activated account, waiting for its owner to confirm it from that address
     * (a link mailed there): someone else's edit never moves the account to a mailbox they read.
     */
    pending_username: text("pending_username"),
    /** DESIGN 12: the language the user chose in their profile; null follows the browser's. */
    language: text("language", { enum: LANGUAGES }),
    version: version(),
    created_at: createdAt(),
  },
  (t) => [index("users_club_idx").on(t.club_id)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    token_hash: text("token_hash").notNull().unique(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expires_at: integer("expires_at").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.user_id)],
);

export const tokens = sqliteTable(
  "tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    token_hash: text("token_hash").notNull().unique(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["reset", "activation", "email"] }).notNull(),
    expires_at: integer("expires_at").notNull(),
    used_at: integer("used_at"),
    created_at: createdAt(),
  },
  (t) => [index("tokens_user_idx").on(t.user_id)],
);

export const officials = sqliteTable("officials", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  external_id: text("external_id").notNull(),
  name: text("name").notNull(),
  version: version(),
  created_at: createdAt(),
});

/** The phones an official joined from, by a random key the phone keeps (its hash here): a join from one needs no mailed code. */
export const officialDevices = sqliteTable(
  "official_devices",
  {
    key_hash: text("key_hash").primaryKey(),
    official_id: integer("official_id")
      .notNull()
      .references(() => officials.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [index("official_devices_official_idx").on(t.official_id)],
);

/**
 * The code mailed to an official who joins from a phone they have not used, as their e-mail and number
 * are no secret; one at a time.
 */
export const officialCodes = sqliteTable("official_codes", {
  official_id: integer("official_id")
    .primaryKey()
    .references(() => officials.id, { onDelete: "cascade" }),
  code_hash: text("code_hash").notNull(),
  expires_at: integer("expires_at").notNull(),
});

/** A new address's join, waiting for the code mailed to it, so nobody registers someone else's address; one per address. */
export const officialRegistrations = sqliteTable(
  "official_registrations",
  {
    email: text("email").primaryKey(),
    external_id: text("external_id").notNull(),
    name: text("name").notNull(),
    code_hash: text("code_hash").notNull(),
    expires_at: integer("expires_at").notNull(),
  },
  (t) => [index("official_registrations_expires_idx").on(t.expires_at)],
);

export const meets = sqliteTable(
  "meets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    club_id: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    external_id: text("external_id").notNull().unique(),
    auth_code: text("auth_code").notNull(),
    /**
     * DESIGN 8: the QR code's key (128 random bits) that joins officials without the typed code, and so
     * without its lockout. Renewed with the authorisation code; the migration gives existing meets one.
     */
    join_key: text("join_key").unique(),
    planned_date: text("planned_date"),
    active_heat_id: text("active_heat_id"),
    /** DESIGN 8c: spectators may follow the meet at /live/{external_id}; off until the club says so. */
    public: integer("public", { mode: "boolean" }).notNull().default(false),
    /** DESIGN 8g: the pool, from LENEX MEET course or chosen; null while unknown (no points then). */
    course: text("course", { enum: COURSES }),
    /** DESIGN 12: the pool's clock (IANA), the club's when the meet was made; 'past', expected starts and log times follow it. */
    time_zone: text("time_zone").notNull().default("Europe/Amsterdam"),
    version: version(),
    created_at: createdAt(),
  },
  (t) => [index("meets_club_idx").on(t.club_id)],
);

/**
 * Meets whose first import has not finished (DESIGN 9: completely or not at all). The row goes with
 * the meet's own insert and leaves with the import's record; one left behind by a process that died
 * midway marks a meet nobody sees, removed on the next import or list.
 */
export const pendingMeets = sqliteTable("pending_meets", {
  meet_id: integer("meet_id")
    .primaryKey()
    .references(() => meets.id, { onDelete: "cascade" }),
  created_at: integer("created_at").notNull(),
});

/**
 * Which users opened a meet's live socket, so that a revocation (logout, a new password, a deleted
 * account) reaches exactly the rooms where their sockets may still be open.
 */
export const liveUsers = sqliteTable(
  "live_users",
  {
    meet_id: integer("meet_id")
      .notNull()
      .references(() => meets.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.meet_id, t.user_id] }), index("live_users_user_idx").on(t.user_id)],
);

export const meetOfficials = sqliteTable(
  "meet_officials",
  {
    meet_id: integer("meet_id")
      .notNull()
      .references(() => meets.id, { onDelete: "cascade" }),
    official_id: integer("official_id")
      .notNull()
      .references(() => officials.id, { onDelete: "cascade" }),
    role: text("role"),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.meet_id, t.official_id] }), index("meet_officials_official_idx").on(t.official_id)],
);

export const imports = sqliteTable(
  "imports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    meet_id: integer("meet_id")
      .notNull()
      .references(() => meets.id, { onDelete: "cascade" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** DESIGN 8d: made on the screens by `user_id`, or by the club's meet-management program over the link. */
    via: text("via", { enum: IMPORT_VIA }).notNull().default("app"),
    r2_key: text("r2_key").notNull(),
    filename: text("filename").notNull(),
    kind: text("kind", { enum: IMPORT_KINDS }).notNull(),
    size: integer("size").notNull(),
    // JSON: what the import added, removed and changed (DESIGN 9).
    report: text("report"),
    /** The id the room took the programme under, so D1 records each import once, also when the room records it again. */
    import_id: text("import_id").unique(),
    created_at: createdAt(),
  },
  (t) => [index("imports_meet_idx").on(t.meet_id)],
);

/**
 * An import on its way: named before its file reaches R2 and gone once D1 records it, so
 * the file of an import that never completed is found and swept.
 */
export const pendingImports = sqliteTable(
  "pending_imports",
  {
    id: text("id").primaryKey(),
    meet_id: integer("meet_id")
      .notNull()
      .references(() => meets.id, { onDelete: "cascade" }),
    r2_key: text("r2_key").notNull(),
    created_at: integer("created_at").notNull(),
  },
  (t) => [index("pending_imports_created_idx").on(t.created_at)],
);

export const outbox = sqliteTable("outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  created_at: createdAt(),
});

// Fixed windows per key (address or client); small and self-cleaning on each hit.
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    window_start: integer("window_start").notNull(),
    /** The limit the key was last counted against, so administrators can see what is locked. */
    max: integer("max").notNull().default(0),
  },
  // Each attempt sweeps the expired windows (worker/auth/rate-limit.ts), found by their start here, so
  // the table stays small however many clients came and went.
  (t) => [index("rate_limits_window_idx").on(t.window_start)],
);

/**
 * DESIGN 8g: World Para Swimming's points tables, as administrators uploaded them. Kept side by side,
 * never overwritten: a meet scores with the newest valid on its date, and its results name it.
 */
export const pointTables = sqliteTable(
  "point_tables",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** yyyy-mm-dd: the table counts for meets on or after this date, until a later one is valid. */
    valid_from: text("valid_from").notNull(),
    filename: text("filename").notNull(),
    /** JSON: the checked rows (gender, stroke, distance, class, a, b, c); read whole, never queried by row. */
    parameters: text("parameters").notNull(),
    rows: integer("rows").notNull(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [index("point_tables_valid_idx").on(t.valid_from)],
);

/**
 * DESIGN 8g: an administrator's short-course to long-course factors per stroke and distance. Each
 * upload is a set of its own; the newest counts, so the points it gave can always be named.
 */
export const pointFactors = sqliteTable("point_factors", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  /** JSON: the checked rows (stroke, distance, factor). */
  factors: text("factors").notNull(),
  user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  created_at: createdAt(),
});
