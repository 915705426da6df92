// Field labels and the other words the management app and the officials' page both show, apart from
// nl.ts so the officials' page can use the same words without the management app's texts.
export const nlFields = {
  username: "Gebruikersnaam",
  firstName: "Voornaam",
  lastName: "Achternaam",
  name: "Naam",
  email: "E-mailadres",
  clubNumber: "Verenigingsnummer",
  city: "Plaats",
  license: "Licentie",
  linkCode: "Koppelcode",
  officialNumber: "Bondsnummer",
  meetNumber: "Wedstrijdnummer",
  authCode: "Autorisatiecode",
  date: "Datum",
  club: "Vereniging",
  arrivalOrder: "Volgorde van aankomst",
  /** A place of a finish order: "1. baan 4", a dead heat (lanes that touched together) "2. baan 3 = baan 5". */
  finishPlace: (position: number, lanes: readonly string[]) => `${position}. ${lanes.map((lane) => `baan ${lane}`).join(" = ")}`,
  // A race time typed by hand, as the referee and an official correcting their watch both do.
  raceTime: {
    label: "Tijd",
    help: "Als m:ss.hh, bijvoorbeeld 1:05.32",
    invalid: "Vul een tijd in als m:ss.hh, bijvoorbeeld 1:05.32",
    hundredths: "Een tijd heeft hooguit twee cijfers achter de punt: honderdsten",
  },
  // Tapping a finish order, as the arrival-order judge and the referee both do.
  finishOrder: {
    instruction: "Tik de banen aan in de volgorde van aankomst.",
    tieInstruction: "Tikten twee banen tegelijk aan? Tik de tweede baan aan en daarna op ‘Gelijk met vorige’.",
    lane: (lane: string) => `Baan ${lane}`,
    /** A lane button's place: "2e plaats", in a dead heat "2e plaats, gelijk". */
    placed: (position: number, tied: boolean) => `${position}e plaats${tied ? ", gelijk" : ""}`,
    tie: "Gelijk met vorige (dode race)",
    empty: "Nog geen baan aangetikt",
    undo: "Ongedaan maken",
    clear: "Wissen",
  },
} as const;
