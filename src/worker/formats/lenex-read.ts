// LENEX 3 import (DESIGN 9): a start list or results file from Splash becomes the meet's programme.
// Real files break the standard (missing attributes, lane 0, 'NT', an event number shared by
// prelims and finals), so every attribute is optional here and an element it cannot place is skipped.
// A value a file does give is never guessed at: a distance, stroke or entry time that is none, or a
// name too long to show, refuses the file with where it is, as does a file we cannot read or one without heats.
import {
  ENTRY_STATUSES as PROGRAMME_ENTRY_STATUSES,
  heatKey,
  isStrokeCode,
  isWithdrawn,
  sportClassPrefix,
  swimmerName,
  type EntryStatus,
  type Heat,
  type Lane,
  type LaneLenex,
  type LaneStatus,
  type LenexAthleteFacts,
  type LenexAgeGroup,
  type LenexEventGroups,
  type LenexHandicap,
  type Programme,
  type Stroke,
} from "../../shared/programme";
import { parseExceptionCodes } from "../../shared/exception-codes";
import { isReadableRaceTime, parseRaceTime } from "../../shared/race-time";
import { raceProblem } from "../../shared/race-limits";
import { plainText } from "../../shared/plain-text";
import { runningOrder } from "../../shared/running-order";
import { decodeXmlBytes, utf16Order } from "./decode-text";
import { ImportError, raceProblemText } from "./errors";
import { text, type Text } from "../http/language";
import { child, parseXml, type XmlElement } from "./xml";
import { unzipLimited } from "./unzip-limited";
import { DEFAULT_LANES, type LaneRange } from "../../shared/pool-lanes";
import { MAX_TEXT } from "../../shared/schemas";

/** DESIGN 9: at most 50 MB once unzipped, so a small zip cannot exhaust the Worker's 128 MB. */
export const MAX_UNZIPPED_BYTES = 50_000_000;

/**
 * DESIGN 11: never over the Worker's 128 MB. Reading holds the document, its element tree and the
 * programme at once: measured (npm run bench:import, Node with a 128 MB heap), 10 MB of LENEX XML
 * reads in about 117 MB and 14 MB does not fit. The largest real meet file we have is 2.3 MB.
 */
export const MAX_XML_BYTES = 10_000_000;

/** The programme of a LENEX file: a zipped .lxf, or a bare .lef. */
export function readLenex(bytes: Uint8Array): Programme {
  const xml = unpack(bytes);
  if (xml.length > MAX_XML_BYTES) {
    throw new ImportError("too_large_xml", "The LENEX document is larger than 10 MB");
  }
  const text = decodeXmlBytes(xml);
  // A web page saved as .lxf has a DOCTYPE too: that it is no LENEX file at all helps more than
  // naming its DTD. A LENEX document with one is refused below, before any of it is parsed.
  const declared = declaredRoot(text);
  if (declared !== undefined && declared !== "LENEX") throw notLenex();
  // Entity expansion is how XML bombs work; LENEX never needs a DTD, so none is parsed at all.
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text)) {
    throw new ImportError("dtd_forbidden", "DTD and entity declarations are not allowed");
  }
  const root = parseXml(text, KEPT);
  if (root.name !== "LENEX") throw notLenex();
  plainAttributes(root);
  // A file may hold several meets (an export of a whole season, a meet beside its invitation):
  // the meet to run is the first one with heats.
  for (const meet of items(root, "MEETS", "MEET")) {
    const programme = readMeet(meet);
    if (programme) return programme;
  }
  throw new ImportError("no_heats", "The file has no heats: export the start list with heats from Splash", notAMeet(root));
}

function notLenex(): ImportError {
  return new ImportError("xml_invalid", "The XML is not a LENEX file", text("server.import.not_a_zip"));
}

/**
 * The name of a document's root element, read before anything is parsed: past the XML declaration,
 * comments and a DOCTYPE (its entities unread); undefined when what follows is no element (an entity
 * declaration, text), which the DTD check or parsing refuses.
 */
function declaredRoot(document: string): string | undefined {
  const prolog = /\s*(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\]\s*)?>)/iy;
  let at = 0;
  while (prolog.exec(document)) at = prolog.lastIndex;
  const root = /\s*<([A-Za-z_:][\w.:-]*)/y;
  root.lastIndex = at;
  return root.exec(document)?.[1];
}

/** A record list or a list of qualifying times is LENEX too, but no meet: saying so beats 'no heats'. */
function notAMeet(root: XmlElement): Text | undefined {
  if (items(root, "MEETS", "MEET").length > 0) return undefined;
  if (child(root, "RECORDLISTS")) return text("server.import.lenexRecordList");
  if (child(root, "TIMESTANDARDLISTS")) return text("server.import.lenexTimeStandards");
  return undefined;
}

/**
 * The attributes the pages show as names: no longer than a form's text may be. Any other (a URL, a
 * remark) is only carried to the export, and a long one must not cost a meet its import.
 */
const SHOWN_ATTRIBUTES = new Set(["name", "shortname", "lastname", "firstname", "nameprefix", "city", "license", "exception"]);

