// DESIGN 8: the officials' phone page joins a meet without an account. Step 1 checks the meet number
// and its 4-digit authorisation code, or the key of the meet's QR code instead; step 2 registers the
// official and hands out the socket token.
import { Hono, type Context } from "hono";
import { describeRoute } from "hono-openapi";
import { and, eq } from "drizzle-orm";
import { db } from "../db/client";
import { meetOfficials, meets, officials } from "../../shared/d1-schema";
import type { AppEnv } from "../http/types";
import { answers } from "../http/openapi";
import { HttpError, tooManyRequests } from "../http/errors";
import { jsonBody } from "../http/validate";
import { allow } from "../auth/access";
import { clientKey, giveBack, takeAttempt, WINDOW_MS } from "../auth/rate-limit";
import { signMeetId } from "../meets/signed-id";
import { isMeetPast } from "../../shared/meet-day";
import { signOfficialToken } from "../meets/official-token";
import { finished, type MeetRow } from "../meets/store";
import {
  officialJoinSchema,
  officialOpenSchema,
  type OfficialCodeSent,
  type OfficialJoin,
  type OfficialJoinBody,
  type OfficialMeetBody,
  type OfficialOpenBody,
  type OfficialMeetFacts,
} from "../../shared/official";
import { logToMeet } from "../meets/meet-log";
import { roomText } from "../../durable/room-text";
import {
  knownPhone,
  mailCode,
  mailRegistrationCode,
  OUT_OF_MAILS,
  register,
  registerAdmitted,
  rememberPhone,
  spendCode,
  type Official,
} from "../auth/official-proof";
import { randomToken } from "../auth/crypto";
import { STALE_MS } from "../../durable/room/admissions";
import { room } from "../meets/store";
import { assertMailable, MAIL_NOT_CONFIGURED } from "../mail/app-url";
import { languageOf, say, text } from "../http/language";
import type { Language } from "../../shared/i18n/languages";

// A 4-digit code is 10,000 guesses. Officials at one venue share one address, so the failures of
// one address are counted per meet, with room for a whole team's mistypes: the others who type it
// right, and every other meet at that venue, are never locked by them. What caps guessing is the
// count per meet from all addresses: 60 per 15 minutes makes the code space a matter of days, and
// the code is renewed per meet. A very wide count per address stops one address scanning meets.
const JOIN_FAILURES_PER_CLIENT_AND_MEET = 30;
const JOIN_FAILURES_PER_MEET = 60;
const JOIN_FAILURES_PER_CLIENT = 200;

const wrongMeet = () => new HttpError(401, "Invalid meet", text("server.officials.wrongMeet"));
const wrongKey = () => new HttpError(401, "Invalid join key", text("labels.validation.joinKey"));

/** The meet a body opens, and how. */
interface Opened {
  meet: MeetRow;
  /** Only the desk may admit this join (meetOfCode). */
  desk: boolean;
  /** The attempts this try still counts against (a desk-only try's), for a try that was no guess to give back. */
  counted: string[];
}

/** The meet this body opens: by the QR code's key (never locked by typed codes), or by number and code. */
async function openMeet(env: Env, client: string, body: OfficialOpenBody): Promise<Opened> {
  const opened: Opened =
    "join_key" in body
      ? { meet: await meetOfKey(env, client, body.join_key), desk: false, counted: [] }
      : await meetOfCode(env, client, body);
  if (isMeetPast(opened.meet.planned_date, opened.meet.time_zone)) {
    throw new HttpError(403, "Meet closed", text("server.officials.meetClosed"));
  }
  return opened;
}

async function meetOfKey(env: Env, client: string, joinKey: string): Promise<MeetRow> {
  // 128 random bits cannot be guessed; the count only keeps one address from hammering the table.
  const limits = [{ key: `official:key:${client}`, limit: JOIN_FAILURES_PER_CLIENT }];
  await takeAttempt(env, limits);
  const [meet] = await db(env)
    .select()
    .from(meets)
    .where(and(eq(meets.join_key, joinKey), finished));
  if (!meet) throw wrongKey();
  await giveBack(
    env,
    limits.map((l) => l.key),
  );
  return meet;
}

/** The keys that count a meet's typed codes: from all addresses, or with `client` from one. */
export const typedCodeKey = (meetNumber: string, client?: string) =>
  `official:meet:${meetNumber}${client === undefined ? "" : `:ip:${client}`}`;

/**
 * The meet of a typed number and code. Past the meet-wide cap of mistyped codes the code is not even
 * compared (a right guess must not show as right), and the join is not refused for everyone either,
 * which would let anyone who knows the number lock every official out: it goes to the desk (`desk`),
 * where an administrator who sees the person admits them (DESIGN 8). Such a try still counts against
 * the client's own limits.
 */
