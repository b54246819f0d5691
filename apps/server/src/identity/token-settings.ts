/**
 * What the provider (provider.ts) and the dev tooling (tokens.ts) both sign with, apart from
 * provider.ts so that importing them does not load `oidc-provider` (loaded on first use: index.ts).
 */

/** The API's scope inside its resource server; never listed in `scopes` (that would ask for consent). */
export const API_SCOPE = "api";
export const ACCESS_TOKEN_TTL_SECONDS = 600;
/** The userinfo endpoint under the issuer (`/idp`), where discovery names it. */
export const USERINFO_PATH = "/me";
