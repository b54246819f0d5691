import { parseLsn } from "../lib/read-after.ts";
import type { Database, DatabaseHandle } from "./client.ts";
import type { PublicReadCache } from "./notify-cache.ts";

/** Which database answered a read: the `x-cinelux-read` header of every answer that may come from the replica. */
export type ReadSource = "replica" | "primary";

/**
 * What a read must see (docs/scaling.md "Replica reads"): the replica answers it only when it holds
 * every commit the primary had made `staleMs` ago (1 s for catalog reads), every commit made before
 * `since` (a local write, a NOTIFY: a time of this process's clock), and the LSN `afterLsn` (a
 * customer's read-after cookie). Otherwise the primary does, silently.
 */
export interface ReadNeed {
  staleMs?: number;
  since?: number;
  afterLsn?: bigint | undefined;
}

/** The bound of the public reads the issue allows on the replica: seat maps a second old are fine. */
export const CATALOG_STALENESS_MS = 1_000;
/** How often the replica's replay position is compared with the primary's. */
export const LAG_SAMPLE_MS = 250;
/** A replay position older than this (the sampler stuck or failing) is not trusted. */
const REPLAY_TRUSTED_MS = 1_000;
/** Primary positions kept: enough for the widest `since`/`staleMs` asked (older needs go to the primary). */
const SAMPLES_KEPT_MS = 10_000;

export interface PrimarySample {
  /** When the primary's position was read (before the replica's of the same round). */
  at: number;
  lsn: bigint;
}

export interface LagState {
  /** The primary's `pg_current_wal_lsn()` through time, oldest first. */
  samples: PrimarySample[];
  /** The replica's `pg_last_wal_replay_lsn()`, and when it was read; undefined while the replica is away. */
  replay: { lsn: bigint; at: number } | undefined;
}

/**
 * The rule, pure: the replica when it answered its replay position lately and that position is past
 * (1) `afterLsn` and (2) the primary's position read at the first sample taken at or after
 * max(now - staleMs, since): everything committed before that moment is then on the replica.
 * No such sample yet (a NOTIFY that just arrived): the primary.
 */
export function chooseSource(state: LagState, need: ReadNeed, now: number): ReadSource {
  const replay = state.replay;
  if (!replay || now - replay.at > REPLAY_TRUSTED_MS) {
    return "primary";
  }
  if (need.afterLsn !== undefined && replay.lsn < need.afterLsn) {
    return "primary";
  }
  const from = Math.max(now - (need.staleMs ?? CATALOG_STALENESS_MS), need.since ?? Number.NEGATIVE_INFINITY);
  const sample = state.samples.find((candidate) => candidate.at >= from);
  return sample && replay.lsn >= sample.lsn ? "replica" : "primary";
}

export interface Routed<T> {
  value: T;
  source: ReadSource;
}

/**
 * Where the reads that may use the replica go (docs/scaling.md "Replica reads"). Without a replica
 * (PGlite, or PostgreSQL alone) every read is the primary's and nothing runs in the background.
 */
export interface ReadRouter {
  /** Whether a replica is configured (then writes answer the read-after cookie). */
  readonly replicated: boolean;
  choose(need: ReadNeed): ReadSource;
  /**
   * Runs `work` where `choose` says; a failure on the replica (it went away, a recovery conflict) is
   * retried once on the primary, so the replica's absence never shows as an error.
   */
  read<T>(need: ReadNeed, work: (db: Database) => Promise<T>): Promise<Routed<T>>;
  /** The primary's WAL position now (after a write commits: what the writer's next reads need). */
  primaryLsn(): Promise<bigint | undefined>;
  /** The replica's state, for tests and logs. */
  state(): LagState;
  close(): Promise<void>;
}

/** Every read on the one database there is. */
export function primaryOnly(database: DatabaseHandle): ReadRouter {
  return {
    replicated: false,
    choose: () => "primary",
    async read(_need, work) {
      return { value: await work(database.db), source: "primary" };
    },
    primaryLsn: async () => undefined,
    state: () => ({ samples: [], replay: undefined }),
    close: async () => undefined,
  };
}

async function lsnOf(database: DatabaseHandle, query: string): Promise<bigint | undefined> {
  if (database.driver.kind !== "postgres") {
    return undefined;
  }
  const result = await database.driver.pool.query<{ lsn: string | null }>(query);
  return parseLsn(result.rows[0]?.lsn);
}

/**
 * The primary's insert position, not `pg_current_wal_lsn()` (its write position): with asynchronous
 * commit a transaction has returned before its commit record is written, so only the insert position
 * is sure to be past every commit made so far.
 */
const PRIMARY_LSN = "select pg_current_wal_insert_lsn()::text as lsn";
/** Bytes of a WAL page's long header (a segment's first page), the longest a page starts with. */
const WAL_PAGE_HEADER_MAX = 40n;

/**
 * An insert position just past a page header (nothing inserted on that page yet) is the page's start
 * for the replica, whose replay position is the end of the last record: no record lies between, so
 * an idle primary's position is one its replica can reach.
 */
function pageStartOf(lsn: bigint, pageSize: bigint): bigint {
  const offset = lsn % pageSize;
  return offset <= WAL_PAGE_HEADER_MAX ? lsn - offset : lsn;
}
async function walPageSize(primary: DatabaseHandle): Promise<bigint> {
  if (primary.driver.kind !== "postgres") {
    return 8192n;
  }
  try {
    const result = await primary.driver.pool.query<{ size: string }>(
      "select current_setting('wal_block_size') as size",
    );
    return BigInt(result.rows[0]?.size ?? "8192");
  } catch {
    // PostgreSQL's default; the primary's own reads say whether it is there.
    return 8192n;
  }
}

