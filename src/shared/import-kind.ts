// The two kinds of meet file (DESIGN 9): a LENEX start list or results (.lxf, or a bare .lef/.xml)
// and a CSV heat list. The upload, the import history and the new-meet dialog all speak of them.
export const IMPORT_KINDS = ["lxf", "csv"] as const;

export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The extensions each kind is read from, without the dot: the upload dialogs offer what the Worker reads. */
export const IMPORT_EXTENSIONS: Record<ImportKind, readonly string[]> = { lxf: ["lxf", "lef", "xml"], csv: ["csv"] };

export const importExtensions = (kinds: readonly ImportKind[]): string[] => kinds.flatMap((kind) => IMPORT_EXTENSIONS[kind]);

/** The kind of meet file a name says, or null for a file that is neither. */
export function importKindOf(filename: string): ImportKind | null {
  const extension = /\.([^.]+)$/.exec(filename.toLowerCase())?.[1] ?? "";
  return IMPORT_KINDS.find((kind) => IMPORT_EXTENSIONS[kind].includes(extension)) ?? null;
}

/** How R2 keeps the uploaded file: a .lxf is a zip. */
export const IMPORT_CONTENT_TYPE: Record<ImportKind, string> = { lxf: "application/zip", csv: "text/csv" };

/** Where an import was made: on the screens, or by the club's meet-management program over the link (DESIGN 8d). */
export const IMPORT_VIA = ["app", "link"] as const;

export type ImportVia = (typeof IMPORT_VIA)[number];
