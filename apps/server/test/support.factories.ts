// Support cases a test makes for its own customer (STYLE.md "Tests"), instead of the demo cases.
import type { Database } from "../src/db/client.ts";
import {
  type AccountRow,
  type SupportCaseRow,
  supportCases,
  supportMessages,
  supportReasons,
  supportThemes,
  supportTopics,
} from "../src/db/schema/index.ts";
import { nextCaseNumber } from "../src/modules/support/support.repository.ts";

const HOUR_MS = 3_600_000;

/** An id labelled the same in the three languages (SPEC 1: fr, nl, en). */
const labelsOf = (id: string) => ({ fr: `${id} (fr)`, nl: `${id} (nl)`, en: `${id} (en)` });

/**
 * One branch of the SPEC 9 support taxonomy, theme > sub-theme (the case's `type` > `topic`) >
 * reason, as the demo seed would write it; a row already there is kept, so a test may name a
 * branch the seed has too.
 */
export async function createSupportBranch(
  db: Database,
  branch: { type: string; topic: string; reasonId: string },
): Promise<void> {
  await db
    .insert(supportThemes)
    .values({ id: branch.type, position: 1, labels: labelsOf(branch.type) })
    .onConflictDoNothing();
  await db
    .insert(supportTopics)
    .values({ id: branch.topic, themeId: branch.type, position: 1, labels: labelsOf(branch.topic) })
    .onConflictDoNothing();
  await db
    .insert(supportReasons)
    .values({ id: branch.reasonId, topicId: branch.topic, position: 1, labels: labelsOf(branch.reasonId) })
    .onConflictDoNothing();
}

/**
 * A case of `customer` on one branch of the support taxonomy (made with createSupportBranch when
 * missing), opened `openedHoursAgo` ago, with its messages (`received`: from the chain) and, with
 * `closed`, closed and read.
 */
export async function createCase(
  db: Database,
  options: {
    customer: Pick<AccountRow, "id">;
    type?: string;
    topic?: string;
    reasonId?: string;
    subject?: string;
    openedHoursAgo?: number;
    closed?: boolean;
    read?: boolean;
    messages?: { body: string; received: boolean; hoursAgo: number }[];
  },
): Promise<SupportCaseRow> {
  const branch = {
    type: options.type ?? "subscription",
    topic: options.topic ?? "subscription-billing",
    reasonId: options.reasonId ?? "subscription-billing-double",
  };
  await createSupportBranch(db, branch);
  const now = Date.now();
  const openedAt = new Date(now - (options.openedHoursAgo ?? 48) * HOUR_MS);
  const [created] = await db
    .insert(supportCases)
    .values({
      accountId: options.customer.id,
      number: await nextCaseNumber(db, openedAt),
      ...branch,
      subject: options.subject ?? "Prélevé deux fois",
      description: "Mon abonnement a été prélevé deux fois ce mois-ci.",
      cinema: null,
      language: "fr",
      createdAt: openedAt,
      closedAt: options.closed ? new Date(now - HOUR_MS) : null,
      readAt: options.closed || options.read ? new Date(now - HOUR_MS) : null,
    })
    .returning();
  if (!created) {
    throw new Error("the case was not inserted");
  }
  const messages = options.messages ?? [];
  if (messages.length > 0) {
    await db.insert(supportMessages).values(
      messages.map((message) => ({
        caseId: created.id,
        body: message.body,
        received: message.received,
        createdAt: new Date(now - message.hoursAgo * HOUR_MS),
      })),
    );
  }
  return created;
}
