import { randomBytes } from "node:crypto";
import type { StaffMeResponse, StaffRole } from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import type { StaffAccountRow } from "../../db/schema/index.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { findStaffById, insertStaff, markTotpEnrolled, setTotpSecret } from "./staff.repository.ts";
import { loadSecretBox, newTotpSecret, totpUri } from "./totp.ts";

/** A first password that passes the customers' rule too (upper, lower, digit, 10+): 20 random characters. */
export function randomFirstPassword(): string {
  return `${randomBytes(15).toString("base64url")}aA1`;
}

export class StaffExistsError extends Error {}

/**
 * Creates a staff member with a TOTP secret ready to enrol (docs/staff.md "staff:create"): the
 * secret is confirmed by the first code the member signs in with, which also gives the recovery
 * codes. `totpSecret` is for the dev demo staff only (a known secret); anyone else gets a fresh one.
 */
export async function createStaffAccount(options: {
  db: Database;
  mail: string;
  displayName?: string;
  roles: StaffRole[];
  password?: string;
  totpSecret?: string;
  /** The dev demo staff only: the secret counts as enrolled already (no first-code step). */
  enrolled?: boolean;
  /** Runs in the creation's transaction (the back-office writes its audit row there). */
  onCreated?: (tx: Transaction, staff: StaffAccountRow) => Promise<void>;
}): Promise<{ staff: StaffAccountRow; password: string; totpSecret: string; enrolmentUri: string }> {
  const { db } = options;
  const roles = [...new Set(options.roles)];
  if (roles.length === 0) {
    throw new Error("a staff member needs at least one role");
  }
  const password = options.password ?? randomFirstPassword();
  const secret = options.totpSecret ?? (await newTotpSecret());
  const box = await loadSecretBox(db);
  const mail = options.mail.trim().toLowerCase();
  const staff = await db.transaction(async (tx) => {
    const row = await insertStaff(tx, {
      mail,
      displayName: options.displayName ?? mail.split("@")[0] ?? mail,
      passwordHash: await hashPassword(password),
      roles,
    });
    if (!row) {
      throw new StaffExistsError(`a staff member with the address ${mail} already exists`);
    }
    const sealed = box.seal(row.id, secret);
    await setTotpSecret(tx, row.id, sealed);
    if (options.enrolled) {
      await markTotpEnrolled(tx, row.id);
    }
    await options.onCreated?.(tx, row);
    return { ...row, totpSecret: sealed };
  });
  return { staff, password, totpSecret: secret, enrolmentUri: await totpUri(secret, mail) };
}

/** The staff member, unless disabled: what the provider signs tokens for (identity/provider.ts). */
export async function findActiveStaff(db: Database, id: string): Promise<StaffAccountRow | undefined> {
  const staff = await findStaffById(db, id);
  return staff && !staff.disabledAt ? staff : undefined;
}

/** GET /api/staff/me: the member's row as the contract says, with the token's roles and second factor. */
export async function describeStaffMember(options: {
  db: Database;
  staff: { id: string; roles: StaffRole[]; mfaAt: Date };
}): Promise<StaffMeResponse | undefined> {
  const row = await findActiveStaff(options.db, options.staff.id);
  if (!row) {
    return undefined;
  }
  return {
    id: row.id,
    mail: row.mail,
    displayName: row.displayName,
    roles: options.staff.roles,
    mfaAt: options.staff.mfaAt.toISOString(),
  };
}
