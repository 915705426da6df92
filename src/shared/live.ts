// The meet room's WebSocket messages (DESIGN 6, SPEC 7 "Live connection"), one union per direction
// discriminated on `type`, so the room and the clients switch on it and the compiler finds a case
// nobody handles. Client messages arrive untrusted: the room parses them only with
// parseClientMessage.
import * as v from "valibot";
import type { Heat, LenexSession } from "./programme";
import { labelText } from "./i18n/label-text";
import { isPlainText } from "./plain-text";

import { EXCEPTION_CODE, MAX_EXCEPTION_CODES } from "./exception-codes";
import type { StartSignal } from "./start-signal";
/**
 * admin drives the control panel (commands the heats, decides as referee) and may change the start
 * list; viewer (a user of the meet's club) watches the heats and may change the start list; official
 * records times and arrival orders (DESIGN 8).
 */
export type LiveRole = "admin" | "viewer" | "official";

/**
 * Close codes that end a socket for good (DESIGN 6): the Worker refuses an upgrade with them, as a
 * browser never sees an HTTP refusal of a WebSocket (every one reads as 1006), and the room closes
 * its sockets with `gone` when the meet is deleted. The client stops reconnecting on each.
 */
export const LIVE_CLOSE = { unauthorized: 4401, forbidden: 4403, gone: 4404 } as const;

/** The meet fields a live client may see; the authorisation code stays out (officials type it). */
export interface LiveMeet {
  id: number;
  name: string;
  external_id: string;
  planned_date: string | null;
  /** DESIGN 12: the pool's clock (IANA); absent in a room from before meets had their own. */
  time_zone?: string;
  active_heat_id: string | null;
  /** DESIGN 8e: the meet's ETag; a page that loaded another version loads the meet again. */
  version?: string;
}

/**
 * What a log event is about (DESIGN 8e: the page filters the log by it): the heat control, the
 * officials' records, the referee's decisions, line-up changes, imports, the meet's settings (code,
 * public switch), the link code, officials joining, exports and lifted lockouts.
 */
export const LOG_KINDS = ["control", "record", "decision", "lineup", "import", "meet", "link", "official", "export", "lockout"] as const;
export type LogKind = (typeof LOG_KINDS)[number];

/** SPEC 3 log event: who did what, when (DESIGN 6). */
export interface LogEvent {
  id: string;
  /** ISO 8601. */
  created_at: string;
  /** In the reading socket's language (DESIGN 12), readable as it stands in the log view. */
  action: string;
  user?: string;
  /** Absent on events logged before kinds were kept. */
  kind?: LogKind;
}

/** Why a control command is refused (SPEC 4); heat-rules.ts decides, the room sends the code. */
export type RefusalCode =
  | "no_active_heat"
  | "not_planned"
  | "not_running"
  | "not_finished"
  | "running"
  | "already_active"
  | "unknown_heat"
  | "first_heat"
  | "last_heat"
  /** DESIGN 8e: activate, previous, next or reset made from a view whose active heat is no longer the room's. */
  | "stale_view"
  /** DESIGN 8e: activate, previous, next or reset that does not name the active heat it was made from. */
  | "no_view"
  /** DESIGN 6b: an automatic start of a heat that was not armed ('Gereed voor start'). */
  | "not_armed"
  /** DESIGN 6b: an automatic start whose signal the room cannot take (unsure, unsynchronised, not before the detection). */
  | "auto_unsure"
  /** DESIGN 6b: arming without a learned start signal. */
  | "no_start_signal"
  /** DESIGN 6b: 'Start ongedaan maken' of a heat whose running race was not started automatically. */
  | "not_auto";

/**
 * Codes the room may send besides the SPEC 4 refusals. The official's records are refused with
 * not_started (the heat has no start to measure from), unknown_lane, bad_time (a touch before the
 * start or hours after it), bad_split (a split at no wall of this race, or twice at one) and
 * restarted (an arrival order made before the heat was reset and started again). The referee's
 * decisions are refused with not_swum (the heat was never started), bad_result (a time that is not
 * whole hundredths, or a time beside DNS or DNF), bad_reason (over 200 characters, or not plain text) and
 * unknown_record (an acceptance of a record the heat does not hold). An official's correction is
 * refused with unknown_record (no record of theirs in this heat), old_race (their record belongs to
 * a run of the heat before it was reset), bad_correction (a time for an arrival order or an order
 * for a time) and bad_corrected_time. id_reused: a client id already used for another message.
 */
