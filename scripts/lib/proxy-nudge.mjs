// `wrangler dev` puts a development proxy (its ProxyWorker, a second workerd process) in front of the
// Worker. The proxy's pooled connections to the Worker's runtime and that runtime's server both drop a
// kept-alive connection after 5 s idle, so a request forwarded at that moment fails on the dead
// connection (kj's keep-alive race, cloudflare/workers-sdk#14641). wrangler 4.86's proxy then takes the
// failure of a GET to any path but "/" for a restart of the Worker (it compares the request's whole URL
// with the Worker's origin), parks the request and sends it again only when the next request reaches
// the proxy: the page or test waits until something else asks, seconds or minutes. Our CI's browser
// tests stalled on exactly that (a reload, an API GET, a phone's socket). Fixed upstream by comparing
// origins; until the pinned wrangler has that, a request a second sends any parked one on. Not in
// `npm start`: wrangler logs every request it forwards, and a person's next click sends it on too.

/** The smallest request the proxy forwards: a static file, answered without our Worker or its database. */
const NUDGE_PATH = "/logo.svg";
const NUDGE_EVERY_MS = 1_000;

/** Sends a HEAD for a static file to `baseUrl` every second until the returned function is called. */
export function nudgeDevProxy(baseUrl) {
  const timer = setInterval(() => {
    fetch(`${baseUrl}${NUDGE_PATH}`, { method: "HEAD", signal: AbortSignal.timeout(NUDGE_EVERY_MS * 5) }).catch(() => {
      // Parked itself, or the server is stopping: the next nudge goes out regardless.
    });
  }, NUDGE_EVERY_MS);
  // Never what keeps a script running.
  timer.unref();
  return () => clearInterval(timer);
}
