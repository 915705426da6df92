import { useEffect, useState } from "react";
import { nlOfficial } from "../texts/nl-official";
import { OfficialMeet } from "./OfficialMeet";
import { PhoneShell } from "./PhoneShell";
import { readSession, writeOpening, writeSession, type OfficialSession } from "./session";
import { SignIn } from "./SignIn";

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
  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(() => leave(nlOfficial.notices.expired), Math.min(2 ** 31 - 1, Date.parse(session.expires_at) - Date.now()));
    return () => clearTimeout(timer);
  }, [session]);

  if (!session) {
    return (
      <PhoneShell>
        <SignIn
          notice={notice}
          onJoined={(joined: OfficialSession) => {
            writeSession(localStorage, joined);
            setNotice(null);
            setSession(joined);
          }}
        />
      </PhoneShell>
    );
  }
  return <OfficialMeet key={session.token} session={session} onLeave={leave} />;
}
