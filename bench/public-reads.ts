/**
 * The public read caches and the ticket count: the bench customers with 10 and 10,000 bookings
 * (seeded here) and their tokens, for the API section of `npm run bench` (bench/api.ts).
 *
 * Alone, this file runs that section only (same as `npm run bench -- --only=api`):
 *   node bench/public-reads.ts          # PGlite in a temporary folder, and PostgreSQL if DATABASE_URL
 *   BENCH_POSTGRES=1 node bench/public-reads.ts   # also starts a throwaway PostgreSQL server
 * Budgets: settings and footer >= 40 % of the bare route; the ticket count flat (10,000 vs 10).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrateDatabase } from "../apps/server/src/db/migrate.ts";
import { accounts } from "../apps/server/src/db/schema/index.ts";
import { seedIfEmpty } from "../apps/server/src/seed/index.ts";
import { addBookingHistory } from "../apps/server/test/booking-history.ts";
import { createCustomer } from "../apps/server/test/factories.ts";

/** The bench's two ticket holders: 10 bookings, and 10,000 (mostly past and cancelled). */
export const HISTORY = [
  { mail: "bench.history-10@example.com", past: 4, cancelled: 2, upcoming: 4 },
  { mail: "bench.history-10000@example.com", past: 9_000, cancelled: 996, upcoming: 4 },
] as const;

/**
 * Before the server starts (PGlite allows one process per folder): migrates, seeds the demo data if
 * empty, and gives the two bench customers their history once.
 */
export async function seedTicketHistory(env: { DATA_DIR?: string; DATABASE_URL?: string }): Promise<void> {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: path.resolve(env.DATA_DIR ?? "") });
  try {
    await migrateDatabase(database);
    await seedIfEmpty({ db: database.db, env: "dev" });
    for (const holder of HISTORY) {
      const [existing] = await database.db.select().from(accounts).where(eq(accounts.mail, holder.mail));
      if (existing) {
        continue;
      }
      const customer = await createCustomer(database.db, { mail: holder.mail });
      await addBookingHistory(database.db, {
        accountId: customer.id,
        prefix: `BENCH-${customer.id}`,
        ...holder,
      });
    }
  } finally {
    await database.close();
  }
}

export async function tokenFor(base: string, mail: string): Promise<string> {
  const response = await fetch(`${base}/dev/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mail }),
  });
  if (!response.ok) {
    throw new Error(`no token for ${mail}: ${response.status}`);
  }
  return ((await response.json()) as { accessToken: string }).accessToken;
}

if (import.meta.main) {
  const run = spawnSync(
    process.execPath,
    [path.join(import.meta.dirname, "run.ts"), "--only=api", ...process.argv.slice(2)],
    { stdio: "inherit" },
  );
  process.exit(run.status ?? 1);
}
