// What a spectator sees (DESIGN 8c): the meet's facts and its heats without licences, LENEX ids,
// watches or codes, as JSON text without the clock. Without the clock an unchanged meet keeps its
// text, and so its ETag, from second to second; the edge caches it for the many readers.
import type { LiveMeet } from "../../shared/live";
import { programmeSessions, type ProgrammeMeet } from "../../shared/programme";
import { publicHeats, type PublicLive } from "../../shared/results";
import { DEFAULT_TIME_ZONE } from "../../shared/time-zone";
import type { RoomStorage } from "./storage";

export function publicLiveJson(store: RoomStorage): { live: string; server_time: number } {
  const meet = store.getMeta<LiveMeet>("meet");
  const active = store.activeHeatId();
  const facts = {
    name: meet?.name ?? "",
    external_id: meet?.external_id ?? "",
    planned_date: meet?.planned_date ?? null,
    time_zone: meet?.time_zone ?? DEFAULT_TIME_ZONE,
  };
  // Expected starts move with the clock (a meet running late): the answer is made again each minute.
  const minute = Math.floor(Date.now() / 60_000);
  const live = store.fromHeats("public live", JSON.stringify([active, facts, minute]), (heats) => {
    const sessions = programmeSessions(store.getMeta<ProgrammeMeet>("programme_meet"), facts.planned_date);
    const meetNow = { now: minute * 60_000, activeHeatId: active };
    const answer: Omit<PublicLive, "server_time"> = {
      meet: facts,
      active_heat_id: active,
      heats: publicHeats(heats, sessions, facts.time_zone, meetNow),
      sessions,
    };
    return JSON.stringify(answer);
  });
  return { live, server_time: Date.now() };
}
