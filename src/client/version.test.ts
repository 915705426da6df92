import { describe, expect, it } from "vitest";
import { isOutdated, versionBlock } from "./version";

describe("isOutdated", () => {
  it("is current when every segment equals the minimum", () => {
    expect(isOutdated("10.0.0", "10.0.0")).toBe(false);
  });

  it("is current when every segment is higher or equal", () => {
    expect(isOutdated("10.2.3", "10.1.0")).toBe(false);
  });

  it("is outdated when a segment is lower", () => {
    expect(isOutdated("10.0.0", "10.0.1")).toBe(true);
    expect(isOutdated("9.9.9", "10.0.0")).toBe(true);
  });

  it("compares segments as numbers, not as text", () => {
    expect(isOutdated("10.0.0", "9.0.0")).toBe(false);
    expect(isOutdated("2.10.0", "2.9.0")).toBe(false);
  });

  it("takes SPEC literally: any lower segment makes it outdated", () => {
    expect(isOutdated("11.0.0", "10.5.0")).toBe(true);
  });

  it("counts a missing segment as 0", () => {
    expect(isOutdated("10", "10.0.0")).toBe(false);
    expect(isOutdated("10", "10.0.1")).toBe(true);
  });
});

describe("versionBlock", () => {
  it("blocks for maintenance when the server says so or the request failed", () => {
    expect(versionBlock({ maintenance: true, serverInfo: { dashboard: "10.0.0" } }, "10.0.0")).toEqual({ kind: "maintenance" });
    expect(versionBlock(null, "10.0.0")).toEqual({ kind: "maintenance" });
  });

  it("blocks an outdated client with the version it needs, and lets a current one run", () => {
    expect(versionBlock({ maintenance: false, serverInfo: { dashboard: "10.1.0" } }, "10.0.0")).toEqual({
      kind: "outdated",
      required: "10.1.0",
    });
    expect(versionBlock({ maintenance: false, serverInfo: { dashboard: "10.0.0" } }, "10.0.0")).toBeNull();
    expect(versionBlock({ maintenance: false }, "10.0.0")).toBeNull();
  });
});
