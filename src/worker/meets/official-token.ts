// DESIGN 8: an official has no account; joining a meet gives a jose-signed token of the official and
// the meet that opens the meet's socket as an official for a day.
import { jwtVerify, SignJWT } from "jose";

const LIFETIME_SECONDS = 24 * 3600;
// The meet's signed id is signed with the same secret; the audience keeps one token from passing
// for the other.
const AUDIENCE = "official";

const key = (env: Env) => new TextEncoder().encode(env.SIGNING_SECRET);

/** Who and where only: the name shown in the room is read from D1 at every connect. */
export interface OfficialClaims {
  officialId: number;
  meetId: number;
}

export async function signOfficialToken(env: Env, claims: OfficialClaims, now = Date.now()): Promise<{ token: string; expires_at: string }> {
  const expiresAt = Math.floor(now / 1000) + LIFETIME_SECONDS;
  const token = await new SignJWT({ meet: claims.meetId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(claims.officialId))
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(expiresAt)
    .sign(key(env));
  return { token, expires_at: new Date(expiresAt * 1000).toISOString() };
}

const positiveId = (value: unknown): number | null => {
  const id = typeof value === "string" ? Number(value) : value;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The token's claims, or null when it is forged, expired, of another kind or malformed. */
export async function verifyOfficialToken(env: Env, token: string): Promise<OfficialClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(env), { algorithms: ["HS256"], audience: AUDIENCE, requiredClaims: ["exp"] });
    const officialId = positiveId(payload.sub);
    const meetId = positiveId(payload.meet);
    if (officialId == null || meetId == null) return null;
    return { officialId, meetId };
  } catch {
    return null;
  }
}
