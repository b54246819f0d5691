import type { DatabaseHandle } from "./client.ts";
import { listen, type Subscription } from "./notifications.ts";

export interface NotifyCacheOptions {
  /** The PostgreSQL channel a trigger notifies on every change of the cached tables. */
  channel: string;
  /** Most entries kept; the oldest stored goes first. */
  capacity: number;
  /** A backstop only: every change already evicts through the notification. */
  ttlMs: number;
  /**
   * What a notification drops: by default the entry named by the payload (a row id); `"all"` for
   * caches whose entries are built from several tables (settings, footer).
   */
  onMessage?: "evict-payload" | "clear";
  /** Tests only: stands in for db/notifications.ts `listen`, to drive a lost connection. */
  listen?: typeof listen;
}

/**
 * A per-process read cache kept in step with PostgreSQL through LISTEN/NOTIFY (docs/scaling.md).
 * PostgreSQL stays the only truth: a trigger notifies every process of every change and the entry is
 * dropped; while the listening connection is down nothing is cached, and every (re)connection
 * clears the cache, since notifications may have been missed meanwhile. `epoch` stops a read that
 * raced an eviction from storing a stale value. Used by the account cache (channel
 * `account_changed`) and the public read cache (`public_read_changed`: settings, footer).
 */
export class NotifyCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();
  /** Loads under way, by key, with the epoch they started in (a load that raced an eviction is not shared after it). */
  private readonly loading = new Map<string, { epoch: number; value: Promise<V | undefined> }>();
  private epoch = 0;
  private changed = 0;
  private enabled = true;
  private subscription: Subscription | undefined;
  private readonly options: NotifyCacheOptions;

  constructor(options: NotifyCacheOptions) {
    this.options = options;
  }

  async start(handle: DatabaseHandle): Promise<void> {
    this.subscription = await (this.options.listen ?? listen)(handle, this.options.channel, {
      onMessage: (payload) => (this.options.onMessage === "clear" ? this.clear() : this.evict(payload)),
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

  /**
   * The value if cached, else loads it and caches it unless an eviction happened meanwhile. Readers
   * that miss while a load of the same key is under way wait for that load instead of starting their
   * own: after a start or an eviction, a burst of requests costs one query, not one each (a week's
   * catalog programme takes ~0.1-0.3 s to read on PGlite, and PGlite runs queries one at a time).
   */
  async read<T extends V>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const cached = this.peek<T>(key);
    if (cached !== undefined) {
      return cached;
    }
    const pending = this.loading.get(key);
    if (pending && pending.epoch === this.epoch) {
      return (await pending.value) as T | undefined;
    }
    const epoch = this.epoch;
    const loaded = load();
    this.loading.set(key, { epoch, value: loaded });
    let value: T | undefined;
    try {
      value = await loaded;
    } finally {
      if (this.loading.get(key)?.value === loaded) {
        this.loading.delete(key);
      }
    }
    if (value !== undefined && this.enabled && epoch === this.epoch) {
      this.entries.delete(key);
      if (this.entries.size >= this.options.capacity) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) {
          this.entries.delete(oldest);
        }
      }
      this.entries.set(key, { value, storedAt: Date.now() });
    }
    return value;
  }

  /**
   * Changes whenever entries may have been dropped (a notification, a lost or regained LISTEN):
   * a derived cache (the page cache) stores this with what it built and trusts it while unchanged.
   */
  get generation(): number {
    return this.epoch;
  }

  /**
   * When entries were last dropped (this process's clock): a reload must see every commit made before
   * it, so it reads the replica only once that has replayed past it (db/read-routing.ts).
   */
  get changedAt(): number {
    return this.changed;
  }

  /** Whether notifications arrive: while they do not, nothing may be cached from these reads. */
  get listening(): boolean {
    return this.enabled;
  }

  /** How many entries are held (tests, bounded size). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The value of `key` if held and fresh, without waiting: a route answering a hit synchronously
   * spares every request the promises of `read` (the public-read budget, DESIGN.md "Quality budgets").
   */
  peek<T extends V>(key: string): T | undefined {
    const cached = this.entries.get(key);
    return cached !== undefined && Date.now() - cached.storedAt < this.options.ttlMs
      ? (cached.value as T)
      : undefined;
  }

  /** Whether `key` is held and fresh (tests: a hit needs no database). */
  has(key: string): boolean {
    return this.peek(key) !== undefined;
  }

  evict(key: string): void {
    this.epoch += 1;
    this.changed = Date.now();
    this.entries.delete(key);
  }

  clear(): void {
    this.epoch += 1;
    this.changed = Date.now();
    this.entries.clear();
  }
}

/**
 * Settings and footer, per domain, language and site origin (a few dozen entries at most), shared by
 * the API routes and the web's server render. Any change to the tables they are built from
 * (site_settings, shows, footer_columns, footer_links, social_networks, faq_articles) notifies
 * `public_read_changed` (migration 0010) and drops every entry: such changes are rare edits.
 */
export class PublicReadCache extends NotifyCache<unknown> {
  constructor(options: Partial<NotifyCacheOptions> = {}) {
    super({ channel: "public_read_changed", capacity: 256, ttlMs: 300_000, onMessage: "clear", ...options });
  }
}
