import { createHash, timingSafeEqual } from "node:crypto";

/**
 * The wallet's two secrets are never stored in clear (docs/domain/wallet.md): a gift card's pin
 * (SHA-256 of `number:pin`, the number salting it) and an offer's claim token (SHA-256 of the token).
 */
export function giftCardPinHash(number: string, pin: string): string {
  return createHash("sha256").update(`${number}:${pin}`).digest("hex");
}

/** Whether `pin` is the gift card's, compared in constant time; a card without a pin has none. */
export function isGiftCardPinOf(stored: string | null, number: string, pin: string): boolean {
  if (stored === null) {
    return false;
  }
  const typed = Buffer.from(giftCardPinHash(number, pin), "hex");
  const expected = Buffer.from(stored, "hex");
  return typed.length === expected.length && timingSafeEqual(typed, expected);
}

export function claimTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
