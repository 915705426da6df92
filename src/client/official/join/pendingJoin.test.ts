import { describe, expect, it } from "vitest";
import { memoryStore } from "../storage/testStore";
import { PENDING_JOIN_MS, readPendingJoin, writePendingJoin, type PendingJoin } from "./pendingJoin";

const NOW = Date.parse("2026-11-22T10:00:00Z");
const typed = { meet_number: "12345", auth_code: "1234" };
const pending: PendingJoin = {
  meet: typed,
  facts: { name: "Minioren", external_id: "12345", planned_date: "2026-11-22" },
  waiting: {
    message: "We hebben een code van 6 cijfers gestuurd naar jan@example.nl.",
    body: { email: "jan@example.nl", external_id: "ABC1234", name: "Jan" },
    codeSent: true,
    requestId: "r".repeat(22),
  },
  at: NOW,
};

describe("a join waiting for its code, kept through a reload", () => {
  it("comes back for the meet it was made for while its code can still be used", () => {
    const store = memoryStore();
    writePendingJoin(store, pending);
    expect(readPendingJoin(store, typed, NOW + PENDING_JOIN_MS - 1)).toEqual(pending);
  });

  it("is forgotten once its code has expired", () => {
    const store = memoryStore();
    writePendingJoin(store, pending);
    expect(readPendingJoin(store, typed, NOW + PENDING_JOIN_MS)).toBeNull();
    expect(store.data.size).toBe(0);
  });

  it("is forgotten when the phone opens another meet, or none", () => {
    const store = memoryStore();
    writePendingJoin(store, pending);
    expect(readPendingJoin(store, { ...typed, auth_code: "4321" }, NOW)).toBeNull();
    expect(store.data.size).toBe(0);
    writePendingJoin(store, pending);
    expect(readPendingJoin(store, { join_key: "k".repeat(22) }, NOW)).toBeNull();
    writePendingJoin(store, { ...pending, meet: { join_key: "k".repeat(22) } });
    expect(readPendingJoin(store, { join_key: "k".repeat(22) }, NOW)).toMatchObject({ meet: { join_key: "k".repeat(22) } });
    expect(readPendingJoin(store, null, NOW)).toBeNull();
  });

  it("is forgotten when joined or ended, and a damaged one counts as none", () => {
    const store = memoryStore();
    writePendingJoin(store, pending);
    writePendingJoin(store, null);
    expect(readPendingJoin(store, typed, NOW)).toBeNull();
    store.setItem("zwemtijd.official.pendingJoin", '{"meet": 1}');
    expect(readPendingJoin(store, typed, NOW)).toBeNull();
  });
});
