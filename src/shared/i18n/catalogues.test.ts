// DESIGN 12: every catalogue exists in every language with the same messages, each taking the same
// values, each valid ICU, none left in the other language, and the sport's terms as the glossary
// names them.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";
import { GLOSSARY, RESULT_CODES } from "./glossary";

const FOLDERS = [new URL("../../client/locales/", import.meta.url), new URL("../locales/", import.meta.url)];

type Nested = { [key: string]: string | Nested };

function flatten(node: Nested, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === "string") into.set(`${prefix}.${key}`, value);
    else flatten(value, `${prefix}.${key}`, into);
  }
  return into;
}

/** Every catalogue by language, flat by id. */
const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => {
    const messages = new Map<string, string>();
    for (const folder of FOLDERS) {
      const dir = new URL(`${language}/`, folder);
      for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
        flatten(JSON.parse(readFileSync(new URL(file, dir), "utf8")) as Nested, file.replace(/\.json$/, ""), messages);
      }
    }
    return [language, messages];
  }),
) as Record<(typeof LANGUAGES)[number], Map<string, string>>;

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

/** The message's words with its arguments' names and plural syntax taken out. */
const literalText = (elements: MessageFormatElement[]): string =>
  elements
    .map((element) =>
      element.type === TYPE.literal
        ? element.value
        : element.type === TYPE.plural || element.type === TYPE.select
          ? Object.values(element.options)
              .map((option) => literalText(option.value))
              .join(" ")
          : " ",
    )
    .join("");

// Texts that are the same in both languages by nature: names, codes, formats, loanwords.
const SAME_IN_EVERY_LANGUAGE = new RegExp(
  "^(Zwemtijd.*|Dashboard|Account|Official|Officials|Status|Status \\{\\w+\\}|OK|E-mail|Club|Clubs|Start|Stop|Reset|" +
    "Upload|Download|Import|Export|Splash|LENEX|CSV|PDF|QR|WA|[A-Z]{2,4})$",
);

const DUTCH = new RegExp(
  "\\b(de|het|een|niet|wordt|zijn|naar|voor|van|bij|geen|wedstrijd|vereniging|serie|baan|" +
    "tijdwaarnemer|inloggen|wachtwoord|opslaan|annuleren|uitslag)\\b",
  "i",
);

describe("the catalogues", () => {
  const dutch = catalogues[DEFAULT_LANGUAGE];

  it("have messages at all", () => {
    expect(dutch.size).toBeGreaterThan(100);
  });

  for (const language of LANGUAGES) {
    it(`${language}: has every message of the others, no more, each valid ICU with the same values`, () => {
      const own = catalogues[language];
      expect(
        [...dutch.keys()].filter((id) => !own.has(id)),
        "missing",
      ).toEqual([]);
      expect(
        [...own.keys()].filter((id) => !dutch.has(id)),
        "not in Dutch",
      ).toEqual([]);
      for (const [id, text] of own) {
        const elements = parse(text, { ignoreTag: true });
        expect([...argumentsOf(elements)].sort(), id).toEqual([...argumentsOf(parse(dutch.get(id)!, { ignoreTag: true }))].sort());
      }
    });
  }

  /** Words only the other languages have: a message that still has them is left untranslated. */
  const ENGLISH = "the|and|not|with|your|you|this|is|of";
  const GERMAN = "der|das|und|nicht|ist|wird|keine";
  const FRENCH = "vous|avec|les|une|est|pas|pour";
  const FOREIGN: Record<(typeof LANGUAGES)[number], RegExp> = {
    // Dutch is the source; it has none of the others' commonest words ('die', 'is', 'of' and 'pas' are Dutch too).
    nl: new RegExp(`\\b(the|and|with|your|you|this|${GERMAN}|${FRENCH.replace("|pas", "")})\\b`, "i"),
    en: new RegExp(`${DUTCH.source}|\\b(${GERMAN}|${FRENCH})\\b`, "i"),
    de: new RegExp(`${DUTCH.source}|\\b(${ENGLISH}|${FRENCH})\\b`, "i"),
    // 'de' is French as well as Dutch.
    fr: new RegExp(`${DUTCH.source.replace("(de|", "(")}|\\b(${ENGLISH}|die|${GERMAN})\\b`, "i"),
  };

  it("nl: no message with another language's words", () => {
    const foreign = [...dutch].filter(([, text]) => FOREIGN.nl.test(literalText(parse(text, { ignoreTag: true }))));
    expect(foreign).toEqual([]);
  });

  /** Words spelt alike in English or Dutch and in this language, rightly: not left untranslated. */
  const COGNATES: Record<"de" | "fr", RegExp> = {
    de: /^(Name|Datum|Alle|Nummer|Mixed|Hallo \{name\},)$/,
    fr: /^(Licence|Date|date|Programme|Distance|Actions?|Place|Points|Disqualifications|Page|Imports|Exports|Type)$/,
  };

  for (const language of ["en", "de", "fr"] as const) {
    it(`${language}: every message translated, none with another language's words, the sport's terms as the glossary has them`, () => {
      const own = catalogues[language];
      const untranslated: string[] = [];
      const foreign: string[] = [];
      const offGlossary: string[] = [];
      for (const [id, nl] of dutch) {
        const text = own.get(id) ?? "";
        const words = literalText(parse(text, { ignoreTag: true }));
        const nlWords = literalText(parse(nl, { ignoreTag: true }));
        // Units and short abbreviations ("m", "Pl.") are the same; a word of three letters or more is text.
        const copied = text === nl || (language !== "en" && text === catalogues.en.get(id));
        const cognate = language !== "en" && COGNATES[language].test(text);
        if (copied && !cognate && /\p{L}{3}/u.test(words) && !SAME_IN_EVERY_LANGUAGE.test(words.trim()))
          untranslated.push(`${id}: ${text}`);
        if (FOREIGN[language].test(words)) foreign.push(`${id}: ${text}`);
        for (const term of GLOSSARY)
          if (term.nl.test(nlWords) && !term[language].test(words)) offGlossary.push(`${id}: ${nl} → ${text} (${term[language].source})`);
        for (const code of RESULT_CODES) if (new RegExp(`\\b${code}\\b`).test(nl)) expect(text, id).toMatch(new RegExp(`\\b${code}\\b`));
      }
      expect({ untranslated, foreign, offGlossary }).toEqual({ untranslated: [], foreign: [], offGlossary: [] });
    });
  }
});
