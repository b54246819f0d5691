import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;
type RawRows = { all(values: Record<string, unknown>): Promise<Record<string, unknown>[]> };

function prepareHit(db: Database) {
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const freshReset = sql`now() + ${sql.placeholder("windowMs")}::double precision * interval '1 millisecond'`;
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder("key"), hits: 1, resetAt: freshReset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::integer`.as(
        "ttl",
      ),
    })
    .prepare("rate_limit_hit");
}

/**
 * Counts one request under `key` in a fixed window, in one atomic upsert: a new or expired counter
 * starts at 1 with a fresh window, a live one goes up by 1. PostgreSQL's clock decides the window,
 * so processes on different machines agree. Returns the count and the milliseconds left.
 */
async function countRequest(
  statement: ReturnType<typeof prepareHit>,
  key: string,
  windowMs: number,
): Promise<Count> {
  // `all()` (driver rows, untyped in drizzle's declarations) exists on both the pg and PGlite drivers.
  const [row] = await (statement as unknown as RawRows).all({ key, windowMs });
  if (!row) {
    throw new Error("the rate limit upsert returned no row");
  }
  // now() is each transaction's start: one that began before the transaction that opened the
  // window, then waited on its row lock, sees a few milliseconds more than the window. Never more.
  return { current: Number(row.hits), ttl: Math.min(Number(row.ttl), windowMs) };
}

/** Route options as @fastify/rate-limit hands them to `child` (its declarations say otherwise). */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit on the `rate_limits` table (schema/security.ts), so N processes on
 * one PostgreSQL database share one allowance per client and route instead of N (docs/scaling.md).
 * Keys are namespaced per route as the in-memory store's per-route children are. A database error
 * fails the request (the error handler answers 503): a write is never let through uncounted.
 * `continueExceeding`, `exponentialBackoff` and `ban` are left out: the app uses none of them.
 * Ended counters are deleted by the purge job (modules/purge).
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const statement = prepareHit(db);

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: ChildOptions) {
      const route = options.routeInfo;
      this.prefix = route?.url ? `${[route.method ?? ""].flat().join(",")} ${route.url} ` : "";
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(statement, this.prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new PostgresRateLimitStore(routeOptions as ChildOptions);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
