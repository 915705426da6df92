// DESIGN 5: maintenance that begins while a page is open. The version check asks once, on start; after
// that the server says it itself, by a socket's `maintenance` message or an API call's 503, and the
// page blocks on the same dialog. Apart from the API client, so the phone page can hear it without it.

let announced = false;
const listeners = new Set<() => void>();

/** The server is in maintenance: every page blocks until it is reloaded. */
export function announceMaintenance(): void {
  if (announced) return;
  announced = true;
  for (const listener of listeners) listener();
}

export const maintenanceAnnounced = (): boolean => announced;

/** For useSyncExternalStore: calls `listener` when maintenance is announced; gives the unsubscribe. */
export function onMaintenance(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
