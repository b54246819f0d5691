import type { DatabaseHandle } from "../../db/client.ts";
import { listen, type Subscription } from "../../db/notifications.ts";
import type { AccountRow } from "../../db/schema/index.ts";

const CAPACITY = 10_000;
/** A backstop only: every change already evicts through the `account_changed` notification. */
const TTL_MS = 30_000;

/**
 * Per-process read cache of account rows, so the hottest read (GET /api/accounts/me) needs no
 * database round trip. PostgreSQL stays the only truth: a trigger notifies every process of every
 * change (migration 0001) and the row is dropped; while the listening connection is down nothing
 * is cached. `epoch` stops a read that raced an eviction from storing a stale row.
 */
export class AccountCache {
  private readonly rows = new Map<string, { row: AccountRow; storedAt: number }>();
  private epoch = 0;
  private enabled = true;
  private subscription: Subscription | undefined;

  async start(handle: DatabaseHandle): Promise<void> {
    this.subscription = await listen(handle, "account_changed", {
      onMessage: (id) => this.evict(id),
      onReset: (listening) => {
        this.clear();
        this.enabled = listening;
      },
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.close();
    this.clear();
  }

  /** The row if cached, else loads it and caches it unless an eviction happened meanwhile. */
  async read(id: string, load: () => Promise<AccountRow | undefined>): Promise<AccountRow | undefined> {
    const cached = this.rows.get(id);
    if (cached && Date.now() - cached.storedAt < TTL_MS) {
      return cached.row;
    }
    const epoch = this.epoch;
    const row = await load();
    if (row && this.enabled && epoch === this.epoch) {
      if (this.rows.size >= CAPACITY) {
        const oldest = this.rows.keys().next().value;
        if (oldest !== undefined) {
          this.rows.delete(oldest);
        }
      }
      this.rows.set(id, { row, storedAt: Date.now() });
    }
    return row;
  }

  evict(id: string): void {
    this.epoch += 1;
    this.rows.delete(id);
  }

  clear(): void {
    this.epoch += 1;
    this.rows.clear();
  }
}
