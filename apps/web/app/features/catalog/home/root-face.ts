import { hasAuthFlag } from "@cinelux/contract/auth-flag";

/**
 * Decision 007 "The root": who gets which face of `/{language}`.
 *
 * - The server sees no session (tokens live in the browser): it decides by SPEC 9's authentication
 *   flag cookie. With it, the customer area's stand-in ("signed-in"); without, the catalog home.
 * - The browser knows better: after hydration it loads the customer home when the server drew the
 *   stand-in, or when it drew the catalog home while this tab still holds a session (the flag lapsed
 *   after its hour with the tab open, or a shared cache answered). Otherwise the catalog stays.
 */
export type ServerFace = "catalog" | "signed-in";

export function serverFace(cookieHeader: string | null | undefined): ServerFace {
  return hasAuthFlag(cookieHeader) ? "signed-in" : "catalog";
}

/** Whether the browser must run the root's client loader once hydrated (the face may change). */
export function browserMustDecide(face: ServerFace | "customer", storedSession: boolean): boolean {
  return face === "signed-in" || (face === "catalog" && storedSession);
}
