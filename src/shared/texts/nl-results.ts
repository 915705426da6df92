// DESIGN 8c's downloads for clubs, Dutch: the results as CSV and the uploaded files from the import
// history. Apart from nl.ts, so the downloads' words sit beside each other.
export const resultsTexts = {
  csvFile: (meetNumber: string) => `uitslagen-${meetNumber}.csv`,
  csvColumns: {
    event: "programma",
    race: "onderdeel",
    heat: "serie",
    lane: "baan",
    swimmer: "zwemmer",
    club: "vereniging",
    class: "klasse",
    time: "tijd",
    status: "status",
    place: "plaats",
    class_place: "plaats in klasse",
    provisional: "uitslag",
  },
  /** The 'uitslag' column: until the referee settles a heat its times may still change. */
  provisional: "voorlopig",
  final: "definitief",
  importFile: "Importbestand",
  exportedCsv: (file: string) => `Uitslagen geëxporteerd als CSV-bestand ${file}`,
};
