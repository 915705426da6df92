// One error type for every refusal; app.onError turns it into {error, message, fields} with its status.
// `error` is the English code the SPEC names (the client maps some of them), `message` is Dutch.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { messages } from "../../shared/texts/nl";

export class HttpError extends Error {
  constructor(
    public status: ContentfulStatusCode,
    public error: string,
    message: string,
    public fields?: Record<string, string>,
    /** More of the answer: fields beside {error, message} (a 412's current record) and headers. */
    public extra?: { body?: Record<string, unknown>; headers?: Record<string, string> },
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, "Unauthorized", messages.request.unauthorized);
export const forbidden = () => new HttpError(403, "Forbidden", messages.request.forbidden);
export const validationFailed = (fields: Record<string, string>, message: string = messages.request.validationFailed) =>
  new HttpError(400, "Validation failed", message, fields);
export const notFound = (what: string = messages.records.data) => new HttpError(404, "Not found", messages.request.notFound(what));
export const tooManyRequests = () =>
  new HttpError(429, "Too many requests", messages.request.tooManyRequests);

/** DESIGN 5: maintenance refuses every state-changing call; reads still answer. */
export const inMaintenance = () => new HttpError(503, "maintenance", messages.request.maintenance);
