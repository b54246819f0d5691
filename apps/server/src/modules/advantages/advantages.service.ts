import { type Advantage, domainFromHost, type Language } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { findValidAdvantages } from "./advantages.repository.ts";

/**
 * SPEC 3 "Advantage": the signed-in customer's loyalty advantages still valid, their texts in
 * `language` (default: the first language of the domain serving `host`).
 */
export async function listAdvantages(options: {
  db: Database;
  accountId: string;
  host: string;
  language?: Language | undefined;
}): Promise<Advantage[]> {
  const language = options.language ?? domainFromHost(options.host).languages[0];
  const rows = await findValidAdvantages(options.db, options.accountId, language);
  return rows.map((row) => ({
    id: row.id,
    name: row.name[language],
    expirationDate: row.expirationDate,
    details: row.details[language],
    code: row.code,
    terms: row.terms?.[language] ?? null,
    help: row.help?.[language] ?? null,
    alexRecognitionId: row.alexRecognitionId,
  }));
}
