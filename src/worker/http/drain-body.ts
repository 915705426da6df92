// A request answered before its body was read (a 401, 403 or 413 on an upload) leaves that body in
// the connection, and `wrangler dev`'s proxy then answers a later request, from another connection,
// minutes late (a known flaw of the proxy: workers-sdk #14641, #5095 on GitHub); a stranger's refused
// uploads would stall everyone's requests. So every answer waits until the request's unread body has
// been read, whatever its size: cancelling a body larger than any route takes (a 3 MB login) stalled
// the next request from anyone for minutes just the same (DESIGN 9).
import { createMiddleware } from "hono/factory";

export const drainUnreadBody = createMiddleware(async (c, next) => {
  // The request as it arrived: a route may put a wrapped copy in its place (hono's bodyLimit does).
  const request = c.req.raw;
  await next();
  if (request.body && !request.bodyUsed) await drain(request.body);
});

async function drain(body: ReadableStream<Uint8Array>): Promise<void> {
  try {
    const reader = body.getReader();
    while (!(await reader.read()).done);
  } catch {
    // A sender that went away, or a body a route holds a reader of: nothing left to wait for.
  }
}
