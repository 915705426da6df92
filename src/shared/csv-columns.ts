// DESIGN 9: the columns of a CSV heat list, each by its English and Dutch names (the header may use
// either, in any order and case). The reader takes them from here, and the upload dialogs list them.
export const CSV_COLUMNS = {
  event: ["event", "programma"],
  heat: ["heat", "serie"],
  lane: ["lane", "baan"],
  distance: ["distance", "afstand"],
  stroke: ["stroke", "slag"],
  gender: ["gender", "geslacht"],
  relaycount: ["relaycount", "aantal"],
  lastname: ["lastname", "achternaam"],
  firstname: ["firstname", "voornaam"],
  nameprefix: ["nameprefix", "tussenvoegsel"],
  license: ["license", "licence", "licentie"],
  handicap: ["handicap", "klasse"],
  club: ["clubname", "club", "vereniging"],
  entrytime: ["entrytime", "inschrijftijd"],
  // DESIGN 8i: WPS codes of exception, the same comma list as LENEX HANDICAP exception.
  codes: ["exceptions", "uitzonderingen"],
} as const;

export type CsvColumn = keyof typeof CSV_COLUMNS;

/** Without these a file is refused ('CSV-file does not contain all required columns'). */
export const REQUIRED_CSV_COLUMNS: readonly CsvColumn[] = ["event", "heat", "lane", "distance", "stroke", "gender", "lastname"];

/** A column's header as the sample file and the dialogs write it: its Dutch name, in capitals. */
export const csvHeader = (column: CsvColumn): string => CSV_COLUMNS[column].at(-1)!.toUpperCase();

/** A column by both the names a header may give it, as messages and the dialogs list it: 'BAAN (LANE)'. */
export const csvHeaderBoth = (column: CsvColumn): string => `${csvHeader(column)} (${CSV_COLUMNS[column][0].toUpperCase()})`;

/** The sample heat list the app serves (public/), with every column. */
export const SAMPLE_CSV_PATH = "/voorbeeld-serielijst.csv";
