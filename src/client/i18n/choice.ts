// DESIGN 12: which language a page opens in. A choice made with the switch is remembered on this
// browser; without one the browser's languages decide, Dutch where none of them is ours. A signed-in
// user's language on the account wins over both (session.tsx).
import { isLanguage, pickLanguage, type Language } from "../../shared/i18n/languages";

export const LANGUAGE_KEY = "zwemtijd.language";
/** Where the public page kept its visitors' choice before every page had one: still read, so it is not lost. */
const PUBLIC_LANGUAGE_KEY = "zwemtijd.public.language";

type Store = Pick<Storage, "getItem" | "setItem">;

/** The browser's storage, or null where touching it throws (private windows, blocked storage). */
export function browserStorage(): Store | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberedLanguage(storage: Store | null): Language | null {
  try {
    const stored = storage?.getItem(LANGUAGE_KEY) ?? storage?.getItem(PUBLIC_LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(storage: Store | null, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered; the page still switches.
  }
}

/** A remembered choice, else the browser's first language we have, else Dutch. */
export function openingLanguage(storage: Store | null, browserLanguages: readonly string[]): Language {
  return rememberedLanguage(storage) ?? pickLanguage(browserLanguages);
}

export const browserLanguages = (): readonly string[] =>
  typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
