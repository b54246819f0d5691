import { randomUUID } from "node:crypto";
import { type IdentityProvider, isIdentityProvider, LINK_TOKEN_TTL_SECONDS } from "@cinelux/contract";
import { and, eq, gt, isNull } from "drizzle-orm";
import { createLocalJWKSet, importJWK, jwtVerify, SignJWT } from "jose";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { loadIdentityKeys, publicJwks } from "../../db/keys.ts";
import { oidcPayloads } from "../../db/schema/index.ts";

/** The `typ` of a link token: never an access token (`at+jwt`), never an ID token. */
const LINK_TOKEN_TYPE = "link+jwt";
/** Its row in oidc_payloads, so it is spent once across every process (the purge removes it). */
const LINK_TOKEN_MODEL = "UpstreamLinkToken";

/** What a verified upstream sign-in proves: this person holds this upstream identity. */
export interface UpstreamIdentity {
  provider: IdentityProvider;
  subject: string;
  name: string;
  mail: string | null;
}

/** Its own audience: the link call, nothing else accepts it. */
export function linkTokenAudience(config: Config): string {
  return `${config.publicUrl}/api/accounts/me/link`;
}

/**
 * The popup's proof for POST /api/accounts/me/link (docs/identities.md): signed with the provider's
 * own key, 5 minutes, single use. It names the upstream identity, never a Cinélux account: the call
 * that spends it is made with the customer's access token.
 */
export async function issueLinkToken(options: {
  db: Database;
  config: Config;
  identity: UpstreamIdentity;
}): Promise<string> {
  const { db, config, identity } = options;
  const keys = await loadIdentityKeys(db);
  const jwk = keys.signing[0];
  if (!jwk) {
    throw new Error("no signing key");
  }
  const jti = randomUUID();
  await db.insert(oidcPayloads).values({
    id: jti,
    type: LINK_TOKEN_MODEL,
    payload: { provider: identity.provider },
    expiresAt: new Date(Date.now() + LINK_TOKEN_TTL_SECONDS * 1000),
  });
  return new SignJWT({ provider: identity.provider, name: identity.name, mail: identity.mail })
    .setProtectedHeader({ alg: "RS256", kid: jwk.kid, typ: LINK_TOKEN_TYPE })
    .setIssuer(config.oidc.issuer)
    .setAudience(linkTokenAudience(config))
    .setSubject(identity.subject)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(`${LINK_TOKEN_TTL_SECONDS}s`)
    .sign(await importJWK(jwk, "RS256"));
}

export type LinkTokenVerdict =
  | { valid: true; identity: UpstreamIdentity }
  | { valid: false; reason: "invalid" | "provider" | "spent" };

/**
 * Checks a link token (signature with the provider's keys, issuer, audience, type, expiry, provider)
 * and spends it: a second use of the same token is refused, on every process.
 */
export async function spendLinkToken(options: {
  db: Database;
  config: Config;
  token: string;
  provider: IdentityProvider;
}): Promise<LinkTokenVerdict> {
  const { db, config, token, provider } = options;
  const keys = createLocalJWKSet(publicJwks(await loadIdentityKeys(db)));
  let payload: Awaited<ReturnType<typeof jwtVerify>>["payload"];
  try {
    ({ payload } = await jwtVerify(token, keys, {
      algorithms: ["RS256"],
      typ: LINK_TOKEN_TYPE,
      issuer: config.oidc.issuer,
      audience: linkTokenAudience(config),
      maxTokenAge: LINK_TOKEN_TTL_SECONDS,
      clockTolerance: 5,
      requiredClaims: ["sub", "jti", "exp", "iat"],
    }));
  } catch {
    return { valid: false, reason: "invalid" };
  }
  const { sub, jti, name, mail } = payload;
  if (!isIdentityProvider(payload.provider) || typeof name !== "string" || !sub || !jti) {
    return { valid: false, reason: "invalid" };
  }
  if (payload.provider !== provider) {
    return { valid: false, reason: "provider" };
  }
  const spent = await db
    .update(oidcPayloads)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(oidcPayloads.type, LINK_TOKEN_MODEL),
        eq(oidcPayloads.id, jti),
        isNull(oidcPayloads.consumedAt),
        gt(oidcPayloads.expiresAt, new Date()),
      ),
    )
    .returning({ id: oidcPayloads.id });
  if (spent.length === 0) {
    return { valid: false, reason: "spent" };
  }
  return {
    valid: true,
    identity: { provider, subject: sub, name, mail: typeof mail === "string" ? mail : null },
  };
}