export type LiveErrorCode =
  | RefusalCode
  | "bad_message"
  | "forbidden"
  | "internal"
  | "not_started"
  | "unknown_lane"
  | "bad_time"
  | "bad_split"
  | "restarted"
  | "not_swum"
  /** settle of a heat whose race is still running: a result is settled only after the stop (DESIGN 8b). */
  | "not_stopped"
  | "bad_result"
  | "bad_reason"
  | "unknown_record"
  | "old_race"
  | "bad_correction"
  | "bad_corrected_time"
  /** A touch later than the room received it, beyond the phone clock's uncertainty: the clock or its offset is wrong. */
  | "future_time"
  /**
   * A lane time (or its correction) for a lane the official did not time in that race, or an order
   * from an official who was no arrival-order judge in it (DESIGN 8b; durable/official-tasks.ts).
   */
  | "not_your_task"
  | "id_reused"
  /** DESIGN 8e line-up changes: the heat has started (only class and exhibition apply then). */
  | "started"
  /** A line-up change that does not fit: an empty lane, a taken lane, another event, nothing to restore. */
  | "bad_lineup"
  /** A class for a relay team, which has none of its own (DESIGN 8e). */
  | "relay_class"
  /** A class outside the event's stroke group, for a class change or a late entry: it would rank nowhere. */
  | "wrong_class"
  /** A late entry of the other gender in an event for men or for women: it would rank in the wrong event. */
  | "wrong_gender"
  /** reject_record of a record that does not wait for the referee. */
  | "not_waiting"
  /** DESIGN 5: maintenance refuses every state-changing command. */
  | "maintenance"
  /** More frames from one socket than any person sends, so one socket cannot flood the room; the message was not applied. */
  | "too_many"
  /** DESIGN 8: admit_official or refuse_official of a request that no longer waits. */
  | "unknown_request";

/**
 * DESIGN 8: an official's join that waits for proof (a code mailed, or the desk), as the meet's
 * administrators see it: they admit the person in front of them, or refuse.
 */
export interface WaitingOfficial {
  id: string;
  name: string;
  external_id: string;
  email: string;
  /** When the phone first asked (ms). */
  at: number;
}

/** DESIGN 6b: the venue's start signal as the room keeps it: who learned it, when (ms), and the signal. */
export interface LearnedStartSignal {
  signal: StartSignal;
  learned_at: number;
  by: string;
}

/** DESIGN 6b: the heat armed for an automatic start ('Gereed voor start'), by whom and when (ms). */
export interface ArmedStart {
  heat_id: string;
  at: number;
  by: string;
}

/** What the administrators' desks know of the start signal; a frame carries the parts that changed. */
export interface StartSignalDesk {
  learned: LearnedStartSignal | null;
  armed: ArmedStart | null;
}

export type ServerMessage =
  | { type: "hello"; role: LiveRole; official?: { id: number; name: string } }
  /** The programme in running order and its sessions, for the session rows (DESIGN 8h). */
  | { type: "heats"; heats: Heat[]; active_heat_id: string | null; sessions: LenexSession[] }
  | { type: "meet"; meet: Partial<LiveMeet> }
  | { type: "heat"; heat: Heat }
  | { type: "events"; events: LogEvent[] }
  | { type: "event"; event: LogEvent }
  | { type: "pong"; me: number; you: number }
  /** Who is at the pool for the active heat (DESIGN 8b): timekeepers per lane and the judges. */
  | { type: "presence"; presence: Presence }
  /** To an official's own sockets: their records at this meet as they stand (DESIGN 8 history). */
  | { type: "own_records"; records: OwnRecord[] }
  /** A command was applied, or had been applied before under the same id (DESIGN 6). */
  | { type: "ack"; id: string }
  /** DESIGN 5: the server is in maintenance; commands are refused until it ends. */
  | { type: "maintenance"; message: string }
  /** Message in the socket's language (DESIGN 12), shown to the user as it stands. */
  | { type: "error"; id?: string; code: LiveErrorCode; message: string }
  /**
   * The room ends this socket with this close code, sent just before the close itself:
   * a proxy may hold a close back for seconds, and the page must leave its live screen at once.
   */
  | { type: "closing"; code: number; reason: string }
  /** To administrators: an official waits to be admitted at the desk (DESIGN 8); one frame per request. */
  | { type: "official_waiting"; request: WaitingOfficial }
  /** To administrators: the request was admitted, refused, used or expired, and leaves the list. */
  | { type: "official_waiting_ended"; request_id: string }
  /** To administrators only (DESIGN 6b): the learned start signal and the arming, as they now stand. */
  | { type: "start_signal"; desk: Partial<StartSignalDesk> };

