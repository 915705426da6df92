import { isApiError } from "../../api";
import { t } from "../../i18n/texts";

/** What a refused login says: too many attempts is not a wrong password, and the server's own text says how long to wait. */
export const loginFailure = (error: unknown): string => (isApiError(error, 429) && error.message ? error.message : t("staff.errors.login"));
