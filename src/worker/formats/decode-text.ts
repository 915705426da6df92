// Uploaded bytes to text. Splash writes UTF-8, but older exports and spreadsheet-made CSV files come
// as Windows-1252 or ISO-8859-1. workerd's TextDecoder is not guaranteed to know those two, so
// they are decoded here; UTF-8 goes through TextDecoder.
import { ImportError } from "./errors";

// Windows-1252 differs from ISO-8859-1 only in 0x80–0x9F; the five bytes it leaves undefined map
// to the same code point, as the WHATWG encoding standard does.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
];

function decodeSingleByte(bytes: Uint8Array, windows1252: boolean): string {
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    units[i] = windows1252 && b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80]! : b;
  }
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

/** Strict UTF-8, or null when the bytes are not valid UTF-8. */
function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** A CSV file has no declaration: valid UTF-8 (with or without BOM) is UTF-8, anything else Windows-1252. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  return decodeUtf8(bytes) ?? decodeSingleByte(bytes, true);
}

const DECLARED_ENCODING = /^<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/;

/**
 * An XML document honouring its BOM or declared encoding (UTF-8, Windows-1252, ISO-8859-1). A file
 * that claims UTF-8 but is not valid UTF-8 was written by a program that lied about its encoding:
 * it is read as Windows-1252 rather than refused or filled with replacement characters.
 */
export function decodeXmlBytes(bytes: Uint8Array): string {
  if (hasUtf8Bom(bytes)) return decodeUtf8(bytes) ?? decodeSingleByte(bytes.subarray(3), true);
  const head = decodeSingleByte(bytes.subarray(0, 200), false);
  const encoding = (DECLARED_ENCODING.exec(head)?.[1] ?? "utf-8").toLowerCase();
  switch (encoding) {
    case "utf-8":
    case "utf8":
    case "us-ascii":
    case "ascii":
      return decodeUtf8(bytes) ?? decodeSingleByte(bytes, true);
    case "windows-1252":
    case "cp1252":
      return decodeSingleByte(bytes, true);
    case "iso-8859-1":
    case "iso8859-1":
    case "iso_8859-1":
    case "latin1":
    case "latin-1":
      return decodeSingleByte(bytes, false);
    default:
      throw new ImportError("xml_invalid", `Unsupported XML encoding ${encoding}`);
  }
}
