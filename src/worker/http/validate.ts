import * as v from "valibot";
import type { Context, MiddlewareHandler } from "hono";
import { uniqueSymbol, validator, type HandlerUniqueProperty } from "hono-openapi";
import { bodyLimit } from "hono/body-limit";
import { fieldErrors } from "../../shared/schemas";
import { isLanguage, DEFAULT_LANGUAGE, type Language } from "../../shared/i18n/languages";
import { serverText, type ServerMessageId } from "../../shared/i18n/server-texts";
import { HttpError, notFound, validationFailed, type FieldMessages } from "./errors";
import { requestSchema } from "./openapi";
import { languageOf, text } from "./language";

/**
 * Parses untrusted input with the same schema the client's form uses; 400 with a message per field,
 * in `language` (valibot's `lang`, which the schemas' messages follow).
 */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown, language: Language): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { lang: language });
  if (!result.success) throw validationFailed(fieldErrors(result.issues));
  return result.output;
}

/** A schema's own message (the Worker's, not a form's): in the language of the parse, Dutch without one. */
export const serverMessage =
  (id: ServerMessageId) =>
  (issue: { lang?: string | undefined }): string =>
    serverText(isLanguage(issue.lang) ? issue.lang : DEFAULT_LANGUAGE, id);

// Every JSON body of the API is a small form; a megabyte of JSON is an attack on memory, not a form.
const MAX_JSON_BYTES = 64 * 1024;

const tooLargeBody = () => new HttpError(413, "Body too large", text("server.request.tooLarge"));

/**
 * Counts the bytes as they arrive, also of a body sent in chunks without a Content-Length, and
 * refuses at the first byte over the limit instead of reading the rest.
 */
const limitJson = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: () => {
    throw tooLargeBody();
  },
});
const unreadable = () => new HttpError(400, "Invalid JSON", text("server.request.unreadable"));

/**
 * The JSON body of a route, checked by the same schema as the client's form, as Hono validator
 * middleware so that the typed client (`hc<AppType>`) knows the body and the OpenAPI document
 * (DESIGN 8d) shows it. A refusal is 400 with a message per field in the request's language, and
 * nothing past the middleware runs.
 */
export function jsonBody<S extends v.GenericSchema>(schema: S) {
  const validate = validator("json", schema, refuseInvalid(schema));
  const guarded: typeof validate = async (c, next) => {
    await limitJson(c, async () => {});
    await assertJsonForm(c);
    return validate(c, next);
  };
  return describedBy(guarded, "json", schema);
}

/**
 * The OpenAPI document (DESIGN 8d) finds a route's schema on its validator, so the guard around one
 * carries it. A `lazy` schema picks its schema by the input, which no document can follow: it shows
 * the one picked for no input.
 */
function describedBy<M extends MiddlewareHandler>(guard: M, target: "json" | "query", schema: v.GenericSchema): M {
  const shown = schema.type === "lazy" ? (schema as v.LazySchema<v.GenericSchema>).getter(undefined) : schema;
  const described: HandlerUniqueProperty = { target, ...requestSchema(shown) };
  return Object.assign(guard, { [uniqueSymbol]: described });
}

/**
 * Text and form bodies are what a cross-site <form> can send without a preflight; our client always
 * says JSON, so anything else is not one of its calls. Every body is one small form: an array, null
 * or a string is refused here, where valibot would take an array for an object or answer in English.
 */
async function assertJsonForm(c: Context): Promise<void> {
  const type = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new HttpError(415, "Unsupported media type", text("server.request.notJson"));
  }
  const body = await c.req.text();
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    throw unreadable();
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw unreadable();
}

/**
 * The validator's refusal. The validator runs the schema as a Standard Schema, which knows no
 * language; a refused input is parsed once more in the request's, for its messages.
 */
const refuseInvalid =
  (schema: v.GenericSchema) =>
  (result: { success: true } | { success: false; data: unknown; error: Parameters<typeof fieldErrors>[0] }, c: Context): void => {
    if (result.success) return;
    const again = v.safeParse(schema, result.data, { lang: languageOf(c) });
    throw validationFailed(fieldErrors(again.issues ?? result.error));
  };

/** A database id as text (path, query, form field): plain decimal, positive, exact as a JS number. */
export const idText = (message: string | ((issue: { lang?: string | undefined }) => string)) =>
  v.pipe(v.string(message), v.regex(/^[1-9]\d{0,15}$/, message), v.transform(Number), v.safeInteger(message));

export const clubIdText = idText(serverMessage("server.users.unknownClub"));

/** Path ids that are not ids name no record: 404, never a database error. */
export function idParam(c: Context, name = "id"): number {
  const result = v.safeParse(idText(""), (c.req.param(name) ?? "").replace(/\.json$/, ""));
  if (!result.success) throw notFound();
  return result.output;
}

/**
 * A GET's query, each key once and only keys the route knows: a filter read differently than the
 * caller meant (club_id twice, club_id[]=1) must not be answered with other or unfiltered rows.
 */
export function queryParams<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(schema: S) {
  const validate = validator("query", schema, refuseInvalid(schema));
  const guarded: typeof validate = async (c, next) => {
    const fields: FieldMessages = {};
    for (const [key, values] of Object.entries(c.req.queries())) {
      if (!Object.hasOwn(schema.entries, key)) fields[key] = text("server.request.unknownParameter");
      else if (values.length !== 1) fields[key] = text("server.request.repeatedParameter");
    }
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    return validate(c, next);
  };
  return describedBy(guarded, "query", schema);
}