async function meetOfCode(env: Env, client: string, body: OfficialMeetBody): Promise<Opened> {
  const own = [
    { key: typedCodeKey(body.meet_number, client), limit: JOIN_FAILURES_PER_CLIENT_AND_MEET },
    { key: `official:ip:${client}`, limit: JOIN_FAILURES_PER_CLIENT },
  ];
  const meetWide = { key: typedCodeKey(body.meet_number), limit: JOIN_FAILURES_PER_MEET };
  await takeAttempt(env, own);
  const desk = await takeAttempt(env, [meetWide]).then(
    () => false,
    () => true,
  );
  const [meet] = await db(env)
    .select()
    .from(meets)
    .where(and(eq(meets.external_id, body.meet_number), finished));
  const counted = [...own, meetWide].map((l) => l.key);
  if (meet && desk) return { meet, desk, counted };
  // One answer for an unknown number and a wrong code, so neither can be probed on its own.
  if (!meet || meet.auth_code !== body.auth_code) throw wrongMeet();
  await giveBack(env, counted);
  return { meet, desk, counted: [] };
}

const factsOf = (meet: MeetRow): OfficialMeetFacts => ({ name: meet.name, external_id: meet.external_id, planned_date: meet.planned_date });

/**
 * The official this join acts as, or null when it must wait for the code mailed to the address.
 * Nobody may act as another official, whose e-mail and number are no secret, so an existing official
 * counts only from a phone they joined from, or with their mailed code; a new address becomes an
 * official only with the code mailed to it. Until then nothing is recorded, and the answer and the
 * mail are the same whether the address is an official's or not, and whatever number was typed. A join
 * never renames an official: their name is theirs and the administrators'.
 */
async function officialOf(
  env: Env,
  client: string,
  body: OfficialJoinBody,
  language: Language,
  admitted: boolean,
): Promise<{ official: Official; deviceKey?: string } | null> {
  const [found] = await db(env).select().from(officials).where(eq(officials.email, body.email));
  const known = !admitted && (await knownPhone(env, found?.id, body.device_key));
  if (!admitted && !known && body.email_code === undefined) {
    // No code by mail while APP_URL is unusable: the join goes to the desk, which needs none (below).
    assertMailable(env);
    await (found ? mailCode(env, client, found, language) : mailRegistrationCode(env, client, body, language));
    return null;
  }
  const official = found ?? (admitted ? await registerAdmitted(env, body) : await register(env, client, body, body.email_code!));
  if (found && !known && !admitted) await spendCode(env, client, found, body.email_code!);
  // Only now, to whom proved to be this official, may the answer say the number is not theirs.
  if (official.external_id !== body.external_id) {
    const otherNumber = text("server.officials.otherNumber");
    throw new HttpError(422, "Existing official", otherNumber, { external_id: otherNumber });
  }
  return { official, deviceKey: known ? undefined : await rememberPhone(env, official.id) };
}

/**
 * What proves a waiting join besides the desk: the code just mailed, the last one mailed to the address
 * when its limits refuse another (a code is valid until it expires or the next replaces it), or none.
 */
type Proof = "mailed" | "mailedBefore" | "none";

/**
 * DESIGN 8: the join also waits for the desk, as `request_id`; the mailed code stays for those who
 * have mail. A mail the limits refuse leaves the desk, which needs none, and the code of an earlier
 * mail; the phone says why no new one came, or the official would wait for it in vain.
 */
async function waitForDesk(
  c: Context<AppEnv>,
  meet: MeetRow,
  body: OfficialJoinBody,
  proof: Proof,
  language: Language,
): Promise<OfficialCodeSent> {
  const request = await room(c.env, meet.id).officialWaiting(
    { name: body.name, external_id: body.external_id, email: body.email },
    randomToken(16),
    clientKey(c.req),
    body.replaces,
  );
  if (!request && proof === "none") throw tooManyRequests();
  const message = {
    mailed: text("server.officials.codeSentOrDesk", { email: body.email }),
    mailedBefore: text("server.officials.outOfMails", { minutes: WINDOW_MS / 60_000 }),
    none: text("server.officials.deskOnly"),
  }[proof];
  return {
    code_sent: proof === "mailed",
    ...(proof === "mailedBefore" ? { earlier_code: true } : {}),
    message: say(language, message),
    request_id: request?.id ?? null,
  };
}

