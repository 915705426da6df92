// DESIGN 6: the meet room's socket, GET /api/live/{signed_id}. The Worker decides who may open it and
// with which role before the upgrade; the room only ever sees sockets the Worker let through.
import { Hono } from "hono";
import { and, eq } from "drizzle-orm";
import type { AppEnv } from "../http/types";
import { HttpError, forbidden, notFound, unauthorized } from "../http/errors";
import { allow, assertClub } from "../auth/access";
import { assertSameSite } from "../auth/origin";
import { db } from "../db/client";
import { meetOfficials, meets, officials } from "../db/schema";
import { room } from "../meets/store";
import { verifyMeetId } from "../meets/signed-id";
import { verifyOfficialToken } from "../meets/official-token";
import { LIVE_OFFICIAL_HEADER, LIVE_ROLE_HEADER, LIVE_USER_HEADER } from "../../durable/meet-room";
import type { Profile } from "../../shared/profile";
import type { LiveRole } from "../../shared/live";

interface Identity {
  role: LiveRole;
  name: string;
  officialId?: number;
}

/** SPEC 6: administrators drive the control panel; the meet's own club only watches. */
function sessionIdentity(user: Profile | null, clubId: number): Identity | null {
  if (!user) return null;
  try {
    assertClub(user, clubId);
  } catch {
    return null;
  }
  return { role: user.is_admin ? "admin" : "viewer", name: `${user.first_name} ${user.last_name}`.trim() || user.username };
}

// The phone page goes back to its first step on a 401, so a deleted official or meet link says the same.
const tokenRefused = () => new HttpError(401, "Invalid token", "Je aanmelding als official is verlopen. Meld je opnieuw aan.");

/** DESIGN 8: the token of a join names the official and the meet; both must still be there together. */
async function officialIdentity(env: Env, token: string, meetId: number): Promise<Identity> {
  const claims = await verifyOfficialToken(env, token);
  if (!claims) throw tokenRefused();
  if (claims.meetId !== meetId) throw new HttpError(403, "Other meet", "Je bent voor een andere wedstrijd aangemeld.");
  const [official] = await db(env)
    .select({ id: officials.id, name: officials.name })
    .from(meetOfficials)
    .innerJoin(officials, eq(meetOfficials.official_id, officials.id))
    .where(and(eq(meetOfficials.meet_id, meetId), eq(meetOfficials.official_id, claims.officialId)));
  if (!official) throw tokenRefused();
  return { role: "official", name: official.name, officialId: official.id };
}

// Public, because an official has no session: the handler decides between the session and the
// `official` token itself, and a logged-in user of the meet keeps their own role.
export const liveRoutes = new Hono<AppEnv>().get("/:signed_id", allow("public"), async (c) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    throw new HttpError(426, "Upgrade required", "Dit adres is alleen bereikbaar via een live-verbinding.");
  }
  // A browser sends the session cookie with a WebSocket to any site, and the upgrade is a GET that
  // checkOrigin lets pass: without this, another site could drive the control panel.
  assertSameSite(c.req.raw, c.env);
  const user = c.get("user");
  const token = c.req.query("official");
  if (!user && token === undefined) throw unauthorized();
  const meetId = await verifyMeetId(c.env, c.req.param("signed_id"));
  if (meetId == null) throw notFound("Wedstrijd");
  const [meet] = await db(c.env).select({ id: meets.id, club_id: meets.club_id }).from(meets).where(eq(meets.id, meetId));
  if (!meet) throw notFound("Wedstrijd");
  const identity = sessionIdentity(user, meet.club_id) ?? (token !== undefined ? await officialIdentity(c.env, token, meet.id) : null);
  if (!identity) throw forbidden();

  // Set here, never taken from the client: a fresh header set, and a URL without the client's query
  // (partyserver takes a connection id from `_pk`, and connection ids double as tags).
  const headers = new Headers({ Upgrade: "websocket" });
  headers.set(LIVE_ROLE_HEADER, identity.role);
  headers.set(LIVE_USER_HEADER, encodeURIComponent(identity.name));
  if (identity.officialId !== undefined) headers.set(LIVE_OFFICIAL_HEADER, String(identity.officialId));
  const url = new URL(c.req.url);
  url.search = "";
  return (await room(c.env, meet.id)).fetch(new Request(url, { headers }));
});
