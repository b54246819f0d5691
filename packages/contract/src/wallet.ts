import * as z from "zod";
import {
  GIFT_CARD_PIN_LENGTH,
  isGiftCardPin,
  normalizeWalletCardNumber,
  WALLET_CARD_TYPES,
  WALLET_SUBTYPES,
} from "./wallet-rules.ts";

/**
 * The wallet (docs/domain/wallet.md): the customer's prepaid cards, gift cards and
 * vouchers (SPEC 3 "Prepaid, voucher or gift card"), and goodies (SPEC 1). Every write answers the
 * whole wallet, so the web shows the answer instead of reloading (SPEC 4 "the wallet reloads").
 */

/** A wallet holds few cards; a bound keeps every reply small (a chain's customer holds a dozen at most). */
export const MAX_WALLET_CARDS = 200;
export const MAX_GOODIES = 200;

const id = z.uuid();

/** SPEC 3 "Prepaid, voucher or gift card", texts in the request's language. */
export const WalletCardSchema = z.object({
  id,
  /** SPEC 9 type of a prepaid card (MOVIECARD_20, IPL…), or GIFT_CARD, VOUCHER. */
  type: z.enum(WALLET_CARD_TYPES),
  /** SPEC 4 numeric code: 0 expired, 1 used, anything else available (`prepaidStatusOf`). */
  status: z.number().int(),
  /** What `quantity` counts: PLACES (seats) or AMOUNT (EUR cents, gift cards). */
  subtype: z.enum(WALLET_SUBTYPES),
  name: z.string(),
  description: z.string(),
  /** 16 digits, as printed (`formatWalletCardNumber` groups them). */
  number: z.string(),
  /** What the cinema scans (shown as a QR code). */
  code: z.string(),
  quantity: z.object({ initial: z.number().int().nonnegative(), remaining: z.number().int().nonnegative() }),
  /** ISO date (YYYY-MM-DD), the last valid day; null for permanent cards (IPL, IPN). */
  expirationDate: z.string().nullable(),
  /** ISO date-time of the card's last change (added, used, offered). */
  lastUpdateDate: z.string(),
  /** Whether the card may be offered to a friend (SPEC 4, `canOfferPrepaid`). */
  shareable: z.boolean(),
  /** An offer the friend has not claimed yet: when it was made and to which address. */
  given: z.object({ date: z.string(), mail: z.string() }).nullable(),
});
export type WalletCard = z.infer<typeof WalletCardSchema>;

/**
 * GET /api/accounts/me/prepaids, and the answer of every wallet write: the three lists, each
 * available cards first, then by expiry (soonest first, permanent last), then number.
 */
export const WalletResponseSchema = z.object({
  prepaids: z.array(WalletCardSchema).max(MAX_WALLET_CARDS),
  giftCards: z.array(WalletCardSchema).max(MAX_WALLET_CARDS),
  vouchers: z.array(WalletCardSchema).max(MAX_WALLET_CARDS),
});
export type WalletResponse = z.infer<typeof WalletResponseSchema>;

/** A card number as typed: spaces and dashes between the digits are ignored (`normalizeWalletCardNumber`). */
export const WalletCardNumberSchema = z
  .string()
  .max(40)
  .transform((typed) => normalizeWalletCardNumber(typed) ?? typed)
  .pipe(z.string().regex(/^[0-9]{16}$/));

/** PATCH /api/accounts/me/prepaids (captcha): adds a prepaid card by its number (SPEC 7 `num`). */
export const AddPrepaidRequestSchema = z.strictObject({ num: WalletCardNumberSchema });
export type AddPrepaidRequest = z.input<typeof AddPrepaidRequestSchema>;

/** DELETE /api/accounts/me/prepaids (captcha): removes a wallet item by its number (SPEC 7 `num`). */
export const RemovePrepaidRequestSchema = z.strictObject({ num: WalletCardNumberSchema });
export type RemovePrepaidRequest = z.input<typeof RemovePrepaidRequestSchema>;

