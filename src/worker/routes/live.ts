// DESIGN 6: the meet room's socket, GET /api/live/{signed_id}. The Worker decides who may open it and
// with which role before the upgrade; the room only ever sees sockets the Worker let through.
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { and, eq } from "drizzle-orm";
import type { AppEnv } from "../http/types";
import { answers } from "../http/openapi";
import { HttpError, notFound, unauthorized } from "../http/errors";
import { allow, assertClub } from "../auth/access";
import { assertSameSite } from "../auth/origin";
import { db } from "../db/client";
import { liveUsers, meetOfficials, meets, officials } from "../../shared/d1-schema";
import { room } from "../meets/store";
import { userName } from "../meets/meet-log";
import { verifyMeetId } from "../meets/signed-id";
import { sessionLives } from "../auth/session";
import { claimedMeetId, verifyOfficialToken, type TokenMeet } from "../meets/official-token";
import { isMeetPast } from "../../shared/meet-day";
import {
  LIVE_LANGUAGE_HEADER,
  LIVE_OFFICIAL_HEADER,
  LIVE_ROLE_HEADER,
  LIVE_SESSION_HEADER,
  LIVE_USER_HEADER,
  LIVE_USER_ID_HEADER,
} from "../../durable/room/sockets";
import type { Profile } from "../../shared/profile";
import { LIVE_CLOSE, type LiveRole } from "../../shared/live";
import { languageOf, say, text, type Text } from "../http/language";
import { isLanguage, type Language } from "../../shared/i18n/languages";

interface Identity {
  role: LiveRole;
  name: string;
  officialId?: number;
}

/**
 * SPEC 6: administrators drive the control panel (command the heats, decide as referee) and may
 * change the start list; the meet's own club's users watch the heats and may change the start list.
 */
function sessionIdentity(user: Profile | null, clubId: number): Identity | null {
  if (!user) return null;
  try {
    assertClub(user, clubId);
  } catch {
    return null;
  }
  return { role: user.is_admin ? "admin" : "viewer", name: userName(user) };
}

/**
 * A refusal the client acts on instead of reconnecting; its reason is said in the request's language
 * and is at most 123 bytes in each.
 */
interface Refusal {
  code: (typeof LIVE_CLOSE)[keyof typeof LIVE_CLOSE];
  reason: Text;
}

// The phone page goes back to its first step on 4401, so a deleted official or meet link says the same.
const tokenRefused: Refusal = { code: LIVE_CLOSE.unauthorized, reason: text("server.liveClose.tokenRefused") };
const notLoggedIn: Refusal = { code: LIVE_CLOSE.unauthorized, reason: unauthorized().text };
const otherMeet: Refusal = { code: LIVE_CLOSE.forbidden, reason: text("server.liveClose.otherMeet") };
const noAccess: Refusal = { code: LIVE_CLOSE.forbidden, reason: text("server.liveClose.noAccess") };
const noMeet: Refusal = { code: LIVE_CLOSE.gone, reason: notFound(text("server.records.meet")).text };

/**
 * A browser reads every HTTP refusal of an upgrade as close 1006 and would reconnect forever, so a
 * refusal is an accepted socket that is closed at once with a code the client understands.
 */
function closedSocket({ code, reason }: Refusal, language: Language): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  server.accept();
  server.close(code, say(language, reason));
  return new Response(null, { status: 101, webSocket: client });
}

/**
 * DESIGN 8: the token of a join names the official and the meet; both must still be there together,
 * under the code it was given for, and only until the meet's day has passed.
 */
async function officialIdentity(
  env: Env,
  token: string,
  meet: TokenMeet & { planned_date: string | null; time_zone: string },
): Promise<Identity | Refusal> {
  const claimed = claimedMeetId(token);
  if (claimed !== null && claimed !== meet.id) return otherMeet;
  const claims = await verifyOfficialToken(env, token, meet);
  if (!claims || isMeetPast(meet.planned_date, meet.time_zone)) return tokenRefused;
  const [official] = await db(env)
    .select({ id: officials.id, name: officials.name })
    .from(meetOfficials)
    .innerJoin(officials, eq(meetOfficials.official_id, officials.id))
    .where(and(eq(meetOfficials.meet_id, meet.id), eq(meetOfficials.official_id, claims.officialId)));
  if (!official) return tokenRefused;
  return { role: "official", name: official.name, officialId: official.id };
}

