// The programme of a meet as SPEC section 3 names it: heats with lanes keyed by lane number.
// Times are integer milliseconds of race time (always whole hundredths, SW 11.2), null when absent.

export const STROKES = ["BACK", "BREAST", "FLY", "FREE", "MEDLEY", "TOWFINS"] as const;
export type Stroke = (typeof STROKES)[number] | string;

/** LENEX result statuses we keep; DSQ is also reflected in `dqs`. */
export type LaneStatus = "DNS" | "DNF" | "DSQ" | "SICK" | "WDR" | "EXH" | null;

export interface Split {
  time: number;
}

/** Ids and facts from the imported LENEX file, kept only so the export can give them back. */
export interface LaneLenex {
  athlete_id?: string;
  relay_id?: string;
  club_id?: string;
  club_code?: string;
  club_nation?: string;
  result_id?: string;
  entry_id?: string;
  birthdate?: string;
  gender?: string;
  nation?: string;
  firstname?: string;
  lastname?: string;
  nameprefix?: string;
  relay_number?: string;
  /** Relay swimmers in order, when the file names them. */
  relay_positions?: { number: number; athlete_id?: string; name?: string }[];
  [key: string]: unknown;
}

export interface Lane {
  swimmer: string;
  license: string | null;
  handicap: string | null;
  club: string | null;
  /** Entry time in ms, null for NT. */
  entrytime: number | null;
  /** Disqualification flags (e.g. a DSQ reason); the lane is disqualified when any is true. */
  dqs: Record<string, boolean>;
  /** Cumulative splits keyed by distance in metres. */
  splits: Record<string, Split>;
  time: number | null;
  confirmed: boolean;
  status?: LaneStatus;
  lenex?: LaneLenex;
}

export interface VvaEntry {
  /** K (arrival-order judge) or S (timekeepers' order) observation rows; absent on time/result. */
  r?: "K" | "S";
  /** Comma-separated lane positions. */
  value: string;
}

export interface Vva {
  time?: string;
  result?: string;
  rows?: VvaEntry[];
}

export interface Heat {
  id: string;
  event_number: number;
  heat_number: number;
  distance: number;
  stroke: Stroke;
  gender: string;
  relaycount?: number;
  status: number;
  start_time: number | null;
  end_time: number | null;
  lanes: Record<string, Lane>;
  vva: Vva | null;
  /** LENEX ids for export: event and heat ids, session number, event gender/round as read. */
  lenex?: { event_id?: string; heat_id?: string; session?: string; [key: string]: unknown };
}

export interface ProgrammeMeet {
  name: string;
  /** yyyy-mm-dd of the first session, when the file has one. */
  date: string | null;
  city?: string | null;
  nation?: string | null;
  course?: string | null;
  /** Everything of the file's MEET/SESSION structure the LENEX writer needs back. */
  lenex?: Record<string, unknown>;
}

export interface Programme {
  meet: ProgrammeMeet;
  heats: Heat[];
}

/** Heat ids are stable across re-imports: event and heat number identify a heat (DESIGN 9). */
export function heatKey(event_number: number, heat_number: number): string {
  return `${event_number}-${heat_number}`;
}
