// Whole-meet export (DESIGN 10): a LENEX 3.0 results file Splash imports. It gives back the
// structure the meet was imported with (its sessions, events, heats, clubs, athletes and relays,
// under their original ids) and adds what was swum here as RESULTs. Lanes without LENEX ids (a
// CSV import) get generated ids above every id the file already uses.
//
// DESIGN 8b "Exports carry it all": a lane gets a RESULT only when it has a result, a counted time
// or a status (DNS, DNF, DSQ, …, with the reason as its comment); a lane with neither (a heat never
// swum, a swimmer nobody timed) is written as the ENTRY it was, never as a zero time.
import { zipSync } from "fflate";
import {
  isOccupied,
  laneNumbers,
  type Heat,
  type Lane,
  type LaneLenex,
  type LenexAgeGroup,
  type LenexPool,
  type Programme,
} from "../../shared/programme";
import { formatLenexTime } from "../../shared/race-time";
import { isResultFinal, meetResults, type EventResults } from "../../shared/results";
import { node, xmlDocument, type XmlAttrs, type XmlNode } from "./xml";

/** The program named in CONSTRUCTOR, the element every LENEX file must start with. */
export interface LenexConstructor {
  name: string;
  version: string;
  email: string;
}

const DEFAULT_CONSTRUCTOR: LenexConstructor = { name: "Zwemtijd", version: "1", email: "" };

/** LENEX's "no time", the swim time of a result without one (a DNS, a DSQ nobody timed). */
const NO_SWIMTIME = "NT";

export function writeLenexResults(programme: Programme, by: LenexConstructor = DEFAULT_CONSTRUCTOR): Uint8Array {
  const lef = new TextEncoder().encode(resultsXml(programme, by));
  return zipSync({ "results.lef": lef });
}

/** A LENEX collection element (RESULTS, SPLITS, …), left out when it would be empty. */
const collection = (name: string, children: XmlNode[]): XmlNode[] => (children.length > 0 ? [node(name, {}, children)] : []);

function resultsXml(programme: Programme, by: LenexConstructor): string {
  const ids = new IdSource(programme);
  const events = eventsBySession(programme, ids);
  // Clubs first: their RESULTs get the ids the events' RANKINGs name.
  const resultIds = new Map<Lane, string>();
  const clubs = clubNodes(events, ids, resultIds);
  const groups = ageGroupNodes(programme, events, resultIds, ids);
  const meet = programme.meet;
  const stored = meet.lenex ?? {};
  // The meet's POOL is the pool of every session without one of its own.
  const ownPools = new Set(storedSessions(programme).flatMap((s) => (s.pool ? [s.number] : [])));
  const meetPoolEvents = [...events].flatMap(([session, inSession]) => (ownPools.has(session) ? [] : inSession));
  const meetAttrs: XmlAttrs = {
    ...stringRecord(stored.attrs),
    name: meet.name,
    city: meet.city ?? undefined,
    nation: meet.nation ?? undefined,
    course: meet.course ?? undefined,
  };
  const tree = node("LENEX", { version: "3.0" }, [
    node("CONSTRUCTOR", { name: by.name, registration: by.name, version: by.version }, [
      node("CONTACT", { name: by.name, email: by.email }),
    ]),
    node("MEETS", {}, [
      node("MEET", meetAttrs, [
        ...(stored.agedate ? [node("AGEDATE", { value: stored.agedate.value, type: stored.agedate.type })] : []),
        ...poolNode(stored.pool, meetPoolEvents),
        node("SESSIONS", {}, sessionNodes(programme, events, groups)),
        node("CLUBS", {}, clubs),
      ]),
    ]),
  ]);
  return xmlDocument(tree);
}

// ---- Ids ------------------------------------------------------------------------------------

/** Original ids stay; new ones count up from above the largest id anywhere in the programme. */
class IdSource {
  private next: number;