/** POST /api/accounts/me/prepaids/donate (captcha): offers card `id` to a friend's address. */
export const DonatePrepaidRequestSchema = z.strictObject({
  id,
  email: z.string().trim().max(254).pipe(z.email()),
});
export type DonatePrepaidRequest = z.input<typeof DonatePrepaidRequestSchema>;

/** POST /api/accounts/me/prepaids/donate/cancel (captcha): takes back an unclaimed offer. */
export const CancelDonationRequestSchema = z.strictObject({ id });
export type CancelDonationRequest = z.infer<typeof CancelDonationRequestSchema>;

/** POST /api/accounts/me/prepaids/cancel (captcha): dissociates card `id` from the account. */
export const DissociatePrepaidRequestSchema = z.strictObject({ id });
export type DissociatePrepaidRequest = z.infer<typeof DissociatePrepaidRequestSchema>;

/** PATCH /api/accounts/me/giftcard (captcha): a gift card by number and the pin under its scratch panel. */
export const AddGiftCardRequestSchema = z.strictObject({
  cardNumber: WalletCardNumberSchema,
  pinCode: z
    .string()
    .max(GIFT_CARD_PIN_LENGTH + 4)
    .transform((typed) => typed.trim())
    .pipe(z.string().refine(isGiftCardPin)),
});
export type AddGiftCardRequest = z.input<typeof AddGiftCardRequestSchema>;

/** PATCH /api/accounts/me/voucher (captcha): a voucher by its number. */
export const AddVoucherRequestSchema = z.strictObject({ cardNumber: WalletCardNumberSchema });
export type AddVoucherRequest = z.input<typeof AddVoucherRequestSchema>;

/**
 * The claim link's token (`?claim=<token>` on the friend's `{language}/tickets` page): 32 random
 * bytes in base64url, 43 characters. The server stores only its SHA-256.
 */
export const CLAIM_TOKEN_QUERY = "claim";
export const ClaimTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * POST /api/accounts/me/prepaids/claim (signed in; no captcha: the link's 256-bit token is the
 * secret, and the page claims as soon as it opens): the friend takes the offered card into their
 * wallet.
 */
export const ClaimPrepaidRequestSchema = z.strictObject({ token: ClaimTokenSchema });
export type ClaimPrepaidRequest = z.infer<typeof ClaimPrepaidRequestSchema>;

/** As the profile's first name (PATCH /api/accounts/me `firstname`). */
export const MAX_GIVER_FIRST_NAME_LENGTH = 60;

/**
 * The claim's answer: the friend's wallet, the card in it, and `claimed`, that card and the first
 * name of whoever offered it ("Camille vous a offert une carte 20 places"): the first name only,
 * never the giver's address or last name; null when the giver's account has none.
 */
export const ClaimPrepaidResponseSchema = WalletResponseSchema.extend({
  claimed: z.object({
    card: WalletCardSchema,
    giverFirstName: z.string().max(MAX_GIVER_FIRST_NAME_LENGTH).nullable(),
  }),
});
export type ClaimPrepaidResponse = z.infer<typeof ClaimPrepaidResponseSchema>;

/** SPEC 1 "goodies": a small reward of the customer (a free popcorn, a poster) with its code. */
export const GoodieSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  /** What the counter scans (shown as a QR code). */
  code: z.string(),
  /** ISO date, the last valid day; null when it never expires. */
  expirationDate: z.string().nullable(),
});
export type Goodie = z.infer<typeof GoodieSchema>;

/** GET /api/accounts/me/goodies (flag goodiesEnabled): those still valid, soonest expiry first. */
export const GoodiesResponseSchema = z.array(GoodieSchema).max(MAX_GOODIES);
export type GoodiesResponse = z.infer<typeof GoodiesResponseSchema>;
