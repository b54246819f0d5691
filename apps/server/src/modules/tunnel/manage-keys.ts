import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A guest's confirmed booking is reached again by the manage key of its e-ticket mail's link, never
 * by its id alone (docs/domain/booking.md "Cancel: guests"): 32 random bytes in base64url, kept only
 * as their sha-256 on the booking, compared in constant time.
 */
export function newManageKey(): { key: string; hash: Uint8Array } {
  const key = randomBytes(32).toString("base64url");
  return { key, hash: manageKeyHash(key) };
}

function manageKeyHash(key: string): Uint8Array {
  return createHash("sha256").update(key, "utf8").digest();
}

/** Whether `key` is the one whose hash is stored; false for no key or no stored hash (a customer's booking). */
export function manageKeyMatches(key: string | undefined, stored: Uint8Array | null): boolean {
  if (key === undefined || stored === null || stored.length !== 32) {
    return false;
  }
  return timingSafeEqual(manageKeyHash(key), stored);
}
