// DESIGN 6: the meet room's socket, GET /api/live/{signed_id}. The Worker decides who may open it and
// with which role before the upgrade; the room only ever sees sockets the Worker let through.
import { Hono } from "hono";
import type { AppEnv } from "../http/types";
import { HttpError, notFound } from "../http/errors";
import { allow, currentUser } from "../auth/access";
import { assertSameSite } from "../auth/origin";
import { findMeet, room } from "../meets/store";
import { verifyMeetId } from "../meets/signed-id";
import { LIVE_ROLE_HEADER, LIVE_USER_HEADER } from "../../durable/meet-room";
import type { LiveRole } from "../../shared/live";

export const liveRoutes = new Hono<AppEnv>().get("/:signed_id", allow("user"), async (c) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    throw new HttpError(426, "Upgrade required", "Dit adres is alleen bereikbaar via een live-verbinding.");
  }
  // A browser sends the session cookie with a WebSocket to any site, and the upgrade is a GET that
  // checkOrigin lets pass: without this, another site could drive the control panel.
  assertSameSite(c.req.raw, c.env);
  const user = currentUser(c);
  const meetId = await verifyMeetId(c.env, c.req.param("signed_id"));
  if (meetId == null) throw notFound("Wedstrijd");
  // SPEC 6: administrators drive the control panel; the meet's own club only watches.
  const meet = await findMeet(c.env, user, meetId);
  const role: LiveRole = user.is_admin ? "admin" : "viewer";

  // Set here, never taken from the client: a fresh header set, and a URL without the client's query
  // (partyserver takes a connection id from `_pk`, and connection ids double as tags).
  const headers = new Headers({ Upgrade: "websocket" });
  headers.set(LIVE_ROLE_HEADER, role);
  headers.set(LIVE_USER_HEADER, encodeURIComponent(`${user.first_name} ${user.last_name}`.trim() || user.username));
  const url = new URL(c.req.url);
  url.search = "";
  return (await room(c.env, meet.id)).fetch(new Request(url, { headers }));
});