  constructor(programme: Programme) {
    let max = 0;
    const see = (id: unknown) => {
      const n = typeof id === "string" && /^\d{1,9}$/.test(id) ? Number(id) : 0;
      if (n > max) max = n;
    };
    for (const heat of programme.heats) {
      see(heat.lenex?.event_id);
      see(heat.lenex?.heat_id);
      for (const lane of Object.values(heat.lanes)) {
        const l = lane.lenex;
        if (!l) continue;
        for (const id of [l.athlete_id, l.club_id, l.result_id]) see(id);
        for (const position of l.relay_positions ?? []) see(position.athlete_id);
      }
    }
    for (const event of Object.values(programme.meet.lenex?.events ?? {})) for (const group of event.agegroups ?? []) see(group.agegroupid);
    this.next = max + 1;
  }

  take(existing: string | undefined): string {
    return existing ?? String(this.next++);
  }
}

// ---- Sessions, events, heats ------------------------------------------------------------------

interface EventOut {
  id: string;
  first: Heat;
  session: string;
  heats: { heat: Heat; id: string }[];
}

/** The file's events with their heats, grouped by session, each heat knowing its ids. */
function eventsBySession(programme: Programme, ids: IdSource): Map<string, EventOut[]> {
  const sessions = new Map<string, EventOut[]>();
  const events = new Map<string, EventOut>();
  const defaultSession = storedSessions(programme)[0]?.number ?? "1";
  for (const heat of programme.heats) {
    const key = heat.lenex?.event_id ?? `${heat.event_number}${heat.round ?? ""}`;
    let event = events.get(key);
    if (!event) {
      const session = heat.lenex?.session ?? defaultSession;
      event = { id: ids.take(heat.lenex?.event_id), first: heat, session, heats: [] };
      events.set(key, event);
      const inSession = sessions.get(session);
      if (inSession) inSession.push(event);
      else sessions.set(session, [event]);
    }
    event.heats.push({ heat, id: ids.take(heat.lenex?.heat_id) });
  }
  return sessions;
}

interface StoredSession {
  number: string;
  date?: string;
  daytime?: string;
  name?: string;
  pool?: LenexPool;
}

/** The sessions the import kept in meet.lenex; it is stored JSON, so it is checked, not trusted. */
function storedSessions(programme: Programme): StoredSession[] {
  const sessions: unknown = programme.meet.lenex?.sessions;
  if (!Array.isArray(sessions)) return [];
  return sessions.flatMap((s: { pool?: unknown } | null) => {
    const session = stringRecord(s);
    const pool = s?.pool && typeof s.pool === "object" ? { pool: stringRecord(s.pool) } : {};
    return typeof session.number === "string" ? [{ ...session, number: session.number, ...pool }] : [];
  });
}

/**
 * The file's POOL, its lanes widened to every lane written under it: the room takes a lane added on
 * the day anywhere in DEFAULT_LANES, and the export's own re-import must not refuse it (DESIGN 9).
 */
function poolNode(pool: unknown, events: readonly EventOut[]): XmlNode[] {
  if (!pool || typeof pool !== "object") return [];
  const attrs = stringRecord(pool);
  const lanes = events.flatMap((event) =>
    event.heats.flatMap(({ heat }) =>
      Object.entries(heat.lanes).flatMap(([key, lane]) => (isOccupied(lane) && /^\d{1,2}$/.test(key) ? [Number(key)] : [])),
    ),
  );
  // A bound the file leaves out or garbles reads as the default, which takes every lane the room does.
  const bound = (value: string | undefined) => (/^\s*\d{1,9}\s*$/.test(value ?? "") ? Number(value) : null);
  const [first, last] = [Math.min(...lanes), Math.max(...lanes)];
  if ((bound(attrs.lanemin) ?? first) > first) attrs.lanemin = String(first);
  if ((bound(attrs.lanemax) ?? last) < last) attrs.lanemax = String(last);
  return [node("POOL", attrs)];
}

function sessionNodes(programme: Programme, events: Map<string, EventOut[]>, groups: ReadonlyMap<EventOut, XmlNode[]>): XmlNode[] {
  const known = new Map(storedSessions(programme).map((s) => [s.number, s]));
  for (const number of events.keys()) if (!known.has(number)) known.set(number, { number });
  return [...known.values()]
    .filter((s) => events.has(s.number))
    .sort((a, b) => Number(a.number) - Number(b.number))
    .map((s) =>
      node("SESSION", { number: s.number, date: s.date ?? programme.meet.date, daytime: s.daytime, name: s.name }, [
        ...poolNode(s.pool, events.get(s.number)!),
        // DESIGN 8h: the events and heats in the programme's running order, which `order` says, so a
        // re-import runs the meet as it ran here.
        node(
          "EVENTS",
          {},
          events.get(s.number)!.map((event, i) => eventNode(event, i + 1, groups.get(event) ?? [])),
        ),
      ]),
    );
}

