import { HealthResponseSchema } from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../db/client.ts";
import { RETRY_AFTER_SECONDS } from "../lib/database-errors.ts";
import { isDraining } from "./graceful-shutdown.ts";

/**
 * /healthz: the process answers (liveness). /readyz: this process should get traffic (readiness):
 * 503 while it shuts down (http/graceful-shutdown.ts) or while the database does not answer within
 * PING_TIMEOUT_MS (docs/availability.md).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  const schema = { tags: ["health"], response: { 200: HealthResponseSchema, 503: HealthResponseSchema } };
  app.get("/healthz", { schema, config: { public: true } }, async () => ({ status: "ok" as const }));
  app.get("/readyz", { schema, config: { public: true } }, async (request, reply) => {
    const unavailable = () =>
      reply
        .status(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .header("cache-control", "no-store")
        .send({ status: "unavailable" as const });
    if (isDraining(request.server.server)) {
      return unavailable();
    }
    try {
      await database.ping();
    } catch (error) {
      request.log.warn({ err: error }, "readiness: the database did not answer");
      return unavailable();
    }
    return reply.header("cache-control", "no-store").send({ status: "ok" as const });
  });
};
