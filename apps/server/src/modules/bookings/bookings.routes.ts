import { ErrorResponseSchema, TicketCountResponseSchema } from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { countUpcomingTickets } from "./bookings.service.ts";
import type { TicketCountCache } from "./ticket-count-cache.ts";

export const bookingsRoutes: FastifyPluginAsyncZod<{ db: Database; cache: TicketCountCache }> = async (
  app,
  { db, cache },
) => {
  app.get(
    "/api/accounts/me/tickets/count",
    {
      schema: {
        tags: ["account"],
        summary: "How many tickets the signed-in customer holds for sessions to come (Wallet bullet)",
        security: [{ bearer: [] }],
        response: { 200: TicketCountResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const count = await countUpcomingTickets({ db, accountId: request.accountId, cache });
      // One customer's answer: never kept by a shared cache.
      reply.header("cache-control", "private, no-store");
      return { count };
    },
  );
};
