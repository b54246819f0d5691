import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isPublicRoute } from "./auth.ts";

const NO_STORE = "private, no-store";

/**
 * Every answer of an authenticated /api route is personal: no shared cache and no disk cache may keep
 * it. Public reads (settings, footer, catalog) set their own caching.
 */
export function registerPersonalNoStore(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (isPublicRoute(route.url, route.config)) {
      return;
    }
    const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header("cache-control", NO_STORE);
    };
    const existing = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...existing, noStore];
  });
}
