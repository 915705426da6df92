import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { call, json, type Caller } from "./helpers";
import * as roomSchema from "../../src/durable/schema";
import type { MeetRoom } from "../../src/durable/room/server";
import type { Heat } from "../../src/shared/programme";
import type { LogEvent } from "../../src/shared/live";

export function fixture(name: string): Uint8Array {
  const b64 = env.FIXTURES?.[name];
  if (!b64) throw new Error(`fixture ${name} missing`);
  return Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
}

export function upload(
  path: string,
  as: Caller | undefined,
  file: { bytes: Uint8Array | string; name: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("file", new File([file.bytes as BlobPart], file.name));
  return call("POST", path, { as, raw: form });
}

export const importLxf = (
  as: Caller | undefined,
  name = "lenex/inschrijving-minioren-competitie.lxf",
  fields: Record<string, string> = {},
) => upload("/api/meets/lxf", as, { bytes: fixture(name), name: name.split("/").pop()! }, fields);

export async function storedState() {
  const meets = (await env.DB.prepare("select count(*) as n from meets").first<number>("n"))!;
  const importsCount = (await env.DB.prepare("select count(*) as n from imports").first<number>("n"))!;
  const files = (await env.FILES.list({ prefix: "meets/" })).objects.length;
  return { meets, imports: importsCount, files };
}

/**
 * What a meet's room holds now: the programme and log as an administrator's API calls answer them,
 * and its stored timing records straight from its storage. Getters, because test files make their
 * meet and administrator in `beforeAll`.
 */
export function roomProbe(meetOf: () => { id: number }, adminOf: () => Caller) {
  const stub = () => env.MEET_ROOM.get(env.MEET_ROOM.idFromName(String(meetOf().id)));
  const programme = async () =>
    json<{ heats: Heat[]; active_heat_id: string }>(await call("GET", `/api/meets/${meetOf().id}/heats`, { as: adminOf() }), 200);
  return {
    programme,
    heat: async (id = "1-1") => (await programme()).heats.find((h) => h.id === id)!,
    log: async () => json<LogEvent[]>(await call("GET", `/api/meets/${meetOf().id}/events`, { as: adminOf() }), 200),
    stub,
    /** The raw records of these kinds (all when none is named), as the room stored them. */
    timings: (...kinds: string[]) =>
      runInDurableObject(stub(), (room: MeetRoom) =>
        room.db
          .select()
          .from(roomSchema.timings)
          .all()
          .filter((t) => kinds.length === 0 || kinds.includes(t.kind)),
      ),
  };
}
