// DESIGN 12: the public page's catalogue, in the language the page opened in, loaded by its route
// (router.tsx) before the page renders. Apart from the page so the route fetches both at once.
import { currentLanguage, loadTexts } from "../i18n/texts";

export const loadPublicTexts = (): Promise<void> => loadTexts(currentLanguage(), ["public"]);
