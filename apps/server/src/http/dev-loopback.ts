import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error.ts";
import { isLoopback } from "../lib/loopback.ts";

/**
 * The dev pages (mailbox with reset links, tokens) answer only this machine: the TCP peer and, behind a
 * trusted proxy, the client it names must both be loopback. Anyone else gets the ordinary 404.
 */
export function registerDevLoopbackOnly(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/dev/")) {
      return;
    }
    if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) {
      const path = request.url.split("?")[0] ?? "/";
      throw new AppError("NOT_FOUND", { message: (m) => m.when.noRoute.NOT_FOUND(request.method, path) });
    }
  });
}