/**
 * Every name a file gives is shown in lists, sheets and files: cleaned as a form's text must be
 * (shared/plain-text), so a bidi override or a control character in a file names nobody falsely,
 * and no longer than a form's text may be, so no sheet prints a name of a megabyte.
 */
function plainAttributes(root: XmlElement): void {
  // A loop, not recursion: a hostile file may nest elements deeper than the stack reaches.
  for (const elements = [root]; elements.length > 0; ) {
    const element = elements.pop()!;
    for (const [name, value] of Object.entries(element.attrs)) {
      const plain = plainText(value);
      if (plain.length > MAX_TEXT && SHOWN_ATTRIBUTES.has(name)) {
        const where = { element: element.name, attribute: name, problem: text("server.import.tooLong", { max: String(MAX_TEXT) }) };
        throw new ImportError("lenex_invalid", `${element.name} ${name} is too long`, text("server.import.lenexAttributeAt", where));
      }
      element.attrs[name] = plain;
    }
    for (const child of element.children) elements.push(child);
  }
}

// ---- Unpacking -------------------------------------------------------------------------------

function unpack(bytes: Uint8Array): Uint8Array {
  if (looksLikeXml(bytes)) {
    if (bytes.length > MAX_UNZIPPED_BYTES) throw tooLarge();
    return bytes;
  }
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) {
    throw new ImportError("not_a_zip", "The file is neither a zipped .lxf nor a LENEX .lef");
  }
  let chosen: string | null = null;
  const files = unzipLimited(
    bytes,
    // The first .lef only: a zip of several holds the meet in its first.
    (name) => {
      if (chosen !== null || !isLefName(name)) return false;
      chosen = name;
      return true;
    },
    MAX_UNZIPPED_BYTES,
    { tooLarge, broken: () => new ImportError("not_a_zip", "The zip file is damaged or uses an unsupported compression") },
  );
  const lef = chosen === null ? undefined : files.get(chosen);
  if (!lef) throw new ImportError("no_lef", "The zip file contains no .lef file");
  return lef;
}

function tooLarge(): ImportError {
  return new ImportError("too_large_unzipped", "The unzipped LENEX file is larger than 50 MB");
}

// macOS zips carry "__MACOSX/._name.lef" resource forks beside the real file.
function isLefName(name: string): boolean {
  const base = name.slice(name.lastIndexOf("/") + 1);
  return base.toLowerCase().endsWith(".lef") && !base.startsWith("._") && !name.startsWith("__MACOSX/");
}

