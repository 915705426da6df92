// The two kinds of meet file (DESIGN 9): a LENEX start list or results (.lxf, or a bare .lef/.xml)
// and a CSV heat list. The upload, the import history and the new-meet dialog all speak of them.
export const IMPORT_KINDS = ["lxf", "csv"] as const;

export type ImportKind = (typeof IMPORT_KINDS)[number];

/** How R2 keeps the uploaded file: a .lxf is a zip. */
export const IMPORT_CONTENT_TYPE: Record<ImportKind, string> = { lxf: "application/zip", csv: "text/csv" };
