/**
 * The wallet's limits with their figures (docs/domain/wallet.md "Limits", docs/domain/etickets.md
 * "Resend by mail"): one value for the server, which enforces them, and the web's fakes, which
 * answer as the server does. Windows are fixed, in milliseconds.
 */

/**
 * Adding a card is guessing-sensitive (a number, and a gift card's 6-digit pin). Every add counts,
 * the good ones too, and the three add calls (prepaid, gift card, voucher) share one allowance:
 * - per account: 10 per 15 minutes, far above a customer adding the cards of a drawer;
 * - per client IP: 30 per hour, so many accounts from one place do not multiply the tries;
 * - per card number: 10 per hour across every account and IP, so a pin cannot be found from many
 *   (a million pins at 10 an hour: over 11 years for all of them).
 */
export const WALLET_ADD_LIMITS = {
  perAccount: { max: 10, windowMs: 15 * 60_000 },
  perIp: { max: 30, windowMs: 60 * 60_000 },
  perNumber: { max: 10, windowMs: 60 * 60_000 },
} as const;

/** The other wallet writes (remove, offer, cancel an offer, dissociate, claim): per account. */
export const WALLET_WRITE_LIMIT = { max: 30, windowMs: 60_000 } as const;

/** An offer mails a third party: 10 an hour per account keeps the wallet from being a mail cannon. */
export const WALLET_OFFER_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

/**
 * The Wallet screen's tickets (SPEC 2.1 "Wallet: goes to the customer route Tickets"): a customer
 * sends at most 10 ticket mails (GET /api/ec/sendmail) in a rolling hour, all tickets together.
 */
export const TICKET_MAIL_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;
