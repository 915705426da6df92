// One error type for every refusal; app.onError turns it into {error, message, fields} with its status.
// `error` is the English code the SPEC names (the client maps some of them); `message` and each field's
// are messages, said in the request's language when answered (DESIGN 12).
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { text, type Text } from "./language";

/** A field's message: a message, or words already in the request's language (a schema's, parsed in it). */
export type FieldMessages = Record<string, Text | string>;

export class HttpError extends Error {
  constructor(
    public status: ContentfulStatusCode,
    public error: string,
    /** What the user reads. */
    public text: Text,
    public fields?: FieldMessages,
    /** More of the answer: fields beside {error, message} (a 412's current record) and headers. */
    public extra?: { body?: Record<string, unknown>; headers?: Record<string, string> },
  ) {
    super(`${error}: ${text.id}`);
  }
}

export const unauthorized = () => new HttpError(401, "Unauthorized", text("server.request.unauthorized"));
export const forbidden = () => new HttpError(403, "Forbidden", text("server.request.forbidden"));
export const validationFailed = (fields: FieldMessages, message: Text = text("server.request.validationFailed")) =>
  new HttpError(400, "Validation failed", message, fields);
export const notFound = (what: Text = text("server.records.data")) =>
  new HttpError(404, "Not found", text("server.request.notFound", { what }));
export const tooManyRequests = () => new HttpError(429, "Too many requests", text("server.request.tooManyRequests"));

/** DESIGN 5: maintenance refuses every state-changing call; reads still answer. */
export const inMaintenance = () => new HttpError(503, "maintenance", text("server.request.maintenance"));

/** A field's own message as the answer's sentence: "Kies een vereniging" and "Kies een vereniging.". */
export const asSentence = (message: Text | string): Text => text("server.request.sentence", { text: message });
