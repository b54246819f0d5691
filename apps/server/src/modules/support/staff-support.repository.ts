import type { StaffCaseStatus } from "@cinelux/contract";
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  accounts,
  staffAccounts,
  supportAttachments,
  supportCases,
  supportMessages,
  supportReasons,
  supportThemes,
  supportTopics,
} from "../../db/schema/index.ts";

type Db = Database | Transaction;

/** When the chain last answered the case (null: never). */
const lastAnswerAt = sql`(select max(m_answer.created_at) from ${supportMessages} m_answer
  where m_answer.case_id = ${supportCases.id} and m_answer.received)`;

/** The customer's first message after the last answer (null: none, or no answer yet). */
const firstUnansweredAt = sql`(select min(m_comment.created_at) from ${supportMessages} m_comment
  where m_comment.case_id = ${supportCases.id} and not m_comment.received and m_comment.created_at > ${lastAnswerAt})`;

/** The status's filter and the moment each case of it is ordered by (the contract's `since`). */
function statusQuery(status: StaffCaseStatus): { where: SQL | undefined; since: SQL; newestFirst: boolean } {
  if (status === "closed") {
    return {
      where: isNotNull(supportCases.closedAt),
      since: sql`${supportCases.closedAt}`,
      newestFirst: true,
    };
  }
  if (status === "answered") {
    return {
      where: and(
        isNull(supportCases.closedAt),
        sql`${lastAnswerAt} is not null`,
        sql`${firstUnansweredAt} is null`,
      ),
      since: lastAnswerAt,
      newestFirst: false,
    };
  }
  return {
    where: and(
      isNull(supportCases.closedAt),
      sql`(${lastAnswerAt} is null or ${firstUnansweredAt} is not null)`,
    ),
    since: sql`coalesce(${firstUnansweredAt}, ${supportCases.createdAt})`,
    newestFirst: false,
  };
}

function caseColumns(since: SQL) {
  return {
    id: supportCases.id,
    number: supportCases.number,
    subject: supportCases.subject,
    createdAt: supportCases.createdAt,
    closedAt: supportCases.closedAt,
    accountId: supportCases.accountId,
    mail: accounts.mail,
    firstName: accounts.firstName,
    lastName: accounts.lastName,
    themeId: supportCases.type,
    themeLabels: supportThemes.labels,
    topicId: supportCases.topic,
    topicLabels: supportTopics.labels,
    assigneeId: staffAccounts.id,
    assigneeName: staffAccounts.displayName,
    since: since.mapWith(supportCases.createdAt),
    answered: sql<boolean>`(${lastAnswerAt} is not null and ${firstUnansweredAt} is null)`.mapWith(Boolean),
  };
}

function selectCases(db: Db, since: SQL) {
  return db
    .select(caseColumns(since))
    .from(supportCases)
    .innerJoin(accounts, eq(accounts.id, supportCases.accountId))
    .leftJoin(supportThemes, eq(supportThemes.id, supportCases.type))
    .leftJoin(supportTopics, eq(supportTopics.id, supportCases.topic))
    .leftJoin(staffAccounts, eq(staffAccounts.id, supportCases.assigneeStaffId));
}

/** A page of the queue of one status, and how many cases it holds in all. */
export async function selectStaffQueue(
  db: Db,
  options: { status: StaffCaseStatus; limit: number; offset: number },
) {
  const query = statusQuery(options.status);
  const [rows, [total]] = await Promise.all([
    selectCases(db, query.since)
      .where(query.where)
      .orderBy(query.newestFirst ? desc(query.since) : asc(query.since), asc(supportCases.number))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(supportCases).where(query.where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One case as the staff read it, with its reason; undefined when there is none. */
export async function selectStaffCaseRow(db: Db, caseId: string) {
  const [row] = await selectCases(db, sql`null`).where(eq(supportCases.id, caseId)).limit(1);
  if (!row) {
    return undefined;
  }
  const [detail] = await db
    .select({
      description: supportCases.description,
      reasonId: supportCases.reasonId,
      reasonLabels: supportReasons.labels,
      cinema: supportCases.cinema,
      language: supportCases.language,
      lastAnswerAt: lastAnswerAt.mapWith(supportCases.createdAt),
      firstUnansweredAt: firstUnansweredAt.mapWith(supportCases.createdAt),
    })
    .from(supportCases)
    .leftJoin(supportReasons, eq(supportReasons.id, supportCases.reasonId))
    .where(eq(supportCases.id, caseId));
  return detail ? { ...row, ...detail } : undefined;
}

/** The bytes of an attachment of a case, whoever's (the staff's download). */
export async function selectCaseAttachment(db: Db, caseId: string, attachmentId: string) {
  const [row] = await db
    .select({
      fileName: supportAttachments.fileName,
      mimeType: supportAttachments.mimeType,
      bytes: supportAttachments.bytes,
    })
    .from(supportAttachments)
    .where(and(eq(supportAttachments.id, attachmentId), eq(supportAttachments.caseId, caseId)));
  return row;
}

/** An active staff member who may hold cases (the agent role, or admin). */
export async function findAssignableStaff(db: Db, staffId: string) {
  const [row] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.id, staffId),
        isNull(staffAccounts.disabledAt),
        sql`${staffAccounts.roles} && array['agent','admin']::text[]`,
      ),
    );
  return row;
}

export async function updateCaseAssignee(db: Db, caseId: string, assigneeId: string | null) {
  await db.update(supportCases).set({ assigneeStaffId: assigneeId }).where(eq(supportCases.id, caseId));
}

export async function updateCaseClosed(db: Db, caseId: string, at: Date) {
  await db.update(supportCases).set({ closedAt: at }).where(eq(supportCases.id, caseId));
}

export type StaffQueueRow = Awaited<ReturnType<typeof selectStaffQueue>>["rows"][number];
export type StaffCaseDetailRow = NonNullable<Awaited<ReturnType<typeof selectStaffCaseRow>>>;
