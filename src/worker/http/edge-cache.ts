// DESIGN 8c and 11: spectators are many and staff are few, so a public answer is made at most about
// once a second per location, however many people poll it. Two layers: this isolate's own memory,
// which also joins the requests that arrive while an answer is being made (a thousand first polls
// at once ask the room once), and the location's Cache API, shared by the isolates there. Every
// answer carries an ETag; a poll that already has it gets 304 without a body. A public answer holds no
// words, so one answer serves readers of every language (DESIGN 12); only the 404's message has words,
// and it is made per reader.
import type { Context } from "hono";
import { acceptsGzip, gzip } from "./gzip";
import { noneMatchHits } from "../../shared/etag";
import type { Language } from "../../shared/i18n/languages";
import { languageOf } from "./language";

/** How long an answer is fresh: spectators see a change within about a second. */
const FRESH_MS = 1_000;

interface Answer {
  status: 200 | 404;
  body: string;
  etag: string;
  /** The body gzipped once, for the many readers whose browsers take gzip: not once per reader. */
  gzipped: Uint8Array<ArrayBuffer>;
}

const CACHE_NAME = "public-answers";
interface Made {
  until: number;
  answer: Promise<Answer>;
  ready?: Answer;
  /** The answer before, and until when it may still be given while this one is being made. */
  before?: { answer: Answer; until: number };
}
const made = new Map<string, Made>();
let roomReads = 0;

async function etagOf(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
  return `"${[...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

async function answerOf(status: Answer["status"], body: string, etag: string): Promise<Answer> {
  return { status, body, etag, gzipped: await gzip(body) };
}

async function fromCacheApi(key: Request): Promise<Answer | null> {
  const hit = await (await caches.open(CACHE_NAME)).match(key);
  if (!hit) return null;
  const body = await hit.text();
  return answerOf(200, body, hit.headers.get("ETag") ?? (await etagOf(body)));
}

/**
 * Serves `key` (a public path) fresh from memory or the location's cache, or makes it with `make`,
 * which reads the room (counted in X-Room-Reads, so a benchmark can tell how often that happened).
 * The ETag is of `version` when the answer has parts that change without news (the room's clock).
 * A 404 is kept without a body: `missing` gives its body in the reader's language.
 */
export async function servePublic(
  c: Context,
  key: string,
  missing: (language: Language) => string,
  make: () => Promise<{ status: 200; body: string; version?: string } | { status: 404 }>,
): Promise<Response> {
  const now = Date.now();
  let entry = made.get(key);
  if (!entry || entry.until <= now) {
    const cacheKey = new Request(new URL(key, c.req.url).toString());
    const answer = (async (): Promise<Answer> => {
      const cached = await fromCacheApi(cacheKey);
      if (cached) return cached;
      roomReads += 1;
      const result = await make();
      if (result.status === 404) return answerOf(404, "", "");
      const { body, version } = result;
      const fresh = await answerOf(200, body, await etagOf(version ?? body));
      const stored = new Response(body, {
        headers: { "Content-Type": "application/json", ETag: fresh.etag, "Cache-Control": `public, max-age=${FRESH_MS / 1000}` },
      });
      c.executionCtx.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.put(cacheKey, stored)));
      return fresh;
    })();
    // While the next answer is being made, readers get the one before it if that is at most a second
    // past its freshness: a thousand polls then never wait for a room that is busy with a race.
    const before = entry?.ready ? { answer: entry.ready, until: entry.until + FRESH_MS } : undefined;
    const next: Made = { until: now + FRESH_MS, answer, before };
    entry = next;
    for (const [old, { until }] of made) if (until + FRESH_MS <= now) made.delete(old);
    made.set(key, next);
    // The request that started it may answer with the one before: its context must live until the
    // new answer is made, or the runtime cancels the read that every later reader waits for.
    c.executionCtx.waitUntil(
      answer.then(
        (ready) => void (next.ready = ready),
        // A failed read is not kept: the next poll tries again.
        () => void made.delete(key),
      ),
    );
  }
  const answer = entry.ready ?? (entry.before && now < entry.before.until ? entry.before.answer : await entry.answer);
  // One plain object per answer: the response makes the only Headers of it.
  const headers: Record<string, string> = {
    ETag: answer.etag,
    "Cache-Control": `public, max-age=${FRESH_MS / 1000}`,
    // The room's clock at this answer, for the race clock: a cached body's own time may be a second old.
    "X-Server-Time": String(Date.now()),
    "X-Room-Reads": String(roomReads),
  };
  if (answer.status === 404) {
    delete headers.ETag;
    // languageOf marks the answer as one in the reader's language (http/language.ts).
    return new Response(missing(languageOf(c)), { status: 404, headers: { ...headers, "Content-Type": "application/json" } });
  }
  if (noneMatchHits(c.req.header("If-None-Match"), answer.etag)) return new Response(null, { status: 304, headers });
  headers["Content-Type"] = "application/json";
  headers.Vary = "Accept-Encoding";
  if (!acceptsGzip(c.req.header("Accept-Encoding"))) return new Response(answer.body, { status: answer.status, headers });
  headers["Content-Encoding"] = "gzip";
  return new Response(answer.gzipped, { status: answer.status, headers, encodeBody: "manual" });
}
