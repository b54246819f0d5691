import type { CatalogImportInput, FieldError } from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  CatalogImportError,
  validateCatalog,
  writeCatalog,
} from "../catalog-import/catalog-import.service.ts";
import { recordStaffAction } from "../staff/staff-audit.service.ts";

/**
 * What every editors' catalog write shares (docs/staff.md "Catalog"): the edit is a small catalog
 * file, checked by the catalog import's own rules and written by its own code (docs/catalog-import.md),
 * with its audit row in the same transaction. After the commit the writer clears its public read
 * cache; the tables' NOTIFY triggers (`public_read_changed`) clear every other process's.
 */
export interface StaffCatalogOptions {
  db: Database;
  staffId: string;
  cache?: PublicReadCache | undefined;
}

/** A catalog import refusal as the API's 400, the bad place named as a field. */
export function refusal(error: CatalogImportError, prefix: string): AppError {
  const path = error.problem.path.replace(prefix, "").replace(/^\./, "") || "body";
  const fields: FieldError[] = [{ path, code: "invalid_value" }];
  return new AppError("BAD_REQUEST", {
    message: (m) => m.when.refusingFields.BAD_REQUEST,
    detail: error.message,
    fields,
  });
}

/** Checks a partial catalog with the import's rules and writes it inside `tx` ("update" mode). */
export async function writePartialCatalog(
  tx: Transaction,
  catalog: CatalogImportInput,
  prefix: string,
): Promise<void> {
  try {
    await writeCatalog({ tx, catalog: validateCatalog(catalog), mode: "update" });
  } catch (error) {
    throw error instanceof CatalogImportError ? refusal(error, prefix) : error;
  }
}

export interface AuditedChange {
  action: string;
  target: { kind: string; id: string };
  reason?: string;
  details: Record<string, unknown>;
}

/** Runs `change` and its audit row in one transaction, then clears this process's public reads. */
export async function auditedWrite<T>(
  options: StaffCatalogOptions,
  change: (tx: Transaction) => Promise<{ value: T; audit: AuditedChange | null }>,
): Promise<T> {
  const value = await options.db.transaction(async (tx) => {
    const done = await change(tx);
    if (done.audit) {
      await recordStaffAction(tx, { staffId: options.staffId, ...done.audit });
    }
    return done.value;
  });
  options.cache?.clear();
  return value;
}
