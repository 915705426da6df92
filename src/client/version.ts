// SPEC 2 and 4: what the version answer means for a client. Both the management app and the
// officials' phone page block on it; each asks in its own way and shows it in its own frame.

/**
 * SPEC 4: the client is outdated if any segment of its version, compared segment by segment as
 * numbers, is lower than the same segment of the minimum version. Taken literally (10.1.0 is
 * outdated against 9.2.0); a missing segment counts as 0.
 */
export function isOutdated(clientVersion: string, minimumVersion: string): boolean {
  const own = clientVersion.split(".").map(Number);
  return minimumVersion
    .split(".")
    .map(Number)
    .some((minimum, i) => (own[i] ?? 0) < minimum);
}

/** What blocks the client: maintenance, or a client older than the minimum; null lets it run. */
export type VersionBlock = { kind: "maintenance" } | { kind: "outdated"; required: string } | null;

/** The fields of `GET /api/version` the client reads. */
export interface VersionAnswer {
  maintenance: boolean;
  serverInfo?: { dashboard?: string };
}

/** SPEC 4: maintenance when the server says so or the request failed (null), else outdated or not. */
export function versionBlock(answer: VersionAnswer | null, clientVersion: string): VersionBlock {
  if (!answer || answer.maintenance) return { kind: "maintenance" };
  const required = answer.serverInfo?.dashboard;
  return required && isOutdated(clientVersion, required) ? { kind: "outdated", required } : null;
}
