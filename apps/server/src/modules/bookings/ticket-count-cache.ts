import { NotifyCache } from "../../db/notify-cache.ts";

/** A customer's count of tickets to come, and until when it holds without any booking changing. */
export interface TicketCount {
  count: number;
  /**
   * The start of the soonest counted session: a booking counts while its session starts now or
   * later, so the count drops just after that instant. Null when nothing is counted (it then only
   * changes with a booking, which notifies).
   */
  validUntil: Date | null;
}

/**
 * Per-process ticket counts (the header asks on every page; on PGlite a count is a query
 * on the one in-process database, the slowest read of the API under load). PostgreSQL stays the
 * only truth: every change to a booking notifies `booking_changed` with its account (migration
 * 0012) and that account's count is dropped; time alone ends a count at `validUntil`.
 */
export class TicketCountCache extends NotifyCache<TicketCount> {
  constructor() {
    // The TTL is a backstop only: changes evict through `booking_changed`, time through validUntil.
    super({ channel: "booking_changed", capacity: 10_000, ttlMs: 300_000, onMessage: "evict-payload" });
  }

  /** The account's count at `now`, from the cache while it holds, else from `load`. */
  async countAt(accountId: string, now: Date, load: () => Promise<TicketCount>): Promise<TicketCount> {
    const cached = await this.read(accountId, load);
    if (cached && (cached.validUntil === null || now <= cached.validUntil)) {
      return cached;
    }
    // A session started since it was counted: count again from now.
    this.evict(accountId);
    return (await this.read(accountId, load)) ?? load();
  }
}
