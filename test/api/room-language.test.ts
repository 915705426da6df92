// DESIGN 12: the meet room speaks each socket's language, as the Worker found it for the upgrade (the
// account's, else Accept-Language, else Dutch): its refusals, its close reasons and the log it sends.
import { SELF, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { json, seedAdmin, seedClub, seedClubUser, ORIGIN, type Caller } from "./helpers";
import { cid, closeAll, track, welcome, type LiveClient } from "./live-helpers";
import { importLxf, roomProbe } from "./meets-helpers";
import type { MeetRoom } from "../../src/durable/room/server";
import type { Heat } from "../../src/shared/programme";

let admin: Caller;
let own: Caller;
let meet: { id: number; signed_id: string };
let heats: Heat[];

const { programme, stub } = roomProbe(
  () => meet,
  () => admin,
);

beforeAll(async () => {
  admin = await seedAdmin();
  own = await seedClubUser(await seedClub("ZV Talen"));
  meet = await json(await importLxf(own), 201);
  heats = (await programme()).heats;
  expect(heats.length).toBeGreaterThan(2);
});

afterEach(closeAll);

/** A socket opened as `as`, its browser asking for `language` (no header when undefined). */
async function connectIn(as: Caller, language: string | undefined): Promise<LiveClient> {
  const headers: Record<string, string> = { Upgrade: "websocket", Origin: ORIGIN, Cookie: as.cookie! };
  if (language !== undefined) headers["Accept-Language"] = language;
  const res = await SELF.fetch(`${ORIGIN}/api/live/${meet.signed_id}`, { headers });
  expect(res.status).toBe(101);
  const client = track(res.webSocket!);
  await welcome(client);
  return client;
}

async function refusalIn(language: string | undefined): Promise<string> {
  const viewer = await connectIn(own, language);
  const id = cid();
  viewer.send({ type: "stop", id, time: Date.now(), accuracy: 3 });
  const error = await viewer.take("error", (m) => m.id === id);
  expect(error.code).toBe("forbidden");
  return error.message;
}

describe("the room's language per socket", () => {
  it("refuses in English on a socket opened with Accept-Language: en, in Dutch with nl or none", async () => {
    expect(await refusalIn("en-GB,en;q=0.9")).toBe("Only an administrator can control the meet.");
    expect(await refusalIn("nl-NL,nl;q=0.9,en;q=0.8")).toBe("Alleen een beheerder kan de wedstrijd bedienen.");
    expect(await refusalIn(undefined)).toBe("Alleen een beheerder kan de wedstrijd bedienen.");
  });

  it("refuses in German and in French on sockets opened with Accept-Language: de or fr", async () => {
    expect(await refusalIn("de-DE,de;q=0.9,en;q=0.8")).toBe("Nur ein Administrator kann die Veranstaltung steuern.");
    expect(await refusalIn("de-CH")).toBe("Nur ein Administrator kann die Veranstaltung steuern.");
    expect(await refusalIn("fr-FR,fr;q=0.9")).toBe("Seul un administrateur peut piloter la compétition.");
    expect(await refusalIn("fr-BE,nl;q=0.8")).toBe("Seul un administrateur peut piloter la compétition.");
  });

  it("says what it cannot understand in the socket's language", async () => {
    const said: Record<string, string> = {};
    for (const language of ["en", "de", "fr"]) {
      const socket = await connectIn(own, language);
      socket.send("not json");
      said[language] = (await socket.take("error")).message;
    }
    expect(said).toEqual({
      en: "This message was not understood.",
      de: "Diese Nachricht wurde nicht verstanden.",
      fr: "Ce message n’a pas été compris.",
    });
  });

  it("writes one log event in each administrator's language, and keeps it for readers of either", async () => {
    const dutch = await connectIn(admin, "nl");
    const english = await connectIn(admin, "en");
    await dutch.take("events");
    await english.take("events");

    const active = (await programme()).active_heat_id;
    const target = heats.find((heat) => heat.id !== active)!;
    const id = cid();
    english.send({ type: "activate", id, heat_id: target.id });
    await english.take("ack", (m) => m.id === id);
    const title = {
      nl: `Programma ${target.event_number}${target.round ?? ""}, serie ${target.heat_number}`,
      en: `Event ${target.event_number}${target.round ?? ""}, heat ${target.heat_number}`,
    };
    expect((await english.take("event")).event.action).toBe(`${title.en} activated`);
    expect((await dutch.take("event")).event.action).toBe(`${title.nl} geactiveerd`);

    const [nl, en] = await runInDurableObject(stub(), async (room: MeetRoom) => [await room.events("nl"), await room.events("en")]);
    expect(nl![0]!.action).toBe(`${title.nl} geactiveerd`);
    expect(en![0]!.action).toBe(`${title.en} activated`);
    expect(en![0]!.id).toBe(nl![0]!.id);
  });

  it("writes the log in German and in French to administrators whose sockets speak them, one event for all", async () => {
    const german = await connectIn(admin, "de-DE");
    const french = await connectIn(admin, "fr-FR");
    await german.take("events");
    await french.take("events");

    const active = (await programme()).active_heat_id;
    const target = heats.find((heat) => heat.id !== active)!;
    const id = cid();
    german.send({ type: "activate", id, heat_id: target.id });
    await german.take("ack", (m) => m.id === id);
    const title = {
      de: `Wettkampf ${target.event_number}${target.round ?? ""}, Lauf ${target.heat_number}`,
      fr: `Épreuve ${target.event_number}${target.round ?? ""}, série ${target.heat_number}`,
    };
    expect((await german.take("event")).event.action).toBe(`${title.de} aktiviert`);
    expect((await french.take("event")).event.action).toBe(`${title.fr} activée`);

    const [de, fr] = await runInDurableObject(stub(), async (room: MeetRoom) => [await room.events("de"), await room.events("fr")]);
    expect(de![0]!.action).toBe(`${title.de} aktiviert`);
    expect(fr![0]!.action).toBe(`${title.fr} activée`);
    expect(fr![0]!.id).toBe(de![0]!.id);
  });

  it("a plain text from before languages is read as it was stored, in every language", async () => {
    await runInDurableObject(stub(), (room: MeetRoom) => room.logEvent("meet", "Een oude regel", "Beheerder"));
    const [nl, en] = await runInDurableObject(stub(), async (room: MeetRoom) => [await room.events("nl"), await room.events("en")]);
    expect(nl![0]!.action).toBe("Een oude regel");
    expect(en![0]!.action).toBe("Een oude regel");
  });

  it("writes the results CSV in the language asked for, each kept apart", async () => {
    const [nl, en, nlAgain] = await runInDurableObject(stub(), async (room: MeetRoom) => [
      await room.resultsCsv("nl"),
      await room.resultsCsv("en"),
      await room.resultsCsv(),
    ]);
    expect(nl).toContain("programma;onderdeel;serie;baan");
    expect(en).not.toContain("programma;onderdeel");
    expect(nlAgain).toBe(nl);
  });

  it("writes the results CSV's columns in German and in French", async () => {
    const [de, fr] = await runInDurableObject(stub(), async (room: MeetRoom) => [await room.resultsCsv("de"), await room.resultsCsv("fr")]);
    expect(de).toContain("Wettkampf;Rennen;Lauf;Bahn;Schwimmer;Verein");
    expect(fr).toContain("Épreuve;Course;Série;Couloir;Nageur;Club");
  });
});
