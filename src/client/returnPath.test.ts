import { describe, expect, it } from "vitest";
import { loginReturningTo, returnPath } from "./returnPath";

const back = (next: string) => returnPath(new URLSearchParams({ next }));

describe("the way back after a login", () => {
  it("carries the page left, search and hash included, through the login page's query", () => {
    const login = loginReturningTo("/app/meets/12?hideNav#heat-3");
    expect(login.startsWith("/login?next=")).toBe(true);
    expect(returnPath(new URL(login, "http://localhost").searchParams)).toBe("/app/meets/12?hideNav#heat-3");
    expect(back("/app")).toBe("/app");
  });

  it("follows only paths of this site under /app", () => {
    for (const hostile of [
      "https://evil.example/app",
      "//evil.example/app",
      "/\\evil.example/app",
      "\\\\evil.example/app",
      "javascript:alert(1)",
      "/login",
      "/live/12345",
      "/application",
      "/app/../login",
      "/app/%2e%2e/login",
      "app/dashboard",
      "",
      " /app",
    ]) {
      expect(back(hostile), hostile).toBeNull();
    }
    expect(returnPath(new URLSearchParams())).toBeNull();
  });
});
