import { useEffect, useState, useSyncExternalStore } from "react";
import { versionBlock, type VersionBlock, type VersionAnswer } from "../version";
import { maintenanceAnnounced, onMaintenance } from "../maintenance";

/**
 * SPEC 2: what blocks this page, asked once on start; a failed request counts as maintenance. The
 * caller's own fetch, so the phone page does not load the management app's API client. Maintenance
 * the server announces later (DESIGN 5: a socket's message, a 503) blocks it as well.
 */
export function useVersionBlock(fetchVersion: () => Promise<VersionAnswer | null>): VersionBlock {
  const [block, setBlock] = useState<VersionBlock>(null);
  useEffect(() => {
    fetchVersion().then(
      // null: the server was not reached at all, and the page can work without it (DESIGN 8f).
      (info) => setBlock(info ? versionBlock(info, __APP_VERSION__) : null),
      () => setBlock(versionBlock(null, __APP_VERSION__)),
    );
  }, [fetchVersion]);
  const announced = useSyncExternalStore(onMaintenance, maintenanceAnnounced);
  return announced ? { kind: "maintenance" } : block;
}
