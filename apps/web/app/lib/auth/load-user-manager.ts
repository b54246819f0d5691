import { loadedUserManagerModule, type UserManagerModule } from "./user-manager-module";

/**
 * The user manager's module: the one already loaded, else fetched (an anonymous page has none).
 * A page that has it among its scripts (the customer area: its guard imports it) or loaded it for
 * the first auth state (the signed-in home) needs no import on demand, which would fetch the re-export file the bundler gives a
 * dynamic import of a module inside a shared chunk: a round trip before the customer is known
 * (decision 004, initial JavaScript).
 */
export async function loadUserManager(): Promise<UserManagerModule> {
  return loadedUserManagerModule() ?? import("./user-manager");
}
