import { Navigate, Outlet, useSearchParams } from "react-router-dom";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CircularProgress from "@mui/material/CircularProgress";
import { SessionStatus, useSession } from "../session";
import { LanguageSwitch } from "../i18n/LanguageSwitch";
import { t } from "../i18n/texts";
import { paths } from "../paths";
import { returnPath } from "../returnPath";
import { brand } from "../theme";

/**
 * The public pages' centred card, shown only once the session check has finished (SPEC 2); a
 * logged-in session goes to /app instead (SPEC 4), which is also how login and reset end, or back to
 * the /app page the login was asked for. A page that is for signed-in owners too (confirming a new
 * address) stays. The language switch sits above the card (DESIGN 12), for a visitor's first page.
 */
export function AuthLayout({ signedInToo = false }: { signedInToo?: boolean }) {
  const { status } = useSession();
  const [search] = useSearchParams();
  if (status === SessionStatus.LoggedIn && !signedInToo) return <Navigate to={returnPath(search) ?? paths.app} replace />;
  return (
    <Box
      sx={{
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
        p: 2,
        background: `linear-gradient(160deg, ${brand.primary} 0%, #0a6fa0 55%, #084f73 100%)`,
      }}
    >
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <LanguageSwitch onBar />
      </Box>
      <Box component="main" sx={{ flexGrow: 1, display: "flex", alignItems: "center", justifyContent: "center", py: 2 }}>
        {status === SessionStatus.Verifying ? (
          <CircularProgress sx={{ color: "common.white" }} aria-label={t("common.common.loading")} />
        ) : (
          <Card sx={{ width: "100%", maxWidth: 420 }} elevation={8}>
            <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
              <Outlet />
            </CardContent>
          </Card>
        )}
      </Box>
    </Box>
  );
}
