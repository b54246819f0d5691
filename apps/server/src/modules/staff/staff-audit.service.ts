import type { AuditLogEntry, GetAuditLogRequest, GetAuditLogResponse } from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import { type AuditRecord, insertAuditRow, selectAuditRows } from "./staff.repository.ts";

export type { AuditRecord };

/**
 * Writes one row of the audit log (docs/staff.md "Audit log"). Called with the transaction of the
 * action it records, so an action and its row are written together or not at all.
 */
export async function recordStaffAction(tx: Transaction | Database, record: AuditRecord): Promise<void> {
  await insertAuditRow(tx, record);
}

/** A page of the audit log, newest first; `nextBefore` leads to the older page. */
export async function listStaffAuditLog(options: {
  db: Database;
  filter: GetAuditLogRequest;
}): Promise<GetAuditLogResponse> {
  const { filter } = options;
  const rows = await selectAuditRows(options.db, {
    staffId: filter.staffId,
    action: filter.action,
    from: filter.from ? new Date(filter.from) : undefined,
    to: filter.to ? new Date(filter.to) : undefined,
    before: filter.before,
    limit: filter.limit,
  });
  const page = rows.slice(0, filter.limit);
  const entries: AuditLogEntry[] = page.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    staffId: row.staffId,
    staffMail: row.staffMail,
    action: row.action,
    target: row.targetKind && row.targetId ? { kind: row.targetKind, id: row.targetId } : null,
    reason: row.reason,
    details: (row.details ?? {}) as Record<string, unknown>,
  }));
  const last = page.at(-1);
  return { entries, nextBefore: rows.length > filter.limit && last ? last.id : null };
}
