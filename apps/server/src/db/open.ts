import path from "node:path";
import type { Config } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
import type { ReadRouter } from "./read-routing.ts";
import { loadReferenceData } from "./reference/index.ts";

/**
 * PostgreSQL through DATABASE_URL, else embedded PGlite in DATA_DIR (DESIGN.md "Database"). With
 * `migrate`, the committed migrations then the reference data (reference/index.ts): whatever starts
 * the database (the server, `db:migrate`, `db:seed`) leaves it with what a real install needs.
 */
export async function openConfiguredDatabase(
  config: Config,
  options: { migrate: boolean },
): Promise<DatabaseHandle> {
  const database = config.databaseUrl
    ? await openDatabase({ kind: "postgres", url: config.databaseUrl, max: config.databasePoolSize })
    : await openDatabase({ kind: "pglite", dataDir: path.resolve(config.dataDir) });
  if (options.migrate) {
    await migrateDatabase(database);
    await loadReferenceData(database.db);
  }
  return database;
}

/**
 * With DATABASE_REPLICA_URL, the router of the reads that may use the replica (read-routing.ts, loaded
 * only then: no cost on a start without one); else undefined, and every read is the primary's.
 */
export async function openConfiguredReads(
  config: Config,
  primary: DatabaseHandle,
  onReplicaChange?: (up: boolean, error?: unknown) => void,
): Promise<ReadRouter | undefined> {
  if (!config.databaseReplicaUrl || primary.kind !== "postgres") {
    return undefined;
  }
  const { openReadRouter } = await import("./read-routing.ts");
  return openReadRouter({
    primary,
    replicaUrl: config.databaseReplicaUrl,
    poolSize: config.databasePoolSize,
    ...(onReplicaChange ? { onReplicaChange } : {}),
  });
}
