import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The driver underneath, for the few places that need a dedicated connection (migration lock). */
  driver: { kind: "postgres"; pool: pg.Pool } | { kind: "pglite"; client: PGlite };
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string; max?: number }
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      driver: { kind: "postgres", pool },
      async ping() {
        await pool.query("select 1");
      },
      async close() {
        await pool.end();
      },
    };
  }
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
  }
  const client = options.dataDir
    ? await PGlite.create(options.dataDir)
    : await PGlite.create({ loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "pglite",
    driver: { kind: "pglite", client },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!closed) {
        closed = true;
        await client.close();
      }
    },
  };
}
