import { useEffect, useSyncExternalStore } from "react";
import { type AuthState, getAuthState, getServerAuthState, subscribeAuthState } from "./auth-store";
import { refreshAuthState } from "./user-manager";

/** SPEC 4 "Auth state" for components (the header's account picture shows only with a user, SPEC 6). */
export function useAuthState(): AuthState {
  useEffect(() => {
    if (getAuthState().status === "loading") {
      void refreshAuthState();
    }
  }, []);
  return useSyncExternalStore(subscribeAuthState, getAuthState, getServerAuthState);
}