// Public, because an official has no session: the handler decides between the session and the
// `official` token itself, and a logged-in user of the meet keeps their own role.
export const liveRoutes = new Hono<AppEnv>().get(
  "/:signed_id",
  describeRoute({
    tags: ["Live"],
    summary:
      "The meet room's WebSocket: with a session, or with an official's token as `?official=`; " +
      "`?lang=nl|en|de|fr` names the page's language for the room's messages (else the account's, Accept-Language, Dutch)",
    responses: answers({ 101: "The socket; a refusal is a socket closed at once (4401, 4403, 4404)" }, 403, 426),
  }),
  allow("public"),
  async (c) => {
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
      throw new HttpError(426, "Upgrade required", text("server.request.upgradeRequired"));
    }
    // A browser sends the session cookie with a WebSocket to any site, and the upgrade is a GET that
    // checkOrigin lets pass: without this, another site could drive the control panel. A foreign page
    // is no client of ours, so it gets a plain HTTP refusal.
    assertSameSite(c.req.raw, c.env);
    // The refusals and the room's messages follow the page's language (DESIGN 12): a socket carries no
    // header of the page's, so `?lang=` names it, else the request's language holds.
    const asked = c.req.query("lang");
    const language = isLanguage(asked) ? asked : languageOf(c);
    const user = c.get("user");
    const token = c.req.query("official");
    if (!user && token === undefined) return closedSocket(notLoggedIn, language);
    const meetId = await verifyMeetId(c.env, c.req.param("signed_id"));
    if (meetId == null) return closedSocket(noMeet, language);
    const [meet] = await db(c.env)
      .select({
        id: meets.id,
        club_id: meets.club_id,
        auth_code: meets.auth_code,
        planned_date: meets.planned_date,
        time_zone: meets.time_zone,
      })
      .from(meets)
      .where(eq(meets.id, meetId));
    if (!meet) return closedSocket(noMeet, language);
    // A token says the phone page is asking: whoever is also logged in on that phone records as the
    // official they joined as, or their taps would be refused as a viewer's.
    const identity = token !== undefined ? await officialIdentity(c.env, token, meet) : (sessionIdentity(user, meet.club_id) ?? noAccess);
    if ("code" in identity) return closedSocket(identity, language);

    // Set here, never taken from the client: a fresh header set, and a URL without the client's query
    // (partyserver takes a connection id from `_pk`, and connection ids double as tags).
    const headers = new Headers({ Upgrade: "websocket" });
    headers.set(LIVE_ROLE_HEADER, identity.role);
    headers.set(LIVE_USER_HEADER, encodeURIComponent(identity.name));
    // DESIGN 12: the room tells this socket in its language.
    headers.set(LIVE_LANGUAGE_HEADER, language);
    if (identity.officialId !== undefined) headers.set(LIVE_OFFICIAL_HEADER, String(identity.officialId));
    if (identity.role !== "official" && user) {
      // The room tags the socket with its user and session, and D1 remembers the room, so that a
      // logout or a deleted account closes this socket at once (auth/revoke-sockets.ts).
      headers.set(LIVE_USER_ID_HEADER, String(user.id));
      headers.set(LIVE_SESSION_HEADER, c.get("sessionHash") ?? "");
      await db(c.env).insert(liveUsers).values({ meet_id: meet.id, user_id: user.id }).onConflictDoNothing().run();
    }
    const url = new URL(c.req.url);
    url.search = "";
    const opened = await room(c.env, meet.id).fetch(new Request(url, { headers }));
    // A logout (or a password change, a deleted account) between reading the session and the room
    // taking the socket found no socket to close: once the room has it, the session is read again,
    // and a session gone by now closes it. Later revocations find it in the room (live_users above).
    const hash = c.get("sessionHash");
    if (identity.role !== "official" && user && hash && !(await sessionLives(c.env, hash))) {
      await room(c.env, meet.id).revoke({ session: hash });
    }
    return opened;
  },
);
