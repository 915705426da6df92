// One error type for every refusal; app.onError turns it into {error, message, fields} with its status.
// `error` is the English code the SPEC names (the client maps some of them), `message` is Dutch.
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class HttpError extends Error {
  constructor(
    public status: ContentfulStatusCode,
    public error: string,
    message: string,
    public fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, "Unauthorized", "Je bent niet ingelogd.");
export const forbidden = () => new HttpError(403, "Forbidden", "Je hebt geen toegang tot deze gegevens.");
export const validationFailed = (fields: Record<string, string>, message = "Controleer de gegevens en probeer opnieuw.") =>
  new HttpError(400, "Validation failed", message, fields);
export const notFound = (what = "Gegevens") => new HttpError(404, "Not found", `${what} niet gevonden.`);
export const tooManyRequests = () =>
  new HttpError(429, "Too many requests", "Te veel pogingen. Wacht een kwartier en probeer het opnieuw.");
