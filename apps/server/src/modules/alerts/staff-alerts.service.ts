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
/** An end not after its start is refused, naming `endsAt` (the table's check would answer a 500). */
function requireEndAfterStart(startsAt: Date | null, endsAt: Date | null): void {
  if (startsAt !== null && endsAt !== null && endsAt.getTime() <= startsAt.getTime()) {
    throw new AppError("ALERT_SCHEDULE_INVALID", {
      detail: `endsAt ${endsAt.toISOString()} is not after startsAt ${startsAt.toISOString()}.`,
      fields: [{ path: "endsAt", code: "invalid_value" }],
    });
  }
}

/** An ISO instant of the contract as the column takes it; undefined stays "not sent". */
function instantOf(value: string | null | undefined): Date | null | undefined {
  return value === undefined || value === null ? value : new Date(value);
}

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
  const startsAt = instantOf(alert.startsAt) ?? null;
  const endsAt = instantOf(alert.endsAt) ?? null;
  requireEndAfterStart(startsAt, endsAt);
  const row = await options.db.transaction(async (tx) => {
    const created = await insertAlert(tx, {
      id: randomUUID(),
      content: alert.content,
      warning: alert.warning,
      accountType: alert.accountType,
      startsAt,
      endsAt,
      domain: alert.domain,
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
  if (Object.values(changes).every((value) => value === undefined)) {
    throw new AppError("BAD_REQUEST", { message: (m) => m.when.changingNothing.BAD_REQUEST });
  }
  const { startsAt, endsAt, ...rest } = changes;
  const values = {
    ...rest,
    ...(startsAt === undefined ? {} : { startsAt: instantOf(startsAt) ?? null }),
    ...(endsAt === undefined ? {} : { endsAt: instantOf(endsAt) ?? null }),
  };
  const row = await options.db.transaction(async (tx) => {
    const before = await findAlertForUpdate(tx, options.id);
    if (!before) {
      throw new AppError("ALERT_NOT_FOUND", { detail: `No alert ${options.id}.` });
    }
    // The schedule as it will stand: a new end is checked against the stored start, and the reverse.
    requireEndAfterStart(
      values.startsAt === undefined ? before.startsAt : values.startsAt,
      values.endsAt === undefined ? before.endsAt : values.endsAt,
    );
    const after = await updateAlert(tx, options.id, values);
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
