import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import type { DatabaseHandle } from "./client.ts";

export interface Subscription {
  close(): Promise<void>;
}

/**
 * LISTEN on a channel. `onReset` runs whenever notifications may have been missed (the listening
 * connection dropped), and again once listening resumes, so a cache can clear itself.
 */
export async function listen(
  handle: DatabaseHandle,
  channel: string,
  handlers: { onMessage(payload: string): void; onReset(listening: boolean): void },
): Promise<Subscription> {
  if (handle.driver.kind === "pglite") {
    const unsubscribe = await handle.driver.client.listen(channel, handlers.onMessage);
    return {
      async close() {
        // UNLISTEN fails once the database is closed; there is nothing left to stop then.
        try {
          await unsubscribe();
        } catch {
          // closed already
        }
      },
    };
  }
  const { pool } = handle.driver;
  // Loaded with the pool already (db/client.ts): this import only hands over the module.
  const { default: pgModule } = await import("pg");
  let client: pg.Client | undefined;
  let closed = false;
  const stopped = new AbortController();

  const lost = (dead: pg.Client): void => {
    if (client === dead) {
      client = undefined;
    }
    handlers.onReset(false);
    void dead.end().catch(() => undefined);
    if (!closed) {
      void connect();
    }
  };

  // Retries until listening or closed; never rejects (a database outage is waited out here).
  const connect = async (): Promise<void> => {
    for (let attempt = 0; !closed; attempt += 1) {
      const next = new pgModule.Client(pool.options);
      let live = false;
      // Attached before connecting: a pg.Client emitting 'error' with no listener ends the process.
      // pg may emit twice for one loss (the server's 57P01, then the socket's end): act once.
      next.on("error", () => {
        if (live) {
          live = false;
          lost(next);
        }
      });
      next.on("notification", (message) => {
        if (message.channel === channel && message.payload) {
          handlers.onMessage(message.payload);
        }
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${pgModule.escapeIdentifier(channel)}`);
      } catch {
        await next.end().catch(() => undefined);
        // Short steps: caches stay off until listening resumes, so resume soon after the database.
        await sleep(Math.min(1_000, 100 * 2 ** attempt), undefined, { signal: stopped.signal }).catch(
          () => undefined,
        );
        continue;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      live = true;
      client = next;
      handlers.onReset(true);
      return;
    }
  };
  handlers.onReset(false);
  await connect();
  return {
    async close() {
      closed = true;
      stopped.abort();
      await client?.end().catch(() => undefined);
    },
  };
}