// Untrusted input: a command is a few dozen bytes and the largest record, a lane time with its 40
// splits, under 2 KB, so anything much bigger is refused before JSON.parse ever sees it.
export const MAX_CLIENT_MESSAGE_LENGTH = 4096;

/**
 * RFC 6455's close code for a message too big to process. No page of ours sends one, so the room
 * closes a socket on its first: the runtime has buffered the frame before the room sees it, and
 * a socket that could go on sending them would hold up every desk while each is taken in.
 */
export const MESSAGE_TOO_BIG = 1009;

/** Whether a frame (text or binary) is longer than any message a client may send. */
export function isOversizedFrame(raw: unknown): boolean {
  if (typeof raw === "string") return raw.length > MAX_CLIENT_MESSAGE_LENGTH;
  if (raw instanceof ArrayBuffer || ArrayBuffer.isView(raw)) return raw.byteLength > MAX_CLIENT_MESSAGE_LENGTH;
  return false;
}

// A client-made command id (crypto.randomUUID or similar) that the room stores to apply a command
// once; bounded and plain so it is safe as a storage key and in a log.
const messageId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const heatId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
// JSON has no NaN, but 1e999 parses to Infinity.
const timestamp = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
/** An accuracy of a minute or more says the clock is not synchronised at all. */
export const UNSYNCHRONISED_MS = 60_000;
const accuracy = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(UNSYNCHRONISED_MS));

/** The accuracy a stop or a tap reports: the clock estimate's, capped where the schema says "unsynchronised". */
export function reportedAccuracy(estimate: { accuracy: number } | null | undefined): number {
  return Math.min(UNSYNCHRONISED_MS, estimate?.accuracy ?? UNSYNCHRONISED_MS);
}

export const pingSchema = v.object({ type: v.literal("ping"), me: timestamp });
/**
 * DESIGN 6: start and stop carry the moment the button was pressed, as the panel's clock-corrected
 * room time, and the accuracy of that clock; the room decides whether to trust it (press-time.ts).
 */
/** DESIGN 6b: why a search for the start signal counted nothing: no signal at all, or one too unsure. */
export const HORN_MISSES = ["no-signal", "unsure"] as const;
export type HornMiss = (typeof HORN_MISSES)[number];

/**
 * DESIGN 6b: a start taken from the start signal. `time` is then the signal's onset minus the sound's
 * travel to the panel (`correction`, ms), `press_time` the press, `confidence` the detector's (0–1).
 * Without `source` (or with "press") `time` is the press, as before.
 */
const hornStart = {
  source: v.optional(v.picklist(["press", "horn"])),
  press_time: v.optional(timestamp),
  confidence: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1))),
  correction: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1_000))),
  /**
   * An automatic start of an armed heat: the learned signal started it, nobody pressed; `press_time` is
   * then the moment the panel found the signal. Only with `source: "horn"`.
   */
  auto: v.optional(v.literal(true)),
  /** A start from the press although the panel listened: why no signal counted (nothing heard, or in doubt); ignored beside "horn". */
  horn_miss: v.optional(v.picklist(HORN_MISSES)),
};
export const startSchema = v.object({ type: v.literal("start"), id: messageId, time: timestamp, accuracy, ...hornStart });
export const stopSchema = v.object({ type: v.literal("stop"), id: messageId, time: timestamp, accuracy });
/**
 * DESIGN 8e: the active heat the sender saw (null: none). Two desks pressing Next from the same heat move
 * one heat: the second is refused (stale_view). The room refuses a command without it (no_view): one
 * that does not say which heat it was made from could skip one; the schema lets it through to say so.
 */
