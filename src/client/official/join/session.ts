// What the phone remembers between visits (brief "Client"): the join (token until it expires), how
// the meet was opened, the official's details for the next meet, and the task.
import * as v from "valibot";
import type { OfficialOpenBody, OfficialTask } from "../../../shared/official";
import { officialJoinAnswerSchema, type OfficialJoin } from "../../../shared/official-join";
import { readJson, type KeyValueStore } from "../storage/recordQueue";

/** A join as the phone keeps it: the Worker's answer as it stands. */
export type OfficialSession = OfficialJoin;

export interface OfficialDetails {
  email: string;
  external_id: string;
  name: string;
}

const SESSION_KEY = "zwemtijd.official.session";
const DETAILS_KEY = "zwemtijd.official.details";
export const OPENING_KEY = "zwemtijd.official.opening";
const taskKey = (session: OfficialSession) => `zwemtijd.official.task.${session.meet.id}.${session.official.id}`;

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

const isExpired = (session: Pick<OfficialSession, "expires_at">, now: number): boolean => !(Date.parse(session.expires_at) > now);

/** The kept join, or null when there is none, it is damaged, or its token has expired. */
export function readSession(store: KeyValueStore, now: number): OfficialSession | null {
  const kept = v.safeParse(officialJoinAnswerSchema, readJson(store, SESSION_KEY));
  return kept.success && !isExpired(kept.output, now) ? kept.output : null;
}

export function writeSession(store: KeyValueStore, session: OfficialSession | null): void {
  if (session) store.setItem(SESSION_KEY, JSON.stringify(session));
  else store.removeItem(SESSION_KEY);
}

export function writeOpening(store: KeyValueStore, opening: OfficialOpenBody | null): void {
  if (opening) store.setItem(OPENING_KEY, JSON.stringify(opening));
  else store.removeItem(OPENING_KEY);
}

/**
 * The QR code's key in the page's address (DESIGN 8: `/official?key=…`), kept as the opening and
 * taken out of the address, so it stays out of the browser's history and of a screenshot of the
 * page. True when the address had one.
 */
export function takeJoinKey(store: KeyValueStore, address: URL, history: Pick<History, "replaceState" | "state">): boolean {
  const key = address.searchParams.get("key");
  if (key === null) return false;
  writeOpening(store, { join_key: key });
  const rest = new URL(address);
  rest.searchParams.delete("key");
  history.replaceState(history.state, "", `${rest.pathname}${rest.search}${rest.hash}`);
  return true;
}

export function readDetails(store: KeyValueStore): OfficialDetails {
  const value = readJson(store, DETAILS_KEY);
  const text = (key: keyof OfficialDetails) => (isObject(value) && typeof value[key] === "string" ? (value[key] as string) : "");
  return { email: text("email"), external_id: text("external_id"), name: text("name") };
}

export function writeDetails(store: KeyValueStore, details: OfficialDetails): void {
  store.setItem(DETAILS_KEY, JSON.stringify(details));
}

export function readTask(store: KeyValueStore, session: OfficialSession): OfficialTask | null {
  const value = readJson(store, taskKey(session));
  if (!isObject(value)) return null;
  if (value.kind === "judge") return { kind: "judge" };
  if (value.kind === "timekeeper" && typeof value.lane === "string") return { kind: "timekeeper", lane: value.lane };
  return null;
}

export function writeTask(store: KeyValueStore, session: OfficialSession, task: OfficialTask | null): void {
  if (task) store.setItem(taskKey(session), JSON.stringify(task));
  else store.removeItem(taskKey(session));
}
