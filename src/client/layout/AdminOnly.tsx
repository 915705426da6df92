import { Outlet } from "react-router-dom";
import { NoAccess } from "../components/LoadError";
import { useProfile } from "../session";

/**
 * The /app/admin pages (SPEC 6: administrators only). The server refuses club users anyway; here they
 * see 'Geen toegang' instead of an admin page whose actions would all be refused.
 */
export function AdminOnly() {
  return useProfile().is_admin ? <Outlet /> : <NoAccess />;
}
