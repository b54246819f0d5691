import type {
  CreateStaffMemberRequest,
  CreateStaffMemberResponse,
  ListStaffMembersResponse,
  RenewRecoveryCodesResponse,
  ResetStaffTotpResponse,
  StaffEnrolment,
  StaffMember,
  StaffMemberResponse,
  StaffRole,
  UpdateStaffMemberRequest,
} from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import type { StaffAccountRow } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  lockStaffById,
  selectStaffMembers,
  setRecoveryCodeHashes,
  setTotpSecret,
  updateStaffMember,
} from "./staff.repository.ts";
import { createStaffAccount, StaffExistsError } from "./staff-accounts.service.ts";
import { recordStaffAction } from "./staff-audit.service.ts";
import {
  loadSecretBox,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpQrDataUrl,
  totpUri,
} from "./totp.ts";

/**
 * The staff team, for admins (docs/staff.md "Team"). Each write locks the member's row, checks that
 * an admin does not lock themself out, and writes its audit row in the same transaction. Secrets
 * (a first password, a TOTP key, recovery codes) are answered once and stored only hashed or sealed.
 */

/** The member as the team screen reads it: never a hash, a secret or a code. */
export function presentStaffMember(row: StaffAccountRow): StaffMember {
  return {
    id: row.id,
    mail: row.mail,
    displayName: row.displayName,
    roles: row.roles as StaffRole[],
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    enrolled: row.totpConfirmedAt !== null,
    recoveryCodesLeft: row.recoveryCodeHashes.length,
    lockedUntil: row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil.toISOString() : null,
  };
}

async function enrolmentOf(secret: string, mail: string): Promise<StaffEnrolment> {
  const otpauthUri = await totpUri(secret, mail);
  return { secret, otpauthUri, qrDataUrl: await totpQrDataUrl(otpauthUri) };
}

export async function listStaffMembers(options: { db: Database }): Promise<ListStaffMembersResponse> {
  return { members: (await selectStaffMembers(options.db)).map(presentStaffMember) };
}

/** A new member, as `npm run staff:create` makes one: a first password and a secret to enrol. */
export async function addStaffMember(options: {
  db: Database;
  adminId: string;
  request: CreateStaffMemberRequest;
}): Promise<CreateStaffMemberResponse> {
  const { request } = options;
  try {
    const created = await createStaffAccount({
      db: options.db,
      mail: request.mail,
      displayName: request.displayName,
      roles: request.roles,
      onCreated: (tx, staff) =>
        recordStaffAction(tx, {
          staffId: options.adminId,
          action: "staff.created",
          target: { kind: "staff", id: staff.id },
          details: { mail: staff.mail, roles: staff.roles },
        }),
    });
    return {
      member: presentStaffMember(created.staff),
      password: created.password,
      enrolment: await enrolmentOf(created.totpSecret, created.staff.mail),
    };
  } catch (error) {
    if (error instanceof StaffExistsError) {
      throw new AppError("STAFF_MAIL_TAKEN", { fields: [{ path: "mail", code: "invalid_value" }] });
    }
    throw error;
  }
}

/** Runs `change` on the locked member; 404 when there is none. */
async function withMember<T>(
  db: Database,
  id: string,
  change: (tx: Transaction, member: StaffAccountRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const member = await lockStaffById(tx, id);
    if (!member) {
      throw new AppError("STAFF_MEMBER_NOT_FOUND");
    }
    return change(tx, member);
  });
}

function required<T>(row: T | undefined): T {
  if (!row) {
    throw new AppError("STAFF_MEMBER_NOT_FOUND");
  }
  return row;
}

/** Roles and display name. An admin keeps their own admin role: only another admin removes it. */
export async function updateStaff(options: {
  db: Database;
  adminId: string;
  id: string;
  request: UpdateStaffMemberRequest;
}): Promise<StaffMemberResponse> {
  const { request } = options;
  return withMember(options.db, options.id, async (tx, member) => {
    if (member.id === options.adminId && request.roles && !request.roles.includes("admin")) {
      throw new AppError("STAFF_SELF_LOCKOUT", { fields: [{ path: "roles", code: "invalid_value" }] });
    }
    const updated = required(
      await updateStaffMember(tx, member.id, {
        ...(request.roles && { roles: request.roles }),
        ...(request.displayName !== undefined && { displayName: request.displayName }),
      }),
    );
    await recordStaffAction(tx, {
      staffId: options.adminId,
      action: "staff.updated",
      target: { kind: "staff", id: member.id },
      details: {
        before: { roles: member.roles, displayName: member.displayName },
        after: { roles: updated.roles, displayName: updated.displayName },
      },
    });
    return { member: presentStaffMember(updated) };
  });
}

/**
 * Disabled, a member signs in no more and their refresh tokens are refused; an access token already
 * issued lives out its 10 minutes. An admin never disables themself. Twice changes nothing.
 */
export async function setStaffDisabled(options: {
  db: Database;
  adminId: string;
  id: string;
  disabled: boolean;
}): Promise<StaffMemberResponse> {
  return withMember(options.db, options.id, async (tx, member) => {
    if (options.disabled && member.id === options.adminId) {
      throw new AppError("STAFF_SELF_LOCKOUT");
    }
    if ((member.disabledAt !== null) === options.disabled) {
      return { member: presentStaffMember(member) };
    }
    const updated = required(
      await updateStaffMember(tx, member.id, { disabledAt: options.disabled ? new Date() : null }),
    );
    await recordStaffAction(tx, {
      staffId: options.adminId,
      action: options.disabled ? "staff.disabled" : "staff.enabled",
      target: { kind: "staff", id: member.id },
    });
    return { member: presentStaffMember(updated) };
  });
}

/**
 * A new TOTP secret, answered once: the old one stops working at once, the member's next sign-in
 * shows the enrolment and its first code gives new recovery codes (the old ones are dropped now).
 */
export async function resetStaffTotp(options: {
  db: Database;
  adminId: string;
  id: string;
}): Promise<ResetStaffTotpResponse> {
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const box = await loadSecretBox(options.db);
  const secret = await newTotpSecret();
  const member = await withMember(options.db, options.id, async (tx, row) => {
    await setTotpSecret(tx, row.id, box.seal(row.id, secret));
    await setRecoveryCodeHashes(tx, row.id, []);
    await recordStaffAction(tx, {
      staffId: options.adminId,
      action: "staff.totp_reset",
      target: { kind: "staff", id: row.id },
    });
    return { ...row, totpConfirmedAt: null, lastTotpStep: null, recoveryCodeHashes: [] };
  });
  return { member: presentStaffMember(member), enrolment: await enrolmentOf(secret, member.mail) };
}

/** 10 new recovery codes, answered once; the previous ones no longer work. */
export async function renewRecoveryCodes(options: {
  db: Database;
  adminId: string;
  id: string;
}): Promise<RenewRecoveryCodesResponse> {
  const codes = newRecoveryCodes();
  const hashes = codes.map(recoveryCodeHash);
  return withMember(options.db, options.id, async (tx, row) => {
    await setRecoveryCodeHashes(tx, row.id, hashes);
    await recordStaffAction(tx, {
      staffId: options.adminId,
      action: "staff.recovery_codes_renewed",
      target: { kind: "staff", id: row.id },
    });
    return { member: presentStaffMember({ ...row, recoveryCodeHashes: hashes }), recoveryCodes: codes };
  });
}
