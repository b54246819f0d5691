import { loadUserManager } from "../../lib/auth/load-user-manager";
import { hasStoredSession } from "../../lib/auth/stored-session";

/**
 * The root's signed-in face, one module away from its route module (routes/catalog/home.tsx). Decision 004 (115 KB
 * on a public page): Vite writes the list of a lazy module's ~25 chunks into the module that imports
 * it; kept here, that list is no longer part of an anonymous visitor's catalog home. A signed-in
 * customer's HTML lists this module and the face's modules anyway (home.tsx's loader).
 */
export const importSignedInPage = () => import("./signed-in-root");

/** Whether this tab holds a live session: no identity client is loaded for a tab without one. */
export async function browserSignedIn(fakes: boolean): Promise<boolean> {
  if (!fakes && !hasStoredSession()) {
    return false;
  }
  const { currentUser } = await loadUserManager();
  try {
    return (await currentUser()) !== null;
  } catch {
    // Not an "anonymous" answer (the provider is down…): the guard decides and shows its error.
    return true;
  }
}
