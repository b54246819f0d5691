// The shutdown sequence of one server process (docs/availability.md "Shutdown"): /readyz turns 503
// and every response closes its connection; the listener stays open for a notice period so a load
// balancer polling /readyz stops sending; then no new connections are accepted and the requests in
// flight finish, until the drain period runs out.
import type { Server, ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

const drains = new WeakMap<Server, Drain>();

/** True once `server` has started draining: /readyz answers 503 from then on. */
export function isDraining(server: Server): boolean {
  return drains.get(server)?.draining ?? false;
}

/**
 * Watches the responses of `server` from its start, so that a shutdown can make every one of them,
 * including those already in flight, the last on its connection.
 */
export class Drain {
  draining = false;
  private readonly server: Server;
  private readonly inFlight = new Set<ServerResponse>();
  /** Responses whose headers left before the drain began: their connection stays open after them. */
  private readonly keptOpen = new Set<ServerResponse>();

  constructor(server: Server) {
    this.server = server;
    drains.set(server, this);
    // Before Fastify's own listener, so it holds for every route (API, identity, hijacked SSR).
    server.prependListener("request", (_request, response) => {
      if (this.draining) {
        response.setHeader("connection", "close");
        return;
      }
      this.inFlight.add(response);
      response.once("close", () => this.inFlight.delete(response));
    });
  }

  /**
   * From now on every response carries `Connection: close`: a kept-alive client still gets its next
   * request served, then opens a new connection (to another process, once the load balancer has
   * noticed). Closing idle kept-alive sockets ourselves instead would race a client that is sending
   * on one at that moment, which would then see a reset.
   */
  start(): void {
    this.draining = true;
    for (const response of this.inFlight) {
      if (response.headersSent) {
        this.keptOpen.add(response);
      } else {
        response.setHeader("connection", "close");
      }
    }
    this.inFlight.clear();
  }

  /**
   * Stops accepting connections (Node closes the idle kept-alive ones now) and resolves once the busy
   * ones have answered, or after `graceMs`, when the remaining connections are cut. Resolves `true`
   * when every request finished in time.
   */
  async stopListening(graceMs: number): Promise<boolean> {
    const closed = new Promise<void>((resolve) => {
      this.server.close(() => resolve());
    });
    // A response that was already streaming leaves its connection open: close it once idle.
    for (const response of this.keptOpen) {
      response.once("close", () => setImmediate(() => this.server.closeIdleConnections()));
    }
    const timer = new AbortController();
    const finished = await Promise.race([
      closed.then(() => true),
      sleep(Math.max(0, graceMs), false, { signal: timer.signal }).catch(() => false),
    ]);
    timer.abort();
    if (!finished) {
      this.server.closeAllConnections();
      await closed;
    }
    return finished;
  }

  /** The whole drain within `drainMs`: start, keep listening `noticeMs`, then stop listening. */
  async run(options: {
    drainMs: number;
    noticeMs: number;
    onListenerClosing?: () => void;
  }): Promise<boolean> {
    const started = Date.now();
    this.start();
    await sleep(Math.min(options.noticeMs, options.drainMs));
    options.onListenerClosing?.();
    return this.stopListening(options.drainMs - (Date.now() - started));
  }
}
