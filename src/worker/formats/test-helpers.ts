// Helpers for the format readers' tests: fixture bytes from test/fixtures, the ImportError a reader
// throws and where it says the file goes wrong, text as UTF-16. Only *.test.ts files import this
// file, so it stays out of the worker bundle.
import { readFileSync } from "node:fs";
import { ImportError } from "./errors";
import { say } from "../http/language";
import type { Language } from "../../shared/i18n/languages";

export const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url)));

/** The ImportError a reader throws; any other outcome fails the test. */
export function importError(run: () => unknown): ImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error("expected an ImportError");
}

/** Where a reader's refusal says the file goes wrong, as a reader of `language` reads it (Dutch by default). */
export const whereOf = (error: ImportError, language: Language = "nl"): string | undefined => error.where && say(language, error.where);

/** Text as UTF-16 bytes in either byte order; a BOM only when the text starts with U+FEFF. */
export function utf16(text: string, littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < text.length; i++) view.setUint16(2 * i, text.charCodeAt(i), littleEndian);
  return bytes;
}
