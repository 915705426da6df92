import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import { isApiError } from "../api";
import { nl } from "../texts/nl";

/** Why a page or list could not be shown; a club user on another club's page gets the 403 here. */
export function LoadError({ error }: { error: unknown }) {
  if (isApiError(error, 403)) {
    return (
      <Alert severity="warning">
        <AlertTitle>{nl.common.forbiddenTitle}</AlertTitle>
        {error.message || nl.common.forbidden}
      </Alert>
    );
  }
  if (isApiError(error, 404)) {
    return (
      <Alert severity="info">
        <AlertTitle>{nl.common.notFoundTitle}</AlertTitle>
        {nl.common.notFound}
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      <AlertTitle>{nl.common.loadFailedTitle}</AlertTitle>
      {nl.common.loadFailed}
    </Alert>
  );
}
