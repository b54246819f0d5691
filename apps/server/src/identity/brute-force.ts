import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { loginAttempts } from "../db/schema/index.ts";

/**
 * Brute-force protection for sign-in, per account and per IP (issue 2 §4):
 * failures inside a 15-minute window first slow the answer down, then refuse with 429 until the
 * window ends. The window always ends, so nobody is ever locked out for good.
 */
export const BRUTE_FORCE = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 30,
  /** Failures allowed before the answer slows down. */
  freeFailures: 2,
  baseDelayMs: 250,
  maxDelayMs: 3_000,
} as const;

export interface AttemptVerdict {
  allowed: boolean;
  /** Seconds until the window ends, when refused. */
  retryAfterSeconds: number;
  /** How long to hold the answer, when allowed. */
  delayMs: number;
}

function keysFor(mail: string, ip: string): { account: string; ip: string } {
  return { account: `mail:${mail.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

export async function checkAttempt(db: Database, mail: string, ip: string): Promise<AttemptVerdict> {
  const keys = keysFor(mail, ip);
  const rows = await db
    .select({
      key: loginAttempts.key,
      failures: loginAttempts.failures,
      remaining: sql<number>`greatest(0, ceil(extract(epoch from (${loginAttempts.windowStart} + make_interval(secs => ${BRUTE_FORCE.windowSeconds}) - now()))))::int`,
    })
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, [keys.account, keys.ip]));
  let retryAfterSeconds = 0;
  let failures = 0;
  for (const row of rows) {
    if (row.remaining <= 0) {
      continue;
    }
    const limit = row.key === keys.account ? BRUTE_FORCE.maxFailuresPerAccount : BRUTE_FORCE.maxFailuresPerIp;
    if (row.failures >= limit) {
      retryAfterSeconds = Math.max(retryAfterSeconds, row.remaining);
    }
    if (row.key === keys.account) {
      failures = row.failures;
    }
  }
  const extra = failures - BRUTE_FORCE.freeFailures;
  const delayMs =
    extra > 0 ? Math.min(BRUTE_FORCE.maxDelayMs, BRUTE_FORCE.baseDelayMs * 2 ** (extra - 1)) : 0;
  return { allowed: retryAfterSeconds === 0, retryAfterSeconds, delayMs };
}

export async function recordFailure(db: Database, mail: string, ip: string): Promise<void> {
  const keys = keysFor(mail, ip);
  const expired = sql`${loginAttempts.windowStart} + make_interval(secs => ${BRUTE_FORCE.windowSeconds}) <= now()`;
  for (const key of [keys.account, keys.ip]) {
    await db
      .insert(loginAttempts)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${loginAttempts.windowStart} end`,
          lastFailureAt: sql`now()`,
        },
      });
  }
}

/** A successful sign-in clears the account's count (the IP's stays: it may be guessing many accounts). */
export async function recordSuccess(db: Database, mail: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keysFor(mail, "").account));
}
