// Advantages a test gives its own customer (STYLE.md "Tests"), instead of the demo loyalty rows.
import { randomUUID } from "node:crypto";
import type { Database } from "../src/db/client.ts";
import { type AccountRow, type AdvantageText, advantages } from "../src/db/schema/index.ts";
import type { AdvantageRow } from "../src/modules/advantages/advantages.repository.ts";
import { dayIn } from "./wallet.factories.ts";

let sequence = 0;

/** The same words in the three languages (SPEC 1: fr, nl, en), each marked with its language. */
function inEveryLanguage(text: string): AdvantageText {
  return { fr: `${text} (fr)`, nl: `${text} (nl)`, en: `${text} (en)` };
}

/**
 * An advantage of `customer`, valid 30 days unless asked, with a code and every text in the three
 * languages; `expiresInDays` null never expires, negative has expired. Every column can be given.
 */
export async function createAdvantage(
  db: Database,
  options: {
    customer: Pick<AccountRow, "id">;
    id?: string;
    name?: AdvantageText;
    details?: AdvantageText;
    code?: string | null;
    terms?: AdvantageText | null;
    help?: AdvantageText | null;
    expiresInDays?: number | null;
    alexRecognitionId?: string | null;
  },
): Promise<AdvantageRow> {
  sequence += 1;
  const id = options.id ?? `ADV-T-${sequence}-${randomUUID().slice(0, 8)}`;
  const expiresInDays = options.expiresInDays === undefined ? 30 : options.expiresInDays;
  const [advantage] = await db
    .insert(advantages)
    .values({
      id,
      accountId: options.customer.id,
      name: options.name ?? inEveryLanguage(`Advantage ${id}`),
      details: options.details ?? inEveryLanguage(`The details of ${id}`),
      code: options.code === undefined ? `CODE-${id}` : options.code,
      terms: options.terms === undefined ? inEveryLanguage(`The terms of ${id}`) : options.terms,
      help: options.help === undefined ? inEveryLanguage(`How to use ${id}`) : options.help,
      expirationDate: expiresInDays === null ? null : dayIn(expiresInDays),
      alexRecognitionId: options.alexRecognitionId ?? null,
    })
    .returning();
  if (!advantage) {
    throw new Error("the advantage was not inserted");
  }
  return advantage;
}
