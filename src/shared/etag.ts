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

// An entity tag's opaque part: a weak comparison (RFC 9110 8.8.3.2) ignores the W/ in front.
const opaque = (tag: string) => (tag.startsWith("W/") ? tag.slice(2) : tag);

/**
 * Whether an If-None-Match header names this ETag, as RFC 9110 13.1.2 reads it: `*` names any
 * current answer, a list names each of its tags, and the comparison is weak (W/"1" is "1").
 */
export function noneMatchHits(header: string | null | undefined, etag: string): boolean {
  if (header == null) return false;
  if (header.trim() === "*") return true;
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === opaque(etag));
}
