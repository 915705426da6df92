// What the points page says about a file before and after its upload (DESIGN 8g): SPEC 5's checks
// before, and after a refusal the server's summary with every bad line it named.
import { isApiError } from "../../api";
import { fileProblem } from "../../importFile";
import { t } from "../../i18n/texts";

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name.toLowerCase())?.[1] ?? "";

/** The SPEC 5 message for a chosen table or factor file, or undefined when it may be uploaded. */
export const pointsFileProblem = (file: File | null, extensions: readonly string[], wrongType: string) =>
  fileProblem(file, (name) => extensions.includes(extensionOf(name)), wrongType);

/** A refused file's summary and then each line's error, as the server listed them; else why it failed. */
export function pointsUploadFailure(error: unknown): readonly string[] {
  if (isApiError(error, 422) && Array.isArray(error.body.errors)) return [error.message, ...(error.body.errors as string[])];
  return isApiError(error) && error.message ? [t("staff.points.page.uploadFailed"), error.message] : [t("staff.points.page.uploadFailed")];
}