function looksLikeXml(bytes: Uint8Array): boolean {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return true;
  if (utf16Order(bytes, true)) return true;
  for (const b of bytes.subarray(0, 64)) {
    if (b === 0x3c) return true; // '<'
    if (b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return false;
  }
  return false;
}

// ---- Elements ---------------------------------------------------------------------------------

// The elements the reader looks at; the rest (the file's own rankings, time standards, entry-time meet info, …)
// is checked for well-formedness but not kept, which spares most of a results file's objects.
const KEPT = new Set([
  "LENEX",
  // Only to tell a list from a meet (notAMeet): their contents are not kept.
  "RECORDLISTS",
  "TIMESTANDARDLISTS",
  "MEETS",
  "MEET",
  "POOL",
  "AGEDATE",
  "SESSIONS",
  "SESSION",
  "EVENTS",
  "EVENT",
  "SWIMSTYLE",
  "AGEGROUPS",
  "AGEGROUP",
  "RANKINGS",
  "RANKING",
  "HEATS",
  "HEAT",
  "CLUBS",
  "CLUB",
  "ATHLETES",
  "ATHLETE",
  "HANDICAP",
  "ENTRIES",
  "ENTRY",
  "RESULTS",
  "RESULT",
  "SPLITS",
  "SPLIT",
  "RELAYS",
  "RELAY",
  "RELAYPOSITIONS",
  "RELAYPOSITION",
]);

/** The items of a LENEX collection, e.g. items(meet, "SESSIONS", "SESSION"). */
function items(element: XmlElement | undefined, collection: string, item: string): XmlElement[] {
  const found: XmlElement[] = [];
  for (const c of element?.children ?? []) {
    if (c.name !== collection) continue;
    for (const i of c.children) if (i.name === item) found.push(i);
  }
  return found;
}

// ---- Meet, sessions, events and heats -----------------------------------------------------------

// A date, possibly with a time behind it ("2025-02-09T09:30") as some writers put it.
const DATE = /^\d{4}-\d{2}-\d{2}/;

function readMeet(meet: XmlElement): Programme | null {
  const sessions = items(meet, "SESSIONS", "SESSION");
  const heats = readHeats(sessions);
  if (heats.length === 0) return null;
  fillLanes(meet, heatFinder(heats), sessionPools(meet, sessions));
  addEventFacts(heats, sessions);

  const a = meet.attrs;
  const agedate = child(meet, "AGEDATE")?.attrs;
  const pool = child(meet, "POOL")?.attrs;
  const events = eventGroups(sessions, resultIdsOf(heats));
  // The first day of the meet, whichever order the sessions are listed in.
  let date: string | null = null;
  for (const s of sessions) {
    const day = DATE.exec(s.attrs.date ?? "")?.[0];
    if (day && (date === null || day < date)) date = day;
  }
  return {
    meet: {
      name: a.name ?? "",
      date,
      city: a.city ?? null,
      nation: a.nation ?? null,
      course: a.course ?? null,
      lenex: {
        attrs: { ...a },
        sessions: sessions.map((s) => {
          const own = child(s, "POOL")?.attrs;
          return defined({
            number: s.attrs.number,
            date: s.attrs.date,
            daytime: s.attrs.daytime,
            name: s.attrs.name,
            pool: own && { ...own },
          });
        }),
        ...(agedate ? { agedate: defined({ value: agedate.value, type: agedate.type }) } : {}),
        ...(pool ? { pool: { ...pool } } : {}),
        ...(Object.keys(events).length > 0 ? { events } : {}),
      },
    },
    heats,
  };
}

/**
 * EVENT facts only the export needs, on each heat of the event beside its id and round: its type
 * (MASTERS: the results count for masters rankings and records) and planned daytime. Found by
 * session and event id, as the export makes one EVENT of the heats that share them.
 */
function addEventFacts(heats: Heat[], sessions: XmlElement[]): void {
  const facts = new Map<string, { event_type?: string; event_daytime?: string }>();
  for (const session of sessions) {
    for (const { attrs } of items(session, "EVENTS", "EVENT")) {
      const key = `${session.attrs.number} ${attrs.eventid}`;
      if (attrs.eventid && !facts.has(key)) facts.set(key, defined({ event_type: attrs.type, event_daytime: attrs.daytime }));
    }
  }
  for (const heat of heats) {
    const event = heat.lenex?.event_id ? facts.get(`${heat.lenex.session} ${heat.lenex.event_id}`) : undefined;
    if (event) heat.lenex = { ...heat.lenex, ...event };
  }
}

/** The RESULT ids of the heats' lanes that swam or were to swim: a withdrawal is in no group's results. */
function resultIdsOf(heats: Heat[]): Set<string> {
  return new Set(
    heats.flatMap((heat) => Object.values(heat.lanes).flatMap((lane) => (isWithdrawn(lane) ? [] : (lane.lenex?.result_id ?? [])))),
  );
}

/**
 * The RESULT ids a group's RANKINGS name (the meet program's own members of it) that swam in a heat
 * here (a withdrawal the file ranks without a lane is nowhere to be placed); none where it has none.
 */
function ranked(group: XmlElement, swum: ReadonlySet<string>): string[] | undefined {
  // Sorted: who is in the group, not their order (the places are this meet's own, DESIGN 8h).
  const ids = new Set(items(group, "RANKINGS", "RANKING").flatMap((r) => r.attrs.resultid?.trim() || []));
  const kept = [...ids].filter((id) => swum.has(id)).sort();
  return kept.length > 0 ? kept : undefined;
}

/**
 * DESIGN 8h: every event's AGEGROUPs by its id, the places they rank. An AGEGROUP without an id
 * (required, but real files break rules) cannot be named by a heat or a RANKING and is given one
 * from its place in the list.
 */
function eventGroups(sessions: XmlElement[], swum: ReadonlySet<string>): Record<string, LenexEventGroups> {
  const events: Record<string, LenexEventGroups> = {};
  for (const session of sessions) {
    for (const event of items(session, "EVENTS", "EVENT")) {
      const id = event.attrs.eventid;
      const groups = items(event, "AGEGROUPS", "AGEGROUP");
      if (!id || groups.length === 0) continue;
      const agegroups = groups.map((g, i): LenexAgeGroup => {
        const x = g.attrs;
        return defined({
          agegroupid: x.agegroupid ?? `#${i + 1}`,
          name: x.name,
          gender: x.gender,
          agemin: x.agemin,
          agemax: x.agemax,
          calculate: x.calculate,
          handicap: x.handicap,
          levels: x.levels,
          levelmin: x.levelmin,
          levelmax: x.levelmax,
          ranked: ranked(g, swum),
        });
      });
      events[id] = defined({ round: event.attrs.round, agegroups });
    }
  }
  return events;
}

// Rounds after the first carry Splash's letter behind a shared event number ("7F" is the final of
// event 7); timed finals, prelims and time trials are a first round and keep the bare number.
const ROUND_SUFFIX = new Map([
  ["FIN", "F"],
  ["SEM", "S"],
  ["QUA", "Q"],
]);
const FIRST_ROUNDS = new Set(["TIM", "PRE", "TIMETRIAL"]);
// Splash's extra heats and fastest heats belong to the round they extend (their preveventid):
// EXTRAHEATS of a final are final heats, those of a timed final continue its heat numbers.
const EXTENDING_ROUNDS = new Set(["EXTRAHEATS", "FHT"]);

interface EventInSession {
  event: XmlElement;
  session: string | undefined;
  number: number;
  round: string;
}

function readHeats(sessions: XmlElement[]): Heat[] {
  const events: EventInSession[] = [];
  const eventsById = new Map<string, XmlElement>();
  for (const session of sessions) {
    for (const event of items(session, "EVENTS", "EVENT")) {
      const number = positiveInt(event.attrs.number);
      if (number === null) continue;
      events.push({ event, session: session.attrs.number, number, round: "" });
      if (event.attrs.eventid) eventsById.set(event.attrs.eventid, event);
    }
  }
  const roundsOf = new Map<number, Set<string>>();
  for (const e of events) {
    e.round = effectiveRound(e.event, eventsById);
    roundsOf.set(e.number, (roundsOf.get(e.number) ?? new Set()).add(e.round));
  }

  const byId = new Map<string, Heat>();
  const elementOf = new Map<Heat, XmlElement>();
  for (const { event, session, number, round } of events) {
    const shared = roundsOf.get(number)!.size > 1;
    const suffix = shared && !FIRST_ROUNDS.has(round) ? (ROUND_SUFFIX.get(round) ?? round) : "";
    const style = child(event, "SWIMSTYLE")?.attrs ?? {};
    const swimstyle = (problem: Text) =>
      text("server.import.lenexEventAt", { event: event.attrs.number ?? "", element: "SWIMSTYLE", problem });
    // A distance the file leaves out is unknown (0), as real files need; one it gives is a number within the race limits.
    const race = { distance: styleNumber(style, "distance", swimstyle) ?? 0, relaycount: styleNumber(style, "relaycount", swimstyle) ?? 1 };
    const problem = raceProblem(race);
    if (problem) {
      const where = swimstyle(raceProblemText(problem, style[problem] ?? ""));
      throw new ImportError("race_invalid", `SWIMSTYLE ${problem} out of bounds in event ${event.attrs.number}`, where);
    }
    // A stroke the file leaves out is UNKNOWN, as LENEX names a special event; one it gives is a stroke LENEX knows.
    const stroke = style.stroke ?? "UNKNOWN";
    if (stroke !== "" && !isStrokeCode(stroke.toUpperCase())) {
      const where = swimstyle(text("server.import.lenexProblem.stroke", { value: stroke }));
      throw new ImportError("lenex_invalid", `SWIMSTYLE stroke ${stroke} is unknown in event ${event.attrs.number}`, where);
    }
    const heats = items(event, "HEATS", "HEAT");
    // A heat the file left without its (required) number still holds swims: it takes the next number
    // after the event's numbered heats and runs where its order puts it.
    let unnumbered = Math.max(0, ...heats.map((h) => positiveInt(h.attrs.number) ?? 0));
    for (const h of heats) {
      const heatNumber = positiveInt(h.attrs.number) ?? ++unnumbered;
      // Two rounds that map to the same id (e.g. TIM and TIMETRIAL under one number) fall back to
      // the full round code; a heat that is still a duplicate cannot be told apart and is skipped.
      const heatSuffix = byId.has(heatKey(number, heatNumber, suffix)) && shared ? round : suffix;
      const id = heatKey(number, heatNumber, heatSuffix);
      if (byId.has(id)) continue;
      const heat: Heat = {
        id,
        event_number: number,
        heat_number: heatNumber,
        distance: race.distance,
        stroke,
        gender: event.attrs.gender ?? "A",
        relaycount: race.relaycount,
        status: 0,
        start_time: null,
        end_time: null,
        lanes: {},
        vva: null,
        lenex: defined({
          event_id: event.attrs.eventid,
          heat_id: h.attrs.heatid,
          session,
          round: event.attrs.round,
          final: h.attrs.final,
          prev_event_id: event.attrs.preveventid,
          daytime: h.attrs.daytime,
          agegroup_id: h.attrs.agegroupid,
          status: h.attrs.status,
        }),
      };
      if (heatSuffix) heat.round = heatSuffix;
      byId.set(id, heat);
      elementOf.set(heat, h);
    }
  }
  // Which of two heats with one id is kept is the file's sequence's choice, as above; where the
  // kept heats go is the running order's (DESIGN 8h).
  const position = new Map(runningOrder(plannedSessions(sessions)).map((planned, i) => [planned.element, i]));
  return [...byId.values()].sort((a, b) => position.get(elementOf.get(a)!)! - position.get(elementOf.get(b)!)!);
}

/** The file's sessions, events and heats as the running order reads them, each heat with its element. */
function plannedSessions(sessions: XmlElement[]) {
  return sessions.map((session) => ({
    date: session.attrs.date,
    daytime: session.attrs.daytime,
    endtime: session.attrs.endtime,
    number: session.attrs.number,
    events: items(session, "EVENTS", "EVENT").map((event) => ({
      order: event.attrs.order,
      daytime: event.attrs.daytime,
      number: event.attrs.number,
      heats: items(event, "HEATS", "HEAT").map((element) => ({ order: element.attrs.order, number: element.attrs.number, element })),
    })),
  }));
}

function effectiveRound(event: XmlElement, eventsById: Map<string, XmlElement>): string {
  let current = event;
  // A bounded walk: a file whose preveventids form a loop must not hang the import.
  for (let hops = 0; hops < 8; hops++) {
    const round = current.attrs.round ?? "TIM";
    if (!EXTENDING_ROUNDS.has(round)) return round;
    const previous = eventsById.get(current.attrs.preveventid ?? "");
    if (!previous || previous === current) return "TIM";
    current = previous;
  }
  return "TIM";
}

// ---- Clubs, athletes, relays: the lanes ----------------------------------------------------------

interface ClubFacts {
  name: string | null;
  lenex: LaneLenex;
}

interface AthleteFacts {
  facts: LenexAthleteFacts;
  athlete_id?: string;
  handicap?: LenexHandicap;
  level?: string;
  exhibition?: boolean;
}

// A lane a RESULT fills outranks one an ENTRY fills (a file with both shows what was swum);
// between equals the first wins unless it was withdrawn and the newcomer was not.
type Source = "entry" | "result";
const WITHDRAWN = new Set<LaneStatus>(["WDR", "SICK"]);
const ENTRY_STATUSES = new Set(["EXH", "SICK", "WDR", "DNS"]);
const RESULT_STATUSES = new Set(["DNS", "DNF", "DSQ", "SICK", "WDR", "EXH"]);
/** A RESULT's comment (why it is a DSQ or DNS, as Splash and our export write it) becomes the lane's reason, this long at most. */
export const MAX_REASON_LENGTH = 200;

/** The heat an ENTRY or RESULT names by its heatid. */
type HeatFinder = (record: XmlElement) => Heat | undefined;

// LENEX wants heat ids unique in a meet, but a writer that numbers heats per event repeats them;
// a repeated id is told apart by the record's eventid.
function heatFinder(heats: Heat[]): HeatFinder {
  const byId = new Map<string, Heat | null>();
  const byEventAndId = new Map<string, Heat>();
  for (const heat of heats) {
    const id = heat.lenex?.heat_id;
    if (!id) continue;
    byId.set(id, byId.has(id) ? null : heat);
    byEventAndId.set(`${heat.lenex?.event_id ?? ""} ${id}`, heat);
  }
  return (record) => {
    const id = record.attrs.heatid ?? "";
    const heat = byId.get(id);
    return heat === null ? byEventAndId.get(`${record.attrs.eventid ?? ""} ${id}`) : heat;
  };
}

/**
 * DESIGN 9: the lanes the meet's pool has, from its POOL (lanemin–lanemax), else 0 to 10. A pool that
 * names only one end keeps the other from the default.
 */
function poolLanes(pool: XmlElement | undefined): LaneRange {
  const min = nonNegativeInt(pool?.attrs.lanemin);
  const max = nonNegativeInt(pool?.attrs.lanemax);
  const range = { min: min ?? DEFAULT_LANES.min, max: max ?? DEFAULT_LANES.max };
  return range.min <= range.max ? range : DEFAULT_LANES;
}

/**
 * The pool each heat was swum in: its session's POOL where the session has one (LENEX: the pool "if
 * different from the meet", a whole pool of its own), else the meet's.
 */
function sessionPools(meet: XmlElement, sessions: XmlElement[]): (heat: Heat) => LaneRange {
  const meetPool = poolLanes(child(meet, "POOL"));
  const own = new Map<string | undefined, LaneRange>();
  for (const session of sessions) {
    const pool = child(session, "POOL");
    if (pool) own.set(session.attrs.number, poolLanes(pool));
  }
  return (heat) => own.get(heat.lenex?.session) ?? meetPool;
}

function fillLanes(meet: XmlElement, findHeat: HeatFinder, poolOf: (heat: Heat) => LaneRange): void {
  const clubs = items(meet, "CLUBS", "CLUB");
  // Relay swimmers are referenced by athleteid, so every athlete is known before any relay.
  const people = new Map<XmlElement, AthleteFacts>();
  const athletes = new Map<string, AthleteFacts>();
  for (const club of clubs) {
    for (const athlete of items(club, "ATHLETES", "ATHLETE")) {
      const person = athleteFacts(athlete);
      people.set(athlete, person);
      if (person.athlete_id) athletes.set(person.athlete_id, person);
    }
  }

  const sources = new Map<Lane, Source>();
  // Each swimmer's and relay's results are placed before their entries: a result says where they
  // swam, and an entry into the same heat (in another lane when lanes were swapped at the meet)
  // would show them twice.
  const swum = new Set<Heat>();
  const place = (record: XmlElement, source: Source, build: (heat: Heat) => Lane) => {
    const heat = findHeat(record);
    const laneNumber = nonNegativeInt(record.attrs.lane);
    if (!heat || laneNumber === null) return;
    if (source === "entry" && (record.attrs.status === "RJC" || swum.has(heat))) return;
    const where = { event: `${heat.event_number}${heat.round ?? ""}`, heat: String(heat.heat_number), lane: String(laneNumber) };
    const pool = poolOf(heat);
    if (laneNumber < pool.min || laneNumber > pool.max) {
      throw new ImportError(
        "lane_outside",
        `Lane ${laneNumber} is outside the pool`,
        text("server.import.laneOutside", { ...where, min: String(pool.min), max: String(pool.max) }),
      );
    }
    // "NT" or nothing is no entry time; a time that cannot be read would be lost as if it were none.
    const entrytime = record.attrs.entrytime;
    if (!isReadableRaceTime(entrytime)) {
      const problem = text("server.import.lenexProblem.entrytime", { value: entrytime ?? "" });
      throw new ImportError(
        "lenex_invalid",
        `Unreadable entrytime in ${record.name}`,
        text("server.import.lenexLaneAt", { ...where, element: record.name, problem }),
      );
    }
    if (source === "result") swum.add(heat);
    const lane = build(heat);
    const key = String(laneNumber);
    const existing = heat.lanes[key];
    if (existing && !outranks(source, lane, sources.get(existing)!, existing)) return;
    heat.lanes[key] = lane;
    sources.set(lane, source);
  };

  for (const club of clubs) {
    const clubFacts = readClub(club);
    for (const athlete of items(club, "ATHLETES", "ATHLETE")) {
      const person = people.get(athlete)!;
      const facts = athleteLenex(person, clubFacts);
      swum.clear();
      for (const result of items(athlete, "RESULTS", "RESULT")) {
        place(result, "result", (heat) => athleteLane(heat, person, clubFacts, facts, result, "result"));
      }
      for (const entry of items(athlete, "ENTRIES", "ENTRY")) {
        place(entry, "entry", (heat) => athleteLane(heat, person, clubFacts, facts, entry, "entry"));
      }
    }
    const relays = items(club, "RELAYS", "RELAY");
    const alike = relaysNumberedAlike(relays);
    for (const relay of relays) {
      swum.clear();
      const shared = alike.has(relay);
      for (const result of items(relay, "RESULTS", "RESULT")) {
        place(result, "result", () => relayLane(relay, clubFacts, athletes, result, "result", shared));
      }
      for (const entry of items(relay, "ENTRIES", "ENTRY")) {
        place(entry, "entry", () => relayLane(relay, clubFacts, athletes, entry, "entry", shared));
      }
    }
  }
}

function outranks(source: Source, lane: Lane, existingSource: Source, existing: Lane): boolean {
  if (source !== existingSource) return source === "result";
  return WITHDRAWN.has(existing.status ?? null) && !WITHDRAWN.has(lane.status ?? null);
}

function readClub(club: XmlElement): ClubFacts {
  const a = club.attrs;
  return {
    name: a.name ?? null,
    lenex: defined({ club_id: a.clubid, club_code: a.code, club_nation: a.nation, club_number: a.number }),
  };
}

function athleteFacts(athlete: XmlElement): AthleteFacts {
  const a = athlete.attrs;
  const h = child(athlete, "HANDICAP")?.attrs;
  return {
    athlete_id: a.athleteid,
    facts: defined({
      firstname: a.firstname,
      lastname: a.lastname,
      nameprefix: a.nameprefix,
      birthdate: a.birthdate,
      gender: a.gender,
      nation: a.nation,
      license: a.license,
    }),
    handicap: h
      ? defined({
          free: h.free,
          breast: h.breast,
          medley: h.medley,
          exception: h.exception,
          freestatus: h.freestatus,
          breaststatus: h.breaststatus,
          medleystatus: h.medleystatus,
        })
      : undefined,
    level: a.level,
    exhibition: a.status?.toUpperCase() === "EXHIBITION",
  };
}

/**
 * What the export needs of a swimmer and their club, made once per swimmer rather than once per
 * swim: spreading the club's facts into a literal this size is V8's slow path, and it cost most of
 * a 2 MB results file's reading time when it ran for every result.
 */
function athleteLenex(person: AthleteFacts, club: ClubFacts): LaneLenex {
  const facts = person.facts;
  return defined({
    ...club.lenex,
    firstname: facts.firstname,
    lastname: facts.lastname,
    nameprefix: facts.nameprefix,
    birthdate: facts.birthdate,
    gender: facts.gender,
    nation: facts.nation,
    athlete_id: person.athlete_id,
    handicap: person.handicap,
    level: person.level,
  });
}

function athleteLane(heat: Heat, person: AthleteFacts, club: ClubFacts, lenex: LaneLenex, record: XmlElement, source: Source): Lane {
  const facts = person.facts;
  const lane = recordLane(record, source);
  lane.swimmer = nameOf(facts);
  lane.license = facts.license || null;
  lane.handicap = sportClass(heat.stroke, person.handicap, record.attrs.handicap);
  lane.codes = parseExceptionCodes(person.handicap?.exception);
  const status = classStatus(heat.stroke, person.handicap);
  if (status) lane.class_status = status;
  lane.club = club.name;
  // ATHLETE status EXHIBITION: "swims exhibition in all events", a time and never a place (DESIGN 8e).
  if (person.exhibition && (lane.status ?? null) === null) lane.status = lane.entry_status = "EXH";
  // A copy per lane: lanes are changed one by one later (a re-import, a referee's decision).
  lane.lenex = source === "result" ? { ...lenex, ...resultFacts(record) } : { ...lenex };
  return lane;
}

/**
 * A club's relays that another of its relays with the same number swims beside, in one event: a
 * club's "1" in the boys' and the girls' event are two teams as the file means them, four "1"s in one
 * event are not numbered at all.
 */
function relaysNumberedAlike(relays: XmlElement[]): Set<XmlElement> {
  const teams = new Map<string, XmlElement[]>();
  for (const relay of relays) {
    const records = [...items(relay, "RESULTS", "RESULT"), ...items(relay, "ENTRIES", "ENTRY")];
    for (const event of new Set(records.flatMap((record) => record.attrs.eventid ?? []))) {
      const key = `${relay.attrs.number ?? "1"} ${event}`;
      teams.set(key, [...(teams.get(key) ?? []), relay]);
    }
  }
  return new Set([...teams.values()].filter((team) => team.length > 1).flat());
}

function relayLane(
  relay: XmlElement,
  club: ClubFacts,
  athletes: Map<string, AthleteFacts>,
  record: XmlElement,
  source: Source,
  sharedNumber = false,
): Lane {
  const a = relay.attrs;
  const number = a.number ?? "1";
  const lane = recordLane(record, source);
  // DESIGN 9: a relay is shown by its club's name and relay number ("Wvz 1"), as Splash's heat
  // list CSV has it; RELAY's free-text name ("ZVL-1886 1 Est2") is only kept for the export.
  // A club without a name (type="UNATTACHED") leaves the relay's own name, if it has one, and so
  // does a club whose teams the file numbers alike ("SCB MAS JUN", "SCB MAS SEN", both 1): by
  // number alone officials could not tell them apart.
  lane.swimmer = club.name && !(sharedNumber && a.name?.trim()) ? `${club.name} ${number}` : a.name?.trim() || number;
  lane.club = club.name;
  const positions = items(record, "RELAYPOSITIONS", "RELAYPOSITION").flatMap((p) => {
    const order = int(p.attrs.number);
    if (order === null) return [];
    const swimmer = athletes.get(p.attrs.athleteid ?? "");
    const name = swimmer ? nameOf(swimmer.facts) : undefined;
    // The swimmers' classes make the relay's para class (DESIGN 8h) where the RELAY does not give one.
    return [
      defined({ number: order, athlete_id: p.attrs.athleteid, name, ...swimmer?.facts, handicap: swimmer?.handicap, ...legFacts(p) }),
    ];
  });
  lane.lenex = defined({
    ...club.lenex,
    relay_number: number,
    relay_name: a.name,
    gender: a.gender,
    relay_ages: defined({ agemin: a.agemin, agemax: a.agemax, agetotalmin: a.agetotalmin, agetotalmax: a.agetotalmax }),
    relay_positions: positions.length > 0 ? positions : undefined,
    relay_handicap: a.handicap,
    ...(source === "result" ? resultFacts(record) : {}),
  });
  return lane;
}

/**
 * A RESULT's id, the points the meet program gave its time (DESIGN 8h ranks a group of several classes
 * by them), and what the export writes back as the file had it: a status LENEX does not name, the
 * reaction time, and a remark beside a result without a status.
 */
function resultFacts(record: XmlElement): Pick<LaneLenex, "result_id" | "points" | "result_status" | "reactiontime" | "comment"> {
  const a = record.attrs;
  const points = nonNegativeInt(a.points);
  // Beside a status the comment is its reason (recordLane); beside a plain result it is a remark.
  const remark = a.status?.trim() ? undefined : a.comment?.trim();
  return defined({
    result_id: a.resultid,
    points: points ?? undefined,
    result_status: foreignStatus(record),
    reactiontime: reactionTime(a.reactiontime),
    comment: remark ? cut(remark, MAX_REASON_LENGTH) : undefined,
  });
}

/** A reaction time as LENEX writes it, in hundredths with its sign ("+64", "-3", "0"); anything else is none. */
function reactionTime(value: string | undefined): string | undefined {
  const time = value?.trim();
  return time && /^[+-]?\d{1,4}$/.test(time) ? time : undefined;
}

/** A relay leg's take-over (its RELAYPOSITION reactiontime) and status (DSQ: this swimmer was disqualified). */
function legFacts(position: XmlElement): { reactiontime?: string; status?: string } {
  const status = position.attrs.status?.trim();
  return defined({ reactiontime: reactionTime(position.attrs.reactiontime), status: status ? cut(status, MAX_REASON_LENGTH) : undefined });
}

/** A RESULT status outside LENEX's own (a federation's, as SUI.RED10), as the file writes it. */
function foreignStatus(record: XmlElement): string | undefined {
  const status = record.attrs.status?.trim();
  return status && !RESULT_STATUSES.has(status) ? cut(status, MAX_REASON_LENGTH) : undefined;
}

/** "Lastname, Firstname"; an athlete without the (required) last name goes by the first name. */
function nameOf(facts: LenexAthleteFacts): string {
  return facts.lastname
    ? swimmerName(facts.lastname, facts.firstname, facts.nameprefix)
    : swimmerName(facts.firstname ?? "", null, facts.nameprefix);
}

/** What an ENTRY or RESULT says about the swim itself. */
function recordLane(record: XmlElement, source: Source): Lane {
  const a = record.attrs;
  const lane: Lane = {
    swimmer: "",
    license: null,
    handicap: null,
    club: null,
    entrytime: parseRaceTime(a.entrytime),
    dqs: {},
    splits: {},
    time: null,
    confirmed: false,
    status: null,
    codes: [],
  };
  const statuses = source === "result" ? RESULT_STATUSES : ENTRY_STATUSES;
  if (a.status && statuses.has(a.status)) lane.status = a.status as LaneStatus;
  // A RESULT status LENEX does not name (a federation's, as SUI.RED10) is no regular result ("an empty
  // status attribute means a regular result"): swum for its time and never placed, as an exhibition
  // swim is, the file's word kept as its reason and for the export.
  const foreign = source === "result" ? foreignStatus(record) : undefined;
  if (foreign) lane.status = "EXH";
  // DESIGN 8e: the start list's EXH and withdrawals hold through the race, apart from its result.
  if (lane.status && (PROGRAMME_ENTRY_STATUSES as readonly string[]).includes(lane.status)) lane.entry_status = lane.status as EntryStatus;
  if (source === "entry") return lane;

  // "NT", zero, nothing or anything unreadable is no time.
  lane.time = parseRaceTime(a.swimtime);
  for (const split of items(record, "SPLITS", "SPLIT")) {
    const distance = positiveInt(split.attrs.distance);
    const time = parseRaceTime(split.attrs.swimtime);
    if (distance !== null && time !== null) lane.splits[String(distance)] = { time };
  }
  const comment = a.comment?.trim();
  // A comment beside a plain result is a remark ("new record?"), not the reason for a status.
  if (comment && lane.status) lane.reason = cut(comment, MAX_REASON_LENGTH);
  if (foreign) lane.reason = comment ? `${foreign}: ${lane.reason}` : foreign;
  if (lane.status === "DSQ") lane.dqs[comment || "DSQ"] = true;
  // A withdrawal on time, a sick note or an exhibition swim without its time is the start list's word
  // (as our own export writes an unswum heat's), not a race result: that heat has still to be swum.
  lane.confirmed = lane.time !== null || (lane.status !== null && lane.entry_status === undefined);
  return lane;
}

/** DESIGN 9: the class for this stroke from HANDICAP; an entry's own handicap attribute overrides it. */
function sportClass(stroke: Stroke, handicap: LenexHandicap | undefined, override: string | undefined): string | null {
  const prefix = sportClassPrefix(stroke);
  if (!prefix || (!handicap && !override)) return null;
  const value = override ?? (prefix === "S" ? handicap?.free : prefix === "SB" ? handicap?.breast : handicap?.medley);
  const cls = int(value);
  // 1–15 are sport classes; 0 and anything else (an exception code alone) is no class.
  return cls !== null && cls >= 1 && cls <= 15 ? `${prefix}${cls}` : null;
}

/** DESIGN 8i: HANDICAP's class status for the heat's stroke (free for S, breast for SB, medley for SM), where the file gives it. */
function classStatus(stroke: Stroke, handicap: LenexHandicap | undefined): string | undefined {
  const prefix = sportClassPrefix(stroke);
  if (!prefix || !handicap) return undefined;
  return prefix === "S" ? handicap.freestatus : prefix === "SB" ? handicap.breaststatus : handicap.medleystatus;
}

// ---- Small readers -------------------------------------------------------------------------------

function int(value: string | undefined): number | null {
  if (value === undefined || !/^\s*-?\d{1,9}\s*$/.test(value)) return null;
  return Number(value);
}

/** A SWIMSTYLE's distance or relay count: null when the file leaves it out, refused when it is no whole number. */
function styleNumber(style: Record<string, string>, name: "distance" | "relaycount", swimstyle: (problem: Text) => Text): number | null {
  const value = style[name]?.trim() ?? "";
  if (value === "") return null;
  const number = int(value);
  if (number === null) {
    throw new ImportError(
      "race_invalid",
      `SWIMSTYLE ${name} is not a number`,
      swimstyle(text(`server.import.lenexProblem.${name}`, { value })),
    );
  }
  return number;
}

function positiveInt(value: string | undefined): number | null {
  const n = int(value);
  return n !== null && n > 0 ? n : null;
}

function nonNegativeInt(value: string | undefined): number | null {
  const n = int(value);
  return n !== null && n >= 0 ? n : null;
}

/** Text of at most `max` UTF-16 units, never ending in half of a surrogate pair (an emoji). */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max;
  return text.slice(0, end).trimEnd();
}

/** A copy without the undefined properties, so stored JSON and test comparisons stay clean. */
function defined<T extends object>(value: T): T {
  const copy = {} as T;
  for (const key in value) if (value[key] !== undefined) copy[key] = value[key];
  return copy;
}
