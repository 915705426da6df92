// DESIGN 8g: World Para Swimming's points tables and the short-course factors, for administrators.
// A file is checked row by row and stored whole or not at all; tables are kept side by side.
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../http/types";
import { answers, uploadBody } from "../http/openapi";
import { HttpError } from "../http/errors";
import { parseWith } from "../http/validate";
import { allow, currentUser } from "../auth/access";
import { formData, safeFilename, uploadedFile } from "../meets/upload";
import { ImportError } from "../formats/errors";
import { readPointFactors, readPointTable, TableRefusal } from "../points/table-read";
import { listFactors, listTables, storeFactors, storeTable } from "../points/store";
import { pointTableSchema } from "../../shared/schemas";
import { languageOf, say, text, type Text } from "../http/language";
import type { Language } from "../../shared/i18n/languages";

// Shown in full on the upload page; past this many the rest is counted, so a file of thousands of
// bad rows does not make an answer of megabytes.
const MAX_ERRORS_SHOWN = 100;

const fileType = () => {
  const message = text("server.points.file.fileType");
  return new HttpError(415, "file_type", message, { file: message });
};

/** Reads an uploaded file with `read`, or refuses it with 422 and every error by its line, in `language`. */
async function checked<T>(file: File, read: (bytes: Uint8Array) => T, language: Language): Promise<T> {
  try {
    return read(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (!(error instanceof TableRefusal || error instanceof ImportError)) throw error;
    // The heat list's own texts speak of heats; a table's file gets its own.
    const unread = (e: ImportError) =>
      e.code === "csv_empty" ? text("server.points.file.empty") : (e.where ?? text("server.points.file.unreadable"));
    const errors: Text[] = error instanceof TableRefusal ? error.errors : [unread(error)];
    const more = errors.length - MAX_ERRORS_SHOWN;
    const shown = more > 0 ? [...errors.slice(0, MAX_ERRORS_SHOWN), text("server.points.table.more", { count: more })] : errors;
    const refused = text("server.points.table.refused", { count: errors.length });
    throw new HttpError(422, "point_table_invalid", refused, undefined, { body: { errors: shown.map((e) => say(language, e)) } });
  }
}

const extension = (file: File) => /\.([^.]+)$/.exec(file.name.toLowerCase())?.[1];

export const pointTableRoutes = new Hono<AppEnv>()
  .use(allow("admin"))
  .get(
    "/",
    describeRoute({
      tags: ["Points"],
      summary: "World Para Swimming's points tables, the one valid latest first (administrators)",
      responses: answers({ 200: "The tables, without their parameters" }, 401, 403),
    }),
    async (c) => c.json(await listTables(c.env)),
  )
  .post(
    "/",
    describeRoute({
      tags: ["Points"],
      summary:
        "Upload a points table: World Para Swimming's calculator (.xlsx, sheet Parameters) or its columns Gender, Event, Class, a, b, c " +
        "as CSV, with a name and the date it is valid from. 422 `errors` lists every bad row by its line, and nothing is stored",
      requestBody: uploadBody(pointTableSchema, "The calculator (.xlsx) or a CSV of its columns, under 2,000,000 bytes"),
      responses: answers({ 201: "The stored table" }, 400, 401, 403, 413, 415, 422),
    }),
    async (c) => {
      const form = await formData(c);
      const language = languageOf(c);
      const fields = parseWith(pointTableSchema, { name: form.get("name") ?? "", valid_from: form.get("valid_from") ?? "" }, language);
      const file = uploadedFile(form);
      const kind = extension(file);
      if (kind !== "xlsx" && kind !== "csv") throw fileType();
      const parameters = await checked(file, (bytes) => readPointTable(kind, bytes), language);
      return c.json(await storeTable(c.env, { ...fields, filename: safeFilename(file), parameters }, currentUser(c).id), 201);
    },
  );

export const pointFactorRoutes = new Hono<AppEnv>()
  .use(allow("admin"))
  .get(
    "/",
    describeRoute({
      tags: ["Points"],
      summary: "The short-course factors, newest (the ones that count) first (administrators)",
      responses: answers({ 200: "The factor sets" }, 401, 403),
    }),
    async (c) => c.json(await listFactors(c.env)),
  )
  .post(
    "/",
    describeRoute({
      tags: ["Points"],
      summary:
        "Upload short-course factors (CSV: stroke, distance, factor; short-course time × factor = the long-course estimate). " +
        "They replace the ones before for every short-course meet; 422 `errors` lists every bad row by its line, and nothing is stored",
      requestBody: uploadBody(undefined, "CSV with the columns stroke, distance, factor, under 2,000,000 bytes"),
      responses: answers({ 201: "The stored factors" }, 400, 401, 403, 413, 415, 422),
    }),
    async (c) => {
      const form = await formData(c);
      const file = uploadedFile(form);
      if (extension(file) !== "csv") throw fileType();
      const factors = await checked(file, readPointFactors, languageOf(c));
      return c.json(await storeFactors(c.env, safeFilename(file), factors, currentUser(c).id), 201);
    },
  );
