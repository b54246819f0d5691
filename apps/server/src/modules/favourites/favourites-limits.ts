import type { FastifyRequest } from "fastify";

/** Favourite writes, per account, on the shared store (docs/domain/favourites-friends.md "Limits"). */
export const FAVOURITES_WRITE_RATE_LIMIT = {
  max: 60,
  timeWindow: 60_000,
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) =>
    request.accountId ? `favourites:${request.accountId}` : request.ip,
};
