import type { User } from "oidc-client-ts";

/** SPEC 4 "Auth state": loading, then authenticated or not. */
export type AuthState =
  | { status: "loading" }
  | { status: "anonymous" }
  | { status: "authenticated"; user: User };

const LOADING: AuthState = { status: "loading" };
let state: AuthState = LOADING;
const listeners = new Set<() => void>();

export function getAuthState(): AuthState {
  return state;
}

/** The server never knows the user: it renders the loading state. */
export function getServerAuthState(): AuthState {
  return LOADING;
}

export function setAuthState(next: AuthState): void {
  state = next;
  for (const listener of listeners) {
    listener();
  }
}

export function subscribeAuthState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
