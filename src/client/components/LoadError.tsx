import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router-dom";
import { isApiError } from "../api";
import { nl } from "../texts/nl";
import { paths } from "../paths";

// A closed or vanished page is a dead end without a way out: /app leads to the role's own start page.
const home = (
  <Button component={RouterLink} to={paths.app} color="inherit" size="small">
    {nl.common.home}
  </Button>
);

/** 'Geen toegang', with the way to the role's own start page: a 403, or an admin page to a club user. */
export function NoAccess({ message = nl.common.forbidden }: { message?: string }) {
  return (
    <Alert severity="warning" action={home}>
      <AlertTitle>{nl.common.forbiddenTitle}</AlertTitle>
      {message}
    </Alert>
  );
}

/** Why a page or list could not be shown; a club user on another club's page gets the 403 here. */
export function LoadError({ error }: { error: unknown }) {
  if (isApiError(error, 403)) return <NoAccess message={error.message || undefined} />;
  if (isApiError(error, 404)) {
    return (
      <Alert severity="info" action={home}>
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
