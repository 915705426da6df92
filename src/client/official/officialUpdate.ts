// DESIGN 8f: the officials' page's service worker (made by Workbox, vite.config.ts), scoped to the
// page alone, and a new version it holds waiting: offered, and loaded only when the official asks.
const listeners = new Set<() => void>();
let waiting: ServiceWorker | null = null;

export function registerOfficialWorker(): void {
  // The dev server (hot reloading) has no worker: the plugin makes it in a build only. Not `PROD`:
  // the browser tests' build runs under NODE_ENV=test.
  if (import.meta.hot || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/official-sw.js", { scope: "/official" }).then((registration) => {
    // The first worker of a phone is no update: it only starts keeping the page.
    const found = () => {
      if (!registration.waiting || !navigator.serviceWorker.controller) return;
      waiting = registration.waiting;
      for (const listener of listeners) listener();
    };
    found();
    registration.addEventListener("updatefound", () => registration.installing?.addEventListener("statechange", found));
  }, reportError);
}

export function onUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const updateWaiting = (): boolean => waiting !== null;

/** Lets the waiting version take over, and reloads the page once it has. */
export function applyUpdate(): void {
  navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
  waiting?.postMessage({ type: "SKIP_WAITING" });
}
