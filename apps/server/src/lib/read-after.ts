/**
 * Read-your-writes across processes (docs/scaling.md "Replica reads"): a write answered 2xx carries
 * the primary's WAL position at that moment, in a short-lived cookie for browsers and in a header for
 * API clients, who may send it back as the same header. A read that carries it goes to the replica
 * only once the replica has replayed that position.
 */
export const READ_AFTER_COOKIE = "cinelux_read_after";
export const READ_AFTER_HEADER = "x-cinelux-read-after";
/**
 * How long the cookie lives: the replica replays a write within this far above its usual lag, and a
 * lost cookie costs only reads of the primary for its life.
 */
export const READ_AFTER_SECONDS = 5;

/** `X/Y` (PostgreSQL's pg_lsn text) as one number; undefined for anything else. */
export function parseLsn(text: string | null | undefined): bigint | undefined {
  const match = typeof text === "string" ? /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text) : null;
  if (!match?.[1] || !match[2]) {
    return undefined;
  }
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

const COOKIE_PATTERN = new RegExp(
  `(?:^|;\\s*)${READ_AFTER_COOKIE}=([0-9A-Fa-f]{1,8}(?:/|%2F)[0-9A-Fa-f]{1,8})`,
);

/** The position a request must read after: its header (an API client's), else its cookie (a browser's). */
export function readAfterOf(headers: Record<string, string | string[] | undefined>): bigint | undefined {
  const header = headers[READ_AFTER_HEADER];
  const fromHeader = parseLsn(typeof header === "string" ? header.trim() : undefined);
  if (fromHeader !== undefined) {
    return fromHeader;
  }
  const cookie = headers.cookie;
  const match = typeof cookie === "string" ? COOKIE_PATTERN.exec(cookie) : null;
  return parseLsn(match?.[1]?.replace("%2F", "/"));
}

/** The Set-Cookie value of a write's answer (Secure on https). */
export function readAfterCookie(lsn: bigint, secure: boolean): string {
  return `${READ_AFTER_COOKIE}=${formatLsn(lsn)}; Max-Age=${READ_AFTER_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
