import type { FastifyInstance } from "fastify";
import { isLoopback } from "../lib/loopback.ts";

/**
 * The dev pages (mailbox with reset links, tokens) answer only this machine: the TCP peer and, behind a
 * trusted proxy, the client it names must both be loopback. Anyone else gets the ordinary 404.
 */
export function registerDevLoopbackOnly(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/dev/")) {
      return;
    }
    if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) {
      return reply.status(404).send({ code: "NOT_FOUND", message: "Not found." });
    }
  });
}
