import type { User } from "oidc-client-ts";

/** What the modules that need the user manager on demand call on it (user-manager.ts). */
export interface UserManagerModule {
  refreshAuthState(): Promise<void>;
  currentUser(): Promise<User | null>;
  getAccessToken(): Promise<string | null>;
}

let loaded: UserManagerModule | undefined;

/**
 * user-manager.ts registers itself as it loads. Kept apart from load-user-manager.ts, which imports
 * user-manager.ts on demand: the registration imports nothing back, so the two form no circle.
 */
export function registerUserManagerModule(module: UserManagerModule | undefined): void {
  loaded = module;
}

/** The user manager's module if a script of the page has loaded it already. */
export function loadedUserManagerModule(): UserManagerModule | undefined {
  return loaded;
}
