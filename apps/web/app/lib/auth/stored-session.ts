/**
 * oidc-client-ts keeps the signed-in user in sessionStorage under `oidc.user:{authority}:{client}`
 * (its default store, lib/auth/settings.ts). Without such an entry nobody is signed in in this tab,
 * which the page can know without loading the identity client (issue 8: public pages stay light).
 */
export const STORED_USER_PREFIX = "oidc.user:";

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
