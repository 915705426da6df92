// Where a login leads back to: the /app page the session ended on, carried as ?next= on /login. The
// value comes from the address bar, which anyone can write, so only a path of this site under /app
// is followed: never another site, never a public page.
import { paths } from "./paths";

const PARAM = "next";
const SITE = "https://zwemtijd.invalid";

/** The login page that leads back to `path` (pathname, search and hash of the page left). */
export const loginReturningTo = (path: string) => `${paths.login}?${new URLSearchParams({ [PARAM]: path })}`;

/** The /app path a login page's query asks to return to, or null when it asks nothing safe. */
export function returnPath(search: URLSearchParams): string | null {
  const value = search.get(PARAM);
  // A path, never a scheme or host ('//host', '/\host' are hosts to a browser).
  if (!value?.startsWith("/") || /^\/[/\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  if (url.pathname !== paths.app && !url.pathname.startsWith(`${paths.app}/`)) return null;
  return url.pathname + url.search + url.hash;
}
