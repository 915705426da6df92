// Revocation reaches open sockets, so nobody goes on acting through a socket once their session or
// access has ended: a socket is checked only when it opens, so whatever ends a session or an access
// afterwards tells the meet rooms at once, by RPC, and they close the sockets it covers (4401). D1
// knows which rooms a user's sockets may be open in.
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { liveUsers, meetOfficials } from "../../shared/d1-schema";
import { room } from "../meets/store";
import type { Revocation } from "../../durable/room/sockets";

/** The meets where this user opened a live socket. */
export async function liveMeetsOf(env: Env, userId: number): Promise<number[]> {
  return (await db(env).select({ meet_id: liveUsers.meet_id }).from(liveUsers).where(eq(liveUsers.user_id, userId))).map((r) => r.meet_id);
}

/** Ends the sockets `revocation` covers in these meets' rooms. */
export async function revokeIn(env: Env, meetIds: readonly number[], revocation: Revocation): Promise<void> {
  await Promise.all(meetIds.map((meetId) => room(env, meetId).revoke(revocation)));
}

/** A user's sockets, or one session's, wherever they are open. */
export async function revokeUser(env: Env, userId: number, revocation: Revocation): Promise<void> {
  await revokeIn(env, await liveMeetsOf(env, userId), revocation);
}

/** The meets an official joined, where their phone's socket may be open. */
export async function meetsOfOfficial(env: Env, officialId: number): Promise<number[]> {
  return (
    await db(env).select({ meet_id: meetOfficials.meet_id }).from(meetOfficials).where(eq(meetOfficials.official_id, officialId))
  ).map((r) => r.meet_id);
}
