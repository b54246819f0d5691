import { randomUUID } from "node:crypto";
import type {
  CreateStaffAlertRequest,
  ListStaffAlertsResponse,
  StaffAlert,
  UpdateStaffAlertRequest,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordStaffAction } from "../staff/staff-audit.service.ts";
import { toStaffAlert } from "./alerts.presenter.ts";
import { findAlertForUpdate, insertAlert, listAllAlerts, updateAlert } from "./alerts.repository.ts";

/**
 * The back-office's alerts (docs/staff.md "Alerts"). Each write and its audit row share one
 * transaction. Customers read alerts through the process's public read cache: the alerts table's
 * NOTIFY trigger clears it in every process, and the writer clears its own at once after the
 * commit, so the editor's next customer view already shows the change.
 */
interface StaffAlertsOptions {
  db: Database;
  staffId: string;
  cache?: PublicReadCache | undefined;
}

export async function listStaffAlerts(options: { db: Database }): Promise<ListStaffAlertsResponse> {
  return (await listAllAlerts(options.db)).map(toStaffAlert);
}

export async function createAlert(
  options: StaffAlertsOptions & { alert: CreateStaffAlertRequest },
): Promise<StaffAlert> {
  const { alert } = options;
  const row = await options.db.transaction(async (tx) => {
    const created = await insertAlert(tx, {
      id: randomUUID(),
      content: alert.content,
      warning: alert.warning,
      accountType: alert.accountType,
    });
    await recordStaffAction(tx, {
      staffId: options.staffId,
      action: "alert.created",
      target: { kind: "alert", id: created.id },
      details: { after: toStaffAlert(created) },
    });
    return created;
  });
  options.cache?.clear();
  return toStaffAlert(row);
}

export async function editAlert(
  options: StaffAlertsOptions & { id: string; changes: UpdateStaffAlertRequest },
): Promise<StaffAlert> {
  const { changes } = options;
  if (changes.content === undefined && changes.warning === undefined && changes.accountType === undefined) {
    throw new AppError("BAD_REQUEST", { message: (m) => m.when.changingNothing.BAD_REQUEST });
  }
  const row = await options.db.transaction(async (tx) => {
    const before = await findAlertForUpdate(tx, options.id);
    if (!before) {
      throw new AppError("ALERT_NOT_FOUND", { detail: `No alert ${options.id}.` });
    }
    const after = await updateAlert(tx, options.id, changes);
    if (!after) {
      throw new Error(`the alert ${options.id} vanished under its lock`);
    }
    await recordStaffAction(tx, {
      staffId: options.staffId,
      action: "alert.updated",
      target: { kind: "alert", id: options.id },
      details: { before: toStaffAlert(before), after: toStaffAlert(after) },
    });
    return after;
  });
  options.cache?.clear();
  return toStaffAlert(row);
}

/** Customers see a withdrawn alert no more; it stays listed for the staff. Twice is harmless. */
export async function withdrawAlert(
  options: StaffAlertsOptions & { id: string; reason?: string | undefined },
): Promise<StaffAlert> {
  const row = await options.db.transaction(async (tx) => {
    const before = await findAlertForUpdate(tx, options.id);
    if (!before) {
      throw new AppError("ALERT_NOT_FOUND", { detail: `No alert ${options.id}.` });
    }
    if (!before.active) {
      return before;
    }
    const after = await updateAlert(tx, options.id, { active: false });
    if (!after) {
      throw new Error(`the alert ${options.id} vanished under its lock`);
    }
    await recordStaffAction(tx, {
      staffId: options.staffId,
      action: "alert.withdrawn",
      target: { kind: "alert", id: options.id },
      ...(options.reason === undefined ? {} : { reason: options.reason }),
      details: { before: toStaffAlert(before), after: toStaffAlert(after) },
    });
    return after;
  });
  options.cache?.clear();
  return toStaffAlert(row);
}
