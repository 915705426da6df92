// Dutch texts of para points (DESIGN 8g) on the staff screens: the tables page, the course of a
// meet, and the points ranking on the results screen. Keyed by screen like nl.ts.
import type { EventPointsMissing, MeetPointsMissing } from "../../shared/points-results";

export const nlPoints = {
  page: {
    title: "Puntentabellen",
    nav: "Punten",
    intro:
      "Met de puntentabel van World Para Swimming krijgen zwemmers van verschillende klassen in één nummer punten, en één klassement. Een wedstrijd rekent met de tabel die geldt op zijn datum; tabellen blijven naast elkaar bewaard.",
    uploadTable: "Tabel uploaden",
    uploadFactors: "Omrekenfactoren uploaden",
    uploadFailed: "Uploaden mislukt. Controleer het bestand en probeer het opnieuw.",
    tablesEmpty: "Nog geen puntentabellen. Upload de puntencalculator van World Para Swimming.",
    columns: { name: "Naam", validFrom: "Geldig vanaf", rows: "Regels", file: "Bestand", uploaded: "Geüpload" },
    uploadedBy: (when: string, who: string | null) => (who ? `${when} door ${who}` : when),
    factorsTitle: "Omrekenfactoren kortebaan",
    factorsEmpty: "Nog geen omrekenfactoren: kortebaanwedstrijden krijgen geen punten.",
    factorsCurrent: (name: string, when: string) => `In gebruik: ${name}, geüpload ${when}. De kortebaantijd × de factor is de geschatte langebaantijd.`,
    factorColumns: { race: "Afstand en slag", factor: "Factor" },
  },
  tableDialog: {
    title: "Puntentabel uploaden",
    help: "De puntencalculator van World Para Swimming zoals gepubliceerd (.xlsx met werkblad Parameters), of dezelfde kolommen als CSV: Gender, Event, Class, a, b en c.",
    name: "Naam",
    validFrom: "Geldig vanaf",
    wrongType: "Kies een .xlsx- of .csv-bestand",
  },
  factorsDialog: {
    title: "Omrekenfactoren uploaden",
    help: "Een CSV-bestand met de kolommen stroke, distance en factor, bijvoorbeeld Freestyle;50;1,02. Deze factoren vervangen de vorige voor alle kortebaanwedstrijden.",
    wrongType: "Kies een .csv-bestand",
  },
  course: {
    label: "Baanlengte",
    help: "Bepaalt de punten: langebaan rekent met de puntentabel, kortebaan alleen via omrekenfactoren (geschat).",
  },
  results: {
    ranking: "Puntenklassement",
    points: "Punten",
    estimated: "geschat",
    estimatedAs: (time: string) => `geschat, ${time} langebaan`,
    basis: (table: string, validFrom: string) => `Punten volgens ${table} (geldig vanaf ${validFrom}).`,
    basisEstimated: "Kortebaan: de punten zijn geschat op de langebaantijd via de omrekenfactoren.",
    missing: {
      no_course: "Geen punten: de baanlengte van deze wedstrijd is onbekend. Kies langebaan of kortebaan bij Wedstrijd aanpassen.",
      no_date: "Geen punten: de wedstrijd heeft geen datum. Vul de datum in bij Wedstrijd aanpassen.",
      no_table: "Geen punten: er is geen puntentabel die geldt op de datum van de wedstrijd. Vraag een beheerder er een te uploaden bij Puntentabellen.",
      no_factors:
        "Geen punten: dit is een kortebaanwedstrijd en er zijn geen omrekenfactoren naar langebaan. Vraag een beheerder ze te uploaden bij Puntentabellen.",
    } satisfies Record<MeetPointsMissing, string>,
    eventMissing: {
      relay: "Geen punten voor estafettes.",
      no_factor: "Geen punten: er is geen omrekenfactor voor dit nummer op kortebaan. Vraag een beheerder hem toe te voegen bij Puntentabellen.",
      not_in_table: "Geen punten: de puntentabel heeft geen parameters voor dit nummer.",
    } satisfies Record<EventPointsMissing, string>,
  },
} as const;
