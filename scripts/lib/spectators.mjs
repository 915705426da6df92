// DESIGN 8c and 11: a crowd of spectators reading one public meet, as the public page polls it. For
// `npm run bench:public`, and for `npm run bench:live`, which measures the staff's broadcast while
// the crowd reads.

export const INTERVAL_MS = 1_000;
// Connections are opened during the warm-up; what it answers is not counted.
export const WARMUP_MS = 3_000;
/** What every browser sends along: the public answers come gzipped to it. */
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const TIMEOUT_MS = 10_000;

/**
 * The HTTP client: undici's own request API with one keep-alive pool big enough for every spectator
 * (a browser keeps its connection open between polls), or Node's fetch when undici is not installed.
 */
export async function httpClient(spectators) {
  try {
    const { Agent, request } = await import("undici");
    const dispatcher = new Agent({ connections: spectators + 10, keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000, pipelining: 1 });
    return {
      name: "undici.request (keep-alive pool)",
      async get(url, headers) {
        const res = await request(url, { method: "GET", headers, dispatcher, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
        const body = await res.body.text();
        return { status: res.statusCode, header: (name) => [res.headers[name]].flat()[0] ?? null, body };
      },
      close: () => dispatcher.close(),
    };
  } catch {
    return {
      name: "fetch (Node's keep-alive agent)",
      async get(url, headers) {
        const res = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
        const body = await res.text();
        return { status: res.status, header: (name) => res.headers.get(name), body };
      },
      close: async () => {},
    };
  }
}

/** DESIGN 8c: the club switches its meet's public live results on. */
export async function makePublic(baseUrl, cookie, meet) {
  const body = {
    name: meet.name,
    external_id: meet.external_id,
    planned_date: meet.planned_date ?? new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    auth_code: meet.auth_code,
    public: true,
  };
  const res = await fetch(`${baseUrl}/api/meets/${meet.id}`, {
    method: "PUT",
    headers: { Cookie: cookie, Origin: baseUrl, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`make public: ${res.status} ${await res.text()}`);
}

/**
 * The crowd: every spectator polls once a second at its own moment in the second, the first half
 * with the ETag of its last answer (If-None-Match), the other half without. Each keeps its moment:
 * the next poll is due a second after the last was due, not after it was sent, because this one
 * process plays a thousand phones, and its own late timers would otherwise bunch them into bursts
 * that independent phones never make. A poll that overruns its second is followed at once by the next.
 */
export async function crowd(client, url, { spectators, seconds = Infinity, stoppedAt = () => null }) {
  const started = performance.now();
  const measureFrom = started + WARMUP_MS;
  const until = measureFrom + seconds * 1_000;
  const stats = {
    latency: [],
    latency200: [],
    latency304: [],
    status: new Map(),
    errors: new Map(),
    requests: 0,
    roomReads: { max: null, atStart: null },
    etags: new Set(),
  };
  const noteRoomReads = (value, measuring) => {
    const reads = Number(value);
    if (value == null || !Number.isFinite(reads)) return;
    if (!measuring) stats.roomReads.atStart = Math.max(stats.roomReads.atStart ?? 0, reads);
    stats.roomReads.max = Math.max(stats.roomReads.max ?? 0, reads);
  };

  async function spectator(index) {
    const conditional = index % 2 === 0;
    let etag = null;
    let next = started + Math.random() * INTERVAL_MS;
    while (true) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const sent = performance.now();
      if (sent >= until || stoppedAt() !== null) return;
      next = Math.max(next + INTERVAL_MS, sent);
      const measuring = sent >= measureFrom;
      try {
        const res = await client.get(url, { ...BROWSER, ...(conditional && etag ? { "if-none-match": etag } : {}) });
        const took = performance.now() - sent;
        noteRoomReads(res.header("x-room-reads"), measuring);
        if (res.status === 200) {
          etag = res.header("etag") ?? etag;
          if (etag) stats.etags.add(etag);
        }
        if (!measuring) continue;
        stats.requests++;
        stats.status.set(res.status, (stats.status.get(res.status) ?? 0) + 1);
        stats.latency.push(took);
        if (res.status === 200) stats.latency200.push(took);
        if (res.status === 304) stats.latency304.push(took);
      } catch (error) {
        if (!measuring) continue;
        stats.requests++;
        const key = error?.code ?? error?.name ?? "error";
        stats.errors.set(key, (stats.errors.get(key) ?? 0) + 1);
      }
    }
  }

  await Promise.all(Array.from({ length: spectators }, (_, i) => spectator(i)));
  // Until the stop, not until the last spectator noticed it (up to a second later).
  return { ...stats, seconds: (Math.min(performance.now(), until, stoppedAt() ?? Infinity) - measureFrom) / 1_000 };
}
