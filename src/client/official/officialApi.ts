// The phone page's calls to the Worker, with plain fetch: Hono's typed client would pull the
// management app's route types and runtime into a page that must stay small (DESIGN 11).
import type { OfficialJoin, OfficialJoinBody, OfficialMeetFacts, OfficialOpenBody } from "../../shared/official";
import { currentLanguage, t } from "../i18n/texts";
import type { VersionAnswer } from "../version";
import { announceMaintenance } from "../maintenance";

/**
 * The Worker's refusal as the form shows it: its message and the messages per field; `status`
 * is the HTTP status, 0 when the Worker was not reached.
 */
export class OfficialApiError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
    readonly status = 0,
  ) {
    super(message);
    this.name = "OfficialApiError";
  }
}

/** What a form shows of a failed call: the Worker's message and its messages per field. */
export function refusalOf(error: unknown): { message: string; fields: Record<string, string> } {
  const refusal = error instanceof OfficialApiError ? error : null;
  // The message also beside field messages: one may name a field the current step does not show.
  return { message: refusal?.message ?? t("official.notices.failed"), fields: refusal?.fields ?? {} };
}

// DESIGN 12: the Worker answers in the page's language, which the switch may have made other than the browser's.
async function post<T>(path: string, body: unknown): Promise<T> {
  let reply: Response;
  try {
    reply = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": currentLanguage() },
      body: JSON.stringify(body),
    });
  } catch {
    throw new OfficialApiError(t("official.notices.network"));
  }
  const answer = (await reply.json().catch(() => ({}))) as { error?: string; message?: string; fields?: Record<string, string> };
  // DESIGN 5: maintenance that began after the page opened blocks it, as the version check would have.
  if (reply.status === 503 && answer.error === "maintenance") announceMaintenance();
  if (!reply.ok) throw new OfficialApiError(answer.message || t("official.notices.failed"), answer.fields, reply.status);
  return answer as T;
}

/**
 * SPEC 2's version answer; a failure rejects (SPEC 4: the client then shows maintenance). No
 * connection at all is no failure of the server (DESIGN 8f): null, and the page works offline.
 */
async function version(): Promise<VersionAnswer | null> {
  let reply: Response;
  try {
    reply = await fetch("/api/version");
  } catch {
    return null;
  }
  if (!reply.ok) throw new OfficialApiError(t("official.notices.failed"), {}, reply.status);
  return (await reply.json()) as VersionAnswer;
}

export const officialApi = {
  meet: (body: OfficialOpenBody) => post<OfficialMeetFacts>("/api/official/meet", body),
  join: (body: OfficialJoinBody) => post<OfficialJoin>("/api/official/join", body),
  version,
};
