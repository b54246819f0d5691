// Which failures mean "the database cannot be reached right now" (docs/availability.md): they are
// answered 503 UNAVAILABLE with Retry-After by the one error handler, never 500.

/** Seconds a client should wait before retrying after a 503 (a PostgreSQL restart takes a few). */
export const RETRY_AFTER_SECONDS = 5;

/** PostgreSQL SQLSTATEs of a lost or refused connection (class 08 is matched by prefix). */
const SERVER_CODES = new Set([
  "57P01", // admin_shutdown: pg_ctl stop, pg_terminate_backend
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up, shutting down, in recovery
  "53300", // too_many_connections
]);

/** Node socket errors on the way to the database. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres and pg-pool raise these as plain Errors without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool: connectionTimeoutMillis while queued
  /^Client has encountered a connection error and is not queryable$/,
  /^Database ping timed out/, // db/client.ts ping()
];

function isConnectionFailure(error: object): boolean {
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  if (code && (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  const message = "message" in error && typeof error.message === "string" ? error.message : "";
  return DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * The connection failure inside `error` (Drizzle's DrizzleQueryError keeps the driver's error as
 * `cause`; a failed dual-stack connect is an AggregateError), or undefined when `error` is not one.
 * The inner error is what to log: the wrapper's message carries the query and its parameters.
 */
export function findConnectionFailure(error: unknown): object | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const next = queue.shift();
    if (typeof next !== "object" || next === null || seen.has(next)) {
      continue;
    }
    seen.add(next);
    if (isConnectionFailure(next)) {
      return next;
    }
    if ("cause" in next) {
      queue.push(next.cause);
    }
    if (next instanceof AggregateError) {
      queue.push(...next.errors);
    }
  }
  return undefined;
}

/** True when `error`, or anything it wraps, says the database is unreachable right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return findConnectionFailure(error) !== undefined;
}
