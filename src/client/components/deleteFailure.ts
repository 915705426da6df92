import { isApiError } from "../api";
import { t } from "../i18n/texts";

/**
 * What a form shows of a failed delete. One the server refused says why (the last administrator, for
 * one), and trying again would not help; without a refusal (no connection, a server fault) it may.
 */
export const deleteFailure = (error: unknown): readonly string[] => [
  isApiError(error) && error.status < 500 && error.message ? error.message : t("staff.errors.delete"),
];
