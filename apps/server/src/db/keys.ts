import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from "jose";
import type { Database } from "./client.ts";
import { identityKeys } from "./schema/index.ts";

export interface IdentityKeys {
  /** Private signing keys, newest first (oidc-provider signs with the first). */
  signing: JWK[];
  /** Keys for oidc-provider's signed cookies. */
  cookies: string[];
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: "RS256", use: "sig" };
}

/** Reads the named secret, creating it first if no process has yet (the first insert wins). */
export async function loadOrCreateKey<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const read = async () =>
    (await db.select().from(identityKeys).where(eq(identityKeys.name, name)).limit(1))[0];
  const existing = await read();
  if (existing) {
    return existing.value as T;
  }
  // Two processes starting together: the first insert wins and both read the winner.
  await db
    .insert(identityKeys)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const row = await read();
  if (!row) {
    throw new Error(`identity key ${name} could not be stored`);
  }
  return row.value as T;
}

/** Keys live in PostgreSQL so every server process signs and verifies with the same ones. */
export async function loadIdentityKeys(db: Database): Promise<IdentityKeys> {
  const signing = await loadOrCreateKey(db, "signing", async () => [await newSigningKey()]);
  const cookies = await loadOrCreateKey(db, "cookies", async () => [randomBytes(32).toString("base64url")]);
  return { signing, cookies };
}

/** The public half of each signing key, as published at the issuer's jwks_uri. */
export function publicJwks(keys: IdentityKeys): { keys: JWK[] } {
  return {
    keys: keys.signing.map(({ kty, n, e, crv, x, y, kid, alg, use }) => ({
      kty,
      n,
      e,
      crv,
      x,
      y,
      kid,
      alg,
      use,
    })),
  };
}
