// What the client says about a meet file: before the upload (SPEC 5: required, under 2 MB, the
// right extension) and after the server refused it (SPEC 8).
import { fileEmpty, fileRequired, fileTooLarge, MAX_UPLOAD_BYTES } from "../shared/schemas";
import { isApiError } from "./api";
import { t } from "./i18n/texts";

import { importExtensions, importKindOf, type ImportKind } from "../shared/import-kind";

/** The SPEC 5 message for a chosen file, or undefined when it may be uploaded. */
export function importFileProblem(file: File | null, accept: readonly ImportKind[]): string | undefined {
  const accepts = (name: string) => {
    const kind = importKindOf(name);
    return kind !== null && accept.includes(kind);
  };
  return fileProblem(file, accepts, wrongTypeText(importExtensions(accept)));
}

/** "Kies een .lxf-, .lef- of .xml-bestand": the extensions joined as the language joins them. */
function wrongTypeText(extensions: readonly string[]): string {
  const names = extensions.map((extension) => `.${extension}`);
  const extensionList =
    names.length > 1
      ? t("staff.meets.file.typeList", { others: names.slice(0, -1).join(t("staff.meets.file.typeSeparator")), last: names.at(-1)! })
      : names[0];
  return t("staff.meets.file.wrongType", { extensions: extensionList });
}

/** SPEC 5 for any upload: chosen, not empty, of a kind `accepts` takes (else `wrongType`), under 2 MB. */
export function fileProblem(file: File | null, accepts: (name: string) => boolean, wrongType: string): string | undefined {
  if (!file) return fileRequired();
  if (file.size === 0) return fileEmpty();
  if (!accepts(file.name)) return wrongType;
  if (file.size >= MAX_UPLOAD_BYTES) return fileTooLarge();
  return undefined;
}

/**
 * SPEC 8: the missing-columns refusal has its own text, a taken meet number its own, and anything
 * else the generic upload text with the server's Dutch explanation beneath it when there is one.
 */
export function uploadFailure(error: unknown): readonly string[] {
  if (isApiError(error, 422) && error.error === "CSV-file does not contain all required columns") {
    // The server names the missing columns and what to do about them: SPEC 8's own advice above that
    // would say it twice, so it is kept for a refusal that names none.
    return error.message ? [t("staff.errors.uploadColumnsNamed"), error.message] : [t("staff.errors.uploadColumns")];
  }
  if (isApiError(error, 422) && error.error === "Existing meet") return [t("staff.errors.meetNumberInUse")];
  return isApiError(error) && error.message ? [t("staff.errors.upload"), error.message] : [t("staff.errors.upload")];
}
