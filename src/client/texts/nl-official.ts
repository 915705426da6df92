// The officials' phone page's texts (DESIGN 8), apart from nl.ts so the page loads only its own.
// Validation messages come with the shared valibot schemas (src/shared/official.ts).
export const nlOfficial = {
  title: "Zwemtijd official",
  meetStep: {
    title: "Aanmelden als official",
    intro: "Vul het wedstrijdnummer en de autorisatiecode in die je van de wedstrijdleiding hebt gekregen.",
    next: "Verder",
  },
  // DESIGN 8: the QR code's key skips step 1.
  keyStep: {
    opening: "De wedstrijd van de QR-code wordt geopend…",
  },
  joinStep: {
    intro: "Vul je gegevens in. Ze worden op deze telefoon onthouden voor de volgende keer.",
    join: "Aanmelden",
    back: "Terug",
    noDate: "Datum nog niet bekend",
  },
  // Issue 25: an existing official on a phone they have not joined from types the code mailed to them.
  codeStep: {
    code: "Code uit de e-mail",
    join: "Aanmelden met code",
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
    // Who already has which task, and which lanes the active heat uses (DESIGN 8b presence).
    timekeepers: (count: number) => (count === 0 ? "Nog vrij" : count === 1 ? "1 tijdwaarnemer" : `${count} tijdwaarnemers`),
    judges: (count: number) => (count === 0 ? "Nog geen aankomstrechter" : count === 1 ? "1 aankomstrechter" : `${count} aankomstrechters`),
    swimmer: "Zwemmer in deze serie",
    noSwimmer: "Leeg in deze serie",
    // SW 11.3 allows more watches on one lane: a warning, not a refusal.
    takenTitle: (lane: string) => `Baan ${lane} heeft al een tijdwaarnemer`,
    takenText: (lane: string, count: number) =>
      `${count === 1 ? "Er klokt al iemand" : `Er klokken al ${count} tijdwaarnemers`} op baan ${lane}. Dat mag: met meer tijdwaarnemers op een baan telt hun gezamenlijke tijd (SW 11.3). Wil je baan ${lane} ook klokken?`,
    takeAnyway: (lane: string) => `Ook baan ${lane} klokken`,
    otherLane: "Andere baan kiezen",
  },
  // Signing out or changing task while a heat runs, or while something is still to be sent.
  leave: {
    logoutQuestion: "Weet je zeker dat je je wilt afmelden?",
    changeQuestion: "Weet je zeker dat je een andere taak wilt kiezen?",
    running: "De serie loopt nog.",
    holding: "Je hebt een tijd of volgorde vastgelegd die nog niet is doorgegeven. Die gaat dan verloren.",
    logout: "Ja, afmelden",
    change: "Ja, andere taak",
    stay: "Nee, blijven",
  },
  // DESIGN 8: what the official sent at this meet, to correct or withdraw.
  history: {
    title: "Wat je hebt doorgegeven",
    empty: "Je hebt bij deze wedstrijd nog niets doorgegeven.",
    time: (lane: string, time: string) => `Baan ${lane}: ${time}`,
    corrected: "Verbeterd",
    original: (record: string) => `Eerst doorgegeven: ${record}`,
    withdrawn: "Ingetrokken",
    pending: "Wacht op de scheidsrechter",
    decided: (result: string) => `Scheidsrechter: ${result}`,
    orderDecided: "Scheidsrechter heeft de volgorde vastgesteld",
    correct: "Verbeteren",
    correctLabel: (what: string) => `${what} verbeteren`,
    save: "Opslaan",
    withdraw: "Intrekken",
    cancel: "Annuleren",
    sent: "Verbetering doorgegeven",
    withdrawalSent: "Intrekking doorgegeven",
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
    // DESIGN 8f: a touch before the phone's first clock answer is kept raw, its time follows.
    unsyncedTime: "Tijd vastgelegd, de klok is nog niet gelijk. Bevestig gerust: de tijd gaat mee zodra de klok gelijk is.",
    confirm: "Bevestigen",
    sent: (time: string) => `Doorgegeven: ${time}`,
    // Corrected or withdrawn since, below in "Wat je hebt doorgegeven": both, so the card never says only the old time.
    sentCorrected: (time: string, corrected: string) => `Doorgegeven: ${time}, verbeterd naar ${corrected}`,
    sentWithdrawn: (time: string) => `Doorgegeven: ${time}, ingetrokken`,
    // A finish kept on the phone for a heat that was reset since belongs to a race that no longer counts.
    restarted: (time: string) => `De serie is gereset. Je gestopte tijd van de vorige start (${time}) is niet doorgegeven en gewist.`,
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
  // DESIGN 8f: the phone at a pool without Wi-Fi.
  phone: {
    opening: "Wat op deze telefoon bewaard is, wordt geopend…",
    synced: (ms: number) => `Klok gelijk (±${ms} ms).`,
    notSynced: "Klok nog niet gelijk. Je tijden worden bewaard en gaan mee zodra de klok gelijk is.",
    unsent: (count: number) => `${count} niet verzonden. Houd deze pagina open: ze gaan vanzelf zodra er verbinding is.`,
    update: "Er is een nieuwe versie van deze pagina. Herlaad tussen twee series.",
    reload: "Nieuwe versie: herladen",
  },
  notices: {
    expired: "Je aanmelding is verlopen of niet meer geldig. Meld je opnieuw aan.",
    deleted: "Deze wedstrijd is verwijderd. Meld je aan voor een andere wedstrijd.",
    otherMeet: "Je aanmelding hoort bij een andere wedstrijd. Meld je opnieuw aan.",
    network: "Geen verbinding met de server. Probeer het opnieuw.",
    failed: "Er ging iets mis. Probeer het opnieuw.",
  },
} as const;
