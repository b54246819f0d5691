import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "../../db/client.ts";
import { loadOrCreateKey } from "../../db/keys.ts";
import type { StaffAccountRow } from "../../db/schema/index.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { checkAttempt, recordFailure, recordSuccess } from "../credentials/brute-force.ts";
import {
  acceptTotpStep,
  clearStaffFailures,
  consumeRecoveryCode,
  findStaffById,
  findStaffByMail,
  recordStaffFailure,
  setRecoveryCodeHashes,
  setTotpSecret,
} from "./staff.repository.ts";
import { recordStaffAction } from "./staff-audit.service.ts";
import {
  loadSecretBox,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpQrDataUrl,
  totpStepOf,
  totpUri,
} from "./totp.ts";

/**
 * The staff account itself locks (unlike a customer's, docs/identity.md "Brute force"): 10 wrong
 * passwords or codes in a row, from anywhere, lock it 15 minutes. The customers' per-address and
 * per-(account, address) windows apply too, under their own keys (`staff:<mail>`).
 */
export const STAFF_LOCK = { failuresBeforeLock: 10, lockSeconds: 15 * 60 } as const;
/** How long the password step stays good for the second factor's page. */
const STEP_TTL_SECONDS = 10 * 60;

let dummyHash: Promise<string> | undefined;
function unknownStaffHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

const bruteForceKey = (mail: string) => `staff:${mail.trim().toLowerCase()}`;

