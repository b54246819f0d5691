import type { FastifyInstance } from "fastify";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { listen, type Subscription } from "../../db/notifications.ts";
import {
  findRecentRevokedGrants,
  findUnexpiredRevokedGrants,
  isGrantRevoked,
} from "./revocation.repository.ts";
import { REVOKED_GRANT_KEEP_SECONDS } from "./revocation.service.ts";

const PRUNE_EVERY_MS = 60_000;
/**
 * A listening connection can die without a word (a silent network drop): until the process notices,
 * notifications are lost and the memory looks complete. So on PostgreSQL every process also reads the
 * rows of the last few seconds once a second, which bounds a lost notification to about a second.
 * The window is wider than the poll so a revocation whose transaction began earlier is still seen.
 */
const POLL_EVERY_MS = 1_000;
const POLL_WINDOW_SECONDS = 15;

/**
 * The revoked grants every process refuses access tokens of (docs/sessions.md), held in memory so the
 * hottest read pays a map lookup, not a database round trip. PostgreSQL stays the truth: rows of
 * `revoked_grants` are loaded at start and again whenever notifications may have been missed, and each
 * new row arrives by `NOTIFY grant_revoked` (migration 0004). Until the memory is known complete
 * (listening, and loaded since), each grant is also looked up in the table, so nothing slips through.
 * Revocations are never undone, so loads merge into the memory rather than replace it. On PostgreSQL a
 * once-a-second read of the latest rows covers notifications lost on a silently dropped connection.
 */
export class RevokedGrants {
  private readonly expiries = new Map<string, number>();
  private listening = false;
  /** Listening, and every row committed before listening began has been loaded. */
  private synced = false;
  /** Bumped on each reset, so a load begun before it cannot mark the memory complete. */
  private generation = 0;
  private loading: Promise<void> | undefined;
  private lastPrune = Date.now();
  private subscription: Subscription | undefined;
  private db: Database | undefined;
  private poll: NodeJS.Timeout | undefined;

  async start(handle: DatabaseHandle): Promise<void> {
    this.db = handle.db;
    this.subscription = await listen(handle, "grant_revoked", {
      onMessage: (grantId) => this.add(grantId, Date.now() + REVOKED_GRANT_KEEP_SECONDS * 1000),
      onReset: (listening) => {
        this.listening = listening;
        this.synced = false;
        this.generation += 1;
        if (listening) {
          void this.reload().catch(() => undefined);
        }
      },
    });
    if (handle.driver.kind === "pglite") {
      // One in-process database: its notifications cannot be missed, and it never resets.
      this.listening = true;
    } else {
      const db = handle.db;
      this.poll = setInterval(() => {
        findRecentRevokedGrants(db, POLL_WINDOW_SECONDS).then(
          (rows) => {
            for (const row of rows) {
              this.add(row.grantId, row.expiresAt.getTime());
            }
          },
          () => undefined,
        );
      }, POLL_EVERY_MS);
      this.poll.unref();
    }
    // A failed load leaves the per-token table lookups on; the next request retries the load.
    await this.reload().catch(() => undefined);
  }

  async stop(): Promise<void> {
    clearInterval(this.poll);
    await this.subscription?.close();
    this.listening = false;
    this.synced = false;
  }

  /** True when the grant has been revoked; a promise only while the memory may be incomplete. */
  isRevoked(grantId: string): boolean | Promise<boolean> {
    const expiresAt = this.expiries.get(grantId);
    if (expiresAt !== undefined) {
      if (expiresAt > Date.now()) {
        return true;
      }
      this.expiries.delete(grantId);
    }
    if (this.synced) {
      return false;
    }
    if (!this.db) {
      throw new Error("the revoked grants are not loaded: call start() first");
    }
    if (this.listening) {
      void this.reload().catch(() => undefined);
    }
    return isGrantRevoked(this.db, grantId);
  }

  /** Whether every revocation is known without asking the database (tests, readiness). */
  get complete(): boolean {
    return this.synced;
  }

  private add(grantId: string, expiresAtMs: number): void {
    const known = this.expiries.get(grantId) ?? 0;
    this.expiries.set(grantId, Math.max(known, expiresAtMs));
    const now = Date.now();
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      for (const [id, expiry] of this.expiries) {
        if (expiry <= now) {
          this.expiries.delete(id);
        }
      }
    }
  }

  private reload(): Promise<void> {
    const db = this.db;
    if (!db) {
      return Promise.resolve();
    }
    if (!this.loading) {
      const generation = this.generation;
      this.loading = findUnexpiredRevokedGrants(db)
        .then((rows) => {
          for (const row of rows) {
            this.add(row.grantId, row.expiresAt.getTime());
          }
          if (this.listening && generation === this.generation) {
            this.synced = true;
          }
        })
        .finally(() => {
          this.loading = undefined;
        });
    }
    return this.loading;
  }
}

/** Starts the process's list of revoked grants and stops it with the app. */
export async function startRevokedGrants(
  app: FastifyInstance,
  handle: DatabaseHandle,
): Promise<RevokedGrants> {
  const revokedGrants = new RevokedGrants();
  await revokedGrants.start(handle);
  app.addHook("onClose", async () => revokedGrants.stop());
  return revokedGrants;
}
