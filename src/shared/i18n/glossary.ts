// DESIGN 12: the sport's terms as Splash Meet Manager and LENEX name them, Dutch beside English. The
// English catalogues use these words wherever the Dutch one uses its own (catalogues.test.ts checks
// it); DNS, DNF, DSQ, WDR and EXH are codes in every language.
export const GLOSSARY: readonly { nl: RegExp; en: RegExp }[] = [
  // 'Programma 3' is an event; 'het programma' is the meet's programme (a microphone's 'programma' a program).
  { nl: /\bprogramma('s)?\s*(\{|\d)/i, en: /\bevents?\b/i },
  { nl: /\bprogramma\b/i, en: /\b(programmes?|programs?|events?|meet)\b/i },
  { nl: /\bseries?\b/i, en: /\bheats?\b/i },
  { nl: /\bbanen?\b/i, en: /\blanes?\b/i },
  { nl: /\btijdwaarnemers?\b/i, en: /\btimekeepers?\b/i },
  { nl: /\baankomstrechters?\b/i, en: /\bfinish judges?\b/i },
  { nl: /\bscheidsrechters?\b/i, en: /\breferees?\b/i },
  { nl: /\bautorisatiecode\b/i, en: /\bauthori[sz]ation code\b/i },
  { nl: /\bkoppelcodes?\b/i, en: /\blink codes?\b/i },
  { nl: /\bwedstrijdklok\b/i, en: /\brace clock\b/i },
  { nl: /\bbondsnummer\b/i, en: /\bfederation number\b/i },
  { nl: /\bwedstrijdnummer\b/i, en: /\bmeet number\b/i },
  { nl: /\bstartlijst(en)?\b/i, en: /\bstart lists?\b/i },
  { nl: /\bverenigingen\b|\bvereniging\b/i, en: /\bclubs?\b/i },
];

/** The result codes, never translated. */
export const RESULT_CODES = ["DNS", "DNF", "DSQ", "WDR", "EXH"] as const;
