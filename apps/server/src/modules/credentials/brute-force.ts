import { eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { loginAttempts } from "../../db/schema/index.ts";

/**
 * Brute-force protection for sign-in (docs/identity.md "Brute force"), as Keycloak and Auth0 do it: what gets
 * locked is the (account, client address) pair, never the account, so nobody can lock a customer out from
 * elsewhere. Failures in a 15-minute window:
 * - per pair: 5, then 429 with Retry-After until the pair's window ends;
 * - per address: 30 (across all accounts), then 429 the same way;
 * - per account, from any address: a progressive delay, and past 10 a captcha on the form.
 * Refused attempts are not counted, so a window always ends: nothing is locked for good.
 */
export const BRUTE_FORCE = {
  windowSeconds: 15 * 60,
  maxFailuresPerPair: 5,
  maxFailuresPerIp: 30,
  /** Failures on one account, from any address, from which its sign-in form asks for a captcha. */
  captchaAfterAccountFailures: 10,
  /** Failures allowed on an account before its answers slow down. */
  freeFailures: 2,
  baseDelayMs: 250,
  maxDelayMs: 3_000,
} as const;

export interface AttemptVerdict {
  allowed: boolean;
  /** Seconds until the refusing window ends, when refused. */
  retryAfterSeconds: number;
  /** How long to hold the answer, when allowed. */
  delayMs: number;
  /** The account has had too many failures from anywhere: a valid captcha answer is required. */
  captchaRequired: boolean;
}

/** An e-mail can be at most 254 characters; a longer one is no account's, but still counted. */
const MAX_KEY_MAIL = 320;

function keysFor(mail: string, ip: string): { account: string; pair: string; ip: string } {
  const normalized = mail.trim().toLowerCase().slice(0, MAX_KEY_MAIL);
  return { account: `mail:${normalized}`, pair: `pair:${normalized}|${ip}`, ip: `ip:${ip}` };
}

const remainingSeconds = sql<number>`greatest(0, ceil(extract(epoch from (${loginAttempts.windowStart} + make_interval(secs => ${BRUTE_FORCE.windowSeconds}) - now()))))::int`;

/** Delay for an account with this many failures in the window: 0, then 250 ms doubling, capped. */
export function delayFor(accountFailures: number): number {
  const extra = accountFailures - BRUTE_FORCE.freeFailures;
  return extra > 0 ? Math.min(BRUTE_FORCE.maxDelayMs, BRUTE_FORCE.baseDelayMs * 2 ** (extra - 1)) : 0;
}

export function needsCaptcha(accountFailures: number): boolean {
  return accountFailures >= BRUTE_FORCE.captchaAfterAccountFailures;
}

export async function checkAttempt(db: Database, mail: string, ip: string): Promise<AttemptVerdict> {
  const keys = keysFor(mail, ip);
  const rows = await db
    .select({ key: loginAttempts.key, failures: loginAttempts.failures, remaining: remainingSeconds })
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, [keys.account, keys.pair, keys.ip]));
  const live = new Map(rows.filter((row) => row.remaining > 0).map((row) => [row.key, row]));
  let retryAfterSeconds = 0;
  for (const [key, limit] of [
    [keys.pair, BRUTE_FORCE.maxFailuresPerPair],
    [keys.ip, BRUTE_FORCE.maxFailuresPerIp],
  ] as const) {
    const row = live.get(key);
    if (row && row.failures >= limit) {
      retryAfterSeconds = Math.max(retryAfterSeconds, row.remaining);
    }
  }
  const accountFailures = live.get(keys.account)?.failures ?? 0;
  return {
    allowed: retryAfterSeconds === 0,
    retryAfterSeconds,
    delayMs: delayFor(accountFailures),
    captchaRequired: needsCaptcha(accountFailures),
  };
}

/** Counts a failure for the account, the pair and the address; returns the account's count. */
export async function recordFailure(db: Database, mail: string, ip: string): Promise<number> {
  const keys = keysFor(mail, ip);
  const expired = sql`${loginAttempts.windowStart} + make_interval(secs => ${BRUTE_FORCE.windowSeconds}) <= now()`;
  let accountFailures = 0;
  for (const key of [keys.account, keys.pair, keys.ip]) {
    const [row] = await db
      .insert(loginAttempts)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${loginAttempts.windowStart} end`,
          lastFailureAt: sql`now()`,
        },
      })
      .returning({ failures: loginAttempts.failures });
    if (key === keys.account) {
      accountFailures = row?.failures ?? 0;
    }
  }
  return accountFailures;
}

/**
 * A successful sign-in clears the pair and forgives the account the failures made from this
 * address (the customer's own typos); failures from elsewhere still count, and the address's own
 * count stays (it may be guessing many accounts).
 */
export async function recordSuccess(db: Database, mail: string, ip: string): Promise<void> {
  const keys = keysFor(mail, ip);
  await db.transaction(async (tx) => {
    const [pair] = await tx
      .delete(loginAttempts)
      .where(eq(loginAttempts.key, keys.pair))
      .returning({ failures: loginAttempts.failures });
    if (pair) {
      await tx
        .update(loginAttempts)
        .set({ failures: sql`greatest(0, ${loginAttempts.failures} - ${pair.failures})` })
        .where(eq(loginAttempts.key, keys.account));
    }
  });
}

/** A new password lifts the account's delay and captcha: past guesses were against the old one. */
export async function clearAccountFailures(db: Database | Transaction, mail: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keysFor(mail, "").account));
}
