import {
  type CaseAttachmentMimeType,
  type Language,
  MAX_CASE_MESSAGES,
  type StaffCase,
  type StaffCaseStatus,
  type StaffCaseSummary,
} from "@cinelux/contract";
import type { StaffCaseDetailRow, StaffQueueRow } from "./staff-support.repository.ts";
import type { listAttachments, listMessages } from "./support.repository.ts";

type MessageRow = Awaited<ReturnType<typeof listMessages>>[number];
type AttachmentRow = Awaited<ReturnType<typeof listAttachments>>[number];
type Labels = Record<Language, string>;

/** A taxonomy entry removed since the case was opened still shows, by its id. */
function labelled(id: string, labels: Labels | null) {
  return { id, labels: labels ?? { fr: id, nl: id, en: id } };
}

function fullName(row: { firstName: string | null; lastName: string | null }): string | null {
  const name = [row.firstName, row.lastName].filter((part) => part?.trim()).join(" ");
  return name || null;
}

function summary(row: StaffQueueRow, status: StaffCaseStatus, since: Date, now: Date): StaffCaseSummary {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    status,
    customer: { accountId: row.accountId, name: fullName(row), mail: row.mail },
    theme: labelled(row.themeId, row.themeLabels),
    subTheme: labelled(row.topicId, row.topicLabels),
    createdAt: row.createdAt.toISOString(),
    since: since.toISOString(),
    ageSeconds: Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000)),
    assignee:
      row.assigneeId && row.assigneeName ? { id: row.assigneeId, displayName: row.assigneeName } : null,
  };
}

/** A line of the queue: the status is the one asked, `since` what the queue was ordered by. */
export function toStaffCaseSummary(row: StaffQueueRow, status: StaffCaseStatus, now: Date): StaffCaseSummary {
  return summary(row, status, row.since ?? row.createdAt, now);
}

/** The status and `since` of one case, by the same rule as the queue's (staff-support.repository.ts). */
function statusOf(row: StaffCaseDetailRow): { status: StaffCaseStatus; since: Date } {
  if (row.closedAt) {
    return { status: "closed", since: row.closedAt };
  }
  if (row.lastAnswerAt && !row.firstUnansweredAt) {
    return { status: "answered", since: row.lastAnswerAt };
  }
  return { status: "open", since: row.firstUnansweredAt ?? row.createdAt };
}

export function toStaffCase(
  row: StaffCaseDetailRow,
  messages: MessageRow[],
  attachments: AttachmentRow[],
  now: Date,
): StaffCase {
  const { status, since } = statusOf(row);
  return {
    ...summary(row, status, since, now),
    description: row.description,
    reason: labelled(row.reasonId, row.reasonLabels),
    cinema: row.cinema,
    language: row.language,
    closedAt: row.closedAt?.toISOString() ?? null,
    messages: messages.slice(-MAX_CASE_MESSAGES).map((message) => ({
      id: message.id,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
      received: message.received,
    })),
    attachments: attachments.map((attachment) => ({
      id: attachment.id,
      fileName: attachment.fileName,
      mimeType: attachment.mimeType as CaseAttachmentMimeType,
      size: attachment.size,
      downloadPath: `/api/staff/support/cases/${row.id}/attachments/${attachment.id}`,
    })),
  };
}
