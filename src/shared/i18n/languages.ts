// DESIGN 12: the languages of the product. Dutch is SPEC's and the default; a third language is a
// catalogue beside these and a line here, not a code change elsewhere.

export const LANGUAGES = ["nl", "en", "de", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "nl";

/** The locale Intl formats dates and numbers in, per language. */
export const LOCALES: Record<Language, string> = { nl: "nl-NL", en: "en-GB", de: "de-DE", fr: "fr-FR" };

/** Each language named in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { nl: "Nederlands", en: "English", de: "Deutsch", fr: "Français" };

/**
 * The language switch's name in every language at once ("Taal / Language / Sprache / Langue"): whoever cannot read the
 * page's language still finds it.
 */
export const LANGUAGE_SWITCH_NAME = "Taal / Language / Sprache / Langue";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The first supported language among tags in order of preference ("en-US" counts as "en"); Dutch where none is. */
export function pickLanguage(preferred: readonly (string | null | undefined)[]): Language {
  for (const tag of preferred) {
    const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags by their weight (RFC 9110 12.5.4), `*` and q=0 left out. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .slice(0, 20)
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim().match(/^q=([01](?:\.\d{0,3})?)$/i)?.[1]).find((x) => x !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, weight }) => tag !== "" && tag !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}
