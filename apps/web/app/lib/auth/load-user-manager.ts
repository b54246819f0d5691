import type { User } from "oidc-client-ts";

/** What the modules that need the user manager on demand call on it (user-manager.ts). */
export interface UserManagerModule {
  refreshAuthState(): Promise<void>;
  currentUser(): Promise<User | null>;
}

let loaded: UserManagerModule | undefined;

/**
 * user-manager.ts registers itself as it loads. A page that has it among its scripts (the customer
 * area, the signed-in home: their API client imports it) then needs no import on demand, which
 * would fetch the re-export file the bundler gives a dynamic import of a module inside a shared
 * chunk: a round trip before the customer is known (issue 8).
 */
export function registerUserManagerModule(module: UserManagerModule | undefined): void {
  loaded = module;
}

/** The user manager's module: the one already loaded, else fetched (an anonymous page has none). */
export async function loadUserManager(): Promise<UserManagerModule> {
  return loaded ?? import("./user-manager");
}
