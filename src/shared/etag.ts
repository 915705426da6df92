// DESIGN 8e, no lost update: a record's version as the strong ETag its GET answers and its edit's
// If-Match repeats. The Worker writes it, the client sends it back, the meet page compares it with the
// room's `meet` message: one spelling for all three.

/** The ETag of a record at this version (the `version` of its JSON). */
export const etagOf = (version: number): string => `"${version}"`;

/**
 * The versions an If-Match header names: null for none or `*` (any version will do), else the strong
 * tags in it. A weak tag (W/"…") never matches an If-Match (RFC 9110 13.1.1), so it is left out.
 */
export function ifMatchTags(header: string | null | undefined): string[] | null {
  if (header == null || header.trim() === "" || header.trim() === "*") return null;
  return header.match(/(?:W\/)?"[^"]*"/g)?.filter((tag) => !tag.startsWith("W/")) ?? [];
}
