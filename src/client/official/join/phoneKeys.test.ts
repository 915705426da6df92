import { describe, expect, it } from "vitest";
import { readPhoneKey, writePhoneKey } from "./phoneKeys";
import { memoryStore } from "../storage/testStore";

describe("the phone's keys per official", () => {
  it("keeps a key per e-mail, read back whatever the case, and survives damage", () => {
    const store = memoryStore();
    expect(readPhoneKey(store, "jan@example.nl")).toBeUndefined();
    writePhoneKey(store, "Jan@Example.nl", "sleutel-van-jan-0123456");
    writePhoneKey(store, "els@example.nl", "sleutel-van-els-0123456");
    expect(readPhoneKey(store, " jan@example.nl")).toBe("sleutel-van-jan-0123456");
    expect(readPhoneKey(store, "els@example.nl")).toBe("sleutel-van-els-0123456");
    store.setItem("zwemtijd.official.phoneKeys", '{"jan@example.nl": 7, "els@example.nl": "ok-sleutel"}');
    expect(readPhoneKey(store, "jan@example.nl")).toBeUndefined();
    expect(readPhoneKey(store, "els@example.nl")).toBe("ok-sleutel");
    store.setItem("zwemtijd.official.phoneKeys", "kapot{");
    expect(readPhoneKey(store, "els@example.nl")).toBeUndefined();
    writePhoneKey(store, "els@example.nl", "nieuw");
    expect(readPhoneKey(store, "els@example.nl")).toBe("nieuw");
  });
});