function eventNode(event: EventOut, order: number, groups: XmlNode[]): XmlNode {
  const { first } = event;
  return node(
    "EVENT",
    {
      eventid: event.id,
      number: first.event_number,
      order,
      gender: first.gender,
      round: first.lenex?.round,
      preveventid: first.lenex?.prev_event_id,
      daytime: first.lenex?.event_daytime,
      type: first.lenex?.event_type,
    },
    [
      node("SWIMSTYLE", { distance: first.distance, relaycount: first.relaycount ?? 1, stroke: first.stroke }),
      ...collection("AGEGROUPS", groups),
      node(
        "HEATS",
        {},
        event.heats.map(({ heat, id }, i) =>
          node("HEAT", {
            heatid: id,
            number: heat.heat_number,
            order: i + 1,
            daytime: heat.lenex?.daytime,
            final: heat.lenex?.final,
            agegroupid: heat.lenex?.agegroup_id,
            status: heatStatus(heat),
          }),
        ),
      ),
    ],
  );
}

/**
 * A heat never raced here is as the file said (SEEDED, OFFICIAL, …); one raced here is OFFICIAL once
 * the referee settled it, and INOFFICIAL until then, so the meet program knows which places stand.
 */
function heatStatus(heat: Heat): string | undefined {
  if (heat.start_time == null && heat.settled !== true) return heat.lenex?.status;
  return isResultFinal(heat) ? "OFFICIAL" : "INOFFICIAL";
}

// ---- Ranking groups ---------------------------------------------------------------------------

/**
 * DESIGN 8h: each event's AGEGROUPs as the file gave them, with a RANKING per swim in the places
 * computed here (no place: -1, as Splash writes it). An event with results but no groups of its
 * own gets one AGEGROUP of every age, LENEX's placeholder for the places of an open event.
 */
function ageGroupNodes(
  programme: Programme,
  sessions: Map<string, EventOut[]>,
  resultIds: ReadonlyMap<Lane, string>,
  ids: IdSource,
): Map<EventOut, XmlNode[]> {
  const events = [...sessions.values()].flat();
  const stored = programme.meet.lenex?.events ?? {};
  const rankings = new Map<EventOut, EventResults>();
  for (const results of meetResults(programme.heats, programme.meet).events) {
    const heats = programme.heats.filter((h) => h.event_number === results.event_number && (h.round ?? "") === (results.round ?? ""));
    const target = events.find((e) => e.id === results.event_id) ?? events.find((e) => e.heats.some(({ heat }) => heat === heats[0]));
    if (target) rankings.set(target, results);
  }
  const nodes = new Map<EventOut, XmlNode[]>();
  for (const event of events) {
    const results = rankings.get(event);
    const groups: LenexAgeGroup[] = Array.isArray(stored[event.id]?.agegroups) ? stored[event.id]!.agegroups : [];
    const written = groups.map((group) =>
      node("AGEGROUP", stringRecord(group), rankingNodes(results, group.agegroupid, programme.heats, resultIds)),
    );
    if (written.length === 0 && results) {
      const everyone = { agegroupid: ids.take(undefined), agemin: "-1", agemax: "-1" };
      written.push(node("AGEGROUP", everyone, rankingNodes(results, null, programme.heats, resultIds)));
    }
    nodes.set(event, written);
  }
  return nodes;
}

/** A group's RANKINGS: every swim in its order, with its place and the id of its RESULT. */
function rankingNodes(
  results: EventResults | undefined,
  agegroupId: string | null,
  heats: readonly Heat[],
  resultIds: ReadonlyMap<Lane, string>,
): XmlNode[] {
  const group = results?.groups.find((g) => g.agegroup_id === agegroupId);
  if (!results || !group) return [];
  const rankings = group.rows.flatMap((row, i) => {
    const heat = heats.find(
      (h) => h.event_number === results.event_number && (h.round ?? "") === (results.round ?? "") && h.heat_number === row.heat_number,
    );
    const lane = heat?.lanes[row.lane];
    const resultid = lane && resultIds.get(lane);
    return resultid ? [node("RANKING", { order: i + 1, place: row.place ?? -1, resultid })] : [];
  });
  return collection("RANKINGS", rankings);
}

