// DESIGN 8: the officials' phone page joins a meet without an account. Step 1 checks the meet number
// and its 4-digit authorisation code, step 2 registers the official and hands out the socket token.
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { db } from "../db/client";
import { meetOfficials, meets, officials } from "../db/schema";
import type { AppEnv } from "../http/types";
import { HttpError } from "../http/errors";
import { jsonBody } from "../http/validate";
import { allow } from "../auth/access";
import { clientKey, giveBack, takeAttempt } from "../auth/rate-limit";
import { signMeetId } from "../meets/signed-id";
import { isMeetPast } from "../../shared/meet-day";
import { signOfficialToken } from "../meets/official-token";
import type { MeetRow } from "../meets/store";
import {
  officialJoinSchema,
  officialMeetSchema,
  type OfficialJoin,
  type OfficialMeetBody,
  type OfficialMeetFacts,
} from "../../shared/official";
import { messages } from "../../shared/texts/nl";

// A 4-digit code is 10,000 guesses: the failures per client are what keeps it secret from one
// phone, the failures per meet number from many addresses at once. The meet's limit is higher so
// that a few mistyping officials never lock the others out at the pool; 50 per 15 minutes still
// makes the whole code space a matter of days.
const JOIN_FAILURES_PER_CLIENT = 10;
const JOIN_FAILURES_PER_MEET = 50;

const wrongMeet = () => new HttpError(401, "Invalid meet", messages.officials.wrongMeet);

async function openMeet(env: Env, client: string, body: OfficialMeetBody): Promise<MeetRow> {
  const limits = [
    { key: `official:ip:${client}`, limit: JOIN_FAILURES_PER_CLIENT },
    { key: `official:meet:${body.meet_number}`, limit: JOIN_FAILURES_PER_MEET },
  ];
  await takeAttempt(env, limits);
  const [meet] = await db(env).select().from(meets).where(eq(meets.external_id, body.meet_number));
  // One answer for an unknown number and a wrong code, so neither can be probed on its own.
  if (!meet || meet.auth_code !== body.auth_code) throw wrongMeet();
  await giveBack(env, limits.map((l) => l.key));
  if (isMeetPast(meet.planned_date)) {
    throw new HttpError(403, "Meet closed", messages.officials.meetClosed);
  }
  return meet;
}

const factsOf = (meet: MeetRow): OfficialMeetFacts => ({ name: meet.name, external_id: meet.external_id, planned_date: meet.planned_date });

/** The official with this e-mail, created or with the name as typed now; refused when the number differs. */
async function registerOfficial(env: Env, body: { email: string; external_id: string; name: string }) {
  const d = db(env);
  const [found] = await d.select().from(officials).where(eq(officials.email, body.email));
  if (!found) return (await d.insert(officials).values(body).returning())[0]!;
  if (found.external_id !== body.external_id) {
    throw new HttpError(422, "Existing official", messages.officials.otherNumber, { external_id: messages.officials.otherNumber });
  }
  if (found.name === body.name) return found;
  return (await d.update(officials).set({ name: body.name }).where(eq(officials.id, found.id)).returning())[0]!;
}

export const officialJoinRoutes = new Hono<AppEnv>()
  .use(allow("public"))
  .post("/meet", jsonBody(officialMeetSchema), async (c) => {
    const body = c.req.valid("json");
    return c.json(factsOf(await openMeet(c.env, clientKey(c.req), body)));
  })
  .post("/join", jsonBody(officialJoinSchema), async (c) => {
    const body = c.req.valid("json");
    const meet = await openMeet(c.env, clientKey(c.req), body);
    const official = await registerOfficial(c.env, body);
    await db(c.env).insert(meetOfficials).values({ meet_id: meet.id, official_id: official.id }).onConflictDoNothing().run();
    const { token, expires_at } = await signOfficialToken(c.env, official.id, meet);
    const answer: OfficialJoin = {
      token,
      expires_at,
      signed_id: await signMeetId(c.env, meet.id),
      meet: { id: meet.id, ...factsOf(meet) },
      official: { id: official.id, name: official.name, email: official.email, external_id: official.external_id },
    };
    return c.json(answer);
  });
