import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "../client.ts";

/**
 * Inserts the rows whose keys are still free and counts them: a second seed run adds nothing
 * (no conflict target: a clash on any unique key leaves the stored row as it is).
 */
export async function insertNew<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<number> {
  if (rows.length === 0) {
    return 0;
  }
  return (await tx.insert(table).values(rows).onConflictDoNothing().returning()).length;
}