function lockedSeconds(staff: Pick<StaffAccountRow, "lockedUntil">, now = Date.now()): number {
  const until = staff.lockedUntil?.getTime() ?? 0;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

export type PasswordOutcome =
  | { kind: "ok"; staff: StaffAccountRow }
  | { kind: "invalid" }
  | { kind: "throttled"; retryAfterSeconds: number };

/** The first step: mail and password, counted and slowed as a customer's are, plus the account lock. */
export async function checkStaffPassword(options: {
  db: Database;
  mail: string;
  password: string;
  ip: string;
}): Promise<PasswordOutcome> {
  const { db, mail, password, ip } = options;
  const key = bruteForceKey(mail);
  const verdict = await checkAttempt(db, key, ip);
  if (!verdict.allowed) {
    return { kind: "throttled", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  if (verdict.delayMs > 0) {
    await sleep(verdict.delayMs);
  }
  const staff = mail ? await findStaffByMail(db, mail) : undefined;
  const valid = await verifyPassword(staff?.passwordHash ?? (await unknownStaffHash()), password);
  if (staff && lockedSeconds(staff) > 0) {
    return { kind: "throttled", retryAfterSeconds: lockedSeconds(staff) };
  }
  if (!staff || !valid || staff.disabledAt) {
    await recordFailure(db, key, ip);
    if (staff && !valid) {
      await recordStaffFailure(db, staff.id, STAFF_LOCK.failuresBeforeLock, STAFF_LOCK.lockSeconds);
    }
    return { kind: "invalid" };
  }
  await recordSuccess(db, key, ip);
  return { kind: "ok", staff };
}

export interface Enrolment {
  uri: string;
  qr: string;
  secret: string;
}

/**
 * What the second step shows: nothing more once enrolled; before the first accepted code, the
 * enrolment (the URI staff:create printed, its QR and the secret to type), a new secret if none.
 */
export async function secondFactorPrompt(db: Database, staff: StaffAccountRow): Promise<Enrolment | null> {
  if (staff.totpConfirmedAt) {
    return null;
  }
  const box = await loadSecretBox(db);
  let secret: string;
  if (staff.totpSecret) {
    secret = box.open(staff.id, staff.totpSecret);
  } else {
    secret = await newTotpSecret();
    await setTotpSecret(db, staff.id, box.seal(staff.id, secret));
  }
  const uri = await totpUri(secret, staff.mail);
  return { uri, qr: await totpQrDataUrl(uri), secret };
}

export type SecondFactorOutcome =
  | { kind: "ok"; staff: StaffAccountRow; method: "totp" | "recovery_code"; recoveryCodes: string[] | null }
  | { kind: "invalid" }
  | { kind: "locked"; retryAfterSeconds: number };

/**
 * The second step: a TOTP code (its time step accepted once, ever) or, once enrolled, one of the
 * recovery codes (each once). The first code accepted confirms the enrolment and makes the 10
 * recovery codes, returned to be shown once. The sign-in is written in the audit log.
 */
export async function checkSecondFactor(options: {
  db: Database;
  staffId: string;
  code: string;
  ip: string;
  now?: number;
}): Promise<SecondFactorOutcome> {
  const { db } = options;
  const staff = await findStaffById(db, options.staffId);
  if (!staff || staff.disabledAt || !staff.totpSecret) {
    return { kind: "invalid" };
  }
  const locked = lockedSeconds(staff);
  if (locked > 0) {
    return { kind: "locked", retryAfterSeconds: locked };
  }
  const code = options.code.trim().replace(/\s/g, "");
  const enrolling = staff.totpConfirmedAt === null;
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const secret = (await loadSecretBox(db)).open(staff.id, staff.totpSecret);
  const outcome = await db.transaction(async (tx) => {
    let method: "totp" | "recovery_code" | null = null;
    if (/^\d{6}$/.test(code)) {
      const step = await totpStepOf(secret, code, options.now);
      if (step !== null && (await acceptTotpStep(tx, staff.id, step))) {
        method = "totp";
      }
    } else if (!enrolling && code.length > 0) {
      if (await consumeRecoveryCode(tx, staff.id, recoveryCodeHash(code))) {
        method = "recovery_code";
      }
    }
    if (!method) {
      return null;
    }
    let recoveryCodes: string[] | null = null;
    if (enrolling) {
      recoveryCodes = newRecoveryCodes();
      await setRecoveryCodeHashes(tx, staff.id, recoveryCodes.map(recoveryCodeHash));
    }
    await clearStaffFailures(tx, staff.id);
    await recordStaffAction(tx, {
      staffId: staff.id,
      action: enrolling ? "staff.enrolled" : "staff.signed_in",
      target: { kind: "staff", id: staff.id },
      details: { method, ip: options.ip },
    });
    return { method, recoveryCodes };
  });
  if (!outcome) {
    const until = await recordStaffFailure(
      db,
      staff.id,
      STAFF_LOCK.failuresBeforeLock,
      STAFF_LOCK.lockSeconds,
    );
    const seconds = until ? lockedSeconds({ lockedUntil: until }) : 0;
    return seconds > 0 ? { kind: "locked", retryAfterSeconds: seconds } : { kind: "invalid" };
  }
  return { kind: "ok", staff, ...outcome };
}

/**
 * Between the password and the code, the page carries a step token: the interaction, the staff
 * member and an expiry, signed (HMAC-SHA256, a key in `identity_keys`), so any server process can
 * take the second step and nobody can skip the first.
 */
export interface StepTokens {
  sign(uid: string, staffId: string): string;
  /** The staff id, when the token is this interaction's, genuine and unexpired. */
  read(uid: string, token: string): string | undefined;
}

export async function loadStepTokens(db: Database): Promise<StepTokens> {
  const encoded = await loadOrCreateKey(db, "staff-steps", async () => randomBytes(32).toString("base64url"));
  const key = Buffer.from(encoded, "base64url");
  const mac = (text: string) => createHmac("sha256", key).update(text).digest();
  return {
    sign(uid, staffId) {
      const body = `${staffId}.${Math.floor(Date.now() / 1000) + STEP_TTL_SECONDS}`;
      return `${body}.${mac(`${uid}.${body}`).toString("base64url")}`;
    },
    read(uid, token) {
      const [staffId, expires, signature] = token.split(".");
      if (!staffId || !expires || !signature) {
        return undefined;
      }
      const expected = mac(`${uid}.${staffId}.${expires}`);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return undefined;
      }
      return Number(expires) > Date.now() / 1000 ? staffId : undefined;
    },
  };
}

export { findStaffById };
