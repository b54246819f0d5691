import { eq, inArray } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { insertNew } from "../db/reference/insert-new.ts";
import { accounts, showFeelings, shows } from "../db/schema/index.ts";
import { normalizeMail } from "../lib/mail-address.ts";

/**
 * Demo data (docs/domain/feelings.md): Camille wishes two shows and has rated one she saw
 * (The Kid). Her other confirmed past bookings (Metropolis, Nosferatu, The Gold Rush: packages/demo
 * bookings.ts) are her films to rate.
 */
export const DEMO_FEELINGS = {
  mail: "camille.martin@example.com",
  wished: ["sunrise", "wings"],
  rated: [{ slug: "the-kid", emotion: 5 }],
} as const;

const DAY_MS = 86_400_000;

/** Writes them, keyed by (account, show) and never overwritten. Returns the rows created. */
export async function insertFeelings(tx: Transaction, now: Date): Promise<number> {
  const [holder] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.mail, normalizeMail(DEMO_FEELINGS.mail)));
  if (!holder) {
    return 0;
  }
  const slugs = [...DEMO_FEELINGS.wished, ...DEMO_FEELINGS.rated.map((r) => r.slug)];
  const found = await tx
    .select({ id: shows.id, slug: shows.slug })
    .from(shows)
    .where(inArray(shows.slug, slugs));
  const idOf = new Map(found.map((show) => [show.slug, show.id]));
  const rows = [
    ...DEMO_FEELINGS.wished.map((slug, index) => ({
      slug,
      intention: 2,
      emotion: null,
      daysAgo: 10 + index,
    })),
    ...DEMO_FEELINGS.rated.map((r) => ({ slug: r.slug, intention: null, emotion: r.emotion, daysAgo: 30 })),
  ].flatMap(({ slug, intention, emotion, daysAgo }) => {
    const showId = idOf.get(slug);
    return showId
      ? [
          {
            accountId: holder.id,
            showId,
            intention,
            emotion,
            updatedAt: new Date(now.getTime() - daysAgo * DAY_MS),
          },
        ]
      : [];
  });
  return insertNew(tx, showFeelings, rows);
}
