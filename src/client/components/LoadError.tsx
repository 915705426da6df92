import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router-dom";
import { isApiError } from "../api";
import { t } from "../i18n/texts";
import { paths } from "../paths";

// A closed or vanished page is a dead end without a way out: /app leads to the role's own start page.
function Home() {
  return (
    <Button component={RouterLink} to={paths.app} color="inherit" size="small">
      {t("staff.shared.home")}
    </Button>
  );
}

/** 'Geen toegang', with the way to the role's own start page: a 403, or an admin page to a club user. */
export function NoAccess({ message = t("staff.shared.forbidden") }: { message?: string }) {
  return (
    <Alert severity="warning" action={<Home />}>
      <AlertTitle>{t("staff.shared.forbiddenTitle")}</AlertTitle>
      {message}
    </Alert>
  );
}

/** Why a page or list could not be shown; a club user on another club's page gets the 403 here. */
export function LoadError({ error }: { error: unknown }) {
  if (isApiError(error, 403)) return <NoAccess message={error.message || undefined} />;
  if (isApiError(error, 404)) {
    return (
      <Alert severity="info" action={<Home />}>
        <AlertTitle>{t("staff.shared.notFoundTitle")}</AlertTitle>
        {t("staff.shared.notFound")}
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      <AlertTitle>{t("staff.shared.loadFailedTitle")}</AlertTitle>
      {t("staff.shared.loadFailed")}
    </Alert>
  );
}
