// Race-day changes to the start list (DESIGN 8e) as one pure function: whether a change may be made,
// the heats it gives and the log line. Before a heat starts the start list is the room's to change;
// once it has started, what happened in the water is the referee's (lane_result), and only the
// swimmer's class and an exhibition swim (EXH) may still change, recomputed from the heat's entries.
import type { LineupMessage, LiveErrorCode } from "../shared/live";
import { heatTitleValues } from "../shared/labels";
import { canAddLane, classRefusal, genderRefusal, hasStarted, lineupRefusal, sameEvent } from "../shared/lineup-rules";
import { entryStatusOf, isOccupied, swimmerName, type Heat, type Lane, type LaneLenex } from "../shared/programme";
import { heatResult } from "./heat-result";
import type { HeatEntry } from "./heat-entries";
import { heatTitleText, roomText, type RoomText, type RoomValue } from "./room-text";

export type LineupRefusalCode = Extract<
  LiveErrorCode,
  "unknown_heat" | "unknown_lane" | "started" | "bad_lineup" | "relay_class" | "wrong_class" | "wrong_gender"
>;

export type LineupResult = { ok: true; heats: Heat[]; log: RoomText } | { ok: false; code: LineupRefusalCode; message: RoomText };

const refuse = (code: LineupRefusalCode): LineupResult => ({ ok: false, code, message: roomText(`room.refusal.${code}`) });

const withoutLane = (lanes: Record<string, Lane>, key: string): Record<string, Lane> => {
  const { [key]: _gone, ...rest } = lanes;
  return rest;
};

/** A lane without its entry status; the status it showed goes with it when nothing was recorded. */
function withoutEntryStatus(lane: Lane): Lane {
  const { entry_status: entry, ...rest } = lane;
  return entry && lane.status === entry ? { ...rest, status: undefined } : rest;
}

/** LENEX HANDICAP keeps class numbers per stroke group; the lane's class changes its group's number. */
function lenexWithClass(lenex: LaneLenex | undefined, handicap: string | null): LaneLenex | undefined {
  if (!handicap) return lenex;
  const match = /^(SB|SM|S)(\d+)$/.exec(handicap);
  if (!match) return lenex;
  const group = match[1] === "SB" ? "breast" : match[1] === "SM" ? "medley" : "free";
  return { ...lenex, handicap: { ...lenex?.handicap, [group]: match[2]! } };
}

/**
 * Applies a line-up change to the programme. `entriesOf` gives a started heat's stored entries, so a
 * class or exhibition change recomputes its result as everything recorded makes it.
 */