export const officialJoinRoutes = new Hono<AppEnv>()
  .use(allow("public"))
  .post(
    "/meet",
    describeRoute({
      tags: ["Officials"],
      summary: "Phone page, step 1: the meet of a number and authorisation code, or of the QR code's `join_key` instead",
      responses: answers({ 200: "The meet's name, number and date" }, 401, 403, 413, 415, 429),
    }),
    jsonBody(officialOpenSchema),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(factsOf((await openMeet(c.env, clientKey(c.req), body)).meet));
    },
  )
  .post(
    "/join",
    describeRoute({
      tags: ["Officials"],
      summary:
        "Phone page, step 2: join the meet as official and get the socket token (the meet as in step 1). " +
        "From a phone without the official's `device_key` the answer is 202 and a code mailed to the address, " +
        "to send again as `email_code`; the same for a new address, " +
        "which becomes an official with the name and number of the request the code was mailed for. " +
        "The 202 also gives `request_id`: the join waits at the desk (DESIGN 8) until an administrator admits it " +
        "(the phone asks again with it, 202 while waiting, 200 once admitted, 410 once refused, or expired when it has not asked for " +
        `${STALE_MS / 60_000} minutes; with \`email_code\` an ended request is no refusal, the code is checked); ` +
        "past the meet-wide cap of mistyped codes a right code goes to the desk only (`code_sent` false); " +
        "when the address's mail limits refuse a new code, `code_sent` is false and `earlier_code` true: " +
        "the last code mailed still proves the join",
      responses: answers(
        { 200: "The token, the meet and the official", 202: "A code was mailed to the address, and the desk asked" },
        401,
        403,
        410,
        413,
        415,
        422,
        429,
      ),
    }),
    jsonBody(officialJoinSchema),
    async (c) => {
      const body = c.req.valid("json");
      const client = clientKey(c.req);
      const { meet, desk, counted } = await openMeet(c.env, client, body);
      const language = languageOf(c);
      // A phone that waits for the desk asks again with its request; admitted, it joins as proven.
      const admission = body.request_id ? await room(c.env, meet.id).officialAdmission(body.request_id, body.email) : null;
      // A phone that stopped asking for a while (its official reading the mail) lost its place at the
      // desk, not its mailed code: a code it sends is checked as without the request.
      if (admission === "ended" && body.email_code === undefined) {
        throw new HttpError(410, "Request ended", text("server.officials.requestEnded", { minutes: STALE_MS / 60_000 }));
      }
      // Past the meet-wide cap the code is not compared, so each try counts against the address. A phone
      // that asks again with a request the desk holds (every few seconds) guesses nothing: were it
      // counted, one waiting phone would use up its venue's typed codes within two minutes.
      if ((admission === "waiting" || admission === "admitted") && counted.length > 0) await giveBack(c.env, counted);
      if (admission === "waiting") {
        const waiting: OfficialCodeSent = {
          code_sent: !desk && body.email_code === undefined,
          message: say(language, text(desk ? "server.officials.deskOnly" : "server.officials.codeSentOrDesk", { email: body.email })),
          request_id: body.request_id!,
        };
        if (body.email_code === undefined) return c.json(waiting, 202);
      }
      if (desk && admission !== "admitted") return c.json(await waitForDesk(c, meet, body, "none", language), 202);
      let proven: Awaited<ReturnType<typeof officialOf>>;
      try {
        proven = await officialOf(c.env, client, body, language, admission === "admitted");
      } catch (error) {
        // Out of mails for this address, or no mail at all (APP_URL, logged): the desk still admits, and needs no mail.
        if (error instanceof HttpError && (error.status === 429 || error.error === MAIL_NOT_CONFIGURED) && body.email_code === undefined) {
          return c.json(await waitForDesk(c, meet, body, error.error === OUT_OF_MAILS ? "mailedBefore" : "none", language), 202);
        }
        throw error;
      }
      if (!proven) return c.json(await waitForDesk(c, meet, body, "mailed", language), 202);
      const { official, deviceKey } = proven;
      await db(c.env).insert(meetOfficials).values({ meet_id: meet.id, official_id: official.id }).onConflictDoNothing().run();
      await room(c.env, meet.id).officialJoined(official.email);
      await logToMeet(
        c.env,
        meet.id,
        "official",
        roomText("server.log.officialJoined", { name: official.name, number: official.external_id }),
        official.name,
      );
      const { token, expires_at } = await signOfficialToken(c.env, official.id, meet);
      const answer: OfficialJoin = {
        token,
        expires_at,
        signed_id: await signMeetId(c.env, meet.id),
        meet: { id: meet.id, ...factsOf(meet) },
        official: { id: official.id, name: official.name, email: official.email, external_id: official.external_id },
        ...(deviceKey ? { device_key: deviceKey } : {}),
      };
      return c.json(answer);
    },
  );
