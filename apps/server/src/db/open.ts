import path from "node:path";
import type { Config } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
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
    ? await openDatabase({ kind: "postgres", url: config.databaseUrl })
    : await openDatabase({ kind: "pglite", dataDir: path.resolve(config.dataDir) });
  if (options.migrate) {
    await migrateDatabase(database);
    await loadReferenceData(database.db);
  }
  return database;
}
