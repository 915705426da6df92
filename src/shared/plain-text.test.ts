import { describe, expect, it } from "vitest";
import { isPlainText, plainText } from "./plain-text";

describe("plain text", () => {
  it("takes out bidi overrides and isolates and lone UTF-16 halves, and reads control characters as a space", () => {
    expect(plainText("Jan\u202Esnesnaj")).toBe("Jansnesnaj");
    expect(plainText("\u2066Piet\u2069")).toBe("Piet");
    expect(plainText("Kees\uD800")).toBe("Kees");
    expect(plainText("Anne\u0000\u0007Bakker")).toBe("Anne Bakker");
    expect(plainText("Zoë 🏊 José")).toBe("Zoë 🏊 José");
  });

  it("takes out zero-width characters and bidi marks: two equal-looking names are the same name", () => {
    expect(plainText("Jan\u200BJansen")).toBe("JanJansen");
    expect(plainText("\u200E\u200FPiet\u200C\u200D")).toBe("Piet");
    expect(plainText("Kees\u061C\u2060\uFEFF")).toBe("Kees");
    expect(isPlainText("Anne\u200B")).toBe(false);
    // A joiner inside an emoji sequence is part of the emoji.
    expect(isPlainText("Zoë 👩🏽‍💻 🏊‍♀️")).toBe(true);
    expect(plainText("a\u200D🏊")).toBe("a🏊");
  });

  it("says whether a text is plain already", () => {
    expect(isPlainText("De Dolfijn")).toBe(true);
    expect(isPlainText("Dolfijn\t")).toBe(false);
    expect(isPlainText("\u202Dx")).toBe(false);
    expect(isPlainText("\uDC00")).toBe(false);
  });
});