const fromHeatId = v.optional(v.nullable(heatId));
export const activateSchema = v.object({ type: v.literal("activate"), id: messageId, heat_id: heatId, from_heat_id: fromHeatId });
export const previousSchema = v.object({ type: v.literal("previous"), id: messageId, from_heat_id: fromHeatId });
export const nextSchema = v.object({ type: v.literal("next"), id: messageId, from_heat_id: fromHeatId });
/** `why`: DESIGN 6b, the panel's 'Start ongedaan maken' of an automatic start, which the log names. */
export const resetSchema = v.object({
  type: v.literal("reset"),
  id: messageId,
  from_heat_id: fromHeatId,
  why: v.optional(v.picklist(["auto_start"])),
});
/**
 * DESIGN 6b: 'Gereed voor start': the active heat (from_heat_id, DESIGN 8e) armed for an automatic start
 * from the learned signal, or no longer (armed false). The room keeps it until the heat starts or changes.
 */
export const armStartSchema = v.object({ type: v.literal("arm_start"), id: messageId, from_heat_id: fromHeatId, armed: v.boolean() });

// DESIGN 8: an official's records carry the phone's raw clock and the offset it used, so the room
// computes the race time itself and can recompute it; a phone's clock may be off by days.
const laneKey = v.pipe(v.string(), v.regex(/^\d{1,2}$/));
const offset = v.pipe(v.number(), v.finite(), v.minValue(-1e11), v.maxValue(1e11));
const splitDistance = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(10_000));

/**
 * DESIGN 8b: why a timekeeper doubts their own watch: they started it late ('Start gemist') or
 * stopped it after the touch ('Te laat gestopt'). Such a watch is kept and shown, and counts only
 * when no other watch of the lane can decide.
 */
export const UNSURE_REASONS = ["missed_start", "late_stop"] as const;
export type UnsureReason = (typeof UNSURE_REASONS)[number];

/** A timekeeper's confirmed touch for one lane, with the splits taken on the way. */
export const laneTimeSchema = v.object({
  type: v.literal("lane_time"),
  id: messageId,
  heat_id: heatId,
  lane: laneKey,
  /** The phone's own clock at the touch (performance.timeOrigin + performance.now()). */
  touched_at: timestamp,
  /** The phone's clock offset to the room at the touch (server = local + offset), and its accuracy. */
  offset,
  accuracy,
  splits: v.optional(v.pipe(v.array(v.object({ distance: splitDistance, touched_at: timestamp })), v.maxLength(40)), []),
  unsure: v.optional(v.picklist(UNSURE_REASONS)),
});

/**
 * Lanes in the order they finished; lanes that touched together (a dead heat) are one place, given
 * as a list of their lanes: ["4", ["3", "5"], "6"] is 4 first, 3 and 5 shared second, 6 fourth.
 */
const finishOrder = v.pipe(
  v.array(v.union([laneKey, v.pipe(v.array(laneKey), v.minLength(2), v.maxLength(10))])),
  v.minLength(1),
  v.maxLength(20),
  v.check(
    (places) => {
      const lanes = places.flat();
      return new Set(lanes).size === lanes.length;
    },
    () => labelText("labels.validation.laneTwice"),
  ),
);

export type FinishOrder = v.InferOutput<typeof finishOrder>;

/** An arrival-order judge's lanes in the order they finished, sent as one record. */
export const arrivalSchema = v.object({
  type: v.literal("arrival"),
  id: messageId,
  heat_id: heatId,
  order: finishOrder,
  /**
   * The heat's start as the phone knew it, null when it had not heard one. An order waits in the
   * phone's queue while it is offline; when it arrives after the heat was reset and swum again, it
   * belongs to the earlier race and is refused (a lane time shows that by its own clock).
   */
  seen_start: v.optional(v.nullable(timestamp), null),
});

/**
 * An official corrects or withdraws one of their own records (DESIGN 8), named by its id (or by the
 * id of their last correction of it): a lane time as they now read it (ms), an arrival order, or a
 * withdrawal. The record stays stored; the correction is one more entry beside it, it waits for the
 * referee like a late record once the heat is settled, and the referee's decision still wins.
 */
