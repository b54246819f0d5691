import { type Advantage, domainFromHost, type FlagName, type Language } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { readFlags } from "../settings/settings.presenter.ts";
import { findSiteFlags, findValidAdvantages } from "./advantages.repository.ts";

/**
 * SPEC 2 "Flag advantagesEnabled" / "Flag goodiesEnabled": a page's API answers only where its page
 * exists. Off (or missing, readFlags) on the domain serving `host`: 404 FEATURE_DISABLED, as if the
 * route did not exist there. Read at each call, so an operator's switch takes effect at once.
 */
export async function requireSiteFlag(options: {
  db: Database;
  host: string;
  flag: FlagName;
}): Promise<void> {
  const flags = readFlags(await findSiteFlags(options.db, domainFromHost(options.host).id));
  if (!flags[options.flag]) {
    throw new AppError("FEATURE_DISABLED", { message: (m) => m.FEATURE_DISABLED(options.flag) });
  }
}

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
