import * as v from "valibot";
import { LANGUAGES, type Language } from "./i18n/languages";
import { profileSchema, validationMessage } from "./schemas";

/** The signed-in user as SPEC section 3 names the profile, with the language they chose (DESIGN 12). */
export interface Profile {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  is_admin: boolean;
  club_id: number | null;
  /** The account's language: its pages, the API's answers and its mails. Null follows the browser. */
  language: Language | null;
}

/** DESIGN 12: one of LANGUAGES ('nl', 'en', 'de', 'fr') as the account's language, or null to follow the browser's again. */
export const languageChoice = v.nullable(v.picklist(LANGUAGES, validationMessage("labels.validation.language")));

/** The own profile's edit (PUT /api/session/profile): the name, and the language when sent (left out: unchanged). */
export const profileUpdateSchema = v.object({
  ...profileSchema.entries,
  language: v.optional(languageChoice),
});

/** The header a page sends with every call: the id of the account it is signed in as (DESIGN 3). */
export const PAGE_USER_HEADER = "X-Zwemtijd-User";
