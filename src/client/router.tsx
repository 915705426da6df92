// SPEC 2's route table, in history mode. Public pages share the authentication layout, /app pages the
// authenticated shell; the pages behind the login are loaded on demand to keep the login page small.
import { createBrowserRouter, Navigate } from "react-router-dom";
import { Loading } from "./components/Loading";
import { AdminOnly } from "./layout/AdminOnly";
import { AppHome, AppLayout } from "./layout/AppLayout";
import { AuthLayout } from "./layout/AuthLayout";
import { RootLayout } from "./layout/RootLayout";
import { RouteError } from "./layout/RouteError";
import { ActivatePage } from "./pages/auth/ActivatePage";
import { ConfirmEmailPage } from "./pages/auth/ConfirmEmailPage";
import { ForgotPasswordPage } from "./pages/auth/ForgotPasswordPage";
import { LoginPage } from "./pages/auth/LoginPage";
import { ResetPasswordPage } from "./pages/auth/ResetPasswordPage";
import { paths } from "./paths";
import { currentLanguage, loadTexts } from "./i18n/texts";

export const router = createBrowserRouter([
  // DESIGN 8c: spectators follow a public meet without login, session check or app navigation.
  {
    path: paths.publicLive(":meetNumber"),
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    // Its catalogue comes with it, in the page's language (DESIGN 12).
    lazy: () =>
      Promise.all([import("./public/PublicLivePage"), loadTexts(currentLanguage(), ["public"])]).then(([m]) => ({
        Component: m.PublicLivePage,
      })),
  },
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      { path: "/", element: <Navigate to={paths.login} replace /> },
      {
        element: <AuthLayout />,
        children: [
          { id: "login", path: paths.login, element: <LoginPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword(":token"), element: <ResetPasswordPage /> },
          { path: paths.activate, element: <ActivatePage /> },
        ],
      },
      {
        element: <AuthLayout signedInToo />,
        children: [{ path: paths.confirmEmail(":token"), element: <ConfirmEmailPage /> }],
      },
      {
        path: paths.app,
        element: <AppLayout />,
        children: [
          { index: true, element: <AppHome /> },
          {
            path: paths.dashboard,
            lazy: () => import("./pages/dashboard/DashboardPage").then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: paths.meet(":meetId"),
            lazy: () => import("./pages/meets/MeetPage").then((m) => ({ Component: m.MeetPage })),
          },
          {
            path: paths.meetResults(":meetId"),
            lazy: () => import("./pages/meets/results/ResultsPage").then((m) => ({ Component: m.ResultsPage })),
          },
          {
            element: <AdminOnly />,
            children: [
              {
                path: paths.clubs,
                lazy: () => import("./pages/clubs/ClubsPage").then((m) => ({ Component: m.ClubsPage })),
              },
              {
                path: paths.club(":clubId"),
                lazy: () => import("./pages/clubs/ClubDetailPage").then((m) => ({ Component: m.ClubDetailPage })),
              },
              {
                path: paths.meets,
                lazy: () => import("./pages/meets/MeetsPage").then((m) => ({ Component: m.MeetsPage })),
              },
              {
                path: paths.officials,
                lazy: () => import("./pages/officials/OfficialsPage").then((m) => ({ Component: m.OfficialsPage })),
              },
              {
                path: paths.pointTables,
                lazy: () => import("./pages/points/PointTablesPage").then((m) => ({ Component: m.PointTablesPage })),
              },
              {
                path: paths.official(":officialId"),
                lazy: () => import("./pages/officials/OfficialDetailPage").then((m) => ({ Component: m.OfficialDetailPage })),
              },
            ],
          },
          {
            path: paths.settings,
            lazy: () => import("./pages/settings/SettingsLayout").then((m) => ({ Component: m.SettingsLayout })),
            children: [
              {
                path: paths.profile,
                lazy: () => import("./pages/settings/ProfileTab").then((m) => ({ Component: m.ProfileTab })),
              },
              {
                path: paths.clubSettings,
                lazy: () => import("./pages/settings/ClubTab").then((m) => ({ Component: m.ClubTab })),
              },
              {
                path: paths.team,
                lazy: () => import("./pages/settings/TeamTab").then((m) => ({ Component: m.TeamTab })),
              },
            ],
          },
        ],
      },
      // SPEC 2: any unknown path goes to /login (and from there to /app when logged in).
      { path: "*", element: <Navigate to={paths.login} replace /> },
    ],
  },
]);
