// DESIGN 8d: /api/docs shows the OpenAPI document with Swagger UI. Its prebuilt files are copied as
// they are into the static app at build (vite.config.ts), so the viewer comes from our own origin
// under the app's CSP (`script-src 'self'`, no network needed) and stays out of the app's bundles.
// No inline script: the page's own start is a file of its own too.

/** Where the static app serves the viewer, and which of swagger-ui-dist's files it needs. */
export const VIEWER_DIR = "/api-docs";
export const VIEWER_FILES = ["swagger-ui-bundle.js", "swagger-ui.css"] as const;

export const DOCS_SCRIPT_PATH = "/api/docs/start.js";

export const docsPage = () => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Zwemtijd API</title>
    <link rel="stylesheet" href="${VIEWER_DIR}/swagger-ui.css" />
  </head>
  <body>
    <div id="docs"></div>
    <script src="${VIEWER_DIR}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_SCRIPT_PATH}"></script>
  </body>
</html>
`;

// No validator badge: it would load an image from another site.
export const DOCS_SCRIPT = `SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#docs", deepLinking: true, validatorUrl: null });\n`;
