import { type CaseAttachmentMimeType, type SupportCase, unreadAnswers } from "@cinelux/contract";
import type { SupportCaseRow } from "../../db/schema/index.ts";
import type { listAttachments, listMessages } from "./support.repository.ts";

type MessageRow = Awaited<ReturnType<typeof listMessages>>[number];
type AttachmentRow = Awaited<ReturnType<typeof listAttachments>>[number];

/** SPEC 3 "Support case" with its messages (oldest first), attachments and unread answers. */
export function toSupportCases(rows: SupportCaseRow[], messages: MessageRow[], attachments: AttachmentRow[]) {
  return rows.map((row): SupportCase => {
    const own = messages
      .filter((message) => message.caseId === row.id)
      .map((message) => ({
        id: message.id,
        body: message.body,
        createdAt: message.createdAt.toISOString(),
        received: message.received,
      }));
    return {
      id: row.id,
      subject: row.subject,
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      closed: row.closedAt !== null,
      description: row.description,
      type: row.type,
      topic: row.topic,
      reason: row.reasonId,
      cinema: row.cinema,
      messages: own,
      attachments: attachments
        .filter((attachment) => attachment.caseId === row.id)
        .map((attachment) => ({
          id: attachment.id,
          fileName: attachment.fileName,
          mimeType: attachment.mimeType as CaseAttachmentMimeType,
          size: attachment.size,
        })),
      unread: row.closedAt ? 0 : unreadAnswers(own, row.readAt?.toISOString() ?? null),
    };
  });
}
