import { useEffect, useState } from "react";
import { t } from "../../i18n/texts";
import type { OfficialMeetBody, OfficialMeetFacts, OfficialOpenBody } from "../../../shared/official";
import { JoinStep } from "./JoinStep";
import { KeyStep } from "./KeyStep";
import { MeetStep } from "./MeetStep";
import { keptKeyMalformed, readOpening } from "./opening";
import { readPendingJoin } from "./pendingJoin";
import { readDetails, writeDetails, writeOpening, type OfficialSession } from "./session";

const NOTHING_TYPED: OfficialMeetBody = { meet_number: "", auth_code: "" };

/**
 * Steps 1 and 2 (brief "Client"): find the meet by number and code, or by the QR code's key, which
 * skips step 1 (DESIGN 8); then join it as oneself. It starts from how this phone last opened a meet,
 * so signing in again after the join expired needs no code.
 */
export function SignIn({ notice, onJoined }: { notice: string | null; onJoined(session: OfficialSession): void }) {
  const [opening, setOpening] = useState<OfficialOpenBody | null>(() => readOpening(localStorage));
  // A join that waited for its mailed code or the desk before a reload opens at that step again.
  const [facts, setFacts] = useState<OfficialMeetFacts | null>(() => readPendingJoin(localStorage, opening, Date.now())?.facts ?? null);
  // A mistyped key is refused here as the Worker refuses an unknown one, rather than silently ignored.
  const [keyProblem, setKeyProblem] = useState<string | null>(() =>
    keptKeyMalformed(localStorage) ? t("labels.validation.joinKey") : null,
  );
  useEffect(() => {
    if (keptKeyMalformed(localStorage)) writeOpening(localStorage, null);
  }, []);

  const found = (body: OfficialOpenBody, meetFacts: OfficialMeetFacts) => {
    writeOpening(localStorage, body);
    setOpening(body);
    setFacts(meetFacts);
  };

  // From the key to the typed path: a refused key, or "Terug" from step 2.
  const typeInstead = (problem: string | null) => {
    setKeyProblem(problem);
    setFacts(null);
    setOpening(null);
  };

  if (opening && "join_key" in opening && !facts) {
    return (
      <KeyStep
        joinKey={opening.join_key}
        onFound={(meetFacts) => found(opening, meetFacts)}
        onRefused={(message, keyRefused) => {
          if (keyRefused) writeOpening(localStorage, null);
          typeInstead(message);
        }}
      />
    );
  }
  if (!opening || !facts) {
    return (
      <MeetStep initial={opening && !("join_key" in opening) ? opening : NOTHING_TYPED} notice={keyProblem ?? notice} onFound={found} />
    );
  }
  return (
    <JoinStep
      meet={opening}
      facts={facts}
      notice={"join_key" in opening ? notice : null}
      details={readDetails(localStorage)}
      onBack={() => ("join_key" in opening ? typeInstead(null) : setFacts(null))}
      onJoined={(session, details) => {
        writeDetails(localStorage, details);
        onJoined(session);
      }}
    />
  );
}
