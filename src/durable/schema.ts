// The meet room's own SQLite storage (DESIGN 2): the one truth of a meet's heats, its log and the
// ids of commands already applied. A heat is stored whole as JSON: it is always read and replaced
// whole, and the programme has at most a few hundred of them.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Heat } from "../shared/programme";
import type { RoomText } from "./room-text";

export const heats = sqliteTable("heats", {
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
  data: text("data", { mode: "json" }).$type<Heat>().notNull(),
});

/**
 * The file imported last, heat by heat, as it was read: the base a re-import merges the room's
 * line-up and the new file's from (DESIGN 8e). Replaced whole by every import.
 */
export const importBase = sqliteTable("import_base", {
  id: text("id").primaryKey(),
  position: integer("position").notNull(),
  data: text("data", { mode: "json" }).$type<Heat>().notNull(),
});

/** Small named values: the active heat, the meet's facts for live clients, the file's meet data. */
export const meta = sqliteTable("meta", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
});

/**
 * The meet log. `action` is the event in Dutch as it was written; `message` what it says as a message
 * (DESIGN 12), so each reader gets it in their language. Events from before languages have none.
 */
export const events = sqliteTable("events", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  created_at: text("created_at").notNull(),
  action: text("action").notNull(),
  user: text("user"),
  kind: text("kind"),
  message: text("message", { mode: "json" }).$type<RoomText>(),
});

/**
 * Command ids already applied, so a command repeated after a reconnect applies once (DESIGN 6), with
 * the message itself: an id used again for another message is refused, not silently acknowledged.
 */
export const commands = sqliteTable("commands", {
  id: text("id").primaryKey(),
  created_at: integer("created_at").notNull(),
  message: text("message"),
});

/**
 * Every raw start and stop, official's record and referee's decision, kept so race times can be
 * recomputed and audited (DESIGN 8, 8b).
 */
export const timings = sqliteTable("timings", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  heat_id: text("heat_id").notNull(),
  kind: text("kind").notNull(),
  data: text("data", { mode: "json" }).notNull(),
  created_at: integer("created_at").notNull(),
});
