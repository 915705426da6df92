import { describe, expect, it } from "vitest";
import { PollError, getConditional, serverTimeOf } from "./conditionalGet";

function fakeFetch(status: number, body?: unknown, etag?: string, serverTime?: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(status === 304 || body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { ...(etag ? { ETag: etag } : {}), ...(serverTime ? { "X-Server-Time": serverTime } : {}) },
    });
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe("polling a public meet route", () => {
  it("sends If-None-Match once it has an ETag, without cookies and past the browser's cache", async () => {
    const { fn, calls } = fakeFetch(200, { a: 1 }, '"v2"');
    const first = await getConditional("/api/public/meets/12345/live", null, { fetchFn: fn, now: () => 42 });
    expect(first).toEqual({ kind: "data", body: { a: 1 }, etag: '"v2"', receivedAt: 42, serverTime: null });
    expect((calls[0]!.init.headers as Record<string, string>)["If-None-Match"]).toBeUndefined();
    expect(calls[0]!.init.cache).toBe("no-store");
    expect(calls[0]!.init.credentials).toBe("omit");

    await getConditional("/x", '"v2"', { fetchFn: fn, now: () => 0 });
    expect((calls[1]!.init.headers as Record<string, string>)["If-None-Match"]).toBe('"v2"');
  });

  it("turns 304 into 'unchanged' and 404 into 'missing'", async () => {
    expect(await getConditional("/x", '"v1"', { fetchFn: fakeFetch(304).fn, now: () => 7 })).toEqual({
      kind: "unchanged",
      receivedAt: 7,
      serverTime: null,
    });
    expect(await getConditional("/x", null, { fetchFn: fakeFetch(404, { error: "Not found", message: "" }).fn })).toEqual({
      kind: "missing",
    });
  });

  it("reads the server's clock from X-Server-Time, on a 304 too", async () => {
    const unchanged = await getConditional("/x", '"v1"', { fetchFn: fakeFetch(304, undefined, '"v1"', "1767225600123").fn, now: () => 9 });
    expect(unchanged).toEqual({ kind: "unchanged", receivedAt: 9, serverTime: 1767225600123 });
    const data = await getConditional("/x", null, { fetchFn: fakeFetch(200, { b: 2 }, '"v3"', "1767225600456").fn, now: () => 10 });
    expect(data.kind === "data" && data.serverTime).toBe(1767225600456);
    expect(serverTimeOf(null)).toBeNull();
    expect(serverTimeOf("")).toBeNull();
    expect(serverTimeOf("soon")).toBeNull();
    expect(serverTimeOf("-5")).toBeNull();
  });

  it("throws on other answers, so the page can say it is offline", async () => {
    await expect(getConditional("/x", null, { fetchFn: fakeFetch(503, { error: "x" }).fn })).rejects.toBeInstanceOf(PollError);
  });
});
