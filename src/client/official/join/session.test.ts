import { describe, expect, it } from "vitest";
import { keptKeyMalformed, readOpening } from "./opening";
import {
  readDetails,
  readSession,
  readTask,
  takeJoinKey,
  writeDetails,
  writeOpening,
  writeSession,
  writeTask,
  type OfficialSession,
} from "./session";
import { memoryStore } from "../storage/testStore";

const NOW = Date.parse("2026-11-22T10:00:00Z");
const session: OfficialSession = {
  token: "jwt",
  expires_at: "2026-11-23T09:00:00Z",
  signed_id: "s",
  meet: { id: 7, name: "Minioren", external_id: "12345", planned_date: "2026-11-22" },
  official: { id: 3, name: "Jan", email: "jan@example.nl", external_id: "ABC1234" },
};

describe("the kept join", () => {
  it("is kept until its token expires", () => {
    const store = memoryStore();
    writeSession(store, session);
    expect(readSession(store, NOW)).toEqual(session);
    expect(readSession(store, Date.parse(session.expires_at))).toBeNull();
  });

  it("is forgotten on sign-out, and a damaged one counts as none", () => {
    const store = memoryStore();
    writeSession(store, session);
    writeSession(store, null);
    expect(readSession(store, NOW)).toBeNull();
    store.setItem("zwemtijd.official.session", '{"token": 1}');
    expect(readSession(store, NOW)).toBeNull();
  });
});

describe("remembered details and task", () => {
  it("remembers the official's details for the next meet", () => {
    const store = memoryStore();
    expect(readDetails(store)).toEqual({ email: "", external_id: "", name: "" });
    writeDetails(store, { email: "jan@example.nl", external_id: "ABC1234", name: "Jan" });
    expect(readDetails(store).external_id).toBe("ABC1234");
  });

  it("remembers the task per meet and official", () => {
    const store = memoryStore();
    writeTask(store, session, { kind: "timekeeper", lane: "4" });
    expect(readTask(store, session)).toEqual({ kind: "timekeeper", lane: "4" });
    expect(readTask(store, { ...session, meet: { ...session.meet, id: 8 } })).toBeNull();
    writeTask(store, session, null);
    expect(readTask(store, session)).toBeNull();
  });
});

describe("the QR code's key and how the meet was opened", () => {
  const history = () => {
    const calls: string[] = [];
    return {
      calls,
      state: null,
      replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => void calls.push(String(url)),
    };
  };

  it("takes the key out of the address and keeps it as the opening", () => {
    const store = memoryStore();
    const h = history();
    expect(takeJoinKey(store, new URL("https://zwemtijd.nl/official?key=Abc_def-1234567890XYZ_&x=1#top"), h)).toBe(true);
    expect(h.calls).toEqual(["/official?x=1#top"]);
    expect(readOpening(store)).toEqual({ join_key: "Abc_def-1234567890XYZ_" });
  });

  it("says a kept key that cannot be one is malformed, and nothing else", () => {
    const store = memoryStore();
    expect(takeJoinKey(store, new URL("https://zwemtijd.nl/official?key=Abc_def-12"), history())).toBe(true);
    expect(readOpening(store)).toBeNull();
    expect(keptKeyMalformed(store)).toBe(true);
    writeOpening(store, { join_key: "Abc_def-1234567890XYZ_" });
    expect(keptKeyMalformed(store)).toBe(false);
    writeOpening(store, { meet_number: "12345", auth_code: "0042" });
    expect(keptKeyMalformed(store)).toBe(false);
    writeOpening(store, null);
    expect(keptKeyMalformed(store)).toBe(false);
  });

  it("leaves an address without a key alone", () => {
    const store = memoryStore();
    const h = history();
    expect(takeJoinKey(store, new URL("https://zwemtijd.nl/official"), h)).toBe(false);
    expect(h.calls).toEqual([]);
    expect(readOpening(store)).toBeNull();
  });

  it("remembers a typed opening too, and forgets one that is damaged", () => {
    const store = memoryStore();
    writeOpening(store, { meet_number: "12345", auth_code: "0042" });
    expect(readOpening(store)).toEqual({ meet_number: "12345", auth_code: "0042" });
    store.setItem("zwemtijd.official.opening", '{"join_key": "kort"}');
    expect(readOpening(store)).toBeNull();
    writeOpening(store, null);
    expect(store.data.size).toBe(0);
  });
});
