import { NotifyCache } from "../../db/notify-cache.ts";
import type { AccountRow } from "../../db/schema/index.ts";

/**
 * Per-process read cache of account rows, so the hottest read (GET /api/accounts/me) needs no
 * database round trip. PostgreSQL stays the only truth: a trigger notifies every process of every
 * change (migration 0001) and the row is dropped; while the listening connection is down nothing
 * is cached. The mechanism is db/notify-cache.ts, shared with the public read cache.
 */
export class AccountCache extends NotifyCache<AccountRow> {
  constructor() {
    // The TTL is a backstop only: every change already evicts through `account_changed`.
    super({ channel: "account_changed", capacity: 10_000, ttlMs: 30_000, onMessage: "evict-payload" });
  }
}
