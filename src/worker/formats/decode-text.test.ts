import { describe, expect, it } from "vitest";
import { decodeCsvBytes, decodeXmlBytes } from "./decode-text";
import { ImportError } from "./errors";
import { fixture, utf16 } from "./test-helpers";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("decodeCsvBytes", () => {
  it("reads UTF-8 and drops its BOM", () => {
    expect(decodeCsvBytes(bytes([0xef, 0xbb, 0xbf], "EVENT;Ferr", [0xc3, 0xa9]))).toBe("EVENT;Ferré");
    expect(decodeCsvBytes(utf8("Ferré"))).toBe("Ferré");
  });

  it("reads anything that is not valid UTF-8 as Windows-1252", () => {
    expect(decodeCsvBytes(bytes("Ferr", [0xe9], " ", [0x80], " ", [0x93, 0x94]))).toBe("Ferré € \u201c\u201d");
  });

  it("keeps the accents of the Windows-1252 fixture", () => {
    const raw = fixture("csv/heatlist-nl-cp1252.csv");
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(raw)).toThrow();
    const text = decodeCsvBytes(raw);
    expect(text).toContain("Ferré;Manuela");
    expect(text).not.toContain("\ufffd");
  });
});

describe("decodeXmlBytes", () => {
  const declared = (encoding: string, ...body: (string | number[])[]) =>
    bytes(`<?xml version="1.0" encoding="${encoding}"?><A n="`, ...body, '"/>');

  it("honours a Windows-1252 declaration", () => {
    expect(decodeXmlBytes(declared("windows-1252", [0x80, 0xe9]))).toContain('n="€é"');
  });

  it("honours an ISO-8859-1 declaration, where 0x80 is a control character", () => {
    expect(decodeXmlBytes(declared("ISO-8859-1", [0x80, 0xe9]))).toContain('n="\u0080é"');
  });

  it("reads UTF-8 by declaration, by BOM and by default", () => {
    expect(decodeXmlBytes(declared("UTF-8", [0xc3, 0xa9]))).toContain('n="é"');
    expect(decodeXmlBytes(bytes([0xef, 0xbb, 0xbf], '<A n="', [0xc3, 0xa9], '"/>'))).toBe('<A n="é"/>');
    expect(decodeXmlBytes(utf8('<A n="é"/>'))).toBe('<A n="é"/>');
  });

  it("reads a file that claims UTF-8 but is not as Windows-1252", () => {
    expect(decodeXmlBytes(declared("UTF-8", [0xe9]))).toContain('n="é"');
  });

  it("refuses an encoding it does not know", () => {
    const error = (() => {
      try {
        decodeXmlBytes(declared("Shift_JIS", "x"));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).code).toBe("xml_invalid");
  });
});

describe("text whose writer got the encoding wrong, or wrote UTF-16", () => {
  it.each(["ISO-8859-1", "windows-1252", "utf-16"])("reads valid UTF-8 declared as %s as UTF-8", (encoding) => {
    expect(decodeXmlBytes(utf8(`<?xml version="1.0" encoding="${encoding}"?><A n="Ferré €"/>`))).toContain('n="Ferré €"');
  });

  it("reads UTF-16 XML by its BOM or its first '<', either byte order", () => {
    const xml = '<?xml version="1.0" encoding="UTF-16"?><A n="é€"/>';
    for (const littleEndian of [true, false]) {
      expect(decodeXmlBytes(utf16(`\ufeff${xml}`, littleEndian))).toBe(xml);
      expect(decodeXmlBytes(utf16(xml, littleEndian))).toBe(xml);
    }
  });

  it("reads a UTF-16 CSV by its BOM", () => {
    expect(decodeCsvBytes(utf16("\ufeffEVENT\tFerré", true))).toBe("EVENT\tFerré");
    expect(decodeCsvBytes(utf16("\ufeffEVENT\tFerré", false))).toBe("EVENT\tFerré");
  });

  it("drops the UTF-8 BOM of a file that turns out to be Windows-1252", () => {
    expect(decodeCsvBytes(bytes([0xef, 0xbb, 0xbf], "EVENT;Ferr", [0xe9]))).toBe("EVENT;Ferré");
  });
});
