// DESIGN 8: admitted at the desk. A join that needs proof waits here too, and the meet's administrators
// see it; the referee, who sees the person, admits or refuses them. Admission proves the join as the
// mailed code would: the phone, which asks again every few seconds, then joins, once. A request lives
// only as long as its phone asks: the desk must never admit a phone nobody holds any more.
import type { AdmissionMessage, LiveErrorCode, WaitingOfficial } from "../../shared/live";
import { roomText, type RoomText } from "../room-text";
import type { RoomFrames } from "./frames";
import { ADMIN_TAG } from "./sockets";
import type { RoomStorage } from "./storage";

/**
 * A phone that stopped asking gives up its place: the request ends this long after its last ask, and
 * leaves every desk's list then (the room's alarm). The page asks every 3 s; a browser that hides it
 * slows its timers to about once a minute, so two minutes keeps a phone in a pocket for a moment, while
 * a closed one is off the list before anyone at the desk takes it for a person still waiting. A phone
 * that comes back later hears its request ended (410) and asks again; its mailed code still counts.
 */
export const STALE_MS = 2 * 60_000;
/** However many phones ask at once, the desk's list stays one a person can read. */
const MAX_WAITING = 50;

/**
 * `client`: the network address the request came from (never shown), whose share of the list it uses.
 * `seen`: when its phone last asked (ms); a request stored before phones were heard has only `at`.
 */
type Stored = WaitingOfficial & { admitted?: boolean; client?: string; seen?: number };
type Waiting = Record<string, Stored>;

/** When a request ends unless its phone asks again first. */
export const endsAt = (request: Pick<Stored, "at" | "seen">): number => (request.seen ?? request.at) + STALE_MS;

/** When the first of these requests ends, null for none: the time the room's alarm is set for. */
export const firstEnd = (requests: readonly Pick<Stored, "at" | "seen">[]): number | null =>
  requests.length === 0 ? null : Math.min(...requests.map(endsAt));

/** Where a phone's request stands when it asks again. */
export type AdmissionState = "waiting" | "admitted" | "ended";

export type AdmissionResult = { ok: true; log: RoomText; ended: string } | { ok: false; code: LiveErrorCode; message: RoomText };

export class RoomAdmissions {
  constructor(
    private readonly store: RoomStorage,
    private readonly frames: RoomFrames,
    /** Wakes the room at this time (ms) to end the requests past theirs (sweep). */
    private readonly wakeAt: (at: number) => void,
  ) {}

  /**
   * A new request, made now from network address `client`: a phone's own, whatever other phone asks
   * with the same e-mail address (its phone asks again with its id, `take`). An official's address is
   * no secret: a request found by it would let a stranger's phone spend the real person's admission
   * (the desk tells the two apart by their deskNumber). A full list makes room by ending the oldest
   * request of the network address that holds the most, if that holds more than `client` does: a
   * stranger who fills the list from a few addresses keeps nobody else off it, only their own requests
   * make way. Null when `client` holds the most. `replaces`: the phone's own earlier request, which it
   * went back from to ask anew (its id is the phone's secret): it ends, so the desk lists the phone once.
   */
  wait(request: Omit<WaitingOfficial, "id" | "at">, newId: string, client: string, replaces?: string): WaitingOfficial | null {
    const waiting = this.current();
    const earlier = replaces ? waiting[replaces] : undefined;
    if (earlier && earlier.email === request.email && !earlier.admitted) {
      delete waiting[earlier.id];
      this.frames.sendTo(ADMIN_TAG, { type: "official_waiting_ended", request_id: earlier.id });
    }
    if (Object.keys(waiting).length >= MAX_WAITING) {
      const yielding = this.yielding(waiting, client);
      if (!yielding) return null;
      delete waiting[yielding.id];
      this.frames.sendTo(ADMIN_TAG, { type: "official_waiting_ended", request_id: yielding.id });
    }
    const now = Date.now();
    const stored: Stored = { ...request, id: newId, at: now, seen: now, client };
    waiting[stored.id] = stored;
    this.store.setMeta("waiting_officials", waiting);
    this.frames.sendTo(ADMIN_TAG, { type: "official_waiting", request: publicRequest(stored) });
    // Asking again only postpones an end (take), so an alarm set here and by each sweep is never late.
    this.wakeAt(firstEnd(Object.values(waiting))!);
    return publicRequest(stored);
  }

