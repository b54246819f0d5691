import { BRAND } from "./brand.ts";
import { WEBVIEW_AUTH_COOKIE } from "./constants.ts";

/**
 * The embedded (webview) mode's shared rules (SPEC 1, 2.2, 9; docs/embedded.md): the auth cookie
 * the mobile apps set, and the signals the page sends to its host. The server's dev host page
 * writes the cookie and reads the signals; the web reads the cookie and sends the signals.
 */

/** A compact JWS: three base64url parts (the signature may not be empty in practice, but the web never checks it). */
const JWT_PATTERN = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** SPEC 9: the webview cookie's fields (`account_id` the provider's subject, `account_icu` the customer record). */
export interface WebviewAuth {
  jwt: string;
  account_id: string;
  account_icu: string;
  first_login: boolean;
  email_verified: boolean;
}

const MAX_JWT = 4096;
const MAX_ID = 128;

function isId(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= MAX_ID;
}

/**
 * Only `jwt` is used, as a Bearer token the API verifies; the other fields are the app's view of
 * the account, informative: the web decides nothing from them. Checked by hand, not with zod: the
 * web reads the cookie in code every page may load (zod stays off
 * those to keep the initial JavaScript within its budget, DESIGN.md). Fields a newer
 * app adds are dropped, not refused, so an app update cannot lock its customers out.
 */
export function toWebviewAuth(value: unknown): WebviewAuth | null {
  if (typeof value !== "object" || value === null) {
    return null;
  }
  const { jwt, account_id, account_icu, first_login, email_verified } = value as Record<string, unknown>;
  const valid =
    typeof jwt === "string" &&
    jwt.length <= MAX_JWT &&
    JWT_PATTERN.test(jwt) &&
    isId(account_id) &&
    isId(account_icu) &&
    typeof first_login === "boolean" &&
    typeof email_verified === "boolean";
  return valid ? { jwt, account_id, account_icu, first_login, email_verified } : null;
}

/** Cookies are at most 4 KB a piece in every browser: a longer value was cut and cannot be JSON. */
const MAX_COOKIE_VALUE = 4096;

/** The cookie's value: URL-encoded JSON (no `;`, `,` or space in it, as a cookie value requires). */
export function encodeWebviewAuth(auth: WebviewAuth): string {
  return encodeURIComponent(JSON.stringify(auth));
}

export type WebviewAuthReading =
  | { status: "valid"; auth: WebviewAuth; expiresAt: number }
  | { status: "expired"; auth: WebviewAuth }
  | { status: "malformed" }
  | { status: "missing" };

/** The `exp` claim (seconds) of a JWT, read without checking the signature; null when there is none. */
export function jwtExpiry(jwt: string): number | null {
  const payload = jwt.split(".")[1];
  if (!payload) {
    return null;
  }
  try {
    const base64 = payload.replaceAll("-", "+").replaceAll("_", "/");
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="))) as unknown;
    const exp = typeof claims === "object" && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === "number" && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/**
 * How close to its end a token counts as expired already: a call started with it must still reach
 * the API before it ends (the provider's tokens live 10 minutes).
 */
export const WEBVIEW_EXPIRY_MARGIN_SECONDS = 15;

/** One cookie value: decoded, checked against the schema, and its token's expiry against `nowMs`. */
export function readWebviewAuthValue(value: string, nowMs: number): WebviewAuthReading {
  if (value.length === 0) {
    return { status: "missing" };
  }
  if (value.length > MAX_COOKIE_VALUE) {
    return { status: "malformed" };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch {
    return { status: "malformed" };
  }
  const auth = toWebviewAuth(parsed);
  const expiresAt = auth ? jwtExpiry(auth.jwt) : null;
  if (!auth || expiresAt === null) {
    return { status: "malformed" };
  }
  if (expiresAt - WEBVIEW_EXPIRY_MARGIN_SECONDS <= nowMs / 1000) {
    return { status: "expired", auth };
  }
  return { status: "valid", auth, expiresAt };
}

const RANK: Record<WebviewAuthReading["status"], number> = { valid: 3, expired: 2, malformed: 1, missing: 0 };

/**
 * The webview cookie in a `Cookie` header (`document.cookie` has the same shape). A browser may
 * send two (host-only and parent-domain copies, docs/embedded.md): the usable one wins, the
 * longest-lived when both are; otherwise the most telling failure (expired, then malformed).
 */
export function readWebviewAuthCookie(
  cookieHeader: string | null | undefined,
  nowMs: number,
): WebviewAuthReading {
  let best: WebviewAuthReading = { status: "missing" };
  for (const pair of (cookieHeader ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator <= 0 || pair.slice(0, separator).trim() !== WEBVIEW_AUTH_COOKIE) {
      continue;
    }
    const reading = readWebviewAuthValue(pair.slice(separator + 1).trim(), nowMs);
    const better =
      RANK[reading.status] > RANK[best.status] ||
      (reading.status === "valid" && best.status === "valid" && reading.expiresAt > best.expiresAt);
    if (better) {
      best = reading;
    }
  }
  return best;
}

/** SPEC 1: what the embedded page tells its host app. */
export const HOST_SIGNALS = ["close", "logout", "refresh-login"] as const;
export type HostSignal = (typeof HOST_SIGNALS)[number];

/** The message each transport carries (iOS message body, parent frame `postMessage` data). */
export interface HostSignalMessage {
  source: typeof BRAND.key;
  signal: HostSignal;
}

/** The host's side (the dev host page, a test): whether a posted message is one of these signals. */
export function isHostSignalMessage(value: unknown): value is HostSignalMessage {
  if (typeof value !== "object" || value === null) {
    return false;
  }
  const { source, signal, ...rest } = value as Record<string, unknown>;
  return (
    source === BRAND.key &&
    (HOST_SIGNALS as readonly unknown[]).includes(signal) &&
    Object.keys(rest).length === 0
  );
}

export function hostSignalMessage(signal: HostSignal): HostSignalMessage {
  return { source: BRAND.key, signal };
}

/**
 * iOS `window.webkit.messageHandlers.<name>` and Android `window.<interface>.<method>()` names, one
 * per signal in camelCase (a WKWebView handler and a Java method cannot be named `refresh-login`
 * from JavaScript without brackets, and Java cannot name it at all).
 */
export const HOST_SIGNAL_METHODS: Record<HostSignal, string> = {
  close: "close",
  logout: "logout",
  "refresh-login": "refreshLogin",
};

/** The Android app's JavaScript interface (`addJavascriptInterface(bridge, "CineluxApp")`). */
export const ANDROID_INTERFACE = `${BRAND.key}App`;
