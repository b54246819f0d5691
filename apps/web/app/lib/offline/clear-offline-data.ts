import { PRIVATE_CACHE, SHELL_CACHE } from "./offline-rules";

/**
 * The offline wallet (docs/decisions/008-offline.md): the customer's kept answers go at sign-out
 * (and before another sign-in on the same browser), so the next person at this device sees none of
 * them, online or not. The assets are nobody's and stay. Without Cache Storage (an old browser, a
 * test) there is nothing to drop.
 */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === "undefined") {
    return;
  }
  // A failure to drop them must not stop a sign-in or a sign-out: they expire on their own (EXPIRATION).
  await Promise.all([caches.delete(PRIVATE_CACHE), caches.delete(SHELL_CACHE)]).catch(() => undefined);
}
