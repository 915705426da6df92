// DESIGN 8d: GET /api/openapi.json describes every /api route. A route's body and query come from its
// own valibot schemas (the validators of validate.ts); its summary, tag and answers from the
// `describeRoute` it carries, with the answers written through `answers` so that every refusal is
// described as the one shape app.onError gives it.
import { resolver, type ContentWithResolver, type DescribeRouteOptions, type ResolverReturnType } from "hono-openapi";
import * as v from "valibot";

type Responses = NonNullable<DescribeRouteOptions["responses"]>;
/** OpenAPI 3.1's schema object, as hono-openapi takes it. */
type SchemaObject = Exclude<NonNullable<ContentWithResolver[string]["schema"]>, ResolverReturnType | { $ref: string }>;

/**
 * What every refusal answers (app.onError): the SPEC's English code, a message, and one per field, in
 * the request's language (DESIGN 12).
 */
export const REFUSAL_SCHEMA: SchemaObject = {
  type: "object",
  properties: {
    error: { type: "string", description: "The English code, e.g. 'Validation failed', 'Existing meet'" },
    message: {
      type: "string",
      description:
        "What went wrong, for the user, in the request's language: the signed-in account's, " +
        "else the first of Accept-Language we have (nl, en, de, fr), else Dutch; the answer says it in Content-Language",
    },
    fields: { type: "object", additionalProperties: { type: "string" }, description: "A message per field, in the same language" },
  },
  required: ["error", "message"],
};

const REFUSALS = {
  400: "Invalid input: a message, and one per field in `fields`",
  401: "Not signed in (on the link: no valid link code)",
  403: "Not allowed, or a request from another site",
  404: "Not found",
  409: "Conflict with the current state",
  410: "Used or expired",
  412: "Changed meanwhile: `If-Match` names another version; the answer holds the record as it is now, and nothing was written",
  413: "Too large",
  415: "Unsupported file or body type",
  422: "Refused: the message says why",
  426: "Only as a WebSocket",
  429: "Too many attempts: wait 15 minutes",
  503:
    "In maintenance (`error: maintenance`): nothing is changed until it ends; reads still answer. " +
    "On a route that mails: production's APP_URL is not an https address others can open (`error: Mail not configured`)",
} as const;

export type Refusal = keyof typeof REFUSALS;

/**
 * A route's answers: its successes (status and what they hold) and the refusals it can give. The
 * 400 of a validated body or query is added by the document itself.
 */
export function answers(success: Record<number, string>, ...refusals: Refusal[]): Responses {
  const responses: Responses = {};
  for (const [status, description] of Object.entries(success)) responses[status] = { description };
  for (const status of refusals) responses[status] = refusalAnswer(status);
  return responses;
}

export function refusalAnswer(status: Refusal) {
  return { description: REFUSALS[status], content: { "application/json": { schema: { $ref: "#/components/schemas/Refusal" } } } };
}

/** A file to download, e.g. the LENEX results (.lxf) or a Splash heat file. */
/** DESIGN 10: Splash's heat file, named alike on the meet's routes and the link's. */
export const HEAT_FILE = "The heat file, Event{E}-Heat{H}.txt; a disqualified lane without any time, as the file has no status column";

export const fileAnswer = (type: string, description: string): Responses[string] => ({
  description,
  content: { [type]: { schema: { type: "string", format: "binary" } } },
});

/** The link's own credential; the screens' session is a cookie the browser sends by itself. */
export const SECURITY_SCHEMES = {
  linkCode: { type: "http", scheme: "bearer", description: "The club's link code (dashboard: 'Nieuwe koppelcode')" },
} as const;

export const LINK_SECURITY = [{ linkCode: [] }];

/** What a client sends, as the document shows it: before any transform (an id as text, not a number). */
export const requestSchema = (schema: v.GenericSchema) => resolver(schema, { options: { typeMode: "input" } });

const FILE_PART: SchemaObject = {
  type: "string",
  format: "binary",
  description: "The meet file: LENEX (.lxf, .lef, .xml) or a CSV heat list (.csv), under 2,000,000 bytes",
};

/**
 * A multipart upload: `file`, and the form fields of `fields` (a CSV heat list's name, number and
 * date), described from the same valibot schema the upload is checked with; `file` says what file
 * when it is not a meet's.
 */
export function uploadBody(fields?: v.ObjectSchema<v.ObjectEntries, undefined>, file?: string) {
  const schema = fields ?? v.object({});
  const described = requestSchema(schema);
  return {
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          ...described,
          toOpenAPISchema: async () => {
            const { schema: form, components } = await described.toOpenAPISchema();
            // Only the file is needed in every case: the link takes the CSV fields with a CSV file only,
            // and the fields' own rules refuse a blank one.
            const part = file ? { ...FILE_PART, description: file } : FILE_PART;
            const schema: SchemaObject = { type: "object", properties: { file: part, ...form.properties }, required: ["file"] };
            return { components, schema };
          },
        },
      },
    },
  };
}
