import { DEMO_SUPPORT_CASES, DEMO_SUPPORT_MAIL, demoHoursAgo } from "@cinelux/demo/support";
import { eq } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { accounts, supportCases, supportMessages } from "../db/schema/index.ts";
import { normalizeMail } from "../lib/mail-address.ts";
import { nextCaseNumber } from "../modules/support/support.repository.ts";

/**
 * camille.martin's cases of packages/demo support.ts (docs/domain/support.md), on the taxonomy the
 * reference step wrote (db/reference/support.ts). Written once: none when she already has a case.
 * Returns the cases created.
 */
export async function insertSupport(tx: Transaction, now: Date): Promise<number> {
  const [holder] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.mail, normalizeMail(DEMO_SUPPORT_MAIL)));
  if (!holder) {
    return 0;
  }
  const [existing] = await tx
    .select({ id: supportCases.id })
    .from(supportCases)
    .where(eq(supportCases.accountId, holder.id))
    .limit(1);
  if (existing) {
    return 0;
  }
  let created = 0;
  // In the list's order, so the case numbers follow it.
  for (const demo of DEMO_SUPPORT_CASES) {
    const createdAt = demoHoursAgo(now, demo.openedHoursAgo);
    const closedAt = demo.closedHoursAgo === null ? null : demoHoursAgo(now, demo.closedHoursAgo);
    const [row] = await tx
      .insert(supportCases)
      .values({
        accountId: holder.id,
        number: await nextCaseNumber(tx, createdAt),
        type: demo.type,
        topic: demo.topic,
        reasonId: demo.reason,
        subject: demo.subject,
        description: demo.description,
        cinema: demo.cinema,
        language: demo.language,
        createdAt,
        ...(closedAt ? { closedAt, readAt: closedAt } : {}),
      })
      .returning({ id: supportCases.id });
    if (!row) {
      continue;
    }
    await tx.insert(supportMessages).values(
      demo.messages.map((message) => ({
        caseId: row.id,
        received: message.received,
        createdAt: demoHoursAgo(now, message.hoursAgo),
        body: message.body,
      })),
    );
    created += 1;
  }
  return created;
}
