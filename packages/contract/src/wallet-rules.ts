/**
 * The wallet's pure rules (docs/domain/wallet.md): prepaid card types (SPEC 9), the prepaid
 * status (SPEC 4), card number and pin formats, and what a customer may do with a card (SPEC 4
 * "Prepaid cards"). No zod here: the web's screens, the fakes and the server call them alike.
 */

/** SPEC 9 "Other card types" that are prepaid cards; IPL and IPN are permanent (no expiry). */
export const PREPAID_TYPES = [
  "MOVIECARD_20",
  "MOVIECARD_21",
  "MOVIECARD_25",
  "MOVIECARD_50",
  "IPL",
  "IPN",
  "PRO",
] as const;
export type PrepaidType = (typeof PREPAID_TYPES)[number];

/** Every wallet item's type: a prepaid card's SPEC 9 type, a gift card or a voucher. */
export const WALLET_CARD_TYPES = [...PREPAID_TYPES, "GIFT_CARD", "VOUCHER"] as const;
export type WalletCardType = (typeof WALLET_CARD_TYPES)[number];

/** The wallet's three lists (GET /api/accounts/me/prepaids). */
export type WalletKind = "prepaid" | "giftCard" | "voucher";

export function isPrepaidType(value: unknown): value is PrepaidType {
  return typeof value === "string" && (PREPAID_TYPES as readonly string[]).includes(value);
}

export function walletKindOf(type: WalletCardType): WalletKind {
  if (type === "GIFT_CARD") {
    return "giftCard";
  }
  return type === "VOUCHER" ? "voucher" : "prepaid";
}

/** SPEC 9: IPL and IPN are permanent cards; they never expire. */
export function isPermanentPrepaid(type: WalletCardType): boolean {
  return type === "IPL" || type === "IPN";
}

/**
 * What a card's quantity counts (SPEC 3 `subtype`): `PLACES`, seats (prepaid cards, vouchers), or
 * `AMOUNT`, EUR cents (gift cards are an amount to spend, SPEC 1 currency EUR).
 */
export const WALLET_SUBTYPES = ["PLACES", "AMOUNT"] as const;
export type WalletSubtype = (typeof WALLET_SUBTYPES)[number];

export function subtypeOf(type: WalletCardType): WalletSubtype {
  return type === "GIFT_CARD" ? "AMOUNT" : "PLACES";
}

/** SPEC 4 "Prepaid status": the numeric codes the server sends. */
export const PREPAID_STATUS_CODE = { expired: 0, used: 1, available: 2 } as const;
export type PrepaidStatus = keyof typeof PREPAID_STATUS_CODE;

/** SPEC 4: 0 is expired, 1 is used, anything else is available. */
export function prepaidStatusOf(code: number): PrepaidStatus {
  if (code === PREPAID_STATUS_CODE.expired) {
    return "expired";
  }
  return code === PREPAID_STATUS_CODE.used ? "used" : "available";
}

/**
 * The code the server gives a card on `today` (ISO dates, the chain's day): past its expiration
 * date it is expired (0), whatever is left; else nothing left is used (1); else available (2). A
 * card is still valid on its expiration day.
 */
export function prepaidStatusCodeOf(
  card: { remaining: number; expirationDate: string | null },
  today: string,
): number {
  if (card.expirationDate !== null && card.expirationDate < today) {
    return PREPAID_STATUS_CODE.expired;
  }
  return card.remaining <= 0 ? PREPAID_STATUS_CODE.used : PREPAID_STATUS_CODE.available;
}

/**
 * Card numbers as printed: 16 digits, shown in groups of four; spaces and dashes typed between them
 * are ignored. Every wallet item (prepaid, gift card, voucher) has one.
 */
export const WALLET_CARD_NUMBER_LENGTH = 16;
/** A gift card's pin: 6 digits, printed under a scratch panel. */
export const GIFT_CARD_PIN_LENGTH = 6;

/** The number as stored: digits only. `null` when what was typed is not a card number. */
export function normalizeWalletCardNumber(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return new RegExp(`^[0-9]{${WALLET_CARD_NUMBER_LENGTH}}$`).test(digits) ? digits : null;
}

export function isGiftCardPin(typed: string): boolean {
  return new RegExp(`^[0-9]{${GIFT_CARD_PIN_LENGTH}}$`).test(typed);
}

/** "6310 0000 0000 0017": the number in groups of four, as printed on the card. */
export function formatWalletCardNumber(number: string): string {
  return number.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The facts the actions depend on, as the wallet's answer carries them. */
export interface WalletCardFacts {
  type: WalletCardType;
  status: number;
  shareable: boolean;
  given: { date: string; mail: string } | null;
}

/**
 * SPEC 4 "Prepaid cards can be offered": a shareable prepaid card, still available, not already
 * offered. Gift cards and vouchers are never offered (their number is the gift).
 */
export function canOfferPrepaid(card: WalletCardFacts): boolean {
  return (
    walletKindOf(card.type) === "prepaid" &&
    card.shareable &&
    card.given === null &&
    prepaidStatusOf(card.status) === "available"
  );
}

/** The offer can be cancelled while the friend has not claimed it: the card still shows `given`. */
export function canCancelPrepaidOffer(card: WalletCardFacts): boolean {
  return walletKindOf(card.type) === "prepaid" && card.given !== null;
}

/**
 * Dissociating (POST .../prepaids/cancel) or removing (DELETE .../prepaids) a card: any card of the
 * wallet but one offered and not yet claimed, whose offer is cancelled first (the friend's link
 * would otherwise point at a card that left the giver's wallet).
 */
export function canDissociate(card: Pick<WalletCardFacts, "given">): boolean {
  return card.given === null;
}

/** The order of each wallet list: available cards first, then the soonest expiry (permanent last), then number. */
export function compareWalletCards(
  a: { status: number; expirationDate: string | null; number: string },
  b: { status: number; expirationDate: string | null; number: string },
): number {
  const availableFirst =
    Number(prepaidStatusOf(b.status) === "available") - Number(prepaidStatusOf(a.status) === "available");
  if (availableFirst !== 0) {
    return availableFirst;
  }
  if (a.expirationDate !== b.expirationDate) {
    if (a.expirationDate === null) {
      return 1;
    }
    if (b.expirationDate === null) {
      return -1;
    }
    return a.expirationDate < b.expirationDate ? -1 : 1;
  }
  return a.number < b.number ? -1 : a.number > b.number ? 1 : 0;
}
