// What the client says about a meet file: before the upload (SPEC 5: required, under 2 MB, the
// right extension) and after the server refused it (SPEC 8).
import { FILE_EMPTY, FILE_REQUIRED, FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from "../shared/schemas";
import { isApiError } from "./api";
import { nl } from "./texts/nl";

import { importExtensions, importKindOf, type ImportKind } from "../shared/import-kind";

/** The SPEC 5 message for a chosen file, or undefined when it may be uploaded. */
export function importFileProblem(file: File | null, accept: readonly ImportKind[]): string | undefined {
  const accepts = (name: string) => {
    const kind = importKindOf(name);
    return kind !== null && accept.includes(kind);
  };
  return fileProblem(file, accepts, nl.meets.file.wrongType(importExtensions(accept)));
}

/** SPEC 5 for any upload: chosen, not empty, of a kind `accepts` takes (else `wrongType`), under 2 MB. */
export function fileProblem(file: File | null, accepts: (name: string) => boolean, wrongType: string): string | undefined {
  if (!file) return FILE_REQUIRED;
  if (file.size === 0) return FILE_EMPTY;
  if (!accepts(file.name)) return wrongType;
  if (file.size >= MAX_UPLOAD_BYTES) return FILE_TOO_LARGE;
  return undefined;
}

/**
 * SPEC 8: the missing-columns refusal has its own text, a taken meet number its own, and anything
 * else the generic upload text with the server's Dutch explanation beneath it when there is one.
 */
export function uploadFailure(error: unknown): readonly string[] {
  if (isApiError(error, 422) && error.error === "CSV-file does not contain all required columns") {
    return [nl.errors.uploadColumns];
  }
  if (isApiError(error, 422) && error.error === "Existing meet") return [nl.errors.meetNumberInUse];
  return isApiError(error) && error.message ? [nl.errors.upload, error.message] : [nl.errors.upload];
}
