// DESIGN 12: the texts code on both sides shares (labels.ts's names of strokes, genders and heats,
// schemas.ts's validation messages) come from the `labels` catalogue. Shared code cannot import a
// side's catalogues (a page would then carry every language's), so each side provides them here, and
// which text a label gets never depends on which module happened to be loaded first:
// - the server provides every language at once (server-texts.ts, which the Worker's entry imports, so
//   the Worker and the meet room, one script, have them before any request);
// - a page provides the language it loaded (texts.ts), and that language becomes the default.
// A label without a language is in the default label language: the page's once it has loaded one,
// else Dutch, SPEC's language (the server names its reader's language wherever it has one). Where a
// page and the server both provide a language (a test process with both sides) the page's wins.
import type nlLabels from "../locales/nl/labels.json";
import type { MessageValues, Paths } from "./catalogue";
import { DEFAULT_LANGUAGE, type Language } from "./languages";

export type LabelId = `labels.${Paths<typeof nlLabels>}`;

type LabelTranslate = (id: LabelId, values?: MessageValues) => string;
type ServerLabels = (language: Language, id: LabelId, values?: MessageValues) => string;

let serverLabels: ServerLabels | undefined;
const pageLabels = new Map<Language, LabelTranslate>();
let defaultLanguage: Language = DEFAULT_LANGUAGE;

/** The server's labels, every language at once (server-texts.ts). Leaves the default language Dutch. */
export function provideServerLabels(translate: ServerLabels): void {
  serverLabels = translate;
}

/** A page's labels in the language it has loaded (texts.ts), which becomes the default label language. */
export function providePageLabels(language: Language, translate: LabelTranslate): void {
  pageLabels.set(language, translate);
  defaultLanguage = language;
}

/**
 * A label in `language`; without one, in the default label language (on a page the page's, on the
 * server Dutch). Before any catalogue is provided it answers the id, which the catalogue tests catch.
 */
export function labelText(id: LabelId, values?: MessageValues, language?: Language): string {
  const wanted = language ?? defaultLanguage;
  const page = pageLabels.get(wanted);
  if (page) return page(id, values);
  if (serverLabels) return serverLabels(wanted, id, values);
  const fallback = pageLabels.get(DEFAULT_LANGUAGE);
  return fallback ? fallback(id, values) : id;
}
