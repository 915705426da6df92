// Headers every response carries, the Worker's answers and the static app alike, so that neither an
// injected script nor another site can turn our pages against their users: no script but our own
// files, no framing by another site (clickjacking), no guessing of content types, and no full URL
// leaking to other sites. MUI writes its styles at runtime, so styles may be inline; scripts never are.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/** The static assets' `_headers` file (Workers Static Assets): the same headers on every path. */
export const assetHeadersFile = (): string =>
  `/*\n${Object.entries(SECURITY_HEADERS)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n")}\n`;
