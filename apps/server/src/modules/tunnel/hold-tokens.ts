import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A guest's booking is reached by a token answered once at creation, never by its id alone
 * (docs/domain/booking.md "Holds"): 32 random bytes, kept only as their sha-256.
 */
export function newHoldToken(): { token: string; hash: Uint8Array } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: holdTokenHash(token) };
}

export function holdTokenHash(token: string): Uint8Array {
  return createHash("sha256").update(token, "utf8").digest();
}

/** Whether `token` is the one whose hash is stored, compared in constant time. */
export function holdTokenMatches(token: string | undefined, stored: Uint8Array | null): boolean {
  if (token === undefined || stored === null || stored.length !== 32) {
    return false;
  }
  return timingSafeEqual(holdTokenHash(token), stored);
}
