// Every Dutch interface text, keyed by screen (STYLE: texts in one keyed file). Texts that SPEC quotes
// literally are kept literally, except a slip in their Dutch. Validation messages are not here: they come
// with the valibot schemas in src/shared/schemas.ts, so the browser and the Worker say the same.

import { nlFields } from "./nl-fields";
import { nlLive } from "./nl-live";
import { nlVersion } from "./nl-version";
import { messages } from "../../shared/texts/nl";

const heatCount = (count: number) => `${count} ${count === 1 ? "serie" : "series"}`;

export const nl = {
  app: {
    name: "Zwemtijd",
  },

  common: {
    cancel: "Annuleren",
    close: "Sluiten",
    adjust: "Aanpassen",
    // An edit dialog's submit: 'Aanpassen' beside a title '… aanpassen' read as a way into editing, not as saving.
    save: "Opslaan",
    change: "Wijzigen",
    create: "Aanmaken",
    edit: "Bewerken",
    delete: "Verwijderen",
    deleteWarning: "Let op: Alle gegevens worden verwijderd en dit kan niet ongedaan worden gemaakt.",
    copy: "Kopiëren",
    copied: "Gekopieerd",
    showPassword: "Wachtwoord tonen",
    hidePassword: "Wachtwoord verbergen",
    loading: "Bezig met laden",
    forbiddenTitle: "Geen toegang",
    forbidden: "Je hebt geen toegang tot deze gegevens.",
    notFoundTitle: "Niet gevonden",
    notFound: "Deze gegevens bestaan niet (meer).",
    home: "Naar de startpagina",
    loadFailedTitle: "Laden mislukt",
    loadFailed: "De gegevens konden niet worden geladen. Controleer je verbinding en probeer opnieuw.",
    crashTitle: "Er is iets misgegaan",
    crashText: "Deze pagina kon niet worden getoond. Herlaad de pagina en probeer het opnieuw.",
    reload: "Pagina herladen",
    upload: "Uploaden",
    backToLogin: "Terug naar inloggen",
    noClub: "Je account is niet aan een vereniging gekoppeld.",
  },

  fields: nlFields,

  // SPEC section 8.
  errors: {
    login: "Inloggen mislukt. Gebruikersnaam en/of wachtwoord zijn verkeerd.",
    // SPEC 8 ends it without a full stop, a slip: every message ends with one.
    forgot: "Het aanvragen van het wachtwoord is mislukt. Probeer opnieuw.",
    reset: "Het resetten van het wachtwoord is mislukt, probeer opnieuw.",
    activation:
      "Er is iets verkeerd gegaan bij het activeren van je account. Probeer het later opnieuw. Als het probleem blijft aanhouden neem dan contact op met je (verenigings)beheerder.",
    edit: "Wijzigen van gegevens mislukt. Controleer de gegevens en probeer opnieuw.",
    clubCreate: "Aanmaken van vereniging mislukt. Controleer de gegevens en probeer opnieuw.",
    userCreate: "Aanmaken van gebruiker mislukt. Controleer de gegevens en probeer opnieuw.",
    officialCreate: "Aanmaken van official mislukt. Controleer de gegevens en probeer opnieuw.",
    wrongPassword: "Je huidige wachtwoord is incorrect, probeer opnieuw.",
    passwordChange: "Het wijzigen van je wachtwoord is mislukt. Controleer de gegevens en probeer opnieuw.",
    delete: "Verwijderen mislukt. Probeer het opnieuw.",
    logout: "Uitloggen mislukt. Probeer het opnieuw.",
    uploadColumns:
      "Uploaden van wedstrijd mislukt. Het bestand bevat niet alle verplichte kolommen. Controleer of je de laatste versie van Splash gebruikt en/of maak een nieuwe export.",
    upload: "Uploaden van wedstrijd mislukt. Controleer de gegevens en het bestand en probeer opnieuw.",
    // A message ends with a full stop; beside the field (nl.meets.new) it is a field's message and has none.
    meetNumberInUse: `${messages.meets.numberInUse}.`,
  },

  version: nlVersion,

  login: {
    title: "Welkom",
    password: "Wachtwoord",
    forgot: "Wachtwoord vergeten?",
    submit: "Inloggen",
    // After an expired session or a link into the app: the login leads back there.
    toContinue: "Log in om verder te gaan.",
  },

  forgot: {
    title: "Wachtwoord vergeten",
    intro: "Vul je e-mailadres in. Je ontvangt een e-mail met een link om een nieuw wachtwoord in te stellen.",
    submit: "Link aanvragen",
    sentTitle: "Controleer je e-mail",
    sentText:
      "Als er een account bij dit e-mailadres hoort, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.",
  },

  reset: {
    title: "Nieuw wachtwoord instellen",
    repeat: "Herhaal nieuw wachtwoord",
    submit: "Wachtwoord opslaan",
    doneTitle: "Je wachtwoord is opgeslagen",
    countdown: (seconds: number) =>
      `Je wordt over ${seconds} ${seconds === 1 ? "seconde" : "seconden"} automatisch ingelogd.`,
    loginNow: "Nu inloggen",
    activateTitle: "Account activeren",
    // A link's holder learns whose account it opens (DESIGN 3); they chose the password for it.
    forAccount: (name: string, email: string) => `Voor het account van ${name} (${email}).`,
    activateFor: (name: string, email: string) =>
      `Kies een wachtwoord voor het account van ${name} (${email}). Daarmee is je account geactiveerd.`,
    checking: "Link controleren",
    spentActivation: {
      title: "Link verlopen",
      intro:
        "Deze activatielink is al gebruikt of verlopen. Heb je je account al geactiveerd? Log dan in. Zo niet, vraag hieronder een nieuwe link aan.",
      submit: "Stuur mij een nieuwe link",
    },
    spentReset: {
      title: "Link verlopen",
      intro: "Deze link is al gebruikt, verlopen of ongeldig. Vraag hieronder een nieuwe link aan om een wachtwoord te kiezen.",
      submit: "Stuur mij een nieuwe link",
    },
  },

  activate: {
    title: "Welkom!",
    intro:
      "Er is een account voor je aangemaakt. Vraag hieronder een link aan om je wachtwoord in te stellen en je account te activeren.",
    introFor: (email: string) =>
      `Er is een account voor je aangemaakt met het e-mailadres ${email}. Vraag hieronder een link aan om je wachtwoord in te stellen en je account te activeren.`,
    submit: "Stuur mij een link",
    sentTitle: "Link verstuurd",
    sentText: (email: string) =>
      `We hebben een e-mail gestuurd naar ${email}. Klik op de link in die e-mail om je wachtwoord in te stellen.`,
  },

  password: {
    rulesTitle: "Je wachtwoord moet voldoen aan:",
    ruleMet: "voldaan",
    ruleUnmet: "niet voldaan",
    new: "Nieuw wachtwoord",
  },

  nav: {
    dashboard: "Dashboard",
    account: "Account",
    logout: "Uitloggen",
    // WCAG 2.5.3: the button shows the initials, so its name says them too.
    accountMenu: (initials: string) => `Accountmenu ${initials}`,
  },

  meets: {
    title: "Wedstrijden",
    empty: "Nog geen wedstrijden",
    // DESIGN 8: officials join until the meet's day has passed; a wrong date is set right in the edit dialog.
    pastWarning: (date: string) =>
      `De datum van deze wedstrijd (${date}) is voorbij, dus officials kunnen zich niet meer aanmelden via de app. Gaat de wedstrijd nog door? Kies Bewerken en pas de datum aan.`,
    pastAction: "Datum aanpassen",
    officialsHint: (url: string) =>
      `Officials melden zich op hun telefoon aan via ${url} met het wedstrijdnummer en de autorisatiecode.`,
    actions: {
      upload: "Upload",
      download: "Download",
      results: "Uitslagen",
    },
    // The import files' kinds, by their extension.
    kinds: { lxf: "LENEX", csv: "CSV" } as Record<string, string>,
    new: {
      title: "Nieuwe wedstrijd",
      csvIntro: "Vul de gegevens van de wedstrijd in en kies de serie-indeling als CSV-bestand uit Splash.",
      lenexIntro:
        "Kies de startlijst met series als LENEX-bestand uit Splash: een .lxf-bestand, of het uitgepakte .lef-bestand. Naam en datum komen uit het bestand; het wedstrijdnummer wordt gekozen.",
      numberChecking: "Wedstrijdnummer wordt gecontroleerd…",
      numberFree: "Wedstrijdnummer is beschikbaar",
      numberOffline: "Het wedstrijdnummer kon niet worden gecontroleerd. Controleer je verbinding.",
      maybeCreated:
        "Mogelijk is deze wedstrijd al eerder aangemaakt. Kijk in de lijst met wedstrijden voordat je hem opnieuw aanmaakt.",
      pastDate: "Deze datum ligt in het verleden: officials kunnen zich dan niet aanmelden via de app.",
      // DESIGN 9: a LENEX file carries no meet number; the club's meet of the same name and date is taken as its meet.
      same: {
        title: "Deze wedstrijd bestaat al",
        text: (name: string, date: string, meetNumber: string) =>
          `Je vereniging heeft al een wedstrijd met dezelfde naam en datum: ${name}${date ? `, ${date}` : ""} (wedstrijdnummer ${meetNumber}). Dit bestand hoort waarschijnlijk bij die wedstrijd.`,
        advice:
          "Importeer het daar opnieuw: gestarte series blijven zoals ze gezwommen zijn, met alle tijden en beslissingen, en series die nog niet gestart zijn krijgen de indeling uit het bestand. Een nieuwe wedstrijd maakt een tweede, losse wedstrijd van hetzelfde programma.",
        reimport: "Opnieuw importeren in deze wedstrijd",
        newMeet: "Toch een nieuwe wedstrijd",
        second: (name: string, meetNumber: string) =>
          `Uploaden maakt een tweede wedstrijd, naast ${name} (wedstrijdnummer ${meetNumber}).`,
      },
    },
    /** DESIGN 8: a meet whose day has passed is shut to officials; said at the import, not at the pool. */
    pastDate: {
      title: "Datum ligt in het verleden",
      warning: (date: string) =>
        `De wedstrijd is aangemaakt met de datum ${date} uit het bestand. Die ligt in het verleden, dus officials kunnen zich niet aanmelden via de app. Kies de echte wedstrijddatum, of kies Annuleren om de datum te laten zoals hij is.`,
      save: "Datum opslaan",
      failed: "De datum kon niet worden opgeslagen. Pas hem aan via Wedstrijd aanpassen op de wedstrijdpagina.",
    },
    file: {
      label: "Importbestand",
      choose: "Bestand kiezen",
      none: "Nog geen bestand gekozen",
      // "Kies een .lxf-, .lef- of .xml-bestand"
      wrongType: (extensions: readonly string[]) => {
        const names = extensions.map((e) => `.${e}`);
        return `Kies een ${names.length > 1 ? `${names.slice(0, -1).join("-, ")}- of ${names.at(-1)}` : names[0]}-bestand`;
      },
      progress: (percent: number) => `${percent}% geüpload`,
      processing: "Bestand wordt verwerkt…",
    },
    edit: {
      title: "Wedstrijd aanpassen",
      deleteCheckbox: "Wedstrijd verwijderen",
      // DESIGN 8c: public live results, off by default.
      public: "Openbare live-uitslagen",
      publicHelp: (meetNumber: string) =>
        `Aan: iedereen met de link volgt de wedstrijd zonder in te loggen op /live/${meetNumber}, met het programma, de actieve serie en de uitslagen. Licentienummers, geboortedata en codes worden niet getoond.`,
    },
    // DESIGN 8: the QR code officials scan to join, for the club and administrators.
    officialsQr: {
      title: "Aanmelden met de QR-code",
      intro: "Officials scannen deze code met hun telefoon en vullen daarna alleen hun eigen gegevens in.",
      image: "QR-code waarmee officials zich aanmelden voor deze wedstrijd",
      copy: "Link voor officials kopiëren",
      print: "QR-code afdrukken",
      renewed: "Een nieuwe autorisatiecode maakt ook een nieuwe QR-code: een afgedrukte oude code werkt dan niet meer.",
      posterText: "Official? Scan deze code met je telefoon om je aan te melden.",
      posterFallback: (url: string, meetNumber: string, authCode: string) =>
        `Scannen lukt niet? Ga naar ${url} en vul wedstrijdnummer ${meetNumber} en autorisatiecode ${authCode} in.`,
    },
    // DESIGN 8c: the public link on the meet page, when the meet is public.
    publicLink: {
      label: "Openbare live-uitslagen",
      copy: "Openbare link kopiëren",
    },
    reimport: {
      title: "Wedstrijd opnieuw importeren",
      intro:
        "Kies een nieuwe export uit Splash (.lxf, .lef of .csv). Series die nog niet gestart zijn, krijgen de indeling uit het bestand; gestarte series blijven zoals ze gezwommen zijn, met alle tijden en beslissingen.",
      doneTitle: "Wedstrijd opnieuw geïmporteerd",
    },
    // DESIGN 8e: what a re-import did to the programme's heats, and the swimmers it could not move.
    report: {
      heats: (count: number) => `Het programma heeft nu ${heatCount(count)}.`,
      unchanged: "Ongewijzigd",
      changed: "Gewijzigd",
      added: "Nieuw",
      removed: "Vervallen",
      // Unchanged heats have their own count: this names only heats the file no longer has.
      kept: "Gezwommen, niet in bestand",
      keptHint: "Deze series staan niet meer in het bestand, maar blijven in het programma omdat er al uitslagen van zijn vastgelegd.",
      moved: "Anders in het bestand dan gezwommen",
      movedHint: "Een serie die gestart is, houdt de zwemmers die erin zwommen, elk met hun eigen tijd.",
      movedSwimmer: (heat: string, lane: string, swam: string, file: string) =>
        `${heat}, baan ${lane}: ` +
        (!swam
          ? `niemand zwom; het bestand noemt ${file}, die niet is toegevoegd`
          : file
            ? `${swam} zwom; het bestand noemt ${file}`
            : `${swam} zwom; het bestand laat de baan leeg`),
    },
    history: {
      title: "Importgeschiedenis",
      empty: "Nog geen imports",
      columns: { file: "Bestand" },
      heats: heatCount,
      /** DESIGN 8d: imported by the club's meet-management program. */
      viaLink: "via de koppeling",
      download: (file: string) => `${file} downloaden`,
    },
    programme: {
      title: "Programma",
      empty: "Deze wedstrijd heeft nog geen series.",
      columns: {
        event: "Programma",
        heat: "Serie",
        distance: "Afstand",
        stroke: "Slag",
        gender: "Geslacht",
        status: "Status",
      },
      // A heat's row as a screen reader names it: it opens the heat's sheet.
      row: (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(", "),
      // DESIGN 8e: records waiting for the referee, and a settled result.
      waiting: (count: number) => `${count} ${count === 1 ? "wacht" : "wachten"} op scheidsrechter`,
    },
    heat: {
      export: "Exporteer serie",
      activate: "Activeer serie",
      lanes: "Banen",
      noLanes: "Er zijn geen banen ingedeeld.",
      columns: {
        lane: "Baan",
        swimmer: "Zwemmer",
        handicap: "Klasse",
        entry: "Inschrijftijd",
        time: "Tijd",
        dq: "DQ",
        status: "Status",
        actions: "Acties",
      },
      noTime: "NT",
      none: "-",
      arrivalEmpty: "Er is nog geen volgorde van aankomst vastgelegd.",
      orders: { time: "Op tijd", result: "Uitslag" },
      observation: (r: string, n: number) => `${r}${n}`,
      // Only the kinds of row the grid shows are explained: an S row is rare (SPEC 3).
      observationKinds: { K: "aankomstrechter", S: "tijdwaarnemers" } as Record<string, string>,
      // DESIGN 8b: a lane's details below its row.
      details: (lane: string) => `Details baan ${lane}`,
      counted: "Tijd die telt",
      source: { referee: "Scheidsrechter", watches: "Tijdwaarnemers", import: "Import" },
      confirmed: "Bevestigd",
      yes: "ja",
      no: "nee",
      reason: "Reden",
      decisionBy: (name: string) => `Beslissing van ${name}`,
      statuses: {
        DNS: "DNS: niet gestart",
        DNF: "DNF: niet gefinisht",
        DSQ: "DSQ: gediskwalificeerd",
        WDR: "WDR: afgemeld",
        EXH: "EXH: buiten mededinging",
        SICK: "SICK: ziek",
      } as Record<string, string>,
      // DESIGN 8e: the start list's own word on a lane, beside the swimmer's name.
      entryStatuses: { WDR: "Afgemeld", EXH: "Buiten mededinging", SICK: "Ziek" },
      lateEntry: "Na-inschrijving",
      rejected: "afgewezen",
      correctedFrom: (time: string) => `(verbeterd; eerst doorgegeven: ${time})`,
      splits: "Tussentijden",
      noSplits: "Geen tussentijden",
      split: (distance: string, time: string) => `${distance} m: ${time}`,
      watches: "Tijden van de tijdwaarnemers",
      noWatches: "Nog geen tijden van tijdwaarnemers",
      pending: "wacht op goedkeuring",
      pendingWithdrawal: "ingetrokken, wacht op goedkeuring",
      // DESIGN 6b: a watch 0.30 s or more from the other watches of its lane, and its lane's row.
      outlier: (seconds: string) => `wijkt ${seconds} af van de andere tijden`,
      // DESIGN 8f: the room marks a watch whose phone clock was known no better than 50 ms.
      unsureClock: (ms: number) => `klok van de telefoon onzeker (±${ms} ms)`,
      laneOutliers: (count: number) => (count === 1 ? "Een tijd wijkt af" : `${count} tijden wijken af`),
      decided: "Vastgesteld door de scheidsrechter",
    },
    // DESIGN 8b: the referee's desk in the bottom sheet, administrators only.
    referee: {
      editLane: (lane: string) => `Baan ${lane} bewerken`,
      time: nlFields.raceTime.label,
      timeHelp: nlFields.raceTime.help,
      timeInvalid: nlFields.raceTime.invalid,
      timeHundredths: nlFields.raceTime.hundredths,
      timeRequired: "Vul een tijd in, of kies DNS, DNF of DSQ",
      noTimeFor: (status: string) => `Bij ${status} hoort geen tijd`,
      status: "Status",
      noStatus: "Geen",
      reason: "Reden",
      reasonHelp: (max: number) => `Bijvoorbeeld SW 4.4 of WPS 11.3; maximaal ${max} tekens`,
      reasonTooLong: (max: number) => `De reden is te lang: maximaal ${max} tekens`,
      reasonCount: (count: number, max: number) => `${count}/${max}`,
      save: "Opslaan",
      withdraw: "Beslissing intrekken",
      withdrawHint: "Na intrekken tellen de tijden van de tijdwaarnemers weer.",
      decideOrder: "Aankomstvolgorde vaststellen",
      judgesDisagree: "De aankomstrechters zijn het niet eens over de volgorde van aankomst.",
      observations: "Waarnemingen van de aankomstrechters",
      decide: "Vaststellen",
      settle: "Uitslag vaststellen",
      reopen: "Uitslag heropenen",
      // Issue 26: what settling locks, so status 5 'Uitslag definitief' is not taken for it.
      settleHint: "Vaststellen zet de tijden, beslissingen en volgorde van aankomst van deze serie vast: wat daarna nog binnenkomt, telt pas als je het goedkeurt.",
      settledHint: "Tijden en volgordes die nu nog binnenkomen, wachten op goedkeuring.",
      pendingTitle: "Wacht op goedkeuring",
      pendingWatch: (lane: string, time: string, official: string) => `Baan ${lane}: ${time} van ${official}`,
      pendingOrder: (official: string, order: string) => `Volgorde van aankomst van ${official}: ${order}`,
      // DESIGN 8: an official withdrew a record after the result was settled.
      pendingWatchWithdrawal: (lane: string, time: string, official: string) => `Baan ${lane}: ${official} trekt ${time} in`,
      pendingOrderWithdrawal: (official: string, order: string) => `${official} trekt de volgorde van aankomst in: ${order}`,
      dismissProblem: "Melding sluiten",
      accept: "Accepteren",
      acceptWatch: (lane: string, official: string) => `Accepteren: tijd van ${official} voor baan ${lane}`,
      acceptOrder: (official: string) => `Accepteren: volgorde van aankomst van ${official}`,
      acceptWatchWithdrawal: (lane: string, official: string) => `Accepteren: intrekking van ${official} voor baan ${lane}`,
      acceptOrderWithdrawal: (official: string) => `Accepteren: intrekking van de volgorde van aankomst van ${official}`,
      // DESIGN 8e: a waiting record turned down; it stays stored and shown, and never counts.
      reject: "Afwijzen",
      rejectWatch: (lane: string, official: string) => `Afwijzen: tijd van ${official} voor baan ${lane}`,
      rejectOrder: (official: string) => `Afwijzen: volgorde van aankomst van ${official}`,
      rejectWatchWithdrawal: (lane: string, official: string) => `Afwijzen: intrekking van ${official} voor baan ${lane}`,
      rejectOrderWithdrawal: (official: string) => `Afwijzen: intrekking van de volgorde van aankomst van ${official}`,
      rejectQuestion: (record: string) =>
        `${record}: afwijzen? De registratie blijft bewaard en zichtbaar, maar telt niet mee. Dit kan niet worden teruggedraaid.`,
      rejectWithdrawalQuestion: (record: string) => `${record}: afwijzen? Wat de official eerder doorgaf, blijft dan tellen.`,
      // DESIGN 8e: settling asks first when something looks wrong.
      settleQuestion: "Klopt de uitslag?",
      settleIntro: "Controleer dit voordat je de uitslag vaststelt:",
      noResult: (lane: string, swimmer: string) => `Baan ${lane} (${swimmer}): geen tijd en geen status`,
      tooFast: (lane: string, swimmer: string, time: string, distance: number) =>
        `Baan ${lane} (${swimmer}): ${time} is onwaarschijnlijk snel voor ${distance} m`,
      settleAnyway: "Toch vaststellen",
    },
    // DESIGN 8e: race-day changes to the start list, by the meet's club and administrators.
    lineup: {
      menu: (lane: string) => `Startlijst baan ${lane} wijzigen`,
      menuTooltip: "Startlijst wijzigen",
      withdraw: "Afmelden",
      restore: "Afmelding intrekken",
      move: "Verplaatsen",
      class: "Klasse wijzigen",
      exhibition: "Buiten mededinging",
      enter: "Inschrijving toevoegen",
      noMoveTargets: "Geen vrije of andere baan in een serie van dit programma die nog niet gestart is",
      withdrawQuestion: (swimmer: string, lane: string) =>
        `${swimmer} afmelden voor baan ${lane}? De baan telt dan als afgemeld (WDR). Zolang de serie niet gestart is, kun je de afmelding weer intrekken.`,
      restoreQuestion: (swimmer: string, lane: string) => `De afmelding van ${swimmer} intrekken? De zwemmer zwemt dan weer in baan ${lane}.`,
      exhibitionOnQuestion: (swimmer: string) =>
        `${swimmer} buiten mededinging laten zwemmen? De zwemmer krijgt een tijd, maar geen plaats in de uitslag.`,
      exhibitionOffQuestion: (swimmer: string) => `${swimmer} weer meetellen in de uitslag? De zwemmer krijgt dan weer een plaats.`,
      exhibitionOff: "Weer meetellen",
      moveTitle: (swimmer: string) => `${swimmer} verplaatsen`,
      moveIntro: (heat: string, lane: string) =>
        `Nu in ${heat}, baan ${lane}. Kies een serie van hetzelfde programma die nog niet gestart is, en een baan.`,
      heat: "Serie",
      heatOption: (heat: string, current: boolean) => (current ? `${heat} (deze serie)` : heat),
      lane: "Baan",
      laneOption: (lane: string, swimmer: string | null) => (swimmer ? `Baan ${lane}: ${swimmer} (wisselen)` : `Baan ${lane}: vrij`),
      swap: (other: string, heat: string, lane: string) =>
        `In deze baan zwemt ${other}. De twee wisselen van plaats: ${other} gaat naar ${heat}, baan ${lane}.`,
      swapSubmit: "Wisselen",
      classTitle: (swimmer: string) => `${swimmer}: klasse wijzigen`,
      classLabel: "Klasse",
      noClass: "Geen klasse",
      classHelp: "De klasse telt voor de uitslag per klasse; een zwemmer zonder klasse staat alleen in de uitslag van alle klassen.",
      save: "Opslaan",
      entryTitle: "Inschrijving toevoegen",
      entryIntro: (heat: string) => `Een na-inschrijving in ${heat}. De zwemmer komt als nieuwe inschrijving in de export.`,
      entrySubmit: "Toevoegen",
      fields: {
        lane: "Baan",
        lastname: "Achternaam",
        nameprefix: "Tussenvoegsel",
        firstname: "Voornaam",
        club: "Vereniging",
        gender: "Geslacht",
        birthdate: "Geboortedatum",
        license: "Licentie / bondsnummer",
        handicap: "Klasse",
      },
      genders: { M: "Man", F: "Vrouw" },
      clubHelp: "Kies een vereniging van deze wedstrijd of typ een andere",
      invalid: {
        lastname: "Vul de achternaam in (hoogstens 100 tekens)",
        nameprefix: "Hoogstens 30 tekens",
        firstname: "Hoogstens 100 tekens",
        club: "Vul de vereniging in (hoogstens 100 tekens)",
        gender: "Kies het geslacht",
        birthdate: "Vul een geldige datum in",
        license: "Hoogstens 20 tekens",
        handicap: "Kies een klasse uit de lijst",
      } as Record<string, string>,
    },
    control: {
      title: "Bediening",
      start: "Start",
      stop: "Stop",
      previous: "Vorige",
      next: "Volgende",
      reset: "Reset",
      activateQuestion: "Weet je zeker dat je deze serie wilt activeren?",
      activate: "Activeren",
      // Reset throws the finished race away: its clock and status, and after a new start its times.
      resetQuestion:
        "Weet je zeker dat je deze serie wilt resetten? De race vervalt: de klok gaat terug naar nul en na een nieuwe start tellen alleen de nieuwe tijden.",
      resetConfirm: "Resetten",
    },
    // DESIGN 6b: the start from the start signal. Every problem says what to do, and that the press counts meanwhile.
    horn: {
      switch: "Start op het startsignaal",
      distance: "Afstand tot de luidspreker (m)",
      distanceHelp: (ms: number) => `Het geluid doet er ${ms} ms over; zoveel eerder telt de start.`,
      distanceInvalid: "Vul een afstand van 0 tot 300 m in.",
      retry: "Opnieuw proberen",
      state: {
        off: "",
        starting: "De microfoon wordt gevraagd…",
        suspended: "Klik ergens op deze pagina om het luisteren te starten: de browser laat de microfoon pas na een klik werken.",
        listening: "Luistert naar het startsignaal.",
        ended: "De microfoon is gestopt (losgekoppeld of uitgezet). Sluit hem aan en kies Opnieuw proberen. Tot dan telt de knopdruk.",
        insecure:
          "De browser geeft de microfoon alleen op een beveiligde pagina: open Zwemtijd via https:// (of op deze computer via 127.0.0.1). Tot dan telt de knopdruk.",
        denied:
          "Geen toegang tot de microfoon. Sta de microfoon toe voor deze site (bij het slotje links van het adres) en kies Opnieuw proberen. Tot dan telt de knopdruk.",
        "no-device": "Geen microfoon gevonden. Sluit een microfoon aan en kies Opnieuw proberen. Tot dan telt de knopdruk.",
        busy: "De microfoon is in gebruik door een ander programma. Sluit dat en kies Opnieuw proberen. Tot dan telt de knopdruk.",
        failed: "Luisteren lukt niet in deze browser. Kies Opnieuw proberen of gebruik een andere browser. Tot dan telt de knopdruk.",
      },
      outcome: {
        horn: (seconds: number) => `Gestart op het startsignaal (${seconds.toFixed(2)} s voor de knopdruk).`,
        noSignal: "Gestart op de knopdruk: geen startsignaal gevonden.",
        notListening: "Gestart op de knopdruk: er werd niet geluisterd.",
        press: "Gestart op de knopdruk.",
        receive: "Gestart op het moment dat de server de start ontving: de klok van dit scherm was nog niet gelijkgezet.",
      },
    },
    // DESIGN 8b: before the start, who is at the pool for the active heat.
    presence: {
      title: "Aanwezig bij het bad",
      lanes: "Tijdwaarnemers per baan",
      summary: (timed: number, total: number) => `Tijdwaarnemers: ${timed} van ${total} ${total === 1 ? "baan" : "banen"}`,
      present: (lane: string) => `Baan ${lane}: tijdwaarnemer aanwezig`,
      absent: (lane: string) => `Baan ${lane}: geen tijdwaarnemer`,
      judges: (count: number) => (count === 1 ? "Aankomstrechter aanwezig" : `${count} aankomstrechters aanwezig`),
      noJudge: "Geen aankomstrechter",
      noLanes: "Geen zwemmers in deze serie",
    },
    live: {
      activeHeat: "Actieve serie",
      noActiveHeat: "Geen actieve serie",
      // Issue 26: the started heat's lanes on the panel, and the way into its sheet.
      lanes: "Banen van de actieve serie",
      laneWaiting: "wacht op scheidsrechter",
      review: "Beoordelen",
      openSheet: "Serie openen",
      ...nlLive,
    },
    statistics: { title: "Statistieken" },
    log: {
      title: "Logging",
      empty: "Nog geen gebeurtenissen",
      // DESIGN 8e: the log filtered by what an event is about, and all of it as CSV for Excel.
      filter: "Toon gebeurtenissen over",
      all: "Alles",
      kinds: messages.log.kinds,
      kind: (label: string, count: number) => `${label} (${count})`,
      noneOfKind: "Geen gebeurtenissen van deze soort",
      download: "Download als CSV",
    },
  },

  // DESIGN 8c: the results screen, its print layout and the projector view of the active heat.
  results: {
    title: "Uitslagen",
    print: "Afdrukken",
    /** DESIGN 8c: the results for Excel, and the list of one club to print. */
    csv: "CSV downloaden",
    club: "Vereniging",
    allClubs: "Alle verenigingen",
    /** Beside a time until the referee settles its heat. */
    provisional: "voorlopig",
    provisionalHint: "De scheidsrechter heeft deze uitslag nog niet vastgesteld.",
    projector: "Projectorweergave",
    jump: "Ga naar programma",
    empty: "Er zijn nog geen uitslagen. Ze verschijnen hier zodra er tijden of statussen zijn vastgelegd.",
    event: (number: string, race: string) => `Programma ${number} — ${race}`,
    overall: "Alle klassen",
    sportClass: (cls: string) => `Klasse ${cls}`,
    table: (event: string, part: string) => `${event}: ${part}`,
    columns: {
      place: "Plaats",
      swimmer: "Zwemmer",
      club: "Vereniging",
      handicap: "Klasse",
      time: "Tijd",
    },
    // In place of a place (DESIGN 8c), with the explanation under the swimmer's name.
    statusShort: { DNS: "DNS", DNF: "DNF", DSQ: "DSQ", EXH: "BM" } as Record<string, string>,
    statusLong: {
      DNS: "Niet gestart",
      DNF: "Niet gefinisht",
      DSQ: "Gediskwalificeerd",
      EXH: "Buiten mededinging",
    } as Record<string, string>,
    withReason: (status: string, reason: string) => `${status}: ${reason}`,
    // The projector view (?hideNav): the active heat for the pool hall.
    projectorView: {
      noActiveHeat: "Geen actieve serie",
      lanes: "Banen van de actieve serie",
      lane: "Baan",
      place: "Pl.",
    },
  },

  clubs: {
    title: "Verenigingen",
    empty: "Nog geen verenigingen",
    columns: { number: "Nummer" },
    new: "Nieuwe vereniging",
    editTitle: "Vereniging aanpassen",
    deleteCheckbox: "Vereniging verwijderen",
    users: "Gebruikers",
    addUser: "Gebruiker toevoegen",
    usersEmpty: "Nog geen gebruikers",
  },

  // DESIGN 8d: a new code for the meet-management program; the old one stops working at once.
  linkCode: {
    // SPEC 9: only the start is kept in clear; the link refuses it, so the page says what it is.
    shown: (start: string) => `${start}…`,
    copyStart: "Eerste 8 tekens kopiëren",
    startOnly:
      "Dit zijn de eerste 8 tekens van de koppelcode, om hem te herkennen. Het wedstrijdprogramma heeft de hele code nodig: die staat alleen in beeld direct nadat je een nieuwe koppelcode maakt.",
    renew: "Nieuwe koppelcode",
    question:
      "Een nieuwe koppelcode maken? De huidige koppelcode werkt daarna meteen niet meer: het wedstrijdprogramma koppelt pas weer als je de nieuwe code daar invult.",
    confirm: "Nieuwe koppelcode maken",
    title: "Nieuwe koppelcode",
    once: "Dit is de nieuwe koppelcode van je vereniging. Hij wordt alleen nu volledig getoond: kopieer hem en vul hem in het wedstrijdprogramma in.",
    oldStopped: "De vorige koppelcode werkt niet meer.",
    failed: "Er is geen nieuwe koppelcode gemaakt. De huidige koppelcode werkt nog.",
  },

  users: {
    newTitle: "Nieuw teamlid",
    welcomeNote: "De gebruiker ontvangt een welkomstmail met een link om het account te activeren.",
    send: "E-mail versturen",
    removeCheckbox: "Teamlid verwijderen",
    edit: "Teamlid aanpassen",
    notActivated: "Nog niet geactiveerd",
    invite: "Uitnodiging opnieuw sturen",
    invited: (email: string) => `Uitnodiging verstuurd naar ${email}.`,
    inviteFailed: "Versturen van de uitnodiging mislukt. Probeer het opnieuw.",
    // Issue 25: an activated account's new address waits until its owner confirms it from there.
    pendingAddress: (email: string) => `Nieuw adres ${email} wacht op bevestiging.`,
    addressNote:
      "Een nieuw e-mailadres gaat pas in als het teamlid het bevestigt met de link die naar dat adres wordt gestuurd. Tot dan logt het teamlid in met het huidige adres.",
  },

  // Issue 25: the page of the link that confirms an account's new address, with the account's password.
  confirmEmail: {
    title: "Nieuw e-mailadres bevestigen",
    intro: (name: string, from: string, to: string) =>
      `${name}, vul je wachtwoord in om voortaan in te loggen met ${to} in plaats van ${from}.`,
    submit: "Bevestigen",
    doneTitle: "E-mailadres gewijzigd",
    done: (email: string) => `Je logt voortaan in met ${email}.`,
    toLogin: "Naar inloggen",
    toApp: "Verder naar Zwemtijd",
    spentTitle: "Link verlopen",
    spent: "Deze link is al gebruikt, verlopen of vervangen door een nieuwere. Vraag je beheerder om het nieuwe e-mailadres opnieuw in te vullen.",
    failed: "Bevestigen mislukt. Probeer het opnieuw.",
  },

  // Issue 25: a meet's typed codes locked by someone's failures, on the meet page for administrators.
  codeLockout: {
    locked: (until: string) =>
      `Het typen van wedstrijdnummer en autorisatiecode is geblokkeerd na te veel foute pogingen, tot ${until}. De QR-code werkt nog. Kunnen de officials ter plaatse de code niet meer typen? Hef de blokkade dan op.`,
    lift: "Blokkade opheffen",
    failed: "Opheffen van de blokkade mislukt. Probeer het opnieuw.",
  },

  officials: {
    title: "Officials",
    empty: "Nog geen officials geregistreerd",
    new: "Nieuwe official",
    editTitle: "Official aanpassen",
    deleteCheckbox: "Official verwijderen",
    lockouts: {
      title: "Geblokkeerde pogingen",
      hint: "Na te veel mislukte pogingen blijft een aanmelding of wedstrijdcode een kwartier dicht. Hef een blokkade op als je weet wie het was.",
      empty: "Er is nu niets geblokkeerd",
      what: "Wat",
      attempts: "Pogingen",
      until: "Tot",
      lift: "Opheffen",
      liftLabel: (what: string) => `Blokkade opheffen: ${what}`,
      login: (account: string) => `Inloggen als ${account}`,
      loginFrom: (account: string, address: string) => `Inloggen als ${account} vanaf ${address}`,
      loginAddress: (address: string) => `Inloggen vanaf ${address}`,
      code: (address: string) => `Wedstrijdcode vanaf ${address}`,
      codeMeet: (meet: string) => `Wedstrijdcode van wedstrijd ${meet}`,
      codeMeetFrom: (meet: string, address: string) => `Wedstrijdcode van wedstrijd ${meet} vanaf ${address}`,
      qrKey: (address: string) => `QR-codes vanaf ${address}`,
      link: (account: string) => `Links per e-mail voor ${account}`,
      linkFrom: (account: string, address: string) => `Links per e-mail voor ${account} vanaf ${address}`,
      linkAddress: (address: string) => `Links per e-mail vanaf ${address}`,
      invite: (account: string) => `Uitnodigingen voor ${account}`,
      linkCode: (address: string) => `Koppelcodes vanaf ${address}`,
    },
  },

  settings: {
    title: "Instellingen",
    tabs: { profile: "Profiel", team: "Team" },
    profile: {
      editDetails: "Gegevens aanpassen",
      deleteAccount: "Verwijder mijn account",
    },
    password: {
      title: "Wachtwoord wijzigen",
      current: "Huidig wachtwoord",
      changed: "Je wachtwoord is gewijzigd.",
    },
    team: { add: "Teamlid toevoegen", empty: "Nog geen teamleden" },
  },
} as const;
