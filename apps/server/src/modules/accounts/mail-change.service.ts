import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "../../db/client.ts";
import { AppError, accountGone } from "../../lib/app-error.ts";
import { normalizeMail } from "../../lib/mail-address.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import { createLinkToken, retireLinkTokens } from "../credentials/account-links.ts";
import { checkAttempt, recordFailure, recordSuccess } from "../credentials/brute-force.ts";
import { consumeMailChangeProof, recordMailChangeProof } from "../credentials/credential-proofs.ts";
import type { AccountCache } from "./account-cache.ts";
import { queueMailChangedMail, queueMailTakenMail, queueNewMailLink } from "./account-mails.ts";
import {
  findAccountById,
  findAccountByMail,
  lockAccountById,
  updateAccountById,
} from "./accounts.repository.ts";

/**
 * Step 1 of the e-mail change (SPEC 4, 7): the signed-in customer's own address and password. It
 * is a sign-in attempt for the brute-force protection (modules/credentials/brute-force.ts): counted on the
 * account's own address and the caller's IP, refused with 429 past the pair's limit. A wrong
 * address and a wrong password get the same answer. On success, a proof bound to the account is
 * kept 10 minutes (modules/credentials/credential-proofs.ts).
 */
export async function checkCredentials(options: {
  db: Database;
  accountId: string;
  mail: string;
  password: string;
  ip: string;
}): Promise<void> {
  const { db, ip } = options;
  const account = await findAccountById(db, options.accountId);
  if (!account) {
    throw accountGone();
  }
  const verdict = await checkAttempt(db, account.mail, ip);
  if (!verdict.allowed) {
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    throw new AppError("RATE_LIMITED", {
      message: (m) => m.when.checkingCredentials.RATE_LIMITED(minutes),
      headers: { "retry-after": String(verdict.retryAfterSeconds) },
    });
  }
  if (verdict.delayMs > 0) {
    await sleep(verdict.delayMs);
  }
  // The password is checked even for a wrong address, so both failures take the same time.
  const validPassword = await verifyPassword(account.passwordHash, options.password);
  if (!validPassword || normalizeMail(options.mail) !== account.mail) {
    await recordFailure(db, account.mail, ip);
    throw new AppError("CREDENTIALS_INVALID");
  }
  await recordSuccess(db, account.mail, ip);
  await recordMailChangeProof(db, account.id);
}

/** "changed": the account has the new address; "taken": another account had it, its owner was told. */
type MailChangeOutcome = "changed" | "taken";

async function changeInTransaction(options: {
  db: Database;
  accountId: string;
  newMail: string;
  siteOrigin: string;
}): Promise<MailChangeOutcome> {
  const { accountId, newMail, siteOrigin } = options;
  return options.db.transaction(async (tx) => {
    const account = await lockAccountById(tx, accountId);
    if (!account) {
      throw accountGone();
    }
    if (!(await consumeMailChangeProof(tx, account.id))) {
      throw new AppError("CREDENTIALS_CHECK_REQUIRED");
    }
    if (newMail === account.mail) {
      // Rolled back with the rest: the proof stays for a corrected address.
      throw new AppError("BAD_REQUEST", {
        message: (m) => m.when.keepingMail.BAD_REQUEST,
        fields: [{ path: "newMail", code: "invalid_value" }],
      });
    }
    const owner = await findAccountByMail(tx, newMail);
    if (owner) {
      // As sign-up: the same answer as a change, and the proof spent as by a change.
      await queueMailTakenMail(tx, { to: owner.mail, lang: owner.language });
      return "taken";
    }
    const lang = account.language;
    await updateAccountById(tx, account.id, { mail: newMail, mustVerifyMail: true, mailVerifiedAt: null });
    // A verification link still on its way to the old address must not verify the new one.
    await retireLinkTokens(tx, account.id, "verify_mail");
    const verifyToken = await createLinkToken(tx, account.id, "verify_mail");
    await queueNewMailLink(tx, {
      to: newMail,
      lang,
      url: `${siteOrigin}/auth/verify?token=${encodeURIComponent(verifyToken)}&lang=${lang}`,
    });
    // The notice says "if it was not you, reset your password": the old address can no longer ask
    // /auth/forgot for the account, so the link travels with it (30 minutes, single use).
    const resetToken = await createLinkToken(tx, account.id, "reset_password");
    await queueMailChangedMail(tx, {
      to: account.mail,
      lang,
      newMail,
      resetUrl: `${siteOrigin}/auth/reset?token=${encodeURIComponent(resetToken)}&lang=${lang}`,
    });
    return "changed";
  });
}

/**
 * Step 2 (SPEC 4, 5, 7): needs a step 1 of this account in the last 10 minutes, spent here. The
 * new address gets a verification link, the old one a notice; an address that is another account's
 * is answered the same, and its owner is mailed instead. One transaction (docs/accounts.md).
 */
export async function changeOwnMail(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
  newMail: string;
  siteOrigin: string;
}): Promise<void> {
  const { db, cache, accountId } = options;
  const change = { db, accountId, newMail: normalizeMail(options.newMail), siteOrigin: options.siteOrigin };
  let outcome: MailChangeOutcome;
  try {
    outcome = await changeInTransaction(change);
  } catch (error) {
    // Two accounts racing for one address: the unique index decides; the loser goes again and
    // takes the "taken" path, its proof restored by the rollback.
    const winner = error instanceof AppError ? undefined : await findAccountByMail(db, change.newMail);
    if (!winner || winner.id === accountId) {
      throw error;
    }
    outcome = await changeInTransaction(change);
  }
  if (outcome === "changed") {
    // The trigger's NOTIFY evicts every process's copy soon; this process reads its own write at once.
    cache.evict(accountId);
  }
}