export const correctRecordSchema = v.object({
  type: v.literal("correct_record"),
  id: messageId,
  heat_id: heatId,
  record_id: messageId,
  correction: v.variant("kind", [
    v.object({ kind: v.literal("time"), time: v.pipe(v.number(), v.finite()) }),
    v.object({ kind: v.literal("order"), order: finishOrder }),
    v.object({ kind: v.literal("withdraw") }),
  ]),
});

/**
 * One of an official's own records as their history shows it (DESIGN 8): what stands of it after
 * their corrections. `id` is the entry that stands (the record or its latest correction), the one a
 * further correction names; `start_time` is the heat's start in the run it was made in.
 */
export type OwnRecord = {
  id: string;
  heat_id: string;
  start_time: number;
  corrected: boolean;
  withdrawn: boolean;
} & ({ kind: "time"; lane: string; time: number; unsure?: UnsureReason } | { kind: "order"; order: FinishOrder });

/** DESIGN 8b: the lane statuses a referee decides; a lane without one swam and counts its time. */
export const DECIDED_STATUSES = ["DNS", "DNF", "DSQ"] as const;
export type DecidedStatus = (typeof DECIDED_STATUSES)[number];
/** A reason is a line of free text, optionally a rule such as 'SW 4.4' (DESIGN 8b). */
export const MAX_REASON_LENGTH = 200;

/**
 * The referee's decision on one lane (DESIGN 8b): a time (ms, whole hundredths) and/or DNS, DNF or
 * DSQ with a reason. Both null withdraws the decision, so the officials' times count again. The
 * room, not this schema, refuses a time or reason that is wrong, so the referee reads why.
 */
export const laneResultSchema = v.object({
  type: v.literal("lane_result"),
  id: messageId,
  heat_id: heatId,
  lane: laneKey,
  time: v.nullable(v.pipe(v.number(), v.finite())),
  status: v.nullable(v.picklist(DECIDED_STATUSES)),
  reason: v.optional(v.pipe(v.string(), v.maxLength(1000)), ""),
});

/** The referee's arrival order when the judges disagree (DESIGN 8b): it becomes `vva.result`. */
export const arrivalDecisionSchema = v.object({
  type: v.literal("arrival_decision"),
  id: messageId,
  heat_id: heatId,
  order: finishOrder,
});

/**
 * The referee settles a heat's result, or opens it again. Once settled, a record that still arrives
 * waits for the referee's approval before it counts.
 */
export const settleSchema = v.object({ type: v.literal("settle"), id: messageId, heat_id: heatId, settled: v.boolean() });

/** The referee lets a waiting record count: a late touch, or one that arrived after settling. */
export const acceptRecordSchema = v.object({ type: v.literal("accept_record"), id: messageId, heat_id: heatId, record_id: messageId });

/** DESIGN 8e: the referee turns a waiting record down; it stays stored and shown, and never counts. */
export const rejectRecordSchema = v.object({ type: v.literal("reject_record"), id: messageId, heat_id: heatId, record_id: messageId });

/** DESIGN 8: the referee admits an official who waits at the desk; it proves the join as the mailed code would. */
export const admitOfficialSchema = v.object({ type: v.literal("admit_official"), id: messageId, request_id: messageId });
/** 'Weigeren': the request ends, and the waiting phone is told. */
export const refuseOfficialSchema = v.object({ type: v.literal("refuse_official"), id: messageId, request_id: messageId });

const nameText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max), v.check(isPlainText));
/** A para sport class as LENEX and the results name it (S1–S15, SB1–SB15, SM1–SM15), or none. */
export const sportClass = v.nullable(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^(S|SB|SM)(1[0-5]|[1-9])$/)));

/** WPS codes of exception as written (DESIGN 8i), e.g. ["A", "3", "+"]; an empty list takes them all away. */
export const exceptionCodes = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.regex(EXCEPTION_CODE))),
  v.maxLength(MAX_EXCEPTION_CODES),
  v.check((codes) => new Set(codes).size === codes.length),
);

