import { HealthResponseSchema } from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../../db/client.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  const schema = { tags: ["health"], response: { 200: HealthResponseSchema, 503: HealthResponseSchema } };
  app.get("/healthz", { schema, config: { public: true } }, async () => ({ status: "ok" as const }));
  app.get("/readyz", { schema, config: { public: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: "ok" as const };
    } catch {
      return reply.status(503).send({ status: "unavailable" as const });
    }
  });
};
