import { Navigate, Outlet, useLocation, useSearchParams } from "react-router-dom";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { Loading } from "../components/Loading";
import { SessionStatus, useSession } from "../session";
import { NavBar } from "./NavBar";
import { ReloginDialog } from "./ReloginDialog";
import { paths } from "../paths";
import { loginReturningTo } from "../returnPath";

/**
 * The authenticated shell (SPEC 2): logged-out sessions go to /login, which leads back to this page
 * unless the user logged out on purpose, or asks to sign in again over a form that is open; ?hideNav
 * hides the bar.
 */
export function AppLayout() {
  const { status, left, interrupted } = useSession();
  const [search] = useSearchParams();
  const { pathname, search: query, hash } = useLocation();
  if (status === SessionStatus.Verifying) return <Loading />;
  if (status === SessionStatus.LoggedOut) {
    return <Navigate to={left ? paths.login : loginReturningTo(pathname + query + hash)} replace />;
  }
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default" }}>
      {!search.has("hideNav") && <NavBar />}
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        <Outlet />
      </Container>
      {interrupted && <ReloginDialog />}
    </Box>
  );
}

/** SPEC 2: /app lands administrators on the club list and everyone else on the dashboard. */
export function AppHome() {
  const { profile } = useSession();
  return <Navigate to={profile?.is_admin ? paths.clubs : paths.dashboard} replace />;
}
