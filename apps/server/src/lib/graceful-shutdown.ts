// The shutdown sequence of one server process (docs/availability.md "Shutdown"): /readyz turns 503
// and every response closes its connection, the listener stays open for a notice period so a load
// balancer polling /readyz stops sending, then no new connections are accepted and the requests in
// flight finish, until the drain period runs out.
import type { Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

const draining = new WeakSet<Server>();

/** True once `server` has started draining: /readyz answers 503 from then on. */
export function isDraining(server: Server): boolean {
  return draining.has(server);
}

/**
 * From now on every response on `server` carries `Connection: close`: a kept-alive client still gets
 * its next request served, then opens a new connection (to another process, once the load balancer
 * has noticed). Closing idle kept-alive sockets ourselves instead would race a client that is
 * sending on one at that moment, which then sees a reset.
 */
export function startDraining(server: Server): void {
  if (draining.has(server)) {
    return;
  }
  draining.add(server);
  // Before Fastify's own listener, so it holds for every route (API, identity, hijacked SSR).
  server.prependListener("request", (_request, response) => {
    response.setHeader("connection", "close");
  });
}

/**
 * Stops accepting connections (Node closes the idle kept-alive ones now) and resolves once the busy
 * ones have answered, or after `graceMs`, when the remaining connections are cut. Resolves `true`
 * when every request finished in time.
 */
export async function stopListening(server: Server, graceMs: number): Promise<boolean> {
  const closed = new Promise<void>((resolve) => {
    server.close(() => resolve());
  });
  const stop = new AbortController();
  const finished = await Promise.race([
    closed.then(() => true),
    sleep(Math.max(0, graceMs), false, { signal: stop.signal }),
  ]);
  stop.abort();
  if (!finished) {
    server.closeAllConnections();
    await closed;
  }
  return finished;
}

/**
 * The whole sequence: drain (notice, then finish the requests in flight) within `drainMs`, then
 * `close` (Fastify's onClose hooks, the database). `noticeMs` is how long the listener stays open
 * after /readyz turned 503.
 */
export async function drainAndClose(options: {
  server: Server;
  drainMs: number;
  noticeMs: number;
  onListenerClosing?: () => void;
}): Promise<boolean> {
  const started = Date.now();
  startDraining(options.server);
  await sleep(Math.min(options.noticeMs, options.drainMs));
  options.onListenerClosing?.();
  return stopListening(options.server, options.drainMs - (Date.now() - started));
}
