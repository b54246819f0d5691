/**
 * What the service worker keeps for the customer to see offline, and for how long
 * (docs/decisions/008-offline.md). Pure, so the worker, the page and the tests share it.
 */

/** Versioned: a new rule set starts new caches, and the worker's activation deletes the old ones. */
export const CACHE_VERSION = "v1";
export const CACHE_PREFIX = "cinelux-";
/** The customer's own answers (e-tickets, cards, prepaids, account): dropped at sign-out and sign-in. */
export const PRIVATE_CACHE = `${CACHE_PREFIX}private-${CACHE_VERSION}`;
/** The Wallet page's HTML and the domain's settings and footer: nothing personal. */
export const SHELL_CACHE = `${CACHE_PREFIX}shell-${CACHE_VERSION}`;
/** Hashed scripts, styles, catalogs and images under /assets/: immutable, kept by name. */
export const ASSETS_CACHE = `${CACHE_PREFIX}assets-${CACHE_VERSION}`;
export const OFFLINE_CACHES = [PRIVATE_CACHE, SHELL_CACHE, ASSETS_CACHE] as const;

const DAY_SECONDS = 86_400;
/**
 * A ticket is sold at most 28 days ahead, so an answer older than that shows only sessions that
 * are over: it is not worth keeping. The assets follow a release, not a customer: a month too.
 */
export const EXPIRATION = {
  [PRIVATE_CACHE]: { maxEntries: 40, maxAgeSeconds: 28 * DAY_SECONDS },
  [SHELL_CACHE]: { maxEntries: 20, maxAgeSeconds: 28 * DAY_SECONDS },
  [ASSETS_CACHE]: { maxEntries: 250, maxAgeSeconds: 30 * DAY_SECONDS },
} as const;

/** Without an answer within this time the network is taken as gone and the kept copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * The calls the Wallet screen and the customer area around it make (the account and its guard, the
 * header's alerts and ticket count, the upcoming e-tickets, the pass card and its photo, the
 * prepaid cards): each answer is kept, per URL, once seen.
 */
export const PRIVATE_API_PATHS = [
  "/api/accounts/me",
  "/api/accounts/me/tickets/count",
  "/api/accounts/me/cards",
  "/api/accounts/me/prepaids",
  "/api/ec/ebillet",
  "/api/alerts",
] as const;
/** Prefixes of private answers (the pass photo by file name). */
export const PRIVATE_API_PREFIXES = ["/api/accounts/me/cards/picture/"] as const;
/** Public answers every customer page reads: the domain's settings and footer. */
export const SHELL_API_PATHS = ["/api/settings", "/api/footer"] as const;

/** The Wallet route key (SPEC 2.2 `{language}/tickets`), and its mobile-embedded twin. */
const WALLET_PAGE = /^\/(m\/)?(fr|nl|en)\/tickets\/?$/;

export type OfflineRoute = "private-api" | "shell-api" | "wallet-page" | "asset";

export interface RequestFacts {
  method: string;
  /** `navigate` for a page load (Request.mode). */
  mode: string;
}

/**
 * Which cache, if any, keeps the answer to `url`. Only GETs of this origin; never the identity
 * provider (`/idp`, `/auth`), never a write, never another origin (a CDN, the catalog elsewhere).
 */
export function offlineRouteOf(url: URL, request: RequestFacts, origin: string): OfflineRoute | null {
  if (request.method !== "GET" || url.origin !== origin) {
    return null;
  }
  const path = url.pathname;
  if (request.mode === "navigate") {
    return WALLET_PAGE.test(path) ? "wallet-page" : null;
  }
  if ((PRIVATE_API_PATHS as readonly string[]).includes(path)) {
    return "private-api";
  }
  if (PRIVATE_API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    return "private-api";
  }
  if ((SHELL_API_PATHS as readonly string[]).includes(path)) {
    return "shell-api";
  }
  return path.startsWith("/assets/") ? "asset" : null;
}

export function cacheOfRoute(route: OfflineRoute): string {
  if (route === "private-api") {
    return PRIVATE_CACHE;
  }
  return route === "asset" ? ASSETS_CACHE : SHELL_CACHE;
}

/** The header the worker adds to each private answer it keeps: when it was fetched. */
export const STORED_AT_HEADER = "x-cinelux-stored-at";

/** A copy of `response` that says when it was stored (its body is read once, into the copy). */
export async function withStoredAt(response: Response, now: Date): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT_HEADER, now.toISOString());
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** When a kept answer was stored, or null (not kept by this worker, or a header that is no date). */
export function storedAtOf(response: Response): Date | null {
  const value = response.headers.get(STORED_AT_HEADER);
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time);
}

/** Only complete, successful answers are kept: an error or a redirect would hide the real data. */
export function isKeepable(response: Response): boolean {
  return response.status === 200 && response.type !== "opaque" && !response.redirected;
}

/** What the screen says: the data is as old as the oldest kept answer it shows. */
export function lastRefreshedOf(storedAt: readonly Date[]): Date | null {
  return storedAt.reduce<Date | null>(
    (oldest, date) => (oldest === null || date.getTime() < oldest.getTime() ? date : oldest),
    null,
  );
}

/** The message the worker posts to its pages when it answers from a kept copy. */
export interface ServedFromCacheMessage {
  type: "cinelux-offline-served";
  url: string;
  storedAt: string;
}

export function isServedFromCacheMessage(value: unknown): value is ServedFromCacheMessage {
  const message = value as Partial<ServedFromCacheMessage> | null;
  return (
    typeof message === "object" &&
    message !== null &&
    message.type === "cinelux-offline-served" &&
    typeof message.url === "string" &&
    typeof message.storedAt === "string"
  );
}

/** The message a page posts to have the worker keep what it loaded before the worker controlled it. */
export interface KeepUrlsMessage {
  type: "cinelux-offline-keep";
  urls: string[];
}

/** At most this many URLs per message: a page loads a few dozen files. */
export const MAX_KEEP_URLS = 100;

/** The URLs of `urls` a page may ask the worker to keep: public ones only (no token in a message). */
export function keepableUrls(urls: readonly string[], origin: string): string[] {
  const kept = new Set<string>();
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    const route = offlineRouteOf(url, { method: "GET", mode: "cors" }, origin);
    const page = offlineRouteOf(url, { method: "GET", mode: "navigate" }, origin);
    if (route === "asset" || route === "shell-api" || page === "wallet-page") {
      kept.add(url.href);
    }
    if (kept.size >= MAX_KEEP_URLS) {
      break;
    }
  }
  return [...kept];
}