// ---- Clubs, athletes, relays and their results -------------------------------------------------

interface ClubOut {
  attrs: XmlAttrs;
  athletes: Map<string, { attrs: XmlAttrs; handicap?: XmlAttrs } & Records>;
  relays: Map<string, { attrs: XmlAttrs } & Records>;
}

/** A lane is either a RESULT (it has one) or, when nothing was swum or decided, its ENTRY. */
interface Records {
  entries: XmlNode[];
  results: XmlNode[];
}

/** A written lane: the record and which collection it goes to. */
interface LaneRecord {
  kind: keyof Records;
  node: XmlNode;
}

const addRecords = (records: Records, laneRecords: readonly LaneRecord[]): void => {
  for (const record of laneRecords) records[record.kind].push(record.node);
};

function clubNodes(events: Map<string, EventOut[]>, ids: IdSource, resultIds: Map<Lane, string>): XmlNode[] {
  const clubs = new Map<string, ClubOut>();
  const relaySwimmers: RelaySwimmer[] = [];
  for (const sessionEvents of events.values()) {
    for (const event of sessionEvents) {
      for (const { heat, id: heatId } of event.heats) {
        for (const laneKey of laneNumbers(heat.lanes)) {
          const lane = heat.lanes[laneKey]!;
          if (!lane.swimmer?.trim()) continue;
          const club = clubFor(clubs, lane, ids);
          const records = laneRecords(heat, lane, laneKey, event.id, heatId, ids, resultIds);
          if ((heat.relaycount ?? 1) > 1) addRelayResult(club, heat, lane, records, relaySwimmers);
          else addAthleteResult(club, heat, lane, records, ids);
        }
      }
    }
  }
  addRelayOnlyAthletes(clubs, relaySwimmers);
  return [...clubs.values()].map((club) =>
    node("CLUB", club.attrs, [
      ...collection(
        "ATHLETES",
        [...club.athletes.values()].map((a) =>
          node("ATHLETE", a.attrs, [
            ...(a.handicap ? [node("HANDICAP", a.handicap)] : []),
            ...collection("ENTRIES", a.entries),
            ...collection("RESULTS", a.results),
          ]),
        ),
      ),
      ...collection(
        "RELAYS",
        [...club.relays.values()].map((r) =>
          node("RELAY", r.attrs, [...collection("ENTRIES", r.entries), ...collection("RESULTS", r.results)]),
        ),
      ),
    ]),
  );
}

function clubFor(clubs: Map<string, ClubOut>, lane: Lane, ids: IdSource): ClubOut {
  const l: LaneLenex = lane.lenex ?? {};
  const key = l.club_id ? `id:${l.club_id}` : `name:${lane.club ?? ""}:${l.club_number ?? ""}`;
  let club = clubs.get(key);
  if (!club) {
    club = {
      attrs: {
        clubid: ids.take(l.club_id),
        type: lane.club ? undefined : "UNATTACHED",
        name: lane.club ?? undefined,
        code: l.club_code,
        nation: l.club_nation,
        number: l.club_number,
      },
      athletes: new Map(),
      relays: new Map(),
    };
    clubs.set(key, club);
  }
  return club;
}

const CLASS_ATTRIBUTE: Record<string, "free" | "breast" | "medley"> = { S: "free", SB: "breast", SM: "medley" };

