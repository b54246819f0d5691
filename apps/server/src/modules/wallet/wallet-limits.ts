import { WALLET_ADD_LIMITS, WALLET_OFFER_LIMIT, WALLET_WRITE_LIMIT } from "@cinelux/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";

/**
 * The figures are the contract's (wallet-limits.ts: the web's fakes answer by the same ones); here
 * they become fixed windows on the shared store (PostgreSQL's rate_limits table: N processes allow
 * no more than one; docs/domain/wallet.md "Limits").
 */
const fixedWindow = (limit: { max: number; windowMs: number }) => ({
  max: limit.max,
  timeWindow: limit.windowMs,
});

/** The other wallet writes (remove, offer, cancel an offer, dissociate, claim): per account. */
export const WALLET_WRITE_RATE_LIMIT = {
  ...fixedWindow(WALLET_WRITE_LIMIT),
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) => (request.accountId ? `wallet:${request.accountId}` : request.ip),
};

/** An offer mails a third party: its own, smaller allowance per account. */
export const WALLET_OFFER_RATE_LIMIT = {
  ...WALLET_WRITE_RATE_LIMIT,
  ...fixedWindow(WALLET_OFFER_LIMIT),
  keyGenerator: (request: FastifyRequest) =>
    request.accountId ? `wallet-offer:${request.accountId}` : request.ip,
};

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;

/** The three add limiters, shared by the add routes of one app (one allowance across them). */
export function createAddLimiters(app: FastifyInstance) {
  const limiters: [Limiter, string][] = [
    [
      app.createRateLimit({
        ...fixedWindow(WALLET_ADD_LIMITS.perAccount),
        keyGenerator: (request: FastifyRequest) => `wallet-add-account:${request.accountId}`,
      }),
      "Too many cards tried from this account.",
    ],
    [
      app.createRateLimit({
        ...fixedWindow(WALLET_ADD_LIMITS.perIp),
        keyGenerator: (request: FastifyRequest) => `wallet-add-ip:${request.ip}`,
      }),
      "Too many cards tried from this connection.",
    ],
  ];
  const perNumber = app.createRateLimit({
    ...fixedWindow(WALLET_ADD_LIMITS.perNumber),
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
        throw new AppError("RATE_LIMITED", {
          message: (m) => m.when.tryingCards.RATE_LIMITED(limit.ttlInSeconds),
          detail: message,
          headers: { "retry-after": String(limit.ttlInSeconds) },
        });
      }
    }
  };
}
