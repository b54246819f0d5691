import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
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
  let client: pg.Client | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    for (let attempt = 0; !closed; attempt += 1) {
      const next = new pg.Client(pool.options);
      try {
        await next.connect();
        next.on("notification", (message) => {
          if (message.channel === channel && message.payload) {
            handlers.onMessage(message.payload);
          }
        });
        next.on("error", () => {
          handlers.onReset(false);
          void next.end().catch(() => undefined);
          if (!closed) {
            void connect();
          }
        });
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        client = next;
        handlers.onReset(true);
        return;
      } catch {
        await next.end().catch(() => undefined);
        await sleep(Math.min(5_000, 100 * 2 ** attempt));
      }
    }
  };
  handlers.onReset(false);
  await connect();
  return {
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
