import { isServedFromCacheMessage, lastRefreshedOf } from "./offline-rules";

/**
 * What the page knows of its offline state, so the customer sees when the data was last refreshed
 * (docs/decisions/008-offline.md): whether the browser says it is online, and which answers the
 * service worker served from its kept copies since, with when each was fetched. Read through
 * `useLastRefreshed`.
 */
export interface OfflineState {
  online: boolean;
  /** When each answer served from a kept copy was fetched, by URL. */
  servedFromCache: ReadonlyMap<string, Date>;
}

let state: OfflineState = { online: true, servedFromCache: new Map() };
const listeners = new Set<() => void>();
let started = false;

function set(next: OfflineState): void {
  state = next;
  for (const listener of listeners) {
    listener();
  }
}

export function getOfflineState(): OfflineState {
  return state;
}

export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The worker answered `url` from a copy fetched at `storedAt`. */
export function noteServedFromCache(url: string, storedAt: Date): void {
  const servedFromCache = new Map(state.servedFromCache);
  servedFromCache.set(url, storedAt);
  set({ ...state, servedFromCache });
}

/** The browser's connection changed; back online, the kept copies on screen are about to be refetched. */
export function noteOnline(online: boolean): void {
  set({ online, servedFromCache: online ? new Map() : state.servedFromCache });
}

/** The oldest kept answer on screen, or null when everything came from the network. */
export function lastRefreshed(current: OfflineState = state): Date | null {
  return lastRefreshedOf([...current.servedFromCache.values()]);
}

/** Once per page: listens to the connection and to the worker's messages. */
export function startOfflineStore(onOnline: () => void): void {
  if (started || typeof window === "undefined") {
    return;
  }
  started = true;
  set({ ...state, online: navigator.onLine });
  window.addEventListener("online", () => {
    noteOnline(true);
    onOnline();
  });
  window.addEventListener("offline", () => noteOnline(false));
  navigator.serviceWorker?.addEventListener("message", (event: MessageEvent) => {
    if (isServedFromCacheMessage(event.data)) {
      noteServedFromCache(event.data.url, new Date(event.data.storedAt));
    }
  });
}

/** Tests only: back to a fresh page. */
export function resetOfflineStore(): void {
  started = false;
  state = { online: true, servedFromCache: new Map() };
}
