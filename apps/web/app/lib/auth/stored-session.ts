/**
 * The identity client keeps the signed-in user in sessionStorage under keys that start with this
 * prefix: its `userStore` is configured so (lib/auth/settings.ts). Without such an entry nobody is
 * signed in in this tab, which the page can know without loading the identity client (public pages
 * stay light, decision 004). What follows the prefix, and the entry's value, are the library's own.
 */
export const STORED_USER_PREFIX = "cinelux.identity.";

export function hasStoredSession(storage: Storage | undefined = globalThis.sessionStorage): boolean {
  if (!storage) {
    return false;
  }
  for (let index = 0; index < storage.length; index += 1) {
    if (storage.key(index)?.startsWith(STORED_USER_PREFIX)) {
      return true;
    }
  }
  return false;
}
