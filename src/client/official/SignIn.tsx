import { useState } from "react";
import type { OfficialMeetBody, OfficialMeetFacts } from "../../shared/official";
import { JoinStep } from "./JoinStep";
import { MeetStep } from "./MeetStep";
import { readDetails, writeDetails, type OfficialSession } from "./session";

/** Steps 1 and 2 (brief "Client"): find the meet by number and code, then join it as oneself. */
export function SignIn({ notice, onJoined }: { notice: string | null; onJoined(session: OfficialSession): void }) {
  const [meet, setMeet] = useState<OfficialMeetBody>({ meet_number: "", auth_code: "" });
  const [facts, setFacts] = useState<OfficialMeetFacts | null>(null);

  if (!facts) {
    return (
      <MeetStep
        initial={meet}
        notice={notice}
        onFound={(body, found) => {
          setMeet(body);
          setFacts(found);
        }}
      />
    );
  }
  return (
    <JoinStep
      meet={meet}
      facts={facts}
      details={readDetails(localStorage)}
      onBack={() => setFacts(null)}
      onJoined={(session, details) => {
        writeDetails(localStorage, details);
        onJoined(session);
      }}
    />
  );
}
