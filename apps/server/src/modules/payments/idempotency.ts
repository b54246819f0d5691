import { createHash } from "node:crypto";
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema } from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { claimKey, findKey, releaseKey, storeAnswer } from "./idempotency.repository.ts";

/** Same keys in any order give the same text: the hash compares bodies, not their spelling. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(canonical);
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

export function requestHash(request: Pick<FastifyRequest, "method" | "url" | "body">): string {
  const path = request.url.split("?")[0] ?? request.url;
  return createHash("sha256")
    .update(JSON.stringify([request.method, path, canonical(request.body ?? null)]))
    .digest("hex");
}

/**
 * Runs a payment-creating call at most once per `Idempotency-Key` (docs/domain/payments.md
 * "Exactly once", Stripe's rules): the key is required; the same key and body replay the first
 * answer; the same key with another body is IDEMPOTENCY_KEY_REUSED (422); a key whose first request
 * is still running is IDEMPOTENCY_KEY_IN_USE (409). A call that fails frees its key, so the same
 * attempt can be sent again once the cause is gone (a provider outage, a field to correct).
 * `scope` is the caller: the account, or "guest".
 */
export async function onceForKey<T>(
  options: { db: Database; request: FastifyRequest; scope: string; status: number },
  run: () => Promise<T>,
): Promise<{ status: number; body: T }> {
  const { db, request, scope } = options;
  const header = request.headers[IDEMPOTENCY_HEADER];
  const parsed = IdempotencyKeySchema.safeParse(header);
  if (!parsed.success) {
    throw new AppError("IDEMPOTENCY_KEY_REQUIRED", { detail: "A valid Idempotency-Key header is required." });
  }
  const key = parsed.data;
  const hash = requestHash(request);
  if (!(await claimKey(db, { scope, key, requestHash: hash }))) {
    const stored = await findKey(db, scope, key);
    if (!stored) {
      // Released between our insert and our read: the earlier attempt failed; this one may run.
      return onceForKey(options, run);
    }
    if (stored.requestHash !== hash) {
      throw new AppError("IDEMPOTENCY_KEY_REUSED");
    }
    if (stored.responseStatus === null) {
      throw new AppError("IDEMPOTENCY_KEY_IN_USE", { headers: { "retry-after": "1" } });
    }
    return { status: stored.responseStatus, body: stored.responseBody as T };
  }
  try {
    const body = await run();
    await storeAnswer(db, scope, key, { status: options.status, body });
    return { status: options.status, body };
  } catch (error) {
    await releaseKey(db, scope, key).catch(() => undefined);
    throw error;
  }
}
