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
