import {
  type ListStaffCasesRequest,
  type ListStaffCasesResponse,
  STAFF_CASES_PAGE_SIZE,
  type StaffCase,
} from "@cinelux/contract";
import type { Config } from "../../config.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordStaffAction } from "../staff/staff-audit.service.ts";
import { answerCase } from "./case-answer.ts";
import { toStaffCase, toStaffCaseSummary } from "./staff-support.presenter.ts";
import {
  findAssignableStaff,
  selectCaseAttachment,
  selectStaffCaseRow,
  selectStaffQueue,
  updateCaseAssignee,
  updateCaseClosed,
} from "./staff-support.repository.ts";
import { findCase, listAttachments, listMessages } from "./support.repository.ts";

/**
 * The staff's support work (docs/staff.md "Support"): the queue, a case, answer, close, assign.
 * Every write runs in one transaction under the case's lock with its audit row (who, what, the
 * case; never a message's body).
 */

const notFound = () => new AppError("CASE_NOT_FOUND");

/** A page of the queue of one status: `open` and `answered` oldest first, `closed` latest closed first. */
export async function listStaffCases(options: {
  db: Database;
  query: ListStaffCasesRequest;
  now?: Date;
}): Promise<ListStaffCasesResponse> {
  const { status, page } = options.query;
  const now = options.now ?? new Date();
  const { rows, total } = await selectStaffQueue(options.db, {
    status,
    limit: STAFF_CASES_PAGE_SIZE,
    offset: (page - 1) * STAFF_CASES_PAGE_SIZE,
  });
  return {
    cases: rows.map((row) => toStaffCaseSummary(row, status, now)),
    page,
    pageSize: STAFF_CASES_PAGE_SIZE,
    total,
  };
}

/** A case, whoever's, with its thread and its attachments' descriptions. */
export async function getStaffCase(options: {
  db: Database | Transaction;
  caseId: string;
}): Promise<StaffCase> {
  const row = await selectStaffCaseRow(options.db, options.caseId);
  if (!row) {
    throw notFound();
  }
  const [messages, attachments] = await Promise.all([
    listMessages(options.db, [row.id]),
    listAttachments(options.db, [row.id]),
  ]);
  return toStaffCase(row, messages, attachments, new Date());
}

/** The customer sees the answer in messages and gets the mail (case-answer.ts). */
export async function answerStaffCase(options: {
  db: Database;
  config: Pick<Config, "origins" | "publicUrl">;
  staffId: string;
  caseId: string;
  message: string;
}): Promise<StaffCase> {
  await answerCase({
    db: options.db,
    config: options.config,
    caseId: options.caseId,
    body: options.message,
    staffId: options.staffId,
  });
  return getStaffCase(options);
}

/** Closed is final (SPEC 4): a second close is 409 CASE_CLOSED, as the customer's is. */
export async function closeStaffCase(options: {
  db: Database;
  staffId: string;
  caseId: string;
}): Promise<StaffCase> {
  return options.db.transaction(async (tx) => {
    const row = await findCase(tx, options.caseId, { lock: true });
    if (!row) {
      throw notFound();
    }
    if (row.closedAt !== null) {
      throw new AppError("CASE_CLOSED");
    }
    await updateCaseClosed(tx, row.id, new Date());
    await recordStaffAction(tx, {
      staffId: options.staffId,
      action: "support_case.closed",
      target: { kind: "support_case", id: row.id },
      details: { number: row.number },
    });
    return getStaffCase({ db: tx, caseId: row.id });
  });
}

/** Assigns the case to an active agent (or admin), or to nobody with null; a closed case too, for the record. */
export async function assignStaffCase(options: {
  db: Database;
  staffId: string;
  caseId: string;
  assigneeId: string | null;
}): Promise<StaffCase> {
  return options.db.transaction(async (tx) => {
    const row = await findCase(tx, options.caseId, { lock: true });
    if (!row) {
      throw notFound();
    }
    if (options.assigneeId !== null && !(await findAssignableStaff(tx, options.assigneeId))) {
      throw new AppError("STAFF_ASSIGNEE_INVALID", { fields: [{ path: "staffId", code: "invalid_value" }] });
    }
    await updateCaseAssignee(tx, row.id, options.assigneeId);
    await recordStaffAction(tx, {
      staffId: options.staffId,
      action: "support_case.assigned",
      target: { kind: "support_case", id: row.id },
      details: { number: row.number, from: row.assigneeStaffId, to: options.assigneeId },
    });
    return getStaffCase({ db: tx, caseId: row.id });
  });
}

/** An attachment's bytes for the staff; one of another case, or none, is 404 ATTACHMENT_NOT_FOUND. */
export async function readStaffCaseAttachment(options: {
  db: Database;
  caseId: string;
  attachmentId: string;
}) {
  const file = await selectCaseAttachment(options.db, options.caseId, options.attachmentId);
  if (!file) {
    throw new AppError("ATTACHMENT_NOT_FOUND");
  }
  return file;
}
