import { afterEach, describe, expect, it, vi } from "vitest";
import { liveUrl, pollInterval } from "./MeetConnection";

describe("pollInterval", () => {
  it("looks every 3 s while the connection is healthy", () => {
    expect(pollInterval(0)).toBe(3_000);
  });

  it("slows down after reopens that did not help, up to 30 s (SPEC 9)", () => {
    expect(pollInterval(2)).toBeGreaterThan(pollInterval(1));
    expect(pollInterval(1_000)).toBe(30_000);
  });
});

describe("liveUrl", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("opens the room on the page's own host, secure when the page is", () => {
    vi.stubGlobal("location", { protocol: "https:", host: "zwemtijd.nl" });
    expect(liveUrl("a.b")).toBe("wss://zwemtijd.nl/api/live/a.b");
  });

  it("carries an official's join token in the query (DESIGN 8)", () => {
    vi.stubGlobal("location", { protocol: "http:", host: "127.0.0.1:8787" });
    expect(liveUrl("a.b", "x.y+z/")).toBe("ws://127.0.0.1:8787/api/live/a.b?official=x.y%2Bz%2F");
  });
});
