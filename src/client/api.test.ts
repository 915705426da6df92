import { describe, expect, it } from "vitest";
import { ApiError, unwrap } from "./api";

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
});
