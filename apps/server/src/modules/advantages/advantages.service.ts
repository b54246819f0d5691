import type { Advantage } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { findValidAdvantages } from "./advantages.repository.ts";

/** SPEC 3 "Advantage": the signed-in customer's loyalty advantages still valid. */
export async function listAdvantages(options: { db: Database; accountId: string }): Promise<Advantage[]> {
  const rows = await findValidAdvantages(options.db, options.accountId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    expirationDate: row.expirationDate,
    details: row.details,
    code: row.code,
    terms: row.terms,
    help: row.help,
    alexRecognitionId: row.alexRecognitionId,
  }));
}
