import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";

/** Where the browser asks for the offline worker (apps/web/app/lib/offline/register-service-worker.ts). */
export const SERVICE_WORKER_PATH = "/service-worker.js";

/**
 * GET /service-worker.js (docs/decisions/008-offline.md): a worker's scope is at
 * most the folder it is served from, so the worker vite-plugin-pwa writes at the client build's root
 * is served here, at the site's root, not under /assets. Read on its first request (not at start),
 * always revalidated so a release's new worker reaches its pages; `@fastify/compress` compresses it.
 * Without a client build (API-only tests, `react-router dev`) the path is the SSR's not-found page.
 */
export function registerServiceWorkerFile(app: FastifyInstance, clientDir: string): void {
  const file = `${clientDir}/service-worker.js`;
  if (!existsSync(file)) {
    return;
  }
  let source: Promise<Buffer> | undefined;
  app.get(SERVICE_WORKER_PATH, { config: { public: true } }, async (_request, reply) => {
    source ??= readFile(file).catch((error: unknown) => {
      source = undefined;
      throw error;
    });
    const body = await source;
    return reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(body);
  });
}
