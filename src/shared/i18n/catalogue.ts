// DESIGN 12: messages in ICU message format through FormatJS, compiled at build time
// (scripts/icu-catalogues.ts turns a catalogue's JSON of ICU strings into FormatJS's parsed form), so
// no page carries the parser: only intl-messageformat's formatter, a few KB.
import { IntlMessageFormat } from "intl-messageformat";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { LOCALES, type Language } from "./languages";

/** A compiled catalogue: every message by its id ("area.key.key"), parsed, or its text where it is plain. */
export type CompiledCatalogue = Record<string, MessageFormatElement[] | string>;

/** A value a message takes: text, a number (plurals) or a Date. */
export type MessageValues = Record<string, string | number | Date>;

/** The dotted paths to every string of a nested catalogue's JSON: `{a: {b: "…"}}` gives "a.b". */
export type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** Formats messages of one language from compiled catalogues; each message is built once. */
export class MessageFormatter {
  private readonly built = new Map<string, IntlMessageFormat>();

  constructor(
    readonly language: Language,
    private readonly catalogue: CompiledCatalogue,
  ) {}

  format(id: string, values?: MessageValues): string {
    let message = this.built.get(id);
    if (!message) {
      const ast = this.catalogue[id];
      if (typeof ast === "string") return ast;
      // A missing message shows its id rather than breaking the page; the catalogue tests fail on it.
      if (!ast) return id;
      message = new IntlMessageFormat(ast, LOCALES[this.language]);
      this.built.set(id, message);
    }
    return String(message.format(values));
  }
}
