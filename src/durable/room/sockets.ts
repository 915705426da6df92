// Who is on a meet socket. The room has no route of its own: only the Worker reaches it, after
// checking the session and the meet's club, and it sets these headers itself (DESIGN 3), so the room
// trusts them. What the headers say is kept as the socket's state and tags: both outlive hibernation,
// a field of the room would not, and tags find an administrator's or an official's sockets without
// reading every socket's state.
import type { Connection } from "partyserver";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../shared/i18n/languages";
import type { LiveRole, OfficialTask } from "../../shared/live";
import type { OfficialRef } from "../official-records";

export const LIVE_ROLE_HEADER = "X-Live-Role";
/** The user's name for the log (DESIGN 6 "who"), URI-encoded because header values are bytes. */
export const LIVE_USER_HEADER = "X-Live-User";
/** The official's id (DESIGN 8), set with the role "official" only. */
export const LIVE_OFFICIAL_HEADER = "X-Live-Official";
/** The signed-in user's id and their session's hash, so a revocation finds their sockets. */
export const LIVE_USER_ID_HEADER = "X-Live-User-Id";
export const LIVE_SESSION_HEADER = "X-Live-Session";
/** DESIGN 12: the language the Worker answers this request in; the socket's refusals and log are in it. */
export const LIVE_LANGUAGE_HEADER = "X-Language";

/** Which sockets a revocation ends: a session's, a user's (but one session), one official's, or every official's. */
export type Revocation = { session: string } | { user: number; except?: string } | { official: number } | { officials: true };

// partyserver makes every connection id a tag as well; ids are nanoids, which never contain ':'.
export const ADMIN_TAG = "role:admin";
export const OFFICIAL_TAG = "role:official";
export const officialTag = (officialId: number): string => `official:${officialId}`;

/** `language`: what the socket is told in (DESIGN 12); a socket from before languages has none, and hears Dutch. */
export type SocketState =
  | { role: Exclude<LiveRole, "official">; user: string; language?: Language }
  | {
      role: "official";
      user: string;
      language?: Language;
      official: OfficialRef;
      task?: OfficialTask | null;
    };

export type OfficialSocketState = Extract<SocketState, { role: "official" }>;

/** A meet socket with what the Worker said of it. */
export type RoomSocket = Connection<SocketState>;

function userOf(request: Request): string {
  try {
    return decodeURIComponent(request.headers.get(LIVE_USER_HEADER) ?? "");
  } catch {
    return "";
  }
}

/** The language the Worker named for the socket's request; Dutch when it named none. */
export function headerLanguage(request: Request): Language {
  const language = request.headers.get(LIVE_LANGUAGE_HEADER);
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Who is on a socket, from the Worker's headers; null when they name no role the room knows. */
export function socketStateOf(request: Request): SocketState | null {
  const role = request.headers.get(LIVE_ROLE_HEADER);
  const user = userOf(request);
  const language = headerLanguage(request);
  if (role === "admin" || role === "viewer") return { role, user, language };
  const officialId = Number(request.headers.get(LIVE_OFFICIAL_HEADER));
  if (role === "official" && Number.isSafeInteger(officialId) && officialId > 0) {
    return { role, user, language, official: { id: officialId, name: user } };
  }
  return null;
}

export const socketLanguage = (connection: Connection): Language => (connection as RoomSocket).state?.language ?? DEFAULT_LANGUAGE;

/** The tags a new socket carries: its role's, its user's and session's, and an official's own. */
export function socketTags(request: Request): string[] {
  const state = socketStateOf(request);
  const tags = state?.role === "admin" ? [ADMIN_TAG] : [];
  const userId = request.headers.get(LIVE_USER_ID_HEADER);
  const session = request.headers.get(LIVE_SESSION_HEADER);
  if (userId && /^\d+$/.test(userId)) tags.push(`user:${userId}`);
  if (session && /^[0-9a-f]{1,128}$/.test(session)) tags.push(`session:${session}`);
  if (state?.role === "official") tags.push(OFFICIAL_TAG, officialTag(state.official.id));
  return tags;
}

/** The tag of the sockets a revocation ends, and the tag of a session it spares. */
export function revocationTags(revocation: Revocation): { tag: string; spared: string | null } {
  const tag =
    "session" in revocation
      ? `session:${revocation.session}`
      : "user" in revocation
        ? `user:${revocation.user}`
        : "official" in revocation
          ? officialTag(revocation.official)
          : OFFICIAL_TAG;
  const spared = "except" in revocation && revocation.except ? `session:${revocation.except}` : null;
  return { tag, spared };
}
