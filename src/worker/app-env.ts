// DESIGN 12: the Worker is on this computer (wrangler dev through `npm start`, the tests) only where
// APP_ENV says so in as many words. Any other value, a misspelt or a staging one included, is a
// deployment: no mail page, no outbox, and mail only to an https APP_URL, so that a slip in the
// settings never shows strangers the sign-in links of others.
export const isLocalAppEnv = (appEnv: string): boolean => appEnv === "development" || appEnv === "test";