const REPLAY_LSN = "select pg_last_wal_replay_lsn()::text as lsn";

/**
 * Opens the replica's pool (db/client.ts: error listeners, connect timeout, the same size as the
 * primary's) and samples both positions every LAG_SAMPLE_MS. The replica's absence at start is no
 * error and does not delay the start: reads go to the primary until it answers.
 */
export async function openReadRouter(options: {
  primary: DatabaseHandle;
  replicaUrl: string;
  poolSize: number;
  sampleMs?: number;
  clock?: () => number;
  onReplicaChange?: (up: boolean, error?: unknown) => void;
}): Promise<ReadRouter> {
  const { primary } = options;
  const clock = options.clock ?? Date.now;
  const { openDatabase } = await import("./client.ts");
  const replica = await openDatabase({ kind: "postgres", url: options.replicaUrl, max: options.poolSize });
  const pageSize = await walPageSize(primary);
  const primaryPosition = async () => {
    const lsn = await lsnOf(primary, PRIMARY_LSN);
    return lsn === undefined ? undefined : pageStartOf(lsn, pageSize);
  };
  const state: LagState = { samples: [], replay: undefined };
  let up = false;
  const mark = (now: boolean, error?: unknown) => {
    if (now !== up) {
      up = now;
      options.onReplicaChange?.(now, error);
    }
  };
  let sampling: Promise<void> | undefined;
  const sample = async () => {
    const at = clock();
    try {
      const lsn = await primaryPosition();
      if (lsn !== undefined) {
        state.samples.push({ at, lsn });
      }
    } catch {
      // The primary is away: its own reads fail and say so; the replica's rule needs a fresh position.
    }
    while (state.samples.length > 0 && (state.samples[0]?.at ?? at) < at - SAMPLES_KEPT_MS) {
      state.samples.shift();
    }
    try {
      const lsn = await lsnOf(replica, REPLAY_LSN);
      // NULL: not a standby (a primary's URL given by mistake) — never read it as a replica.
      state.replay = lsn === undefined ? undefined : { lsn, at: clock() };
      mark(lsn !== undefined);
    } catch (error) {
      state.replay = undefined;
      mark(false, error);
    }
  };
  const timer = setInterval(() => {
    sampling ??= sample().finally(() => {
      sampling = undefined;
    });
  }, options.sampleMs ?? LAG_SAMPLE_MS);
  timer.unref();
  // Not awaited: a replica that is away must not hold the start for its connect timeout; until the
  // first round answers, every read is the primary's.
  sampling = sample().finally(() => {
    sampling = undefined;
  });

  const choose = (need: ReadNeed) => chooseSource(state, need, clock());
  return {
    replicated: true,
    choose,
    async read(need, work) {
      if (choose(need) === "replica") {
        try {
          return { value: await work(replica.db), source: "replica" };
        } catch {
          // Until the next sample says otherwise, the replica is not asked again.
          state.replay = undefined;
        }
      }
      return { value: await work(primary.db), source: "primary" };
    },
    primaryLsn: primaryPosition,
    state: () => state,
    async close() {
      clearInterval(timer);
      await sampling;
      await replica.close();
    },
  };
}

/** The source of a value read through the router (a cached entry keeps the source of its load). */
const sources = new WeakMap<object, ReadSource>();

export function tagSource<T>(value: T, source: ReadSource): T {
  if (typeof value === "object" && value !== null) {
    sources.set(value, source);
  }
  return value;
}

export function sourceOf(value: unknown): ReadSource {
  return (typeof value === "object" && value !== null && sources.get(value)) || "primary";
}

/** Where one request's answer came from, filled by the reads it made (the route sends it as a header). */
export interface ReadTrace {
  source: ReadSource;
}

/** What the public reads need to route themselves; without it they read `db` (the primary) as before. */
export interface PublicReadRouting {
  reads?: ReadRouter | undefined;
  trace?: ReadTrace | undefined;
}

/**
 * A public read (catalog, FAQ, footer) kept in a NotifyCache: a miss loads it from the replica only
 * when that is within CATALOG_STALENESS_MS and past every commit notified before the cache last
 * dropped entries (`changedAt`): a reload after a NOTIFY never caches what the NOTIFY announced gone.
 * The value keeps the source of its load, and `trace` learns it.
 */
export async function readPublic<T extends object>(options: {
  db: Database;
  cache?: PublicReadCache | undefined;
  key: string;
  routing?: PublicReadRouting | undefined;
  load: (db: Database) => Promise<T>;
}): Promise<T> {
  const { cache, routing } = options;
  const load = async (): Promise<T> => {
    if (!routing?.reads) {
      return options.load(options.db);
    }
    const need: ReadNeed = { staleMs: CATALOG_STALENESS_MS, ...(cache ? { since: cache.changedAt } : {}) };
    const routed = await routing.reads.read(need, options.load);
    return tagSource(routed.value, routed.source);
  };
  const value = cache ? ((await cache.read(options.key, load)) ?? (await load())) : await load();
  if (routing?.trace) {
    routing.trace.source = sourceOf(value);
  }
  return value;
}

/** Names the database that answered (the bench counts the replica's share). */
export const READ_SOURCE_HEADER = "x-cinelux-read";
