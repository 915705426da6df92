import { Outlet } from "react-router-dom";
import { SessionProvider } from "../session";
import { VersionDialog } from "./VersionDialog";

/** The root shell: version check and session for every route. */
export function RootLayout() {
  return (
    <SessionProvider>
      <VersionDialog />
      <Outlet />
    </SessionProvider>
  );
}
