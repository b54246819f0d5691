import { randomBytes, randomUUID } from "node:crypto";
import { importJWK, SignJWT } from "jose";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { loadIdentityKeys } from "../db/keys.ts";
import { postgresAdapter } from "./adapter.ts";
import { ACCESS_TOKEN_TTL_SECONDS, API_SCOPE } from "./token-settings.ts";

/**
 * Signs an access token exactly as the embedded provider does (same key, claims and `typ`), for
 * `npm run token`, the bench and tests. Callers outside tests must refuse anything but dev.
 * Like the provider's, the token names a stored grant (`gid`) of the account, so it ends with it:
 * account deletion and revocation refuse it too (docs/sessions.md).
 */
export async function issueAccessToken(options: {
  db: Database;
  config: Config;
  accountId: string;
  ttlSeconds?: number;
  /** The sign-in's time (`auth_time`, seconds); the signing time unless a test needs an older one. */
  authTime?: number;
  /** A staff token instead (docs/staff.md "Tokens"): the staff client and audience, roles, `mfa_at`. */
  staff?: { roles: string[] };
}): Promise<string> {
  const keys = await loadIdentityKeys(options.db);
  const jwk = keys.signing[0];
  if (!jwk) {
    throw new Error("no signing key");
  }
  const key = await importJWK(jwk, "RS256");
  const now = Math.floor(Date.now() / 1000);
  const ttl = options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS;
  const oidc = options.config.oidc;
  const clientId = options.staff ? oidc.staffClientId : oidc.clientId;
  const authTime = options.authTime ?? now;
  const grantId = randomBytes(21).toString("base64url");
  const Grants = postgresAdapter(options.db);
  await new Grants("Grant").upsert(
    grantId,
    { kind: "Grant", jti: grantId, accountId: options.accountId, clientId, iat: now, exp: now + ttl },
    ttl,
  );
  const claims = options.staff
    ? {
        scope: "openid email profile staff",
        roles: options.staff.roles,
        amr: ["pwd", "otp", "mfa"],
        mfa_at: authTime,
      }
    : { scope: `openid email profile ${API_SCOPE}` };
  return new SignJWT({ client_id: clientId, ...claims, gid: grantId, auth_time: authTime })
    .setProtectedHeader({ alg: "RS256", kid: jwk.kid, typ: "at+jwt" })
    .setIssuer(options.config.oidc.issuer)
    .setAudience(options.staff ? oidc.staffAudience : oidc.audience)
    .setSubject(options.accountId)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + ttl)
    .sign(key);
}
