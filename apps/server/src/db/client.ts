import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The driver underneath, for the few places that need a dedicated connection (migration lock). */
  driver: { kind: "postgres"; pool: pg.Pool } | { kind: "pglite"; client: PGlite };
  /**
   * Resolves when the database answers a trivial query; rejects when it does not within `timeoutMs`
   * (default PING_TIMEOUT_MS), so /readyz answers in bounded time however the database fails.
   */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string; max?: number }
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

/** How long /readyz waits for the database (docs/availability.md). */
export const PING_TIMEOUT_MS = 1_000;
/**
 * How long a request waits for a pool connection (queued behind busy ones, or being opened) before
 * it fails with "timeout exceeded when trying to connect", answered 503 (http/errors.ts).
 */
export const CONNECT_TIMEOUT_MS = 2_000;

/**
 * PGlite's defaults plus a smaller buffer cache: initdb's 128 MB of shared_buffers live in the WASM
 * memory, are all touched at start and cost ~150 MiB of RSS and ~0.3 s of cold start, for a database
 * whose pages the operating system caches anyway (the data folder is real files). 32 MB holds the
 * demo data's working set (docs/decisions/006-cold-start-and-memory.md).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

/** `work`, or a rejection once `timeoutMs` has passed (the work itself is left to finish or fail). */
async function withTimeout(work: Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Database ping timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A pool that survives the database going away (DESIGN.md "Known pitfalls"): node-postgres emits
 * 'error' on the pool (idle client) or on a checked-out client (inside a transaction) when its
 * connection drops; with no listener that event ends the process. The broken client is discarded by
 * the pool either way; the next query opens a new connection.
 */
function createPool(pgModule: typeof pg, url: string, max: number): pg.Pool {
  const pool = new pgModule.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Notice a peer that vanished without closing the socket (failover, network cut).
    keepAlive: true,
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool has already removed it. Logged by the server.
  });
  pool.on("connect", (client) => {
    client.on("error", () => {
      // A checked-out client lost its connection: its query rejects and the pool drops it on release.
    });
  });
  return pool;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    // node-postgres and its drizzle driver (~40 modules) load only for a PostgreSQL server (cold start).
    const [{ default: pgModule }, { drizzle: drizzlePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
    ]);
    const pool = createPool(pgModule, options.url, options.max ?? 10);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      driver: { kind: "postgres", pool },
      async ping(timeoutMs = PING_TIMEOUT_MS) {
        await withTimeout(pool.query("select 1"), timeoutMs);
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
    ? await PGlite.create(options.dataDir, { startParams: PGLITE_START_PARAMS })
    : await PGlite.create({ loadDataDir: options.loadDataDir, startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "pglite",
    driver: { kind: "pglite", client },
    async ping(timeoutMs = PING_TIMEOUT_MS) {
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
    },
    async close() {
      if (!closed) {
        closed = true;
        await client.close();
      }
    },
  };
}
