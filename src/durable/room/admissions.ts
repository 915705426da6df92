// DESIGN 8: admitted at the desk. A join that needs proof waits here too, and the meet's administrators
// see it; the referee, who sees the person, admits or refuses them. Admission proves the join as the
// mailed code would: the phone, which asks again every few seconds, then joins, once.
import type { AdmissionMessage, LiveErrorCode, WaitingOfficial } from "../../shared/live";
import { roomText, type RoomText } from "../room-text";
import type { RoomFrames } from "./frames";
import { ADMIN_TAG } from "./sockets";
import type { RoomStorage } from "./storage";

/** A phone that stopped asking gives up its place: the request ends after this long. */
const WAIT_MS = 15 * 60_000;
/** However many phones ask at once, the desk's list stays one a person can read. */
const MAX_WAITING = 50;

type Stored = WaitingOfficial & { admitted?: boolean };
type Waiting = Record<string, Stored>;

/** Where a phone's request stands when it asks again. */
export type AdmissionState = "waiting" | "admitted" | "ended";

export type AdmissionResult = { ok: true; log: RoomText; ended: string } | { ok: false; code: LiveErrorCode; message: RoomText };

export class RoomAdmissions {
  constructor(
    private readonly store: RoomStorage,
    private readonly frames: RoomFrames,
  ) {}

  /**
   * The request of this address, made now or the one it already has (a phone that asks again, or
   * another phone of the same address), with the name and number it now gives. Null when the desk's
   * list is full.
   */
  wait(request: Omit<WaitingOfficial, "id" | "at">, newId: string): WaitingOfficial | null {
    const waiting = this.current();
    const known = Object.values(waiting).find((w) => w.email === request.email && !w.admitted);
    if (!known && Object.keys(waiting).length >= MAX_WAITING) return null;
    const stored: Stored = known ? { ...known, ...request } : { ...request, id: newId, at: Date.now() };
    waiting[stored.id] = stored;
    this.store.setMeta("waiting_officials", waiting);
    this.frames.sendTo(ADMIN_TAG, { type: "official_waiting", request: publicRequest(stored) });
    return publicRequest(stored);
  }

  /** Asked by the phone's next join: an admitted request is spent by it and ends. */
  take(id: string, email: string): AdmissionState {
    const waiting = this.current();
    const request = waiting[id];
    if (!request || request.email !== email) return "ended";
    if (!request.admitted) return "waiting";
    delete waiting[id];
    this.store.setMeta("waiting_officials", waiting);
    return "admitted";
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

  /** The stored requests without those past their time; the desk hears of each that ended. */
  private current(): Waiting {
    const waiting = this.store.getMeta<Waiting>("waiting_officials") ?? {};
    const now = Date.now();
    const expired = Object.values(waiting).filter((w) => w.at + WAIT_MS < now);
    for (const request of expired) {
      delete waiting[request.id];
      this.frames.sendTo(ADMIN_TAG, { type: "official_waiting_ended", request_id: request.id });
    }
    if (expired.length > 0) this.store.setMeta("waiting_officials", waiting);
    return waiting;
  }
}

const publicRequest = ({ id, name, external_id, email, at }: Stored): WaitingOfficial => ({ id, name, external_id, email, at });
