// DESIGN 3: a meet's live socket is reached through a jose-signed token of its id, so a meet id
// alone (guessable) opens nothing. No iat: the same meet always has the same signed_id.
import { jwtVerify, SignJWT } from "jose";

const key = (env: Env) => new TextEncoder().encode(env.SIGNING_SECRET);

export async function signMeetId(env: Env, meetId: number): Promise<string> {
  return new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(String(meetId)).sign(key(env));
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
