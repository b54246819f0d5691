import type { AccountRow } from "../db/schema/index.ts";

/**
 * What the provider (provider.ts) and the userinfo endpoint (userinfo.routes.ts) both answer about an
 * account, apart from provider.ts so that userinfo does not load `oidc-provider` (index.ts loads it on
 * first use).
 */

/** The OpenID scopes the first-party grant holds; the API's access token carries those it asked for. */
export const OIDC_SCOPES = ["openid", "offline_access", "email", "profile"] as const;

/** The claims each scope opens (the provider's `claims` configuration). */
export const SCOPE_CLAIMS = {
  email: ["email", "email_verified"],
  profile: ["given_name", "family_name", "locale"],
} as const satisfies Record<string, readonly string[]>;

export type AccountClaims = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string | undefined;
  family_name: string | undefined;
  locale: string;
};

export function accountClaims(row: AccountRow): AccountClaims {
  return {
    sub: row.id,
    email: row.mail,
    email_verified: row.mailVerifiedAt !== null,
    given_name: row.firstName ?? undefined,
    family_name: row.lastName ?? undefined,
    locale: row.language,
  };
}

/** `sub` and the claims of each scope the token carries; absent values are left out. */
export function claimsForScopes(claims: AccountClaims, scopes: ReadonlySet<string>): Record<string, unknown> {
  const answer: Record<string, unknown> = { sub: claims.sub };
  for (const [scope, names] of Object.entries(SCOPE_CLAIMS)) {
    if (!scopes.has(scope)) {
      continue;
    }
    for (const name of names) {
      const value = claims[name];
      if (value !== undefined) {
        answer[name] = value;
      }
    }
  }
  return answer;
}