/** A late entry's swimmer (DESIGN 8e): what the export's ATHLETE needs and the start list shows. */
export const lateSwimmerSchema = v.object({
  lastname: v.pipe(nameText(100), v.minLength(1)),
  firstname: nameText(100),
  nameprefix: v.optional(nameText(30), ""),
  club: v.pipe(nameText(100), v.minLength(1)),
  gender: v.picklist(["M", "F"]),
  birthdate: v.optional(v.union([v.literal(""), v.pipe(v.string(), v.isoDate())]), ""),
  license: v.optional(nameText(20), ""),
  handicap: v.optional(sportClass, null),
  codes: v.optional(exceptionCodes, []),
});
export type LateSwimmer = v.InferOutput<typeof lateSwimmerSchema>;

/** What a line-up change does to one lane (DESIGN 8e). */
export const lineupChangeSchema = v.variant("kind", [
  /** Afgemeld: the lane's status becomes WDR; it counts as settled and exports as WDR. */
  v.object({ kind: v.literal("withdraw") }),
  /** A withdrawal taken back. */
  v.object({ kind: v.literal("restore") }),
  /** To a lane of a heat of the same event that has not started; the swimmer there, if any, swaps. */
  v.object({ kind: v.literal("move"), to_heat_id: heatId, to_lane: laneKey }),
  /** A late entry in an empty lane. */
  v.object({ kind: v.literal("enter"), swimmer: lateSwimmerSchema }),
  /** The swimmer's sport class; also after the start. */
  v.object({ kind: v.literal("class"), handicap: sportClass }),
  /** DESIGN 8i: the codes of exception for this swim (a grant for one event, e.g. T); also after the start. */
  v.object({ kind: v.literal("codes"), codes: exceptionCodes }),
  /** Buiten mededinging (EXH): a time, never a place; also after the start. */
  v.object({ kind: v.literal("exhibition"), on: v.boolean() }),
]);
export type LineupChange = v.InferOutput<typeof lineupChangeSchema>;

/** A line-up change by the meet's club or an administrator, applied once by its id (DESIGN 8e). */
export const lineupSchema = v.object({
  type: v.literal("lineup"),
  id: messageId,
  heat_id: heatId,
  lane: laneKey,
  change: lineupChangeSchema,
});

/**
 * An official's task at the pool (DESIGN 8b presence): the lane they time, or judging the arrival
 * order; null when they are choosing. No id: it is a state, sent again after every reconnect.
 */
export const taskSchema = v.object({
  type: v.literal("task"),
  task: v.nullable(v.variant("kind", [v.object({ kind: v.literal("timekeeper"), lane: laneKey }), v.object({ kind: v.literal("judge") })])),
});

// v.object strips unknown keys, so whatever else a client adds never reaches the room.
export const clientMessageSchema = v.variant("type", [
  pingSchema,
  startSchema,
  stopSchema,
  activateSchema,
  previousSchema,
  nextSchema,
  resetSchema,
  laneTimeSchema,
  arrivalSchema,
  correctRecordSchema,
  laneResultSchema,
  arrivalDecisionSchema,
  settleSchema,
  acceptRecordSchema,
  rejectRecordSchema,
  lineupSchema,
  taskSchema,
  admitOfficialSchema,
  refuseOfficialSchema,
  armStartSchema,
]);

