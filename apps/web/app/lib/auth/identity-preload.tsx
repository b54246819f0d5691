import { useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The routes whose pages always need a user: the guarded customer area. Not its embedded twin
 * (m/{language}): there the app's cookie signs the customer in, never oidc-client-ts (issue 12).
 */
export const IDENTITY_ROUTE_IDS: readonly string[] = ["routes/account/account-layout"];

/** The route whose module imports the identity client statically (lib/auth/callback.ts). */
export const IDENTITY_CLIENT_CARRIER = "routes/callback";

/** The identity client's chunk, from the build's route manifest (the callback route lists it). */
export function identityClientChunk(
  manifest: { routes: Record<string, { imports?: string[] } | undefined> } | undefined,
): string | undefined {
  return manifest?.routes[IDENTITY_CLIENT_CARRIER]?.imports?.find((file) =>
    /\/identity-client-[\w-]+\.js$/.test(file),
  );
}

/**
 * Issue 8: on a customer-area page the server's HTML preloads the identity client, fetched with
 * the rest of the page's JavaScript instead of after it. Public pages never load it for a visitor
 * who is not signed in (useAuthState).
 */
export function IdentityClientPreload() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const chunk = identityClientChunk(framework?.manifest);
  if (!chunk || !matches.some((match) => IDENTITY_ROUTE_IDS.includes(match.id))) {
    return null;
  }
  return <link rel="modulepreload" href={chunk} />;
}

/**
 * In the browser, as soon as the page's scripts run: a page whose HTML preloads the identity client
 * starts importing it (its small entry module is the one request left), so the guard that needs a
 * user does not wait for it after hydration.
 */
export function warmIdentityClient(doc: Document | undefined = globalThis.document): boolean {
  const preloaded = doc?.querySelector('link[rel="modulepreload"][href*="/identity-client-"]');
  if (!preloaded) {
    return false;
  }
  void import("./identity-client");
  return true;
}
