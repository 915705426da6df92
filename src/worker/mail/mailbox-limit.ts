// DESIGN 4: what a signed-in club user or administrator has mailed to an address that someone else
// may read (an invitation, the confirmation of a new address and the notice to the old one). One limit
// per mailbox over all of these, whoever asks and through whichever edit, so no team screen floods an
// inbox; only mails that go out count.
import type { HttpError } from "../http/errors";
import { giveBack, type Limit, takeAttempt } from "../auth/rate-limit";

export const MAILS_PER_ADDRESS = 3;

// The invitations' key from before, so the administrators' lockout list still names what it locks.
const limitOf = (address: string): Limit => ({ key: `invite:addr:${address}`, limit: MAILS_PER_ADDRESS });

/** Counts one mail to each address before it is sent, or refuses (`refusal`) when any had its share. */
export function takeMails(env: Env, addresses: readonly string[], refusal: () => HttpError): Promise<void> {
  return takeAttempt(env, addresses.map(limitOf), refusal);
}

/** Gives back the mails counted for addresses they were not sent to after all. */
export function giveBackMails(env: Env, addresses: readonly string[]): Promise<void> {
  return giveBack(
    env,
    addresses.map((address) => limitOf(address).key),
  );
}
