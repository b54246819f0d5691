/**
 * The identity client (oidc-client-ts, ~17 KB gzip) as one chunk of its own. Issue 8: only pages
 * that need a user load it — the user manager imports it on demand — and the customer-area pages,
 * which always do, preload it from their HTML (`IdentityClientPreload`), so the signed-in home's
 * chain is not HTML → JS → identity client → API.
 */
export { UserManager } from "oidc-client-ts";