export type ClientMessage = v.InferOutput<typeof clientMessageSchema>;
export type PingMessage = v.InferOutput<typeof pingSchema>;
export type LaneTimeMessage = v.InferOutput<typeof laneTimeSchema>;
export type ArrivalMessage = v.InferOutput<typeof arrivalSchema>;
export type CorrectRecordMessage = v.InferOutput<typeof correctRecordSchema>;
export type LaneResultMessage = v.InferOutput<typeof laneResultSchema>;
export type ArrivalDecisionMessage = v.InferOutput<typeof arrivalDecisionSchema>;
export type SettleMessage = v.InferOutput<typeof settleSchema>;
export type AcceptRecordMessage = v.InferOutput<typeof acceptRecordSchema>;
export type RejectRecordMessage = v.InferOutput<typeof rejectRecordSchema>;
export type LineupMessage = v.InferOutput<typeof lineupSchema>;
export type TaskMessage = v.InferOutput<typeof taskSchema>;
export type ArmStartMessage = v.InferOutput<typeof armStartSchema>;
/** An administrator's answer to an official waiting at the desk (DESIGN 8). */
export type AdmissionMessage = v.InferOutput<typeof admitOfficialSchema> | v.InferOutput<typeof refuseOfficialSchema>;
export type OfficialTask = NonNullable<TaskMessage["task"]>;
/** The referee's decisions (DESIGN 8b), administrators only, each with its client-made id. */
export type RefereeMessage = LaneResultMessage | ArrivalDecisionMessage | SettleMessage | AcceptRecordMessage | RejectRecordMessage;
/** An official's records and their corrections of them (DESIGN 8), each with its client-made id. */
export type RecordMessage = LaneTimeMessage | ArrivalMessage | CorrectRecordMessage;
/**
 * The control commands (SPEC 7 OfficialChannel actions), each with its client-made id: the one
 * declaration the panel, the connection, the room and the heat machine share.
 */
export type CommandMessage = Exclude<
  ClientMessage,
  PingMessage | RecordMessage | RefereeMessage | TaskMessage | LineupMessage | AdmissionMessage | ArmStartMessage
>;
/** A control command as a page names it; the connection adds the id, the heat machine ignores it. */
export type Command = CommandMessage extends infer M ? (M extends CommandMessage ? Omit<M, "id"> : never) : never;
export type CommandType = CommandMessage["type"];
/** The commands that act on the active heat itself; activate needs a target as well. */
export type ActiveHeatCommand = Exclude<CommandType, "activate">;
/** What the meet page sends: a control command, a referee's decision or a line-up change, without its id. */
export type AdminMessage =
  | Command
  | (RefereeMessage extends infer M ? (M extends RefereeMessage ? Omit<M, "id"> : never) : never)
  | Omit<LineupMessage, "id">
  | Omit<ArmStartMessage, "id">
  | (AdmissionMessage extends infer M ? (M extends AdmissionMessage ? Omit<M, "id"> : never) : never);

/**
 * Who is at the pool (DESIGN 8b): connected timekeepers per lane, and how many judges. `away` names
 * per lane the timekeepers who chose it but are not connected now (a locked phone, no Wi-Fi).
 */
export interface Presence {
  timekeepers: Record<string, number>;
  judges: number;
  away?: Record<string, string[]>;
}

const COMMAND_TYPES: ReadonlySet<string> = new Set<CommandType>(["start", "stop", "activate", "previous", "next", "reset"]);
const REFEREE_TYPES: ReadonlySet<string> = new Set<RefereeMessage["type"]>([
  "lane_result",
  "arrival_decision",
  "settle",
  "accept_record",
  "reject_record",
]);

export function isCommandMessage(msg: ClientMessage): msg is CommandMessage {
  return COMMAND_TYPES.has(msg.type);
}

export function isRefereeMessage(msg: ClientMessage): msg is RefereeMessage {
  return REFEREE_TYPES.has(msg.type);
}

export function isAdmissionMessage(msg: ClientMessage): msg is AdmissionMessage {
  return msg.type === "admit_official" || msg.type === "refuse_official";
}

export function isRecordMessage(msg: ClientMessage): msg is RecordMessage {
  return msg.type === "lane_time" || msg.type === "arrival" || msg.type === "correct_record";
}

/** A frame from a client as a typed message, or null for anything malformed, oversized or unknown. */
export function parseClientMessage(raw: unknown): ClientMessage | null {
  return parseWith(clientMessageSchema, raw);
}

/**
 * An official's record as a phone keeps it waiting (DESIGN 8f), or null: checked by the records' own
 * schemas, so the officials' page carries none of the other messages' (DESIGN 11).
 */
export function parseRecordMessage(raw: unknown): RecordMessage | null {
  return parseWith(recordMessageSchema, raw);
}

const recordMessageSchema = v.variant("type", [laneTimeSchema, arrivalSchema, correctRecordSchema]);

function parseWith<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> | null {
  if (typeof raw !== "string" || isOversizedFrame(raw)) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = v.safeParse(schema, data);
  return result.success ? result.output : null;
}