function addAthleteResult(club: ClubOut, heat: Heat, lane: Lane, records: readonly LaneRecord[], ids: IdSource): void {
  const l: LaneLenex = lane.lenex ?? {};
  const key = l.athlete_id ?? `${lane.swimmer}|${lane.license ?? ""}`;
  let athlete = club.athletes.get(key);
  if (!athlete) {
    athlete = {
      attrs: {
        athleteid: ids.take(l.athlete_id),
        // The lane's name is all a lane without the file's name parts has; an athlete the file gave
        // only a first name gets none, or a re-import would read "Ella, Ella".
        lastname: l.lastname ?? (l.firstname ? undefined : lane.swimmer),
        firstname: l.firstname,
        nameprefix: l.nameprefix,
        birthdate: l.birthdate,
        gender: l.gender ?? (heat.gender === "M" || heat.gender === "F" ? heat.gender : undefined),
        nation: l.nation,
        license: lane.license,
        level: l.level,
      },
      entries: [],
      results: [],
    };
    club.athletes.set(key, athlete);
  }
  addRecords(athlete, records);
  // An athlete first written for a relay position has no HANDICAP yet.
  if (l.handicap && !athlete.handicap) athlete.handicap = { ...l.handicap };
  // Without the file's HANDICAP (a CSV import) the lanes' classes make one, so Splash, and a
  // re-import of this file, still know the swimmer's classification.
  const cls = !l.handicap && lane.handicap ? /^(S|SB|SM)(\d{1,2})$/.exec(lane.handicap) : null;
  if (cls) {
    athlete.handicap ??= {};
    athlete.handicap[CLASS_ATTRIBUTE[cls[1]!]!] ??= cls[2];
  }
  // Likewise its codes of exception (DESIGN 8i); a file's own HANDICAP is written back as it was.
  if (!l.handicap && lane.codes && lane.codes.length > 0) {
    athlete.handicap ??= {};
    athlete.handicap.exception ??= lane.codes.join(",");
  }
}

type RelaySwimmer = { club: ClubOut; position: NonNullable<LaneLenex["relay_positions"]>[number] };

function addRelayResult(club: ClubOut, heat: Heat, lane: Lane, records: readonly LaneRecord[], swimmers: RelaySwimmer[]): void {
  const l: LaneLenex = lane.lenex ?? {};
  const attrs: XmlAttrs = {
    number: l.relay_number ?? "1",
    gender: l.gender ?? (["M", "F", "X"].includes(heat.gender) ? heat.gender : "X"),
    // Required by LENEX; -1 is its "no bound".
    agemin: l.relay_ages?.agemin ?? "-1",
    agemax: l.relay_ages?.agemax ?? "-1",
    agetotalmin: l.relay_ages?.agetotalmin ?? "-1",
    agetotalmax: l.relay_ages?.agetotalmax ?? "-1",
    name: l.relay_name,
    handicap: l.relay_handicap,
  };
  const key = JSON.stringify(attrs);
  const relay = club.relays.get(key) ?? { attrs, entries: [], results: [] };
  club.relays.set(key, relay);
  addRecords(relay, records);
  for (const position of l.relay_positions ?? []) swimmers.push({ club, position });
}

/**
 * A RELAYPOSITION points at an ATHLETE, so swimmers who swam only relays are added to the relay's
 * club; once all athletes with results are known, because a file may put a swimmer of another club
 * in a relay, and an athlete id must not appear twice.
 */
function addRelayOnlyAthletes(clubs: Map<string, ClubOut>, swimmers: RelaySwimmer[]): void {
  const written = new Set<string>();
  for (const club of clubs.values()) for (const id of club.athletes.keys()) written.add(id);
  for (const { club, position: p } of swimmers) {
    if (!p.athlete_id || written.has(p.athlete_id) || !p.lastname) continue;
    written.add(p.athlete_id);
    club.athletes.set(p.athlete_id, {
      attrs: {
        athleteid: p.athlete_id,
        lastname: p.lastname,
        firstname: p.firstname,
        nameprefix: p.nameprefix,
        birthdate: p.birthdate,
        gender: p.gender,
        nation: p.nation,
        license: p.license,
      },
      ...(p.handicap ? { handicap: stringRecord(p.handicap) } : {}),
      entries: [],
      results: [],
    });
  }
}

/**
 * The lane's RESULT when it has a result: a counted time, or a status (DNS, DNF, DSQ, EXH, SICK,
 * WDR; DSQ also from the disqualification flags). Without a time its swim time is NT, and its splits
 * go with it all the same (Splash writes a DNF's or DSQ's); a DSQ keeps the time it was swum in. The
 * lane's reason is the comment (a DSQ without one names its flags); a result without a status gives
 * the file's remark back instead. A lane with neither time nor status is written as its ENTRY, so
 * the file still says who was to swim where. A late entry made on the day (DESIGN 8e) has both:
 * Splash knows the swimmer's ENTRY from no file of its own.
 */