export function applyLineup(
  heats: readonly Heat[],
  message: LineupMessage,
  entriesOf: (heatId: string) => readonly HeatEntry[],
): LineupResult {
  const heat = heats.find((h) => h.id === message.heat_id);
  if (!heat) return refuse("unknown_heat");
  const key = message.lane;
  const change = message.change;
  // A class change's or a late entry's class: one of the event's stroke group, as the page offers.
  const handicap = change.kind === "class" ? change.handicap : change.kind === "enter" ? change.swimmer.handicap : null;
  const refusal =
    lineupRefusal(heat, key, change.kind) ??
    classRefusal(heat, handicap) ??
    (change.kind === "enter" ? genderRefusal(heat, change.swimmer.gender) : null);
  if (refusal) return refuse(refusal);
  const lane = Object.hasOwn(heat.lanes, key) ? heat.lanes[key] : undefined;
  const started = hasStarted(heat);
  const title = roomText("room.log.lineup.lane", { heat: heatTitleText(heat), lane: key });
  const log = (
    what: "withdrawn" | "restored" | "entered" | "moved" | "swapped" | "classChanged" | "codesChanged" | "exhibitionOn" | "exhibitionOff",
    values: Record<string, RoomValue>,
  ) => roomText(`room.log.lineup.${what}`, { lane: title, ...values });

  // Changes to one lane that stays where it is.
  const changeLane = (next: Lane, line: RoomText): LineupResult => {
    const changed = { ...heat, lanes: { ...heat.lanes, [key]: next } };
    return { ok: true, heats: [started ? heatResult(changed, entriesOf(heat.id)) : changed], log: line };
  };

  if (change.kind === "enter") {
    const s = change.swimmer;
    const entered: Lane = {
      swimmer: swimmerName(s.lastname, s.firstname, s.nameprefix),
      license: s.license || null,
      handicap: s.handicap ?? null,
      club: s.club,
      entrytime: null,
      dqs: {},
      splits: {},
      time: null,
      confirmed: false,
      late_entry: true,
      codes: s.codes,
      lenex: lenexWithClass(
        {
          lastname: s.lastname,
          ...(s.firstname ? { firstname: s.firstname } : {}),
          ...(s.nameprefix ? { nameprefix: s.nameprefix } : {}),
          gender: s.gender,
          ...(s.birthdate ? { birthdate: s.birthdate } : {}),
          ...(s.license ? { license: s.license } : {}),
          // The export's HANDICAP, as a file would have given it.
          ...(s.codes.length > 0 ? { handicap: { exception: s.codes.join(",") } } : {}),
        },
        s.handicap ?? null,
      ),
    };
    return changeLane(entered, log("entered", { swimmer: entered.swimmer, club: s.club }));
  }

  // lineupRefusal let through only changes to a lane with a swimmer.
  if (!lane) return refuse("unknown_lane");
  const entryStatus = entryStatusOf(lane);

  switch (change.kind) {
    case "withdraw":
      return changeLane({ ...withoutEntryStatus(lane), entry_status: "WDR", status: "WDR" }, log("withdrawn", { swimmer: lane.swimmer }));
    case "restore":
      return changeLane(withoutEntryStatus({ ...lane, entry_status: entryStatus }), log("restored", { swimmer: lane.swimmer }));
    case "class": {
      if (change.handicap === lane.handicap) return refuse("bad_lineup");
      const next = { ...lane, handicap: change.handicap, lenex: lenexWithClass(lane.lenex, change.handicap) };
      const noClass = roomText("room.log.lineup.noClass");
      return changeLane(
        next,
        log("classChanged", { swimmer: lane.swimmer, before: lane.handicap ?? noClass, after: change.handicap ?? noClass }),
      );
    }
    case "codes": {
      const before = lane.codes ?? [];
      if (before.length === change.codes.length && before.every((code, i) => code === change.codes[i])) return refuse("bad_lineup");
      // For this swim only: the athlete's HANDICAP in the file (and its export) keeps the classification's codes.
      const none = roomText("room.log.lineup.noCodes");
      const shown = (codes: readonly string[]) => (codes.length > 0 ? codes.join(",") : none);
      return changeLane(
        { ...lane, codes: change.codes },
        log("codesChanged", { swimmer: lane.swimmer, before: shown(before), after: shown(change.codes) }),
      );
    }
    case "exhibition": {
      if (change.on === (entryStatus === "EXH")) return refuse("bad_lineup");
      const next: Lane = change.on
        ? { ...lane, entry_status: "EXH", ...(started ? {} : { status: "EXH" as const }) }
        : withoutEntryStatus({ ...lane, entry_status: "EXH" });
      return changeLane(next, log(change.on ? "exhibitionOn" : "exhibitionOff", { swimmer: lane.swimmer }));
    }
    case "move": {
      const target = heats.find((h) => h.id === change.to_heat_id);
      if (!target) return refuse("unknown_heat");
      if (hasStarted(target)) return refuse("started");
      if (!sameEvent(heat, target) || (target.id === heat.id && change.to_lane === key) || !canAddLane(target, change.to_lane)) {
        return refuse("bad_lineup");
      }
      const there = Object.hasOwn(target.lanes, change.to_lane) ? target.lanes[change.to_lane] : undefined;
      const swap = there !== undefined && isOccupied(there) ? there : undefined;
      // Mid-sentence in the log line: "verplaatst naar programma 1, serie 2, baan 6".
      const destination = roomText("room.log.lineup.destination", { ...heatTitleValues(target), lane: change.to_lane });
      const line = swap
        ? log("swapped", { swimmer: lane.swimmer, to: destination, other: swap.swimmer })
        : log("moved", { swimmer: lane.swimmer, to: destination });
      if (target.id === heat.id) {
        const lanes = swap
          ? { ...heat.lanes, [change.to_lane]: lane, [key]: swap }
          : { ...withoutLane(heat.lanes, key), [change.to_lane]: lane };
        return { ok: true, heats: [{ ...heat, lanes }], log: line };
      }
      const fromLanes = swap ? { ...heat.lanes, [key]: swap } : withoutLane(heat.lanes, key);
      const toLanes = { ...target.lanes, [change.to_lane]: lane };
      return {
        ok: true,
        heats: [
          { ...heat, lanes: fromLanes },
          { ...target, lanes: toLanes },
        ],
        log: line,
      };
    }
  }
}
