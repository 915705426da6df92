// DESIGN 12: the sport's terms as Splash Meet Manager and LENEX name them, in every language beside
// the Dutch one: Splash's German (Wettkampf, Lauf, Bahn, Zeitnehmer, Zielrichter, Schiedsrichter) and
// French (épreuve, série, couloir, chronométreur, juge d'arrivée, juge-arbitre). Each catalogue uses
// these words wherever the Dutch one uses its own (catalogues.test.ts checks it); DNS, DNF, DSQ, WDR
// and EXH are codes in every language. French apostrophes are typographic (’), as in the catalogues.
import type { Language } from "./languages";

export const GLOSSARY: readonly ({ nl: RegExp } & Record<Exclude<Language, "nl">, RegExp>)[] = [
  // 'Programma 3' is an event; 'het programma' is the meet's programme (a microphone's 'programma' a program).
  { nl: /\bprogramma('s)?\s*(\{|\d)/i, en: /\bevents?\b/i, de: /\bwettk[aä]mpf/i, fr: /épreuves?\b/i },
  {
    nl: /\bprogramma\b/i,
    en: /\b(programmes?|programs?|events?|meet)\b/i,
    de: /(programm|wettk[aä]mpf|veranstaltung)/i,
    fr: /\b(programmes?|compétitions?)\b|épreuves?\b/i,
  },
  { nl: /\bseries?\b/i, en: /\bheats?\b/i, de: /\bl[aä]uf/i, fr: /\bséries?\b/i },
  { nl: /\bbanen?\b/i, en: /\blanes?\b/i, de: /bahn/i, fr: /\bcouloirs?\b/i },
  { nl: /\btijdwaarnemers?\b/i, en: /\btimekeepers?\b/i, de: /zeitnehmer/i, fr: /\bchronométreurs?\b/i },
  { nl: /\baankomstrechters?\b/i, en: /\bfinish judges?\b/i, de: /zielrichter/i, fr: /\bjuges? d’arrivée/i },
  { nl: /\bscheidsrechters?\b/i, en: /\breferees?\b/i, de: /schiedsrichter/i, fr: /\bjuge-arbitre\b/i },
  { nl: /\bautorisatiecode\b/i, en: /\bauthori[sz]ation code\b/i, de: /autorisierungscode/i, fr: /\bcode d’autorisation\b/i },
  { nl: /\bkoppelcodes?\b/i, en: /\blink codes?\b/i, de: /verknüpfungscode/i, fr: /\bcodes? de liaison\b/i },
  { nl: /\bwedstrijdklok\b/i, en: /\brace clock\b/i, de: /wettkampfuhr/i, fr: /\bhorloge de course\b/i },
  { nl: /\bbondsnummer\b/i, en: /\bfederation number\b/i, de: /verbandsnummer/i, fr: /\bnuméro de fédération\b/i },
  { nl: /\bwedstrijdnummer\b/i, en: /\bmeet number\b/i, de: /veranstaltungsnummer/i, fr: /\bnuméro de compétition\b/i },
  { nl: /\bstartlijst(en)?\b/i, en: /\bstart lists?\b/i, de: /startliste/i, fr: /\blistes? de départ\b/i },
  { nl: /\bverenigingen\b|\bvereniging\b/i, en: /\bclubs?\b/i, de: /verein/i, fr: /\bclubs?\b/i },
];

/** The result codes, never translated. */
export const RESULT_CODES = ["DNS", "DNF", "DSQ", "WDR", "EXH"] as const;
