import { Navigate, Outlet, useSearchParams } from "react-router-dom";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { Loading } from "../components/Loading";
import { SessionStatus, useSession } from "../session";
import { NavBar } from "./NavBar";
import { paths } from "../paths";

/** The authenticated shell (SPEC 2): logged-out sessions go to /login; ?hideNav hides the bar. */
export function AppLayout() {
  const { status } = useSession();
  const [search] = useSearchParams();
  if (status === SessionStatus.Verifying) return <Loading />;
  if (status === SessionStatus.LoggedOut) return <Navigate to={paths.login} replace />;
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default" }}>
      {!search.has("hideNav") && <NavBar />}
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        <Outlet />
      </Container>
    </Box>
  );
}

/** SPEC 2: /app lands administrators on the club list and everyone else on the dashboard. */
export function AppHome() {
  const { profile } = useSession();
  return <Navigate to={profile?.is_admin ? paths.clubs : paths.dashboard} replace />;
}
