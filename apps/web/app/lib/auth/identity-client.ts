/**
 * The identity client (oidc-client-ts, ~17 KB gzip) as one chunk of its own: only pages that need a
 * user load it (decision 004). The user manager imports it on demand; the modules of pages that
 * always need a user (the customer-area layout, the signed-in home, the callback) import it
 * statically, so it loads with them rather than after them.
 */
export { UserManager, WebStorageStateStore } from "oidc-client-ts";
