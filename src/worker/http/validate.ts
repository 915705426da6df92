import * as v from "valibot";
import type { Context } from "hono";
import { fieldErrors } from "../../shared/schemas";
import { HttpError, validationFailed } from "./errors";

/** Parses untrusted input with the same schema the client's form uses; 400 with per-field Dutch messages. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw validationFailed(fieldErrors(result.issues));
  return result.output;
}

// Every JSON body of the API is a small form; a megabyte of JSON is an attack on memory, not a form.
const MAX_JSON_BYTES = 64 * 1024;

const tooLargeBody = () => new HttpError(413, "Body too large", "Het verzoek is te groot.");
const unreadable = () => new HttpError(400, "Invalid JSON", "De gegevens konden niet worden gelezen.");

export async function jsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  // Text and form bodies are what a cross-site <form> can send without a preflight; our client
  // always says JSON, so anything else is not one of its calls.
  const type = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new HttpError(415, "Unsupported media type", "De gegevens moeten als JSON worden verstuurd.");
  }
  if (Number(c.req.header("Content-Length") ?? "0") > MAX_JSON_BYTES) throw tooLargeBody();
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES) throw tooLargeBody();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw unreadable();
  }
  // Every body is one form. valibot takes an array for an object, and reports null or a string
  // in English on no field at all.
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw unreadable();
  return parseWith(schema, raw);
}

/** A database id as text (path, query, form field): plain decimal, positive, exact as a JS number. */
export const idText = (message: string) =>
  v.pipe(v.string(message), v.regex(/^[1-9]\d{0,15}$/, message), v.transform(Number), v.safeInteger(message));

export const clubIdText = idText("Onbekende vereniging");

/** Path ids that are not ids name no record: 404, never a database error. */
export function idParam(c: Context, name = "id"): number {
  const result = v.safeParse(idText(""), (c.req.param(name) ?? "").replace(/\.json$/, ""));
  if (!result.success) throw new HttpError(404, "Not found", "Gegevens niet gevonden.");
  return result.output;
}

/**
 * A GET's query, each key once and only keys the route knows: a filter read differently than the
 * caller meant (club_id twice, club_id[]=1) must not be answered with other or unfiltered rows.
 */
export function queryWith<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(c: Context, schema: S): v.InferOutput<S> {
  const fields: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (!Object.hasOwn(schema.entries, key)) fields[key] = "Onbekende parameter";
    else if (values.length !== 1) fields[key] = "Deze parameter mag maar één keer voorkomen";
    else query[key] = values[0]!;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return parseWith(schema, query);
}
