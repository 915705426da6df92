// DESIGN 8d: GET /api/openapi.json describes every /api route as OpenAPI 3.1, generated from the app's
// own routes (their validators' valibot schemas and their describeRoute), and /api/docs shows it.
import { Hono, type Env, type Schema } from "hono";
import { describeRoute, generateSpecs } from "hono-openapi";
import type { AppEnv } from "../http/types";
import { allow } from "../auth/access";
import { answers, refusalAnswer, REFUSAL_SCHEMA, SECURITY_SCHEMES } from "../http/openapi";
import { DOCS_SCRIPT, docsPage } from "../http/api-docs-page";

const TAG = ["Documentation"];

const TAGS = [
  { name: "Session", description: "Signing in and out, the own profile and password, activation and reset links" },
  { name: "Clubs", description: "Clubs and their link code (administrators: all clubs; club users: their own)" },
  { name: "Users", description: "Team members and administrators" },
  { name: "Meets", description: "Meets: import from Splash (LENEX or CSV), the programme, results and exports" },
  { name: "Link", description: "The meet-management program's link: the club's link code as `Authorization: Bearer`, beta licence only" },
  { name: "Live", description: "The meet room's WebSocket" },
  { name: "Officials", description: "Officials (administrators), and joining a meet on the officials' phone page" },
  { name: "Public", description: "Public live results of a meet its club made public" },
  { name: "Lockouts", description: "Rate-limit lockouts (administrators)" },
  { name: "Points", description: "World Para Swimming's points tables and short-course factors (administrators)" },
  { name: "Version", description: "Version and maintenance" },
  { name: "Documentation", description: "This description" },
];

// DESIGN 5: maintenance refuses every state-changing call, so each of them can answer 503.
const CHANGES = ["post", "put", "patch", "delete"];

/** The OpenAPI document of an app: of every route it mounts that carries a description. */
export async function apiDocument<E extends Env, S extends Schema, P extends string>(app: Hono<E, S, P>, version: string) {
  const document = await generateSpecs(app, {
    excludeStaticFile: false,
    defaultValidationErrorResponse: refusalAnswer(400),
    documentation: {
      info: {
        title: "Zwemtijd API",
        version,
        description:
          "The API of Zwemtijd's app. Screens sign in with a session cookie, " +
          "and every state-changing call must carry the app's own Origin. " +
          "A club's meet-management program uses the link (`/api/link/…`) " +
          "with the club's link code as `Authorization: Bearer {link code}`. " +
          "Refusals answer `{error, message, fields?}`. " +
          "Every text an answer holds (a refusal's `message` and `fields`, the CSV files' headers and names, the mails it sends) " +
          "is in the request's language: " +
          "the signed-in account's (`language` of the profile, set with PUT /api/session/profile), " +
          "else the first of `Accept-Language` that the app has (Dutch `nl`, English `en`), else Dutch. " +
          "Such an answer says its language in `Content-Language`.",
      },
      tags: TAGS,
      components: { schemas: { Refusal: REFUSAL_SCHEMA }, securitySchemes: SECURITY_SCHEMES },
    },
  });
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of CHANGES) {
      const operation = (item as Record<string, { responses?: Record<string, unknown> } | undefined>)[method];
      if (operation) operation.responses = { ...operation.responses, 503: refusalAnswer(503) };
    }
  }
  return document;
}

/** The document's routes are the app's: it is made once per isolate, on the first request for it. */
export function docsRoutes<E extends Env, S extends Schema, P extends string>(app: Hono<E, S, P>) {
  let document: ReturnType<typeof apiDocument> | null = null;
  return new Hono<AppEnv>()
    .get(
      "/openapi.json",
      describeRoute({ tags: TAG, summary: "This API as an OpenAPI 3.1 document", responses: answers({ 200: "The OpenAPI document" }) }),
      allow("public"),
      async (c) => {
        document ??= apiDocument(app, c.env.API_VERSION).catch((error: unknown) => {
          document = null;
          throw error;
        });
        return c.json(await document);
      },
    )
    .get(
      "/docs",
      describeRoute({ tags: TAG, summary: "This API as a page to read and try", responses: answers({ 200: "An HTML page" }) }),
      allow("public"),
      (c) => c.html(docsPage()),
    )
    .get(
      "/docs/start.js",
      describeRoute({ tags: TAG, summary: "The documentation page's script", responses: answers({ 200: "JavaScript" }) }),
      allow("public"),
      (c) => c.body(DOCS_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8" }),
    );
}
