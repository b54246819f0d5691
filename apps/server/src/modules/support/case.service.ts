import {
  caseAcceptsMessages,
  type Language,
  MAX_CASE_MESSAGES,
  MAX_LISTED_CASES,
  MAX_OPEN_CASES,
  type SupportCase,
} from "@cinelux/contract";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database, Transaction } from "../../db/client.ts";
import {
  accounts,
  cinemas,
  supportAttachments,
  supportCases,
  supportMessages,
  supportReasons,
  supportTopics,
} from "../../db/schema/index.ts";
import { AppError, accountGone } from "../../lib/app-error.ts";
import { siteOriginOfDomain } from "../wallet/prepaid-offer-mail.ts";
import { toSupportCases } from "./case.presenter.ts";
import { type CheckedAttachment, checkAttachment } from "./case-attachments.ts";
import { queueCaseMail } from "./case-mail.ts";
import type { CaseUpload } from "./case-upload.ts";
import {
  countOpenCases,
  findOwnAttachment,
  findOwnCase,
  listAttachments,
  listMessages,
  listOwnCases,
  nextCaseNumber,
} from "./support.repository.ts";

/**
 * Support cases (docs/domain/support.md "Cases"): every write in one transaction under a lock of
 * the case (or of the account when creating), the mail queued in it. Another customer's case answers
 * CASE_NOT_FOUND as a missing one does (no oracle).
 */

const notFound = () => new AppError("CASE_NOT_FOUND");
const closedError = () => new AppError("CASE_CLOSED");

/** The customer's cases, newest first, each with its messages (the last MAX_CASE_MESSAGES) and attachments. */
export async function listCases(
  db: Database | Transaction,
  accountId: string,
  caseId?: string,
): Promise<SupportCase[]> {
  const rows = await listOwnCases(db, accountId, MAX_LISTED_CASES, caseId);
  const ids = rows.map((row) => row.id);
  const [messages, attachments] = await Promise.all([listMessages(db, ids), listAttachments(db, ids)]);
  return toSupportCases(rows, messages, attachments).map((supportCase) => ({
    ...supportCase,
    messages: supportCase.messages.slice(-MAX_CASE_MESSAGES),
  }));
}

async function ownCase(db: Database | Transaction, accountId: string, caseId: string): Promise<SupportCase> {
  const [found] = await listCases(db, accountId, caseId);
  if (!found) {
    throw notFound();
  }
  return found;
}

/** The chain's answers not yet read, over the customer's open cases. */
export async function countUnread(db: Database, accountId: string): Promise<number> {
  return (await listCases(db, accountId)).reduce((total, supportCase) => total + supportCase.unread, 0);
}

/** SPEC 9: the type, topic and reason must be one branch of the taxonomy; the cinema a known one. */
async function checkChoices(tx: Transaction, fields: CaseUpload["fields"]): Promise<void> {
  const [branch] = await tx
    .select({ themeId: supportTopics.themeId })
    .from(supportReasons)
    .innerJoin(supportTopics, eq(supportTopics.id, supportReasons.topicId))
    .where(and(eq(supportReasons.id, fields.reason), eq(supportReasons.topicId, fields.topic)));
  const refused = [];
  if (!branch || branch.themeId !== fields.type) {
    refused.push(
      ...(["type", "topic", "reason"] as const).map((path) => ({ path, code: "invalid_value" as const })),
    );
  }
  if (fields.cinema !== undefined) {
    const [cinema] = await tx.select({ id: cinemas.id }).from(cinemas).where(eq(cinemas.slug, fields.cinema));
    if (!cinema) {
      refused.push({ path: "cinema", code: "invalid_value" as const });
    }
  }
  if (refused.length > 0) {
    throw new AppError("CASE_TAXONOMY_INVALID", { fields: refused });
  }
}

/** POST /api/accounts/me/case: checks every attachment first (outside the transaction: sharp is slow). */
export async function createCase(options: {
  db: Database;
  config: Pick<Config, "origins" | "publicUrl">;
  accountId: string;
  language: Language;
  upload: CaseUpload;
}): Promise<SupportCase> {
  const checked: CheckedAttachment[] = [];
  for (const file of options.upload.files) {
    checked.push(await checkAttachment(file));
  }
  const { fields } = options.upload;
  return options.db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(accounts)
      .where(eq(accounts.id, options.accountId))
      .for("update");
    if (!account) {
      throw accountGone();
    }
    await checkChoices(tx, fields);
    if ((await countOpenCases(tx, account.id)) >= MAX_OPEN_CASES) {
      throw new AppError("CASE_LIMIT");
    }
    const now = new Date();
    const number = await nextCaseNumber(tx, now);
    const [row] = await tx
      .insert(supportCases)
      .values({
        accountId: account.id,
        number,
        type: fields.type,
        topic: fields.topic,
        reasonId: fields.reason,
        subject: fields.subject,
        description: fields.description,
        cinema: fields.cinema ?? null,
        language: options.language,
        createdAt: now,
        readAt: now,
      })
      .returning({ id: supportCases.id });
    if (!row) {
      throw new Error("the case was not inserted");
    }
    if (checked.length > 0) {
      // A millisecond apart: the list orders attachments by creation, as the form sent them.
      await tx.insert(supportAttachments).values(
        checked.map((file, index) => ({
          caseId: row.id,
          ...file,
          createdAt: new Date(now.getTime() + index),
        })),
      );
    }
    await queueCaseMail(tx, {
      to: account.mail,
      kind: "created",
      language: options.language,
      number,
      subject: fields.subject,
      link: `${siteOriginOfDomain(options.config, account.domain)}/${options.language}/messages`,
    });
    return ownCase(tx, account.id, row.id);
  });
}

/** POST .../case/{id}/comment: the customer's message; a closed case refuses it (409). */
export async function commentCase(options: {
  db: Database;
  accountId: string;
  caseId: string;
  body: string;
}) {
  return options.db.transaction(async (tx) => {
    const row = await findOwnCase(tx, options.accountId, options.caseId, { lock: true });
    if (!row) {
      throw notFound();
    }
    if (!caseAcceptsMessages({ closed: row.closedAt !== null })) {
      throw closedError();
    }
    const now = new Date();
    await tx
      .insert(supportMessages)
      .values({ caseId: row.id, body: options.body, received: false, createdAt: now });
    // Writing in a case means the customer has read what came before.
    await tx.update(supportCases).set({ readAt: now }).where(eq(supportCases.id, row.id));
    return ownCase(tx, options.accountId, row.id);
  });
}

/** PATCH .../case/{id}: `closed: true` closes for good (once: a second close is 409); `read: true` marks answers read. */
export async function updateCase(options: {
  db: Database;
  accountId: string;
  caseId: string;
  closed?: true | undefined;
  read?: true | undefined;
}) {
  return options.db.transaction(async (tx) => {
    const row = await findOwnCase(tx, options.accountId, options.caseId, { lock: true });
    if (!row) {
      throw notFound();
    }
    if (options.closed && row.closedAt !== null) {
      throw closedError();
    }
    const now = new Date();
    await tx
      .update(supportCases)
      .set({ readAt: now, ...(options.closed ? { closedAt: now } : {}) })
      .where(eq(supportCases.id, row.id));
    return ownCase(tx, options.accountId, row.id);
  });
}

export async function readAttachment(options: {
  db: Database;
  accountId: string;
  caseId: string;
  attachmentId: string;
}) {
  const file = await findOwnAttachment(options.db, options.accountId, options.caseId, options.attachmentId);
  if (!file) {
    throw new AppError("ATTACHMENT_NOT_FOUND");
  }
  return file;
}
