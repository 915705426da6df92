import type { Page } from "playwright-core";

/** A pause between commands, in milliseconds. */
export type Wait = { wait: number };

/**
 * The room's socket commands sent one after another from an administrator's page, each awaited to its
 * ack (a refusal throws with its message). `{ wait }` pauses; a `time` of "now" is the page's clock
 * when the command is sent.
 */
export async function sendRoomCommands(page: Page, signedId: string, steps: (object | Wait)[]): Promise<void> {
  await page.evaluate(
    async ({ signedId, steps }) => {
      const ws = new WebSocket(`${location.origin.replace(/^http/, "ws")}/api/live/${signedId}`);
      await new Promise((resolve, reject) => {
        ws.onopen = resolve;
        ws.onerror = reject;
      });
      let n = 0;
      const send = (message: Record<string, unknown>) =>
        new Promise<void>((resolve, reject) => {
          const id = `e2e-${++n}-${Date.now()}`;
          const onMessage = (event: MessageEvent) => {
            if (typeof event.data !== "string") return;
            const reply = JSON.parse(event.data) as { type: string; id?: string; message?: string };
            if (reply.id !== id) return;
            ws.removeEventListener("message", onMessage);
            if (reply.type === "ack") resolve();
            else reject(new Error(reply.message));
          };
          ws.addEventListener("message", onMessage);
          ws.send(JSON.stringify({ ...message, ...(message.time === "now" ? { time: Date.now() } : {}), id }));
        });
      for (const step of steps as Record<string, unknown>[]) {
        if (typeof step.wait === "number") await new Promise((r) => setTimeout(r, step.wait as number));
        else await send(step);
      }
      ws.close();
    },
    { signedId, steps },
  );
}

/** Where an official's touch lies: ms after the heat's start, or after the lane's first watch. */
export type Touch = { heat_id: string; lane: string; after: number; from?: "start" | "first_watch" };

/**
 * One message over an official's own socket (joined through the API, `join`), sent from `page` (which
 * has the browser's WebSocket) once the room sent its heats, and awaited to its ack (a refusal throws
 * with the room's answer). `touch` makes it a lane_time at that moment; the message's id is answered.
 */
export async function sendAsOfficial(
  page: Page,
  join: { token: string; signed_id: string },
  message: { touch: Touch } | Record<string, unknown>,
): Promise<string> {
  return page.evaluate(
    async ({ join, message }) => {
      // shared/live-frame.ts: a long frame (the programme) comes gzipped.
      const text = (data: string | ArrayBuffer) =>
        typeof data === "string" ? data : new Response(new Blob([data]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
      const ws = new WebSocket(
        `${location.origin.replace(/^http/, "ws")}/api/live/${join.signed_id}?official=${encodeURIComponent(join.token)}`,
      );
      ws.binaryType = "arraybuffer";
      const seen: any[] = [];
      let wake = () => {};
      ws.onmessage = async (event) => {
        seen.push(JSON.parse(await text(event.data)));
        wake();
      };
      const next = async (where: (m: any) => boolean) => {
        for (;;) {
          const found = seen.find(where);
          if (found) return found;
          await new Promise<void>((done) => (wake = done));
        }
      };
      await new Promise((resolve, reject) => {
        ws.onopen = resolve;
        ws.onerror = () => reject(new Error("socket"));
      });
      const { heats } = await next((m) => m.type === "heats");
      const id = `e2e-official-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const touch = (message as { touch?: Touch }).touch;
      let sent: Record<string, unknown> = { ...message, id };
      if (touch) {
        // As the phone does: its task first, for the room takes a lane time only from its timekeeper.
        ws.send(JSON.stringify({ type: "task", task: { kind: "timekeeper", lane: touch.lane } }));
        const heat = heats.find((h: { id: string }) => h.id === touch.heat_id);
        const from = heat.start_time + (touch.from === "first_watch" ? heat.lanes[touch.lane].watches[0].time : 0);
        const { touch: _touch, ...rest } = sent;
        sent = {
          ...rest,
          type: "lane_time",
          heat_id: touch.heat_id,
          lane: touch.lane,
          touched_at: from + touch.after,
          offset: 0,
          accuracy: 4,
          splits: [],
        };
      }
      ws.send(JSON.stringify(sent));
      const answer = await next((m) => m.id === id);
      ws.close();
      if (answer.type !== "ack") throw new Error(JSON.stringify(answer));
      return id;
    },
    { join, message },
  );
}
