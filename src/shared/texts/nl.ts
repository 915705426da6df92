// Every message the Worker and the meet room send to a user, in Dutch, keyed by the code that goes
// with it (the API's `error`, the socket's `code`). The client's own screen texts live in
// src/client/texts; a second language is a second file of this shape (`Messages`) in this folder.
import { wrongKey } from "./nl-join-key";
import type { LogKind } from "../live";
import { MAX_DISTANCE, MAX_RELAY_COUNT, MIN_DISTANCE } from "../race-limits";

/** A lane without a time or status, as the log names it before and after a referee's decision. */
const NO_RESULT = "geen uitslag";

export const messages = {
  request: {
    unauthorized: "Je bent niet ingelogd.",
    forbidden: "Je hebt geen toegang tot deze gegevens.",
    validationFailed: "Controleer de gegevens en probeer opnieuw.",
    notFound: (what: string) => `${what} niet gevonden.`,
    pageNotFound: "Deze pagina of gegevens bestaan niet.",
    tooManyRequests: "Te veel pogingen. Wacht een kwartier en probeer het opnieuw.",
    tooLarge: "Het verzoek is te groot.",
    unreadable: "De gegevens konden niet worden gelezen.",
    notJson: "De gegevens moeten als JSON worden verstuurd.",
    unknownParameter: "Onbekende parameter",
    repeatedParameter: "Deze parameter mag maar één keer voorkomen",
    badOrigin: "Dit verzoek komt niet van deze website.",
    conflict: "Deze gegevens bestaan al. Controleer de gegevens en probeer opnieuw.",
    badRequest: "Het verzoek kon niet worden verwerkt.",
    internal: "Er is iets misgegaan. Probeer het opnieuw.",
    upgradeRequired: "Dit adres is alleen bereikbaar via een live-verbinding.",
    unreadableForm: "Het formulier kon niet worden gelezen.",
    maintenance: "We zijn bezig met onderhoud: er kan nu niets worden gewijzigd. Probeer het later nog eens.",
  },
  /** DESIGN 8e: an edit made from a version that has changed since (412, `precondition_failed`), by what was edited. */
  changedMeanwhile: {
    meet: "Iemand anders heeft deze wedstrijd intussen gewijzigd. Bekijk de huidige gegevens en sla je wijziging opnieuw op.",
    club: "Iemand anders heeft deze vereniging intussen gewijzigd. Bekijk de huidige gegevens en sla je wijziging opnieuw op.",
    user: "Iemand anders heeft deze gebruiker intussen gewijzigd. Bekijk de huidige gegevens en sla je wijziging opnieuw op.",
    official: "Iemand anders heeft deze official intussen gewijzigd. Bekijk de huidige gegevens en sla je wijziging opnieuw op.",
  },
  /** What `notFound` names. */
  records: {
    data: "Gegevens",
    club: "Vereniging",
    user: "Gebruiker",
    official: "Official",
    meet: "Wedstrijd",
    heat: "Serie",
    lockout: "Blokkade",
  },
  session: {
    invalidCredentials: "Gebruikersnaam en/of wachtwoord zijn verkeerd.",
    invalidToken: "Deze link is ongeldig of verlopen.",
    usedToken: "Deze link is al gebruikt of verlopen.",
    wrongPassword: "Je huidige wachtwoord is incorrect, probeer opnieuw.",
    /** Issue 25: a locked sign-in names the way in that nobody else can block. */
    loginLocked:
      "Te veel pogingen om op dit account in te loggen. Kies 'Wachtwoord vergeten?': met de link in je e-mail kies je een nieuw wachtwoord en ben je meteen ingelogd. Of wacht een kwartier.",
  },
  users: {
    lastAdmin: "De laatste beheerder kan niet worden verwijderd.",
    adminFlag: "Beheerder is true of false",
    unknownClub: "Onbekende vereniging",
    alreadyActive: "Dit account is al geactiveerd. Wie het wachtwoord kwijt is, kiest op de inlogpagina 'Wachtwoord vergeten?'.",
    inviteTooSoon: "De uitnodiging is net al een paar keer verstuurd. Wacht een kwartier en stuur hem dan opnieuw.",
    /** Issue 25: confirming a new address takes the password the account signs in with now. */
    confirmWrongPassword: "Dit wachtwoord klopt niet. Vul het wachtwoord in waarmee je nu inlogt.",
    addressTaken: "Dit e-mailadres hoort al bij een ander account. Vraag je beheerder om een ander adres in te vullen.",
  },
  officials: {
    existing: "Er is al een official met dit e-mailadres",
    otherNumber: "Dit e-mailadres hoort bij een ander bondsnummer.",
    /** Issue 25: an existing official on a phone they have not joined from; the same words for any number. */
    codeSent: (email: string) =>
      `We hebben een code van 6 cijfers gestuurd naar ${email}. Vul die hieronder in om je op deze telefoon aan te melden.`,
    wrongCode: "Deze code klopt niet of is verlopen. Controleer de code in de e-mail, of meld je opnieuw aan voor een nieuwe code.",
    wrongMeet: "Wedstrijdnummer of autorisatiecode klopt niet.",
    wrongKey,
    meetClosed: "Deze wedstrijd is niet meer toegankelijk via de app.",
  },
  meets: {
    // SPEC 8 writes 'Dit is wedstrijdnummer', a slip; the client shows this same text.
    numberInUse: "Dit wedstrijdnummer is al in gebruik",
    noFreeNumber: "Er is geen vrij wedstrijdnummer gevonden. Probeer het opnieuw.",
    oneFile: "Kies één importbestand",
    /** DESIGN 9: the LENEX file of a meet the club already has (same name and date). */
    sameMeet: (meetNumber: string) =>
      `Je vereniging heeft deze wedstrijd al (wedstrijdnummer ${meetNumber}). Importeer het bestand opnieuw in die wedstrijd, zodat wat al is vastgelegd blijft, of maak bewust een tweede wedstrijd.`,
    heatNotFinished: "Deze serie heeft nog geen uitslag om te exporteren.",
    notPublic: "Deze wedstrijd is niet openbaar of bestaat niet.",
  },
  /** DESIGN 8d: the meet-management program's link, answered to the program's user. */
  link: {
    missingCode: "Stuur de koppelcode van de vereniging mee als 'Authorization: Bearer {koppelcode}'.",
    wrongCode: "Deze koppelcode is onbekend of vervangen door een nieuwe. Maak op het dashboard een nieuwe koppelcode.",
    betaOnly: "De koppeling met het wedstrijdprogramma is er alleen voor verenigingen met de Beta-licentie.",
    /** Issue 25: a new code asked for a code another request replaced just before. */
    replacedMeanwhile:
      "Er is zojuist al een nieuwe koppelcode gemaakt, in een ander venster of door iemand anders. Alleen die code werkt nu: laad de pagina opnieuw en maak zo nodig nog een nieuwe koppelcode.",
  },
  /** Why a meet file is refused, by the reader's code (DESIGN 9). */
  import: {
    file_type: "Dit bestandstype wordt niet ondersteund. Kies een .lxf- of .csv-bestand.",
    not_a_zip: "Dit is geen geldig LENEX-bestand (.lxf). Maak een nieuwe export uit Splash.",
    no_lef: "Het LENEX-bestand bevat geen wedstrijdgegevens (.lef). Maak een nieuwe export uit Splash.",
    too_large_unzipped: "Het uitgepakte bestand is groter dan 50 MB.",
    too_large_xml: "Het LENEX-bestand bevat meer dan 10 MB aan wedstrijdgegevens; zo'n groot bestand kan niet worden ingelezen.",
    xml_invalid: "Het LENEX-bestand is beschadigd of onvolledig. Maak een nieuwe export uit Splash.",
    dtd_forbidden: "Het LENEX-bestand bevat niet-toegestane onderdelen (DTD of entities).",
    xml_entity: "Het LENEX-bestand bevat een onbekende entiteit. Maak een nieuwe export uit Splash.",
    /** Issue 25: an entity no LENEX file declares, by the line it is on. */
    xmlEntityAt: (line: number, entity: string) =>
      `Regel ${line}: "${entity}" is een onbekende entiteit; een LENEX-bestand kent alleen &amp;, &lt;, &gt;, &quot; en &apos;. Maak een nieuwe export uit Splash.`,
    no_heats: "Dit bestand bevat geen series. Exporteer de startlijst mét series uit Splash.",
    csv_missing_columns:
      "Het bestand bevat niet alle verplichte kolommen. Controleer of je de laatste versie van Splash gebruikt en/of maak een nieuwe export.",
    csv_invalid: "Het CSV-bestand kon niet worden gelezen. Controleer het bestand en probeer opnieuw.",
    csv_empty: "Het CSV-bestand is leeg: er staat niets in, ook geen kopregel. Kies het bestand met de serie-indeling, of maak een nieuwe export uit Splash.",
    /** A chosen file of 0 bytes, of either kind: a browser sends no file as one without a name. */
    file_empty: "Het gekozen bestand is leeg (0 bytes). Kies het bestand opnieuw, of maak een nieuwe export uit Splash.",
    race_invalid: "Een afstand of estafette in dit bestand kan niet worden gezwommen. Verbeter het bestand.",
    /** A heat's numbers out of bounds (issue 25), as the CSV cell or LENEX SWIMSTYLE gives them. */
    race: {
      distance: (value: string) => `afstand "${value}" ligt niet tussen ${MIN_DISTANCE} en ${MAX_DISTANCE} meter. Verbeter de afstand in het bestand.`,
      relaycount: (value: string) => `"${value}" zwemmers per ploeg ligt niet tussen 1 en ${MAX_RELAY_COUNT}. Verbeter het aantal in het bestand.`,
    },
    /** Where a LENEX file's event goes wrong: its number and the element. */
    lenexEventAt: (event: string, element: string, problem: string) => `Programma ${event}, element ${element}: ${problem}`,
    csvHeaderOnly: "Het CSV-bestand heeft alleen een kopregel (regel 1) en verder geen regels met banen. Maak een nieuwe export uit Splash.",
    /** Where a CSV file goes wrong, as a spreadsheet shows it: the header is line 1. */
    csvAt: (line: number, column: string, problem: string) => `Regel ${line}, kolom ${column}: ${problem}`,
    csvLine: (line: number, problem: string) => `Regel ${line}: ${problem}`,
    csvProblem: {
      event: (value: string) => `"${value}" is geen programmanummer.`,
      heat: (value: string) => `"${value}" is geen serienummer.`,
      lane: (value: string) => `"${value}" is geen baannummer.`,
      distance: (value: string) => `"${value}" is geen afstand in meters.`,
      relaycount: (value: string) => `"${value}" is geen aantal zwemmers.`,
      stroke: (value: string) => `"${value}" is geen zwemslag (bijvoorbeeld vrije slag, rugslag, FREE of BACK).`,
      gender: (value: string) => `"${value}" is geen geslacht (M, F, X of H, D, G).`,
      laneTwice: (lane: string, event: number, heat: number, first: number) =>
        `baan ${lane} van programma ${event}, serie ${heat} staat er al op regel ${first}.`,
      quotes: "een aanhalingsteken (\") wordt niet afgesloten of staat midden in een veld.",
      unreadable: "deze regel kon niet worden gelezen.",
    },
    import_failed: "Het bestand kon niet worden gelezen. Controleer het bestand en probeer opnieuw.",
    tooManyHeats: (heats: number, max: number) =>
      `Dit bestand heeft ${heats} series; één wedstrijd heeft er hoogstens ${max}. Splits het programma over meer wedstrijden.`,
    tooManyLanes: (heat: string, lanes: number, max: number) =>
      `${heat} heeft ${lanes} banen; een serie heeft er hoogstens ${max}. Controleer de baannummers in het bestand.`,
    programmeTooLarge: "Het programma in dit bestand is groter dan één wedstrijd kan bevatten. Splits het over meer wedstrijden.",
  },
  /** The meet room's refusals, by the socket's error code (SPEC 4 and DESIGN 6, 8). */
  live: {
    no_active_heat: "Er is geen actieve serie.",
    not_planned: "Alleen een geplande serie kan worden gestart.",
    not_running: "Alleen een serie waarvan de race bezig is, kan worden gestopt.",
    not_finished: "Een geplande of lopende serie kan niet worden teruggezet.",
    running: "Dit kan niet terwijl de race bezig is.",
    already_active: "Deze serie is al de actieve serie.",
    unknown_heat: "Deze serie bestaat niet (meer).",
    first_heat: "Dit is de eerste serie van het programma.",
    last_heat: "Dit is de laatste serie van het programma.",
    bad_message: "Dit bericht is niet begrepen.",
    too_many: "Er komen te veel berichten tegelijk van dit apparaat; dit bericht is niet verwerkt. Wacht een paar seconden en probeer het opnieuw.",
    internal: "Er is iets misgegaan. Probeer het opnieuw.",
    not_started: "Deze serie is nog niet gestart.",
    unknown_lane: "Deze baan bestaat niet in deze serie.",
    bad_time: "Deze tijd kan niet kloppen: controleer de klok van je telefoon.",
    bad_split: "Deze tussentijd past niet bij de afstand van deze serie.",
    restarted: "Deze serie is opnieuw gestart: deze volgorde hoort bij de vorige start.",
    not_swum: "Deze serie is nog niet gezwommen: er valt nog niets te beslissen.",
    bad_result: "Een tijd is een heel aantal honderdsten, groter dan nul, en hoort niet bij DNS of DNF.",
    bad_reason: "Een reden is hoogstens 200 tekens lang.",
    unknown_record: "Deze registratie hoort niet bij deze serie.",
    old_race: "Deze serie is opnieuw gestart: je registratie hoort bij de vorige start.",
    bad_correction: "Een tijd kan alleen een tijd verbeteren en een volgorde alleen een volgorde.",
    bad_corrected_time: "Een tijd is een heel aantal honderdsten, groter dan nul en korter dan twee uur.",
    id_reused: "Dit opdrachtnummer is al voor een andere opdracht gebruikt. Vernieuw de pagina en probeer opnieuw.",
    stale_view: "De actieve serie is intussen gewijzigd. Kijk welke serie nu actief is en probeer het opnieuw.",
    started: "Deze serie is al gestart: alleen de klasse en 'buiten mededinging' kunnen nog worden gewijzigd. Een uitslag beslist de scheidsrechter.",
    not_waiting: "Deze registratie wacht niet op de scheidsrechter. Een uitslag die telt, wijzig je via de baan in het overzicht van de serie.",
    bad_lineup: "Deze wijziging past niet bij de startlijst. Vernieuw de pagina en probeer opnieuw.",
    maintenance: "We zijn bezig met onderhoud: er kan nu niets worden gewijzigd. Probeer het later nog eens.",
    forbiddenLineup: "Alleen de vereniging van de wedstrijd en een beheerder wijzigen de startlijst.",
    forbiddenCommand: "Alleen een beheerder kan de wedstrijd bedienen.",
    forbiddenRecord: "Alleen officials geven tijden en volgorde van aankomst door.",
    forbiddenDecision: "Alleen een beheerder (de scheidsrechter) beslist over de uitslag.",
  },
  /** The meet's log (SPEC 3 events): who did what, readable as it stands. */
  log: {
    pressTime: { press: "tijdstip van de knopdruk", receive: "tijd van ontvangst", horn: "startsignaal" },
    started: (title: string, source: string) => `${title} gestart (${source})`,
    /** DESIGN 6b: 'gestart op het startsignaal, 0.14 s voor de knopdruk'. */
    startedOnHorn: (title: string, secondsBefore: number) =>
      `${title} gestart op het startsignaal, ${secondsBefore.toFixed(2)} s voor de knopdruk`,
    stopped: (title: string, status: string, source: string) => `${title} gestopt: ${status} (${source})`,
    reset: (title: string) => `${title} teruggezet naar gepland`,
    activated: (title: string) => `${title} geactiveerd`,
    moved: (direction: "previous" | "next", title: string) => `${direction === "next" ? "Volgende" : "Vorige"} serie: ${title} geactiveerd`,
    laneTime: (title: string, lane: string, time: string, official: string) => `${title}, baan ${lane}: ${time} (${official})`,
    arrival: (title: string, order: string, official: string) => `${title}: volgorde van aankomst ${order} (${official})`,
    // 'geen uitslag → 40.12' read as if the lane had been given no result: a first result is set, a later one changed.
    laneResult: (title: string, lane: string, before: string, after: string, by: string, reason: string) =>
      `${title}, baan ${lane}: ${before === NO_RESULT ? `${after} vastgesteld` : `${before} → ${after}`} (scheidsrechter ${by})${reason ? `: ${reason}` : ""}`,
    withdrawn: (title: string, lane: string, before: string, after: string, by: string) =>
      `${title}, baan ${lane}: beslissing ingetrokken, ${before} → ${after} (scheidsrechter ${by})`,
    arrivalDecision: (title: string, order: string, by: string) => `${title}: volgorde van aankomst vastgesteld op ${order} (scheidsrechter ${by})`,
    settled: (title: string, by: string) => `${title}: uitslag vastgesteld (scheidsrechter ${by})`,
    reopened: (title: string, by: string) => `${title}: uitslag heropend (scheidsrechter ${by})`,
    acceptedTime: (title: string, lane: string, time: string, official: string, by: string) =>
      `${title}, baan ${lane}: tijd ${time} van ${official} geaccepteerd (scheidsrechter ${by})`,
    acceptedOrder: (title: string, order: string, official: string, by: string) =>
      `${title}: volgorde van aankomst ${order} van ${official} geaccepteerd (scheidsrechter ${by})`,
    corrected: (title: string, what: string, before: string, after: string, official: string) =>
      `${title}, ${what}: ${before} → ${after} (verbeterd door ${official})`,
    recordWithdrawn: (title: string, what: string, before: string, official: string) =>
      `${title}, ${what}: ${before} ingetrokken door ${official}`,
    rejected: (title: string, what: string, record: string, official: string, by: string) =>
      `${title}, ${what}: ${record} van ${official} afgewezen (scheidsrechter ${by})`,
    withdrawalOf: (record: string) => `intrekking van ${record}`,
    acceptedWithdrawal: (title: string, what: string, before: string, official: string, by: string) =>
      `${title}, ${what}: intrekking van ${before} door ${official} geaccepteerd (scheidsrechter ${by})`,
    officialTask: (official: string, task: string) => `${official} neemt de taak ${task}`,
    officialTaskNames: { judge: "aankomstrechter", timekeeper: (lane: string) => `tijdwaarnemer baan ${lane}` },
    /** DESIGN 8e: line-up changes, each naming the heat and lane ("Programma 3, serie 2, baan 4"). */
    lineup: {
      withdrawn: (lane: string, swimmer: string) => `${lane}: ${swimmer} afgemeld`,
      restored: (lane: string, swimmer: string) => `${lane}: afmelding van ${swimmer} ingetrokken`,
      entered: (lane: string, swimmer: string, club: string) => `${lane}: na-inschrijving van ${swimmer} (${club})`,
      moved: (lane: string, swimmer: string, to: string) => `${lane}: ${swimmer} verplaatst naar ${to}`,
      swapped: (lane: string, swimmer: string, to: string, other: string) => `${lane}: ${swimmer} verplaatst naar ${to}, ${other} ervoor in de plaats`,
      classChanged: (lane: string, swimmer: string, before: string | null, after: string | null) =>
        `${lane}: klasse van ${swimmer} ${before ?? "geen"} → ${after ?? "geen"}`,
      exhibitionOn: (lane: string, swimmer: string) => `${lane}: ${swimmer} zwemt buiten mededinging`,
      exhibitionOff: (lane: string, swimmer: string) => `${lane}: ${swimmer} zwemt weer mee in de uitslag`,
    },
    /** DESIGN 8e: what the Worker did to the meet, in the same log. */
    imported: (file: string, heats: number) => `Wedstrijd aangemaakt uit ${file}: ${heats} ${heats === 1 ? "serie" : "series"}`,
    reimported: (file: string, counts: string, heats: number) =>
      `Opnieuw geïmporteerd uit ${file}: ${counts}; het programma heeft nu ${heats} ${heats === 1 ? "serie" : "series"}`,
    /** The import summary's counts, as the summary names them (DESIGN 8e); absent counts are left out. */
    importCounts: {
      added: (n: number) => `${n} nieuw`,
      changed: (n: number) => `${n} gewijzigd`,
      unchanged: (n: number) => `${n} ongewijzigd`,
      removed: (n: number) => `${n} vervallen`,
      kept: (n: number) => `${n} gezwommen en niet meer in het bestand`,
      moved: (n: number) => `${n} ${n === 1 ? "zwemmer" : "zwemmers"} anders ingedeeld in een gestarte serie`,
    },
    edited: (changes: string) => `Wedstrijdgegevens gewijzigd: ${changes}`,
    editedField: (field: string, before: string, after: string) => `${field} ${before} → ${after}`,
    editedFields: { name: "naam", external_id: "wedstrijdnummer", planned_date: "datum" },
    noDate: "geen datum",
    authCode: "Nieuwe autorisatiecode en QR-code ingesteld: officials met de oude code zijn afgemeld",
    publicOn: "Openbare live-uitslagen aangezet",
    publicOff: "Openbare live-uitslagen uitgezet",
    linkCode: (club: string) => `Nieuwe koppelcode voor ${club}: de oude code werkt niet meer`,
    officialJoined: (name: string, number: string) => `${name} (${number}) heeft zich aangemeld als official`,
    exportedResults: (file: string) => `Uitslagen geëxporteerd als LENEX-bestand ${file}`,
    exportedHeat: (title: string, file: string) => `${title}: seriebestand ${file} voor Splash geëxporteerd`,
    lockoutLifted: (address: string | null) =>
      address === null
        ? "Blokkade van de autorisatiecode opgeheven voor alle adressen"
        : `Blokkade van de autorisatiecode opgeheven voor adres ${address}`,
    /** Who acted over the meet-management link (DESIGN 8d): the club's program. */
    byLink: (club: string) => `${club} (koppeling)`,
    /** What an event is about (LogKind), as the log's filter and log.csv name it; `other` for events without a kind. */
    kinds: {
      control: "Bediening",
      record: "Registraties",
      decision: "Scheidsrechter",
      lineup: "Startlijst",
      import: "Import",
      meet: "Wedstrijdgegevens",
      link: "Koppeling",
      official: "Officials",
      export: "Export",
      lockout: "Blokkades",
      other: "Overig",
    } satisfies Record<LogKind | "other", string>,
    /** log.csv: its columns, and the file's name. */
    csvColumns: { created_at: "tijdstip", kind: "soort", user: "wie", action: "actie" },
    csvFile: (meetNumber: string) => `logboek-${meetNumber}.csv`,
    /** What an official's record is about, in the log's corrections: "baan 4" or the arrival order. */
    recordSubject: { lane: (lane: string) => `baan ${lane}`, order: "volgorde van aankomst" },
    noResult: NO_RESULT,
  },
  /** Why a live socket is closed for good; a close reason is at most 123 bytes. */
  liveClose: {
    tokenRefused: "Je aanmelding als official is verlopen. Meld je opnieuw aan.",
    otherMeet: "Je bent voor een andere wedstrijd aangemeld.",
    noAccess: "Je hebt geen toegang tot deze wedstrijd.",
    noAccessShort: "Geen toegang",
    revoked: "Je bent afgemeld of je toegang is ingetrokken. Meld je opnieuw aan.",
    deleted: "Wedstrijd verwijderd",
  },
} as const;

export type Messages = typeof messages;
