// DESIGN 12: the texts code on both sides shares (labels.ts's names of strokes, genders and heats,
// schemas.ts's validation messages) come from the `labels` catalogue. Shared code cannot import a
// side's catalogues, so each side provides them here: a page its one loaded language (texts.ts), the
// Worker and the room both languages (server-texts.ts).
import type { MessageValues } from "./catalogue";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import type { LabelId } from "./server-texts";

type LabelTranslate = (id: LabelId, values?: MessageValues) => string;

const provided = new Map<Language, LabelTranslate>();
let latest: Language = DEFAULT_LANGUAGE;

export function provideLabels(language: Language, translate: LabelTranslate): void {
  provided.set(language, translate);
  latest = language;
}

/**
 * A label in `language`; without one, in the language provided last: on a page, the page's own.
 * Before any catalogue is provided it answers the id, which the catalogue tests catch.
 */
export function labelText(id: LabelId, values?: MessageValues, language?: Language): string {
  const translate = provided.get(language ?? latest) ?? provided.get(DEFAULT_LANGUAGE);
  return translate ? translate(id, values) : id;
}
