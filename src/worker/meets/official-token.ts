// DESIGN 8: an official has no account; joining a meet gives a jose-signed token of the official and
// the meet that opens the meet's socket as an official for a day.
import { decodeJwt, jwtVerify, SignJWT } from "jose";

const LIFETIME_SECONDS = 24 * 3600;
// The meet's signed id is signed with the same secret; the audience keeps one token from passing
// for the other.
const AUDIENCE = "official";

/** The meet as the token depends on it: a new authorisation code ends every token of the old one. */
export interface TokenMeet {
  id: number;
  auth_code: string;
}

// The code is part of the key rather than a claim: the token stays free of it, and an administrator
// who hands out a new code shuts out whoever had the old one without a list of tokens to revoke.
const key = (env: Env, meet: TokenMeet) => new TextEncoder().encode(`${env.SIGNING_SECRET}:official:${meet.id}:${meet.auth_code}`);

export interface OfficialClaims {
  officialId: number;
  meetId: number;
}

export async function signOfficialToken(
  env: Env,
  officialId: number,
  meet: TokenMeet,
  now = Date.now(),
): Promise<{ token: string; expires_at: string }> {
  const expiresAt = Math.floor(now / 1000) + LIFETIME_SECONDS;
  const token = await new SignJWT({ meet: meet.id })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(officialId))
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(expiresAt)
    .sign(key(env, meet));
  return { token, expires_at: new Date(expiresAt * 1000).toISOString() };
}

const positiveId = (value: unknown): number | null => {
  const id = typeof value === "string" ? Number(value) : value;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The meet a token says it is for, unverified: only to tell an official who opened another meet's
 * socket why, never to let anyone in.
 */
export function claimedMeetId(token: string): number | null {
  try {
    return positiveId(decodeJwt(token).meet);
  } catch {
    return null;
  }
}

/** The token's claims for this meet, or null when it is forged, expired, of another kind or code, or malformed. */
export async function verifyOfficialToken(env: Env, token: string, meet: TokenMeet): Promise<OfficialClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(env, meet), { algorithms: ["HS256"], audience: AUDIENCE, requiredClaims: ["exp"] });
    const officialId = positiveId(payload.sub);
    const meetId = positiveId(payload.meet);
    if (officialId == null || meetId !== meet.id) return null;
    return { officialId, meetId };
  } catch {
    return null;
  }
}
