import { useEffect, useSyncExternalStore } from "react";
import { deleteAuthFlagCookie } from "./auth-cookie";
import {
  type AuthState,
  getAuthState,
  getServerAuthState,
  setAuthState,
  subscribeAuthState,
} from "./auth-store";
import { loadUserManager } from "./load-user-manager";
import { hasStoredSession } from "./stored-session";

/**
 * The first auth state of the page. A visitor with no stored user is anonymous without loading the
 * identity client (oidc-client-ts, ~17 KB gzip): public pages never fetch it for them. With a
 * stored user (or the fakes, which keep theirs elsewhere) the user manager decides.
 */
export async function resolveAuthState(
  storedSession: () => boolean = hasStoredSession,
  fakes: boolean = import.meta.env.VITE_FAKE_ENDPOINTS === "1",
): Promise<void> {
  if (!fakes && !storedSession()) {
    // As the user manager does for an anonymous visitor (SPEC 9: the catalog's flag goes).
    deleteAuthFlagCookie();
    setAuthState({ status: "anonymous" });
    return;
  }
  // On demand, so an anonymous public page loads no user manager. A customer-area page
  // has it already (its API client imports it statically): load-user-manager.ts.
  await (await loadUserManager()).refreshAuthState();
}

/** SPEC 4 "Auth state" for components (the header's account picture shows only with a user, SPEC 6). */
export function useAuthState(): AuthState {
  useEffect(() => {
    if (getAuthState().status === "loading") {
      void resolveAuthState();
    }
  }, []);
  return useSyncExternalStore(subscribeAuthState, getAuthState, getServerAuthState);
}
