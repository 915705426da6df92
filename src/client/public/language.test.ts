import { describe, expect, it } from "vitest";
import { LANGUAGE_KEY, chooseLanguage, readLanguage, rememberLanguage } from "./language";

describe("the public page's language", () => {
  it("is Dutch only when the browser's language starts with nl, English otherwise", () => {
    expect(chooseLanguage(null, "nl-NL")).toBe("nl");
    expect(chooseLanguage(null, "nl")).toBe("nl");
    expect(chooseLanguage(null, "NL-be")).toBe("nl");
    expect(chooseLanguage(null, "en-US")).toBe("en");
    expect(chooseLanguage(null, "de-DE")).toBe("en");
    expect(chooseLanguage(null, "")).toBe("en");
    expect(chooseLanguage(null, undefined)).toBe("en");
  });

  it("follows a remembered choice over the browser, and ignores a stored value it does not know", () => {
    expect(chooseLanguage("en", "nl-NL")).toBe("en");
    expect(chooseLanguage("nl", "en-GB")).toBe("nl");
    expect(chooseLanguage("fr", "nl-NL")).toBe("nl");
    expect(chooseLanguage("fr", "en-GB")).toBe("en");
  });

  it("remembers the choice in storage, and survives storage that throws or is missing", () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    rememberLanguage(storage, "en");
    expect(data.get(LANGUAGE_KEY)).toBe("en");
    expect(chooseLanguage(readLanguage(storage), "nl-NL")).toBe("en");

    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readLanguage(broken)).toBeNull();
    expect(() => rememberLanguage(broken, "nl")).not.toThrow();
    expect(readLanguage(null)).toBeNull();
  });
});
