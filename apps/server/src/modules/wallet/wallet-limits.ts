import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";

/**
 * Adding a card is guessing-sensitive: a number (and a gift card's 6-digit pin) is all it takes.
 * Every add (prepaid, gift card, voucher: one allowance for the three) counts, the good ones too,
 * in three fixed windows on the shared store (PostgreSQL's rate_limits table: N processes allow no
 * more than one; docs/domain/wallet.md "Limits"):
 * - per account: 10 per 15 minutes, far above a customer adding the cards of a drawer;
 * - per client IP: 30 per hour, so many accounts from one place do not multiply the tries;
 * - per card number: 10 per hour across every account and IP, so a pin cannot be found from many
 *   (a million pins at 10 an hour: over 11 years for all of them).
 */
export const WALLET_ADD_LIMITS = {
  perAccount: { max: 10, timeWindow: 15 * 60_000 },
  perIp: { max: 30, timeWindow: 60 * 60_000 },
  perNumber: { max: 10, timeWindow: 60 * 60_000 },
} as const;

/** The other wallet writes (remove, offer, cancel an offer, dissociate, claim): per account. */
export const WALLET_WRITE_RATE_LIMIT = {
  max: 30,
  timeWindow: 60_000,
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) => (request.accountId ? `wallet:${request.accountId}` : request.ip),
};

/** An offer mails a third party: 10 an hour per account keeps the wallet from being a mail cannon. */
export const WALLET_OFFER_RATE_LIMIT = {
  ...WALLET_WRITE_RATE_LIMIT,
  max: 10,
  timeWindow: 60 * 60_000,
  keyGenerator: (request: FastifyRequest) =>
    request.accountId ? `wallet-offer:${request.accountId}` : request.ip,
};

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;

/** The three add limiters, shared by the add routes of one app (one allowance across them). */
export function createAddLimiters(app: FastifyInstance) {
  const limiters: [Limiter, string][] = [
    [
      app.createRateLimit({
        ...WALLET_ADD_LIMITS.perAccount,
        keyGenerator: (request: FastifyRequest) => `wallet-add-account:${request.accountId}`,
      }),
      "Too many cards tried from this account.",
    ],
    [
      app.createRateLimit({
        ...WALLET_ADD_LIMITS.perIp,
        keyGenerator: (request: FastifyRequest) => `wallet-add-ip:${request.ip}`,
      }),
      "Too many cards tried from this connection.",
    ],
  ];
  const perNumber = app.createRateLimit({
    ...WALLET_ADD_LIMITS.perNumber,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { num?: string; cardNumber?: string } | undefined;
      return `wallet-add-number:${body?.num ?? body?.cardNumber ?? ""}`;
    },
  });
  limiters.push([perNumber, "Too many attempts for this card."]);

  /** Counts the attempt in every window; the first one spent refuses it with 429 RATE_LIMITED. */
  return async function limitAddAttempt(request: FastifyRequest): Promise<void> {
    for (const [limiter, message] of limiters) {
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new AppError("RATE_LIMITED", `${message} Try again in ${limit.ttlInSeconds} seconds.`, {
          "retry-after": String(limit.ttlInSeconds),
        });
      }
    }
  };
}
