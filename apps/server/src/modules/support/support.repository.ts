import { type DomainId, formatCaseNumber } from "@cinelux/contract";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  faqArticles,
  faqCategories,
  supportAttachments,
  supportCaseNumbers,
  supportCases,
  supportMessages,
  supportReasonArticles,
  supportReasons,
  supportThemes,
  supportTopics,
} from "../../db/schema/index.ts";

type Db = Database | Transaction;

/** The whole taxonomy (about 130 rows) and the domain's reason → article links, in order. */
export async function loadTaxonomy(db: Db, domain: DomainId) {
  const [themes, topics, reasons, links] = await Promise.all([
    db.select().from(supportThemes).orderBy(asc(supportThemes.position)),
    db.select().from(supportTopics).orderBy(asc(supportTopics.themeId), asc(supportTopics.position)),
    db.select().from(supportReasons).orderBy(asc(supportReasons.topicId), asc(supportReasons.position)),
    db
      .select()
      .from(supportReasonArticles)
      .where(eq(supportReasonArticles.domain, domain))
      .orderBy(asc(supportReasonArticles.reasonId), asc(supportReasonArticles.position)),
  ]);
  return { themes, topics, reasons, links };
}
export type Taxonomy = Awaited<ReturnType<typeof loadTaxonomy>>;

/** Every FAQ article of the domain, with its category, in the FAQ page's order. */
export async function loadArticles(db: Db, domain: DomainId) {
  const [categories, articles] = await Promise.all([
    db
      .select()
      .from(faqCategories)
      .where(eq(faqCategories.domain, domain))
      .orderBy(asc(faqCategories.position), asc(faqCategories.id)),
    db
      .select()
      .from(faqArticles)
      .where(eq(faqArticles.domain, domain))
      .orderBy(asc(faqArticles.position), asc(faqArticles.id)),
  ]);
  return { categories, articles };
}

/** The next case number of the sequence, dated by the year of `at` (never reused, whatever the year). */
export async function nextCaseNumber(db: Db, at: Date): Promise<string> {
  const result = (await db.execute(
    sql`select nextval(${supportCaseNumbers.seqName}) as value`,
  )) as unknown as {
    rows: { value: string | number }[];
  };
  return formatCaseNumber(at.getUTCFullYear(), Number(result.rows[0]?.value));
}

/** The customer's cases (or the one of `caseId`), newest first, at most `limit`. */
export async function listOwnCases(db: Db, accountId: string, limit: number, caseId?: string) {
  return db
    .select()
    .from(supportCases)
    .where(
      and(
        eq(supportCases.accountId, accountId),
        caseId === undefined ? undefined : eq(supportCases.id, caseId),
      ),
    )
    .orderBy(desc(supportCases.createdAt), desc(supportCases.number))
    .limit(limit);
}

export async function listMessages(db: Db, caseIds: string[]) {
  if (caseIds.length === 0) {
    return [];
  }
  return db
    .select()
    .from(supportMessages)
    .where(inArray(supportMessages.caseId, caseIds))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

/** The attachments' descriptions (never the bytes) of these cases. */
export async function listAttachments(db: Db, caseIds: string[]) {
  if (caseIds.length === 0) {
    return [];
  }
  return db
    .select({
      id: supportAttachments.id,
      caseId: supportAttachments.caseId,
      fileName: supportAttachments.fileName,
      mimeType: supportAttachments.mimeType,
      size: sql<number>`octet_length(${supportAttachments.bytes})`.mapWith(Number),
    })
    .from(supportAttachments)
    .where(inArray(supportAttachments.caseId, caseIds))
    .orderBy(asc(supportAttachments.createdAt), asc(supportAttachments.id));
}

/** The customer's own case, locked for a write when `lock`; another customer's answers undefined. */
export async function findOwnCase(
  db: Db,
  accountId: string,
  caseId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(supportCases)
    .where(and(eq(supportCases.id, caseId), eq(supportCases.accountId, accountId)));
  const [row] = await (options.lock ? query.for("update") : query);
  return row;
}

export async function countOpenCases(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(supportCases)
    .where(and(eq(supportCases.accountId, accountId), isNull(supportCases.closedAt)));
  return row?.value ?? 0;
}

/** The bytes of an attachment of the customer's own case. */
export async function findOwnAttachment(db: Db, accountId: string, caseId: string, attachmentId: string) {
  const [row] = await db
    .select({
      fileName: supportAttachments.fileName,
      mimeType: supportAttachments.mimeType,
      bytes: supportAttachments.bytes,
    })
    .from(supportAttachments)
    .innerJoin(supportCases, eq(supportCases.id, supportAttachments.caseId))
    .where(
      and(
        eq(supportAttachments.id, attachmentId),
        eq(supportAttachments.caseId, caseId),
        eq(supportCases.accountId, accountId),
      ),
    );
  return row;
}

export async function findCase(db: Db, caseId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(supportCases).where(eq(supportCases.id, caseId));
  const [row] = await (options.lock ? query.for("update") : query);
  return row;
}
