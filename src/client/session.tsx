// The session of SPEC sections 3 and 4: status (0 verifying, 1 logged in, 2 logged out), a verifying
// flag and the profile. Layouts redirect on the status, so login, verify and logout only change state.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { api, onSessionEnded, setPageUser } from "./api";
import type { Profile } from "./api";
import { currentLanguage, loadTexts, t } from "./i18n/texts";
import { browserStorage, rememberLanguage } from "./i18n/choice";

/**
 * DESIGN 12: a signed-in user's language on the account wins over the browser's. It is applied when
 * they sign in and at the first check of a page load, not at the checks after a switch renders the app
 * afresh: those may overtake the switch's own save and would turn the page back.
 */
let accountLanguageApplied = false;
function applyAccountLanguage(profile: Profile) {
  accountLanguageApplied = true;
  if (!profile.language || profile.language === currentLanguage()) return;
  rememberLanguage(browserStorage(), profile.language);
  void loadTexts(profile.language);
}

export const SessionStatus = { Verifying: 0, LoggedIn: 1, LoggedOut: 2 } as const;
export type SessionStatus = (typeof SessionStatus)[keyof typeof SessionStatus];

interface SessionState {
  status: SessionStatus;
  verifying: boolean;
  profile: Profile | null;
  /** Logged out on purpose (logout, own account deleted): the next login starts afresh, not where this one ended. */
  left: boolean;
  /**
   * The server ended the session while a form was open: the page stays, with what was typed in it,
   * until the user signs in again here (`relogin`) or goes to the login page (`giveUp`).
   */
  interrupted?: boolean;
  /** When the user last signed in again over an interrupted page: its live sockets, refused at the end, open anew. */
  resumed?: number;
}

export interface Session extends SessionState {
  /** Throws the ApiError of a failed login; the login page shows it. */
  login(credentials: { username: string; password: string }): Promise<void>;
  logout(): Promise<void>;
  /** True when the server knows the session cookie (also after a password reset set one). */
  verify(): Promise<boolean>;
  updateProfile(changes: Partial<Pick<Profile, "first_name" | "last_name" | "language">>): void;
  /** Forget the session without asking the server, e.g. after the account was deleted. */
  clear(): void;
  /** Signs the interrupted session's user in again with `password`; throws the ApiError of a failed login. */
  relogin(password: string): Promise<void>;
  /** Leaves an interrupted session for the login page, which leads back to this page. */
  giveUp(): void;
}

/**
 * How many forms are open now. A session that ends while one is open (logged out in another tab, a
 * password changed elsewhere) asks to sign in again over the page instead of leaving it, so nothing
 * typed is lost (the guide's "nothing lost").
 */
let openForms = 0;

/** Counts the calling form as open while it is mounted. */
export function useOpenForm(): void {
  useEffect(() => {
    openForms += 1;
    return () => {
      openForms -= 1;
    };
  }, []);
}

const SessionContext = createContext<Session | null>(null);

const loggedOut: SessionState = { status: SessionStatus.LoggedOut, verifying: false, profile: null, left: false };
const left: SessionState = { ...loggedOut, left: true };

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({
    status: SessionStatus.Verifying,
    verifying: true,
    profile: null,
    left: false,
  });

  const signedIn = useCallback(
    (profile: Profile) => setState({ status: SessionStatus.LoggedIn, verifying: false, profile, left: false }),
    [],
  );

  const verify = useCallback(async () => {
    setState((current) => ({ ...current, verifying: true }));
    try {
      const profile = await api.session.verify();
      if (!accountLanguageApplied) applyAccountLanguage(profile);
      signedIn(profile);
      return true;
    } catch {
      setState(loggedOut);
      return false;
    }
  }, [signedIn]);

  useEffect(() => {
    void verify();
  }, [verify]);

  // Every call says whose page made it (api.ts); an interrupted page still speaks for its own account.
  setPageUser(state.profile?.id ?? null);

  // Any call answered 401 means the server ended this session: the app shell then leads to the login.
  useEffect(() => {
    onSessionEnded(() =>
      setState((current) =>
        current.status !== SessionStatus.LoggedIn ? current : openForms > 0 ? { ...current, interrupted: true } : loggedOut,
      ),
    );
    return () => onSessionEnded(null);
  }, []);

  const session = useMemo<Session>(
    () => ({
      ...state,
      verify,
      login: async (credentials) => {
        const profile = await api.session.login(credentials);
        applyAccountLanguage(profile);
        signedIn(profile);
      },
      logout: async () => {
        try {
          await api.session.logout();
          setState(left);
        } catch {
          // SPEC 8: a failed logout is shown in a browser alert.
          window.alert(t("staff.errors.logout"));
        }
      },
      updateProfile: (changes) =>
        setState((current) => (current.profile ? { ...current, profile: { ...current.profile, ...changes } } : current)),
      clear: () => setState(left),
      relogin: async (password) => {
        // The same account only: what the open form holds was typed for it.
        const profile = await api.session.login({ username: state.profile?.username ?? "", password });
        setState({ status: SessionStatus.LoggedIn, verifying: false, profile, left: false, resumed: Date.now() });
      },
      giveUp: () => setState(loggedOut),
    }),
    [state, verify, signedIn],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}

/** The profile inside the authenticated shell, which renders only for a logged-in session. */
export function useProfile(): Profile {
  const { profile } = useSession();
  if (!profile) throw new Error("useProfile outside the authenticated shell");
  return profile;
}
