// DESIGN 3: a meet's live socket is reached through a jose-signed token of its id, so a meet id
// alone (guessable) opens nothing. No iat: the same meet always has the same signed_id.
import { jwtVerify, SignJWT } from "jose";

const key = (env: Env) => new TextEncoder().encode(env.SIGNING_SECRET);

// The same meet and secret always sign to the same text, so each isolate signs a meet once: the meet
// list and every GET of a meet name it (DESIGN 11). Keyed by the secret too, so a new one signs anew.
const signed = new Map<string, string>();
const MAX_SIGNED = 10_000;

export async function signMeetId(env: Env, meetId: number): Promise<string> {
  const cacheKey = `${meetId}:${env.SIGNING_SECRET}`;
  const known = signed.get(cacheKey);
  if (known !== undefined) return known;
  const token = await new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(String(meetId)).sign(key(env));
  if (signed.size >= MAX_SIGNED) signed.clear();
  signed.set(cacheKey, token);
  return token;
}

export async function verifyMeetId(env: Env, signedId: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(signedId, key(env), { algorithms: ["HS256"] });
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
