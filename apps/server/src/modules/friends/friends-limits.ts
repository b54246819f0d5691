import { FRIEND_INVITATION_LIMIT, FRIEND_WRITE_LIMIT } from "@cinelux/contract";
import type { FastifyRequest } from "fastify";

/**
 * The contract's figures (friends.ts: the web's fakes answer by the same ones) as fixed windows on
 * the shared store: N server processes allow no more than one (docs/domain/favourites-friends.md).
 */
const perAccount = (prefix: string, limit: { max: number; windowMs: number }) => ({
  max: limit.max,
  timeWindow: limit.windowMs,
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) =>
    request.accountId ? `${prefix}:${request.accountId}` : request.ip,
});

/** An invitation mails a third party: every POST counts, the repeated ones too. */
export const FRIEND_INVITATION_RATE_LIMIT = perAccount("friend-invitation", FRIEND_INVITATION_LIMIT);
export const FRIEND_WRITE_RATE_LIMIT = perAccount("friend-write", FRIEND_WRITE_LIMIT);
