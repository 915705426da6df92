import { lazy, Suspense, useEffect, useState } from "react";
import { t } from "../i18n/texts";
import { PhoneShell } from "./PhoneShell";
import { UpdateOffer } from "./PhoneState";
import { readSession, writeOpening, writeSession, type OfficialSession } from "./join/session";

// DESIGN 11: a phone loads the sign-in or the meet, never both to show its first screen. Offline
// both come from the service worker's cache (DESIGN 8f).
const SignIn = lazy(() => import("./join/SignIn").then((module) => ({ default: module.SignIn })));
const OfficialMeet = lazy(() => import("./OfficialMeet").then((module) => ({ default: module.OfficialMeet })));
// DESIGN 12: the language switch on the sign-in steps' bar (and on the task choice), never on a task's
// screen, so the timing screen loads none of it.
const LanguageSwitch = lazy(() => import("../i18n/LanguageSwitch").then((module) => ({ default: module.LanguageSwitch })));

/** The officials' page (DESIGN 8): signing in until a join is kept, then the meet itself. */
export function OfficialApp() {
  const [session, setSession] = useState(() => readSession(localStorage, Date.now()));
  const [notice, setNotice] = useState<string | null>(null);

  // Signing out, or a deleted meet, forgets how the meet was opened; an expired join signs in again by it.
  const leave = (why: string | null, forgetMeet = false) => {
    writeSession(localStorage, null);
    if (forgetMeet) writeOpening(localStorage, null);
    setSession(null);
    setNotice(why);
  };

  // The token stops opening the room at its expiry; say so then rather than at the next reconnect.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `leave` only sets state and storage; the timer follows the session alone.
  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(
      () => leave(t("official.notices.expired")),
      Math.min(2 ** 31 - 1, Date.parse(session.expires_at) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [session]);

  if (!session) {
    return (
      <PhoneShell
        action={
          <Suspense fallback={null}>
            <LanguageSwitch onBar />
          </Suspense>
        }
      >
        <UpdateOffer allowed />
        <Suspense fallback={null}>
          <SignIn
            notice={notice}
            onJoined={(joined: OfficialSession) => {
              writeSession(localStorage, joined);
              setNotice(null);
              setSession(joined);
            }}
          />
        </Suspense>
      </PhoneShell>
    );
  }
  return (
    <Suspense fallback={<PhoneShell title={session.meet.name}>{null}</PhoneShell>}>
      <OfficialMeet key={session.token} session={session} onLeave={leave} />
    </Suspense>
  );
}
