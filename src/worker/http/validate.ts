import * as v from "valibot";
import type { Context } from "hono";
import { fieldErrors } from "../../shared/schemas";
import { HttpError } from "./errors";

/** Parses untrusted input with the same schema the client's form uses; 400 with per-field Dutch messages. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    throw new HttpError(400, "Validation failed", "Controleer de gegevens en probeer opnieuw.", fieldErrors(result.issues));
  }
  return result.output;
}

// Every JSON body of the API is a small form; a megabyte of JSON is an attack on memory, not a form.
const MAX_JSON_BYTES = 64 * 1024;

const tooLargeBody = () => new HttpError(413, "Body too large", "Het verzoek is te groot.");

export async function jsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  if (Number(c.req.header("Content-Length") ?? "0") > MAX_JSON_BYTES) throw tooLargeBody();
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES) throw tooLargeBody();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Invalid JSON", "De gegevens konden niet worden gelezen.");
  }
  return parseWith(schema, raw);
}

/** Path ids are positive integers; anything else is an unknown id (404), never a database error. */
export function idParam(c: Context, name = "id"): number {
  const raw = (c.req.param(name) ?? "").replace(/\.json$/, "");
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw new HttpError(404, "Not found", "Gegevens niet gevonden.");
  return Number(raw);
}
