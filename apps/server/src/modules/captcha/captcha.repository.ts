import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { loadOrCreateKey } from "../../db/keys.ts";
import { captchaSolutions } from "../../db/schema/index.ts";

export interface CaptchaSecrets {
  /** Signs the challenge parameters. */
  signature: string;
  /** Signs the derived key (deterministic mode), so verifying costs one HMAC, not a key derivation. */
  key: string;
}

/** Stored beside the identity keys, so every process signs and verifies with the same secrets. */
export function loadCaptchaSecrets(db: Database): Promise<CaptchaSecrets> {
  return loadOrCreateKey(db, "captcha", async () => ({
    signature: randomBytes(32).toString("base64url"),
    key: randomBytes(32).toString("base64url"),
  }));
}

/** Records an answered challenge; false when it was already recorded (a replayed answer). */
export async function markChallengeUsed(db: Database, challenge: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(captchaSolutions)
    .values({ challenge, expiresAt })
    .onConflictDoNothing()
    .returning({ challenge: captchaSolutions.challenge });
  return rows.length === 1;
}
