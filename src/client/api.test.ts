import { describe, expect, it } from "vitest";
import { ApiError, changedMeanwhile, onSessionEnded, unwrap } from "./api";
import { maintenanceAnnounced } from "./maintenance";

const reply = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

describe("unwrap", () => {
  it("gives the JSON of an ok answer", async () => {
    await expect(unwrap<{ id: number }>(Promise.resolve(reply(200, { id: 3 })))).resolves.toEqual({ id: 3 });
  });

  it("gives undefined for 204", async () => {
    await expect(unwrap<void>(Promise.resolve(reply(204)))).resolves.toBeUndefined();
  });

  it("throws the server's error, message and fields", async () => {
    const failure = await unwrap(
      Promise.resolve(reply(422, { error: "Existing user", message: "Bestaat al", fields: { username: "x" } })),
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, error: "Existing user", message: "Bestaat al", fields: { username: "x" } });
  });

  it("still throws an ApiError when the body is not JSON", async () => {
    const failure = await unwrap(Promise.resolve(new Response("Bad Gateway", { status: 502 }))).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 502 });
  });

  it("tells the session of a 401 'Unauthorized', not of a wrong password or another refusal", async () => {
    let ended = 0;
    onSessionEnded(() => ended++);
    const fail = (status: number, error: string) => unwrap(Promise.resolve(reply(status, { error, message: "x" }))).catch(() => undefined);
    await fail(401, "Invalid credentials");
    await fail(401, "Wrong password");
    await fail(403, "Forbidden");
    expect(ended).toBe(0);
    await fail(401, "Unauthorized");
    expect(ended).toBe(1);
    onSessionEnded(null);
    await fail(401, "Unauthorized");
    expect(ended).toBe(1);
  });

  it("gives the record an edit was refused for, when someone else changed it meanwhile (412), and nothing else", async () => {
    const meet = { id: 4, name: "Nu", version: 3 };
    const refused = await unwrap(Promise.resolve(reply(412, { error: "precondition_failed", message: "Iemand anders …", meet }))).catch(
      (e: unknown) => e,
    );
    expect(changedMeanwhile(refused, "meet")).toEqual(meet);
    expect(changedMeanwhile(refused, "club")).toBeNull();
    const other = await unwrap(Promise.resolve(reply(422, { error: "Existing meet", message: "x", meet }))).catch((e: unknown) => e);
    expect(changedMeanwhile(other, "meet")).toBeNull();
  });

  it("announces maintenance on a 503 that says so, not on another 503 (DESIGN 5)", async () => {
    await unwrap(Promise.resolve(reply(503, { error: "No meet number", message: "x" }))).catch(() => undefined);
    expect(maintenanceAnnounced()).toBe(false);
    await unwrap(Promise.resolve(reply(503, { error: "maintenance", message: "Onderhoud" }))).catch(() => undefined);
    expect(maintenanceAnnounced()).toBe(true);
  });
});
