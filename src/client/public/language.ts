// The public page's language (DESIGN 8c): Dutch or English, the visitor's choice remembered in
// localStorage, otherwise the browser's language (Dutch only when it starts with "nl").

export type PublicLanguage = "nl" | "en";

export const LANGUAGE_KEY = "zwemtijd.public.language";

const isLanguage = (value: unknown): value is PublicLanguage => value === "nl" || value === "en";

/** A stored choice wins; else "nl" when the browser's language starts with "nl", else "en". */
export function chooseLanguage(stored: string | null | undefined, browserLanguage: string | null | undefined): PublicLanguage {
  if (isLanguage(stored)) return stored;
  return (browserLanguage ?? "").trim().toLowerCase().startsWith("nl") ? "nl" : "en";
}

/** Storage that may be missing or throw (private windows, blocked cookies): never breaks the page. */
type Store = Pick<Storage, "getItem" | "setItem">;

export function readLanguage(storage: Store | null | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberLanguage(storage: Store | null | undefined, language: PublicLanguage): void {
  try {
    storage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered; the page still switches.
  }
}

/** The browser's storage, or null where touching it throws. */
export function browserStorage(): Store | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}
