// The phone page's two calls to the Worker, with plain fetch: Hono's typed client would pull the
// management app's route types and runtime into a page that must stay small (DESIGN 11).
import type { OfficialJoin, OfficialJoinBody, OfficialMeetBody, OfficialMeetFacts } from "../../shared/official";
import { nlOfficial } from "../texts/nl-official";

/** The Worker's refusal as the form shows it: its Dutch message and the messages per field. */
export class OfficialApiError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "OfficialApiError";
  }
}

/** What a form shows of a failed call: the Worker's Dutch message and its messages per field. */
export function refusalOf(error: unknown): { message: string; fields: Record<string, string> } {
  const refusal = error instanceof OfficialApiError ? error : null;
  // The message also beside field messages: one may name a field the current step does not show.
  return { message: refusal?.message ?? nlOfficial.notices.failed, fields: refusal?.fields ?? {} };
}

async function post<T>(path: string, body: unknown): Promise<T> {
  let reply: Response;
  try {
    reply = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    throw new OfficialApiError(nlOfficial.notices.network);
  }
  const answer = (await reply.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string> };
  if (!reply.ok) throw new OfficialApiError(answer.message || nlOfficial.notices.failed, answer.fields);
  return answer as T;
}

export const officialApi = {
  meet: (body: OfficialMeetBody) => post<OfficialMeetFacts>("/api/official/meet", body),
  join: (body: OfficialJoinBody) => post<OfficialJoin>("/api/official/join", body),
};