  /** Asked by the phone's next join: a waiting request lives on, an admitted one is spent by it and ends. */
  take(id: string, email: string): AdmissionState {
    const waiting = this.current();
    const request = waiting[id];
    if (!request || request.email !== email) return "ended";
    if (request.admitted) delete waiting[id];
    else request.seen = Date.now();
    this.store.setMeta("waiting_officials", waiting);
    return request.admitted ? "admitted" : "waiting";
  }

  /** The room's alarm: the requests past their time end, and it is set again for the next. */
  sweep(): void {
    const next = firstEnd(Object.values(this.current()));
    if (next !== null) this.wakeAt(next);
  }

  /** The address joined (by its mailed code, or another phone): its request no longer waits for the desk. */
  joined(email: string): void {
    const waiting = this.current();
    const ended = Object.values(waiting).filter((w) => w.email === email);
    if (ended.length === 0) return;
    for (const request of ended) {
      delete waiting[request.id];
      this.frames.sendTo(ADMIN_TAG, { type: "official_waiting_ended", request_id: request.id });
    }
    this.store.setMeta("waiting_officials", waiting);
  }

  /** The administrator's admit_official or refuse_official, written inside the caller's transaction. */
  decide(message: AdmissionMessage): AdmissionResult {
    const waiting = this.current();
    const request = waiting[message.request_id];
    if (!request || request.admitted) {
      return { ok: false, code: "unknown_request", message: roomText("room.refusal.unknown_request") };
    }
    const who = { name: request.name, number: request.external_id };
    if (message.type === "admit_official") waiting[request.id] = { ...request, admitted: true };
    else delete waiting[request.id];
    this.store.setMeta("waiting_officials", waiting);
    const log = message.type === "admit_official" ? roomText("room.log.officialAdmitted", who) : roomText("room.log.officialRefused", who);
    return { ok: true, log, ended: request.id };
  }

  /** To an administrator's new socket: every request that waits for the desk. */
  list(): WaitingOfficial[] {
    return Object.values(this.current())
      .filter((w) => !w.admitted)
      .sort((a, b) => a.at - b.at)
      .map(publicRequest);
  }

  /** The request that makes way for one from `client`: the oldest not yet admitted of the address holding more than it. */
  private yielding(waiting: Waiting, client: string): Stored | null {
    const held = new Map<string, Stored[]>();
    for (const request of Object.values(waiting)) {
      if (request.admitted) continue;
      const from = request.client ?? "";
      const requests = held.get(from);
      if (requests) requests.push(request);
      else held.set(from, [request]);
    }
    const own = held.get(client)?.length ?? 0;
    let most: Stored[] = [];
    for (const [from, requests] of held) {
      if (from === client || requests.length <= own) continue;
      if (requests.length > most.length || (requests.length === most.length && oldest(requests).at < oldest(most).at)) most = requests;
    }
    return most.length > 0 ? oldest(most) : null;
  }

  /** The stored requests without those past their time; the desk hears of each that ended. */
  private current(): Waiting {
    const waiting = this.store.getMeta<Waiting>("waiting_officials") ?? {};
    const now = Date.now();
    const expired = Object.values(waiting).filter((w) => endsAt(w) <= now);
    for (const request of expired) {
      delete waiting[request.id];
      this.frames.sendTo(ADMIN_TAG, { type: "official_waiting_ended", request_id: request.id });
    }
    if (expired.length > 0) this.store.setMeta("waiting_officials", waiting);
    return waiting;
  }
}

const oldest = (requests: Stored[]): Stored => requests.reduce((p, q) => (q.at < p.at ? q : p));

const publicRequest = ({ id, name, external_id, email, at }: Stored): WaitingOfficial => ({ id, name, external_id, email, at });
