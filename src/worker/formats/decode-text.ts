// Uploaded bytes to text. Splash writes UTF-8, but older exports and spreadsheet-made CSV files come
// as Windows-1252 or ISO-8859-1, and Windows editors save "Unicode" as UTF-16. workerd's
// TextDecoder is not guaranteed to know any of those, so they are decoded here; UTF-8 goes through
// TextDecoder.
import { ImportError } from "./errors";

// Windows-1252 differs from ISO-8859-1 only in 0x80–0x9F; the five bytes it leaves undefined map
// to the same code point, as the WHATWG encoding standard does.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f, 0x90, 0x2018,
  0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

function decodeSingleByte(bytes: Uint8Array, windows1252: boolean): string {
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    units[i] = windows1252 && b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80]! : b;
  }
  return fromCodeUnits(units);
}

function decodeUtf16(bytes: Uint8Array, littleEndian: boolean): string {
  const start = utf16Bom(bytes) ? 2 : 0;
  const units = new Uint16Array((bytes.length - start) >> 1);
  for (let i = 0, at = start; i < units.length; i++, at += 2) {
    units[i] = littleEndian ? bytes[at]! | (bytes[at + 1]! << 8) : (bytes[at]! << 8) | bytes[at + 1]!;
  }
  return fromCodeUnits(units);
}

function fromCodeUnits(units: Uint16Array): string {
  // fromCharCode takes its arguments on the stack: go in chunks well under any engine's limit.
  let text = "";
  for (let i = 0; i < units.length; i += 8192) {
    text += String.fromCharCode(...units.subarray(i, i + 8192));
  }
  return text;
}

function hasUtf8Bom(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

function utf16Bom(bytes: Uint8Array): "le" | "be" | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "be";
  return null;
}

/**
 * The byte order of UTF-16 text: from its BOM, or for XML from the '<' every document starts with
 * (XML 1.0 appendix F); null for a byte-oriented encoding.
 */
export function utf16Order(bytes: Uint8Array, xml: boolean): "le" | "be" | null {
  const bom = utf16Bom(bytes);
  if (bom || !xml) return bom;
  if (bytes[0] === 0x3c && bytes[1] === 0x00) return "le";
  if (bytes[0] === 0x00 && bytes[1] === 0x3c) return "be";
  return null;
}

/** Strict UTF-8, or null when the bytes are not valid UTF-8. */
function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** Valid UTF-8 (its BOM dropped) as UTF-8, anything else as the single-byte encoding. */
function utf8Or(bytes: Uint8Array, windows1252: boolean): string {
  return decodeUtf8(bytes) ?? decodeSingleByte(hasUtf8Bom(bytes) ? bytes.subarray(3) : bytes, windows1252);
}

// The first bytes of the files people pick by mistake: PNG, ZIP (an .xlsx or .lxf too) and PDF.
const SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47],
  [0x50, 0x4b, 0x03, 0x04],
  [0x25, 0x50, 0x44, 0x46, 0x2d],
];

/**
 * Whether bytes are no text at all (a picture or a spreadsheet renamed .csv): a known signature, or a
 * NUL in the first kilobytes, which no text has outside UTF-16, and that one starts with its BOM.
 */
export function looksBinary(bytes: Uint8Array): boolean {
  if (utf16Bom(bytes)) return false;
  if (SIGNATURES.some((signature) => signature.every((b, i) => bytes[i] === b))) return true;
  return bytes.subarray(0, 4096).includes(0);
}

/**
 * A CSV file has no declaration: UTF-16 by its BOM (Excel's "Unicode text"), valid UTF-8 (with or
 * without BOM) as UTF-8, anything else Windows-1252.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  const utf16 = utf16Order(bytes, false);
  return utf16 ? decodeUtf16(bytes, utf16 === "le") : utf8Or(bytes, true);
}

const DECLARED_ENCODING = /^<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/;

// The encodings a declaration may name, each with how bytes that are not valid UTF-8 are read:
// Windows-1252 (true) or ISO-8859-1 (false). A UTF-16 declaration in a file that could be read byte
// by byte is a lie (.NET writers declare the encoding of the string they built, not of the file
// they saved), so it goes with the UTF-8 family.
const DECLARED: Record<string, boolean> = {
  "utf-8": true,
  utf8: true,
  "us-ascii": true,
  ascii: true,
  "utf-16": true,
  "utf-16le": true,
  "utf-16be": true,
  unicode: true,
  "windows-1252": true,
  cp1252: true,
  "iso-8859-1": false,
  "iso8859-1": false,
  "iso_8859-1": false,
  latin1: false,
  "latin-1": false,
};

/**
 * An XML document honouring its BOM or declared encoding (UTF-8, UTF-16, Windows-1252,
 * ISO-8859-1). Writers lie about their encoding in both directions, and valid UTF-8 with any byte
 * above 0x7F practically never arises from single-byte text: so valid UTF-8 is read as UTF-8
 * whatever the declaration says, and only the rest as the declared single-byte encoding (a file
 * that claims UTF-8 but is not valid UTF-8 as Windows-1252), rather than refused or garbled.
 */
export function decodeXmlBytes(bytes: Uint8Array): string {
  const utf16 = utf16Order(bytes, true);
  if (utf16) return decodeUtf16(bytes, utf16 === "le");
  if (hasUtf8Bom(bytes)) return utf8Or(bytes, true);
  const head = decodeSingleByte(bytes.subarray(0, 200), false);
  const encoding = (DECLARED_ENCODING.exec(head)?.[1] ?? "utf-8").toLowerCase();
  if (!Object.hasOwn(DECLARED, encoding)) throw new ImportError("xml_invalid", `Unsupported XML encoding ${encoding}`);
  return utf8Or(bytes, DECLARED[encoding]!);
}
