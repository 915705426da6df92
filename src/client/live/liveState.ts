// What a meet page knows from the meet room, and how each server message changes it (SPEC 4 "Live
// updates": replace the heats list, merge meet changes, replace a single heat; DESIGN 6: the log;
// DESIGN 8b: who is at the pool).
import type { Heat, LenexSession } from "../../shared/programme";
import type { LiveMeet, LiveRole, LogEvent, OwnRecord, Presence, ServerMessage, StartSignalDesk, WaitingOfficial } from "../../shared/live";

export interface LiveState {
  /** The room's word on who we are; null until its hello. */
  role: LiveRole | null;
  /** Null until the room sent the programme. */
  heats: Heat[] | null;
  /** The programme's sessions (DESIGN 8h), sent with it; empty for a CSV meet. */
  sessions: LenexSession[];
  activeHeatId: string | null;
  meet: Partial<LiveMeet>;
  /** Administrators only; null until the room sent the log. */
  events: LogEvent[] | null;
  /** The officials at the pool for the active heat (DESIGN 8b); null until the room said. */
  presence: Presence | null;
  /** An official's own records at this meet (DESIGN 8 history); null until the room sent them. */
  ownRecords: OwnRecord[] | null;
  /** Administrators: officials waiting to be admitted at the desk (DESIGN 8), oldest first. */
  waiting: WaitingOfficial[];
  /** Administrators (DESIGN 6b): the learned start signal and the heat armed for an automatic start. */
  startSignal: StartSignalDesk;
}

export const initialLiveState: LiveState = {
  role: null,
  heats: null,
  sessions: [],
  activeHeatId: null,
  meet: {},
  events: null,
  presence: null,
  ownRecords: null,
  waiting: [],
  startSignal: { learned: null, armed: null },
};

export function applyServerMessage(state: LiveState, message: ServerMessage): LiveState {
  switch (message.type) {
    case "hello":
      // The room sends who waits at the desk after its hello: a list from before a reconnect is stale.
      return { ...state, role: message.role, waiting: [] };
    case "heats":
      // A room not yet updated sends no sessions: then the programme shows none.
      return { ...state, heats: message.heats, sessions: message.sessions ?? [], activeHeatId: message.active_heat_id };
    case "heat": {
      if (!state.heats) return state;
      const { heat } = message;
      return { ...state, heats: state.heats.map((h) => (h.id === heat.id ? heat : h)) };
    }
    case "meet":
      return {
        ...state,
        meet: { ...state.meet, ...message.meet },
        activeHeatId: message.meet.active_heat_id !== undefined ? message.meet.active_heat_id : state.activeHeatId,
      };
    case "events":
      return { ...state, events: message.events };
    case "event": {
      const events = state.events ?? [];
      // A log event that arrives twice (a reconnect in between) is shown once.
      if (events.some((e) => e.id === message.event.id)) return state;
      return { ...state, events: [message.event, ...events] };
    }
    case "presence":
      return { ...state, presence: message.presence };
    case "own_records":
      return { ...state, ownRecords: message.records };
    case "official_waiting": {
      const others = state.waiting.filter((w) => w.id !== message.request.id);
      return { ...state, waiting: [...others, message.request].sort((a, b) => a.at - b.at) };
    }
    case "official_waiting_ended":
      return { ...state, waiting: state.waiting.filter((w) => w.id !== message.request_id) };
    case "start_signal":
      return { ...state, startSignal: { ...state.startSignal, ...message.desk } };
    case "pong":
    case "ack":
    case "error":
    // Maintenance is the page's to show (DESIGN 5), not a change of the room's state.
    case "maintenance":
    // The connection acts on the room's closing (MeetConnection); the state stays as it was.
    case "closing":
      return state;
  }
}
