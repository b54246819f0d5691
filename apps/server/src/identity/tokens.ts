import { randomUUID } from "node:crypto";
import { importJWK, SignJWT } from "jose";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { loadIdentityKeys } from "./keys.ts";
import { ACCESS_TOKEN_TTL_SECONDS, API_SCOPE } from "./provider.ts";

/**
 * Signs an access token exactly as the embedded provider does (same key, claims and `typ`), for
 * `npm run token`, the bench and tests. Callers outside tests must refuse anything but dev.
 */
export async function issueAccessToken(options: {
  db: Database;
  config: Config;
  accountId: string;
  ttlSeconds?: number;
}): Promise<string> {
  const keys = await loadIdentityKeys(options.db);
  const jwk = keys.signing[0];
  if (!jwk) {
    throw new Error("no signing key");
  }
  const key = await importJWK(jwk, "RS256");
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ client_id: options.config.oidc.clientId, scope: `openid email profile ${API_SCOPE}` })
    .setProtectedHeader({ alg: "RS256", kid: jwk.kid, typ: "at+jwt" })
    .setIssuer(options.config.oidc.issuer)
    .setAudience(options.config.oidc.audience)
    .setSubject(options.accountId)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS))
    .sign(key);
}
