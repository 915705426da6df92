// DESIGN 12: the page's texts. A page loads the catalogues it needs in one language before it renders
// (main.tsx, official/main.tsx, the public route), `t` formats from them, and a switch of language loads
// the same catalogues in the other language and renders again.
import { useSyncExternalStore } from "react";
import { DEFAULT_LANGUAGE, type Language } from "../../shared/i18n/languages";
import { MessageFormatter, type CompiledCatalogue, type MessageValues, type Paths } from "../../shared/i18n/catalogue";
import { providePageLabels } from "../../shared/i18n/label-text";
import type nlCommon from "../locales/nl/common.json";
import type nlStaff from "../locales/nl/staff.json";
import type nlMeet from "../locales/nl/meet.json";
import type nlOfficial from "../locales/nl/official.json";
import type nlPublic from "../locales/nl/public.json";
import type nlLabels from "../../shared/locales/nl/labels.json";

/**
 * A catalogue the browser loads; its messages' ids start with its name. `common` and `labels` are on
 * every page, `staff` on the management app's, `meet` on a meet's own pages, `official` on the
 * officials' phone page and `public` on the public live page.
 */
export type Area = "common" | "labels" | "staff" | "meet" | "official" | "public";

export type MessageId =
  | `common.${Paths<typeof nlCommon>}`
  | `labels.${Paths<typeof nlLabels>}`
  | `staff.${Paths<typeof nlStaff>}`
  | `meet.${Paths<typeof nlMeet>}`
  | `official.${Paths<typeof nlOfficial>}`
  | `public.${Paths<typeof nlPublic>}`;

type Loader = () => Promise<{ default: unknown }>;

// Each file is its own chunk: a page fetches its catalogues in its language only.
const LOADERS: Record<Area, Record<Language, Loader>> = {
  common: {
    nl: () => import("../locales/nl/common.json"),
    en: () => import("../locales/en/common.json"),
    de: () => import("../locales/de/common.json"),
    fr: () => import("../locales/fr/common.json"),
  },
  labels: {
    nl: () => import("../../shared/locales/nl/labels.json"),
    en: () => import("../../shared/locales/en/labels.json"),
    de: () => import("../../shared/locales/de/labels.json"),
    fr: () => import("../../shared/locales/fr/labels.json"),
  },
  staff: {
    nl: () => import("../locales/nl/staff.json"),
    en: () => import("../locales/en/staff.json"),
    de: () => import("../locales/de/staff.json"),
    fr: () => import("../locales/fr/staff.json"),
  },
  meet: {
    nl: () => import("../locales/nl/meet.json"),
    en: () => import("../locales/en/meet.json"),
    de: () => import("../locales/de/meet.json"),
    fr: () => import("../locales/fr/meet.json"),
  },
  official: {
    nl: () => import("../locales/nl/official.json"),
    en: () => import("../locales/en/official.json"),
    de: () => import("../locales/de/official.json"),
    fr: () => import("../locales/fr/official.json"),
  },
  public: {
    nl: () => import("../locales/nl/public.json"),
    en: () => import("../locales/en/public.json"),
    de: () => import("../locales/de/public.json"),
    fr: () => import("../locales/fr/public.json"),
  },
};

let formatter = new MessageFormatter(DEFAULT_LANGUAGE, {});
const areas = new Set<Area>();
const listeners = new Set<() => void>();
let latest = 0;

/** The page's text for a message id, formatted with its values in the page's language. */
export function t(id: MessageId, values?: MessageValues): string {
  return formatter.format(id, values);
}

export const currentLanguage = (): Language => formatter.language;

/**
 * Loads `wanted` beside the catalogues already in use, all in `language`, and makes that the page's
 * language once all have arrived; of two switches in quick succession the later one wins.
 */
export async function loadTexts(language: Language, wanted: readonly Area[] = []): Promise<void> {
  const turn = ++latest;
  // Wanted at once, not when loaded: a later call (a switch, or the page's own load overtaking a lazy
  // route's) then loads these too, as the one that wins.
  for (const area of wanted) areas.add(area);
  const needed = [...areas];
  const loaded = await Promise.all(needed.map((area) => LOADERS[area][language]()));
  if (turn !== latest) return;
  const catalogue: CompiledCatalogue = Object.assign({}, ...loaded.map((module) => module.default as CompiledCatalogue));
  formatter = new MessageFormatter(language, catalogue);
  providePageLabels(language, t);
  if (typeof document !== "undefined") document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's language; a component that calls it renders again when the language changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
