import { fileURLToPath } from "node:url";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client.ts";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** Any constant; serialises concurrent starts of several processes on one PostgreSQL server. */
const MIGRATION_LOCK = 4_207_042;

/** Applies the committed migrations (apps/server/src/db/migrations). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const driver = handle.driver;
  if (driver.kind === "pglite") {
    await migratePglite(drizzlePglite(driver.client), { migrationsFolder });
    return;
  }
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  // A session-level advisory lock needs one dedicated connection for lock, migrate and unlock.
  const connection = await driver.pool.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(connection), { migrationsFolder });
  } finally {
    await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    connection.release();
  }
}
