import type { Profile } from "../../shared/profile";
import type { Language } from "../../shared/i18n/languages";

export type AppEnv = {
  Bindings: Env;
  Variables: {
    user: Profile | null;
    sessionHash: string | null;
    /** The hash of the session's cookie until auth/session.ts readSession has read it. */
    unreadSession: string | null;
    /** DESIGN 12: the account's language, else the browser's, else Dutch (http/language.ts). */
    language: Language;
    /** Whether the answer's words depend on the language, so it says which and that it varies. */
    languageUsed: boolean;
  };
};
