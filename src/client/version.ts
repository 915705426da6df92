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
