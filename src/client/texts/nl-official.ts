// The officials' phone page's texts (DESIGN 8), apart from nl.ts so the page loads only its own.
// Validation messages come with the shared valibot schemas (src/shared/official.ts).
export const nlOfficial = {
  title: "Zwemtijd official",
  meetStep: {
    title: "Aanmelden als official",
    intro: "Vul het wedstrijdnummer en de autorisatiecode in die je van de wedstrijdleiding hebt gekregen.",
    next: "Verder",
  },
  joinStep: {
    intro: "Vul je gegevens in. Ze worden op deze telefoon onthouden voor de volgende keer.",
    join: "Aanmelden",
    back: "Terug",
    noDate: "Datum nog niet bekend",
  },
  task: {
    title: "Kies je taak",
    timekeeper: (lane: string) => `Tijdwaarnemer baan ${lane}`,
    timekeeperCaption: "Tijdwaarnemer",
    judge: "Aankomstrechter (VVA)",
    change: "Andere taak",
    logout: "Afmelden",
    signInAgain: "Naar aanmelden",
    waitingForProgramme: "Programma laden…",
    noLanes: "Deze wedstrijd heeft nog geen programma.",
  },
  heat: {
    noActiveHeat: "Er is nog geen actieve serie.",
    lane: (lane: string) => `Baan ${lane}`,
    emptyLane: "Geen zwemmer in deze baan",
    notStarted: "Wacht op de start",
    movedOn: (active: string) => `${active} is al actief. Bevestig of wis eerst wat je voor deze serie hebt vastgelegd.`,
    clear: "Wissen",
  },
  timekeeper: {
    stop: "STOP",
    split: (distance: number) => `Tussentijd ${distance} m`,
    splits: "Tussentijden",
    splitTaken: (distance: number, time: string) => `${distance} m: ${time}`,
    captured: "Gestopte tijd",
    unknownTime: "Tijd vastgelegd, de start is nog niet ontvangen",
    confirm: "Bevestigen",
    sent: (time: string) => `Doorgegeven: ${time}`,
  },
  // The tapping itself says nlFields.finishOrder, as the referee's dialog does.
  judge: {
    send: "Versturen",
    sent: "Volgorde doorgegeven",
  },
  queue: {
    sent: "Verzonden",
    waiting: (count: number) => `Wacht op verbinding (${count})`,
    refused: "Niet geaccepteerd",
  },
  notices: {
    expired: "Je aanmelding is verlopen of niet meer geldig. Meld je opnieuw aan.",
    deleted: "Deze wedstrijd is verwijderd. Meld je aan voor een andere wedstrijd.",
    otherMeet: "Je aanmelding hoort bij een andere wedstrijd. Meld je opnieuw aan.",
    network: "Geen verbinding met de server. Probeer het opnieuw.",
    failed: "Er ging iets mis. Probeer het opnieuw.",
  },
} as const;