function laneRecords(
  heat: Heat,
  lane: Lane,
  laneKey: string,
  eventId: string,
  heatId: string,
  ids: IdSource,
  resultIds: Map<Lane, string>,
): LaneRecord[] {
  const dqReasons = Object.entries(lane.dqs ?? {})
    .filter(([, flagged]) => flagged === true)
    .map(([reason]) => reason);
  const status = lane.status ?? (dqReasons.length > 0 ? "DSQ" : undefined);
  const time = typeof lane.time === "number" && Number.isFinite(lane.time) ? lane.time : null;
  const positions = lane.lenex?.relay_positions?.filter((p) => p.athlete_id) ?? [];
  // A leg's take-over time and status (a disqualified swimmer) are the swim's: only its RESULT says them.
  const relayPositions = (swum: boolean) =>
    collection(
      "RELAYPOSITIONS",
      positions.map((p) =>
        node("RELAYPOSITION", {
          athleteid: p.athlete_id,
          number: p.number,
          ...(swum ? { reactiontime: p.reactiontime, status: p.status } : {}),
        }),
      ),
    );
  const entrytime = lane.entrytime != null ? formatLenexTime(lane.entrytime) : undefined;

  // A status the start list gave (Splash's DNS or WDR on an ENTRY) that nobody decided since is the
  // entry's, not a result: written as a RESULT it would make the heat look swum on the way back.
  // A RESULT the file itself gave keeps being one, with its id.
  const decided = lane.confirmed || lane.source !== undefined || dqReasons.length > 0 || lane.lenex?.result_id !== undefined;
  const entryStatus = time === null && status && !decided ? status : undefined;
  const entry: LaneRecord = {
    kind: "entries",
    node: node("ENTRY", { eventid: eventId, heatid: heatId, lane: laneKey, entrytime, status: entryStatus }, relayPositions(false)),
  };
  if (time === null && (!status || entryStatus)) return [entry];

  // "DSQ" is the import's placeholder for a disqualification without a reason.
  const flagNames = status === "DSQ" ? dqReasons.filter((r) => r !== "DSQ").join("; ") : "";
  // A status LENEX does not name, read as an exhibition swim, goes back as the file wrote it while the
  // lane still swims as one; its reason begins with that status (lenex-read's recordLane).
  const foreign = status === "EXH" ? lane.lenex?.result_status : undefined;
  const reason = foreignReason(typeof lane.reason === "string" ? lane.reason.trim() : "", foreign);
  // A remark beside a status would read back as its reason.
  const comment = reason || flagNames || (status ? undefined : lane.lenex?.comment);
  const total = heat.distance * (heat.relaycount ?? 1);
  const splits = Object.entries(lane.splits ?? {})
    .map(([distance, split]) => ({ distance: Number(distance), time: split?.time }))
    .filter((s) => Number.isInteger(s.distance) && s.distance > 0 && s.distance < total && Number.isFinite(s.time))
    .sort((a, b) => a.distance - b.distance);

  const resultid = ids.take(lane.lenex?.result_id);
  resultIds.set(lane, resultid);
  const result: LaneRecord = {
    kind: "results",
    node: node(
      "RESULT",
      {
        resultid,
        eventid: eventId,
        heatid: heatId,
        lane: laneKey,
        swimtime: time !== null ? formatLenexTime(time) : NO_SWIMTIME,
        status: foreign ?? status,
        comment,
        entrytime,
        reactiontime: lane.lenex?.reactiontime,
      },
      [
        ...collection(
          "SPLITS",
          splits.map((split) => node("SPLIT", { distance: split.distance, swimtime: formatLenexTime(split.time) })),
        ),
        ...relayPositions(true),
      ],
    ),
  };
  return lane.late_entry ? [entry, result] : [result];
}

/** A lane's reason without the file's own status in front of it ("SUI.X: zu spät" → "zu spät"). */
function foreignReason(reason: string, foreign: string | undefined): string {
  if (!foreign || !reason.startsWith(foreign)) return reason;
  return reason.slice(foreign.length).replace(/^:\s*/, "");
}

/** The string-valued properties of stored JSON, dropping anything else. */
function stringRecord(value: unknown): Record<string, string> {
  const record: Record<string, string> = {};
  if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) if (typeof v === "string") record[key] = v;
  }
  return record;
}
