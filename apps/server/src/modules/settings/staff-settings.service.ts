import type { DomainId, StaffSettingsResponse, UpdateStaffSettingsRequest } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordStaffAction } from "../staff/staff-audit.service.ts";
import { readFlags, toStaffSettings } from "./settings.presenter.ts";
import { findSiteSettings, findSiteSettingsForUpdate, updateSiteSettings } from "./settings.repository.ts";

/** Migration 0002 creates both domains' rows: a missing one is a broken installation. */
function missingRow(domain: DomainId): Error {
  return new Error(`site_settings has no row for the domain ${domain}`);
}

export async function getStaffSettings(options: {
  db: Database;
  domain: DomainId;
}): Promise<StaffSettingsResponse> {
  const row = await findSiteSettings(options.db, options.domain);
  if (!row) {
    throw missingRow(options.domain);
  }
  return toStaffSettings(row);
}

/**
 * Changes a domain's flags and settings with a reason (docs/staff.md "Flags and settings"). The
 * change and its audit row (`settings.changed`, before and after of every field changed) share one
 * transaction. The site follows at once: `site_settings`' NOTIFY trigger clears the public read
 * cache of every process, and the writer clears its own right after the commit.
 */
export async function changeSettings(options: {
  db: Database;
  staffId: string;
  domain: DomainId;
  request: UpdateStaffSettingsRequest;
  cache?: PublicReadCache | undefined;
}): Promise<StaffSettingsResponse> {
  const { flags: flagChanges, ...settingChanges } = options.request.changes;
  const flagEntries = Object.entries(flagChanges ?? {}).filter(([, value]) => value !== undefined);
  const settingEntries = Object.entries(settingChanges).filter(([, value]) => value !== undefined);
  if (flagEntries.length === 0 && settingEntries.length === 0) {
    throw new AppError("BAD_REQUEST", { message: (m) => m.when.changingNothing.BAD_REQUEST });
  }
  const row = await options.db.transaction(async (tx) => {
    const before = await findSiteSettingsForUpdate(tx, options.domain);
    if (!before) {
      throw missingRow(options.domain);
    }
    const previous = toStaffSettings(before);
    // A flag stored outside FLAG_NAMES is kept as it is: only the flags named change.
    const flags = { ...(before.flags as Record<string, unknown>), ...Object.fromEntries(flagEntries) };
    const after = await updateSiteSettings(tx, options.domain, {
      ...Object.fromEntries(settingEntries),
      ...(flagEntries.length > 0 ? { flags } : {}),
    });
    if (!after) {
      throw missingRow(options.domain);
    }
    const current = toStaffSettings(after);
    const previousFlags = readFlags(before.flags) as Record<string, boolean>;
    const previousSettings = previous.settings as Record<string, unknown>;
    const currentSettings = current.settings as Record<string, unknown>;
    await recordStaffAction(tx, {
      staffId: options.staffId,
      action: "settings.changed",
      target: { kind: "settings", id: options.domain },
      reason: options.request.reason,
      details: {
        before: {
          ...(flagEntries.length > 0
            ? { flags: Object.fromEntries(flagEntries.map(([name]) => [name, previousFlags[name]])) }
            : {}),
          ...Object.fromEntries(settingEntries.map(([name]) => [name, previousSettings[name]])),
        },
        after: {
          ...(flagEntries.length > 0 ? { flags: Object.fromEntries(flagEntries) } : {}),
          ...Object.fromEntries(settingEntries.map(([name]) => [name, currentSettings[name]])),
        },
      },
    });
    return after;
  });
  options.cache?.clear();
  return toStaffSettings(row);
}
