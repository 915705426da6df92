import { useEffect, useState } from "react";
import * as v from "valibot";
import { meetNumber } from "../../shared/schemas";
import { api, isApiError } from "../api";
import { t } from "../i18n/texts";

/** Where the uniqueness check of a typed meet number stands; only "free" lets a CSV meet be created. */
export type MeetNumberCheck = "idle" | "checking" | "free" | "taken" | "failed";

/**
 * SPEC 5: the number is checked as soon as it has its 5 digits. A 422 means taken; any other
 * failure (no connection, SPEC 8 "unable to connect") leaves it unchecked, so submit stays off.
 */
/** How long a check that could not be made waits before it asks again. */
const RETRY_MS = 2_000;

export function useMeetNumberCheck(value: string, own?: string): MeetNumberCheck {
  const number = value.trim();
  // A meet's own number, unchanged in its edit, is not another meet's.
  const complete = v.is(meetNumber, number) && number !== own;
  const [answer, setAnswer] = useState<{ number: string; check: MeetNumberCheck }>();

  useEffect(() => {
    if (!complete) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      api.meets.validateUnique(number).then(
        () => current && setAnswer({ number, check: "free" }),
        (e: unknown) => {
          if (!current) return;
          const taken = isApiError(e, 422);
          setAnswer({ number, check: taken ? "taken" : "failed" });
          // A lost connection or a passing server error: asked again by itself, so the form opens once it can.
          if (!taken) retry = setTimeout(ask, RETRY_MS);
        },
      );
    void ask();
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [number, complete]);

  if (!complete) return "idle";
  return answer?.number === number ? answer.check : "checking";
}

/** DESIGN 9: a free meet number for a new CSV meet, asked once; null until it arrives, or when it could not be asked. */
export function useSuggestedMeetNumber(): string | null {
  const [number, setNumber] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api.meets.freeNumber().then(
      ({ external_id }) => current && setNumber(external_id),
      // Without a suggestion the user types the number, as before.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return number;
}

/** What the meet number's field says of its check. */
export const meetNumberHint = (check: MeetNumberCheck): string | undefined =>
  ({
    idle: undefined,
    checking: t("staff.meets.new.numberChecking"),
    free: t("staff.meets.new.numberFree"),
    taken: t("staff.meets.new.numberInUse"),
    failed: t("staff.meets.new.numberOffline"),
  })[check];
