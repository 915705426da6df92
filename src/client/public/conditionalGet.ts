// One poll of a public meet route (DESIGN 8c): a plain GET (no session) with If-None-Match, so an
// unchanged answer costs a 304 and keeps what the page shows.

export type Polled<T> =
  /**
   * A new answer, its ETag for the next poll, the browser's clock when its headers arrived, and the
   * server's clock when it answered (X-Server-Time, also on a 304; null when absent).
   */
  | { kind: "data"; body: T; etag: string | null; receivedAt: number; serverTime: number | null }
  /** 304: what the page has is still current. */
  | { kind: "unchanged"; receivedAt: number; serverTime: number | null }
  /** 404: the meet does not exist or is not public (anymore). */
  | { kind: "missing" };

export class PollError extends Error {
  constructor(readonly status: number) {
    super(`poll answered ${status}`);
    this.name = "PollError";
  }
}

export interface PollOptions {
  signal?: AbortSignal;
  fetchFn?: typeof fetch;
  now?: () => number;
}

/** GETs `url` with If-None-Match `etag`; throws on a network failure and on answers other than 200, 304, 404. */
export async function getConditional<T>(url: string, etag: string | null, options: PollOptions = {}): Promise<Polled<T>> {
  const { signal, fetchFn = fetch, now = () => performance.timeOrigin + performance.now() } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (etag) headers["If-None-Match"] = etag;
  // no-store: the browser's own cache must neither answer for the server nor add its own validator;
  // a 304 then reaches this code as a 304.
  const response = await fetchFn(url, { headers, cache: "no-store", credentials: "omit", signal });
  const receivedAt = now();
  const serverTime = serverTimeOf(response.headers.get("X-Server-Time"));
  if (response.status === 304) return { kind: "unchanged", receivedAt, serverTime };
  if (response.status === 404) return { kind: "missing" };
  if (!response.ok) throw new PollError(response.status);
  return { kind: "data", body: (await response.json()) as T, etag: response.headers.get("ETag"), receivedAt, serverTime };
}

/** The X-Server-Time header (ms since the epoch), or null when absent or unreadable. */
export function serverTimeOf(header: string | null): number | null {
  if (header == null || header.trim() === "") return null;
  const time = Number(header);
  return Number.isFinite(time) && time > 0 ? time : null;
}
