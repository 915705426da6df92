import { readFileSync } from "node:fs";
import { ImportError } from "../../../src/worker/formats/errors";

export const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../shared/fixtures/${name}`, import.meta.url)));

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
