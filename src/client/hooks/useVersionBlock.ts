import { useEffect, useState } from "react";
import { versionBlock, type VersionBlock, type VersionAnswer } from "../version";

/**
 * SPEC 2: what blocks this page, asked once on start; a failed request counts as maintenance. The
 * caller's own fetch, so the phone page does not load the management app's API client.
 */
export function useVersionBlock(fetchVersion: () => Promise<VersionAnswer>): VersionBlock {
  const [block, setBlock] = useState<VersionBlock>(null);
  useEffect(() => {
    fetchVersion().then(
      (info) => setBlock(versionBlock(info, __APP_VERSION__)),
      () => setBlock(versionBlock(null, __APP_VERSION__)),
    );
  }, [fetchVersion]);
  return block;
}
