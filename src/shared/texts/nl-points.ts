// The Worker's Dutch messages about para points (DESIGN 8g): uploading tables and factors, and why
// a meet or event has no points. Beside nl.ts, which others are growing at the same time.
const EVENT_FORMAT = "'50 m Freestyle', '100 m Backstroke', '100 m Breaststroke', '50 m Butterfly' of '200 m Individual Medley'";

export const pointsMessages = {
  /** The meet log's name of the field (DESIGN 8e: every edit is logged). */
  courseField: "baanlengte",
  file: {
    notXlsx: "Dit is geen geldig Excel-bestand (.xlsx). Sla de puntencalculator op als .xlsx, of upload de kolommen als CSV.",
    tooLarge: "Een deel van het Excel-bestand is uitgepakt groter dan 2 MB. Upload alleen het werkblad Parameters, bijvoorbeeld als CSV.",
    broken: "Het Excel-bestand is beschadigd of onvolledig. Sla het opnieuw op als .xlsx en upload het nogmaals.",
    noSheet: (sheet: string) => `Het werkblad "${sheet}" ontbreekt. Upload de puntencalculator van World Para Swimming zoals gepubliceerd, of de kolommen als CSV.`,
    fileType: "Upload een .xlsx- of .csv-bestand.",
    empty: "Het bestand is leeg: er staat niets in, ook geen kopregel. Kies het juiste bestand en upload het opnieuw.",
    unreadable: "Het bestand kon niet worden gelezen. Sla het opnieuw op als .xlsx of .csv en upload het nogmaals.",
    tooManyRows: (max: number) => `Het bestand heeft meer dan ${max} regels. Upload alleen de parameters.`,
  },
  table: {
    missingColumns: (columns: string) => `Regel 1: de kolommen ${columns} ontbreken. De kop moet Gender, Event, Class, a, b en c bevatten.`,
    noRows: "Het bestand bevat geen parameters. Vul vanaf regel 2 per geslacht, nummer en klasse a, b en c in.",
    gender: (value: string) => `"${value}" is geen geslacht. Gebruik Men of Women.`,
    event: (value: string) => `"${value}" is geen nummer van World Para Swimming. Gebruik bijvoorbeeld ${EVENT_FORMAT}.`,
    class: (value: string, prefix: string) => `"${value}" is geen klasse voor dit nummer. Gebruik ${prefix}1 tot en met ${prefix}14.`,
    number: (value: string) => `"${value}" is geen getal. Gebruik een punt of komma als decimaalteken.`,
    positive: (value: string) => `${value} moet groter zijn dan 0.`,
    factor: (value: string) => `${value} is geen omrekenfactor. Gebruik een getal tussen 0,5 en 2.`,
    stroke: (value: string) => `"${value}" is geen zwemslag. Gebruik Freestyle, Backstroke, Breaststroke, Butterfly of Individual Medley.`,
    distance: (value: string) => `"${value}" is geen afstand van World Para Swimming voor deze slag.`,
    duplicate: (what: string, line: number) => `${what} staat al in regel ${line}. Laat één van beide regels weg.`,
    refused: (count: number) =>
      `Het bestand is niet opgeslagen: ${count === 1 ? "1 fout" : `${count} fouten`}. Verbeter ${count === 1 ? "de regel" : "de regels"} hieronder en upload het bestand opnieuw.`,
    more: (count: number) => `En nog ${count} ${count === 1 ? "fout" : "fouten"}.`,
  },
  factors: {
    missingColumns: (columns: string) => `Regel 1: de kolommen ${columns} ontbreken. De kop moet stroke, distance en factor bevatten.`,
    noRows: "Het bestand bevat geen omrekenfactoren. Vul vanaf regel 2 per slag en afstand een factor in.",
  },
} as const;
