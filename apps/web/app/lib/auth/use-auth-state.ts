import { useEffect, useSyncExternalStore } from "react";
import { deleteAuthFlagCookie } from "./auth-cookie";
import {
  type AuthState,
  getAuthState,
  getServerAuthState,
  setAuthState,
  subscribeAuthState,
} from "./auth-store";
import { hasStoredSession } from "./stored-session";
// Static: every page has the user manager's small module already (the API client imports it); the
// identity client behind it is what loads on demand.
import { refreshAuthState } from "./user-manager";

/**
 * The first auth state of the page. Issue 8: a visitor with no stored user is anonymous without
 * loading the identity client (oidc-client-ts, ~17 KB gzip): public pages never fetch it for them.
 * With a stored user (or the fakes, which keep theirs elsewhere) the user manager decides.
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
  await refreshAuthState();
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
