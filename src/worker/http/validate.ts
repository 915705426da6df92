import * as v from "valibot";
import type { Context, MiddlewareHandler } from "hono";
import { uniqueSymbol, validator, type HandlerUniqueProperty } from "hono-openapi";
import { bodyLimit } from "hono/body-limit";
import { fieldErrors } from "../../shared/schemas";
import { HttpError, notFound, validationFailed } from "./errors";
import { requestSchema } from "./openapi";
import { messages } from "../../shared/texts/nl";

/** Parses untrusted input with the same schema the client's form uses; 400 with per-field Dutch messages. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw validationFailed(fieldErrors(result.issues));
  return result.output;
}

// Every JSON body of the API is a small form; a megabyte of JSON is an attack on memory, not a form.
const MAX_JSON_BYTES = 64 * 1024;

const tooLargeBody = () => new HttpError(413, "Body too large", messages.request.tooLarge);

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
const unreadable = () => new HttpError(400, "Invalid JSON", messages.request.unreadable);

/**
 * The JSON body of a route, checked by the same schema as the client's form, as Hono validator
 * middleware so that the typed client (`hc<AppType>`) knows the body and the OpenAPI document
 * (DESIGN 8d) shows it. A refusal is 400 with per-field Dutch messages, and nothing past the
 * middleware runs.
 */
export function jsonBody<S extends v.GenericSchema>(schema: S) {
  const validate = validator("json", schema, refuseInvalid);
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
    throw new HttpError(415, "Unsupported media type", messages.request.notJson);
  }
  const text = await c.req.text();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw unreadable();
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw unreadable();
}

function refuseInvalid(result: { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] }): void {
  if (!result.success) throw validationFailed(fieldErrors(result.error));
}

/** A database id as text (path, query, form field): plain decimal, positive, exact as a JS number. */
export const idText = (message: string) =>
  v.pipe(v.string(message), v.regex(/^[1-9]\d{0,15}$/, message), v.transform(Number), v.safeInteger(message));

export const clubIdText = idText(messages.users.unknownClub);

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
  const validate = validator("query", schema, refuseInvalid);
  const guarded: typeof validate = async (c, next) => {
    const fields: Record<string, string> = {};
    for (const [key, values] of Object.entries(c.req.queries())) {
      if (!Object.hasOwn(schema.entries, key)) fields[key] = messages.request.unknownParameter;
      else if (values.length !== 1) fields[key] = messages.request.repeatedParameter;
    }
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    return validate(c, next);
  };
  return describedBy(guarded, "query", schema);
}
