import { readWebviewAuthCookie, type WebviewAuthReading } from "@cinelux/contract/embedded";
import { signalHost } from "./host-signals";
import { setWebviewMode } from "./webview-mode";

/**
 * Embedded mode (SPEC 2.2 webview mode, docs/embedded.md): a document that opened an m/{language} page
 * belongs to an app's webview. Its customer is the one of the app's CINELUX_AUTH cookie, not an
 * oidc-client-ts session: the access token is read from the cookie at each call, so a cookie the
 * app renews is used at once.
 */
/** Counts the exits from webview mode: a cookie wait begun before one gives up (the page left it). */
let exits = 0;

export { isWebviewMode } from "./webview-mode";

export function enterWebviewMode(): void {
  setWebviewMode(true);
}

/** Tests: back to an ordinary browser tab. */
export function leaveWebviewMode(): void {
  setWebviewMode(false);
  pendingRenewal = undefined;
  exits += 1;
}

export function readWebviewAuth(
  cookie: string = document.cookie,
  nowMs: number = Date.now(),
): WebviewAuthReading {
  return readWebviewAuthCookie(cookie, nowMs);
}

/** How long a page waits for the app's new cookie after asking refresh-login (then: the error page). */
export const RENEWAL_WAIT_MS = 10_000;
const RENEWAL_POLL_MS = 250;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls the cookie until `accept` takes a reading or `timeoutMs` passes (cookies fire no event everywhere). */
export async function waitForWebviewAuth(
  accept: (reading: WebviewAuthReading) => boolean,
  timeoutMs: number,
  read: () => WebviewAuthReading = () => readWebviewAuth(),
): Promise<WebviewAuthReading | null> {
  const deadline = Date.now() + timeoutMs;
  const begun = exits;
  for (;;) {
    if (exits !== begun) {
      return null;
    }
    const reading = read();
    if (accept(reading)) {
      return reading;
    }
    if (Date.now() >= deadline) {
      return null;
    }
    await sleep(RENEWAL_POLL_MS);
  }
}

let pendingRenewal: Promise<WebviewAuthReading> | undefined;

/**
 * The token ended (or the API refused it): ask the app for a new sign-in (`refresh-login`) and wait
 * for a cookie with another token. Calls at the same time share one signal and one wait.
 */
export function renewWebviewAuth(staleJwt: string | null): Promise<WebviewAuthReading> {
  pendingRenewal ??= (async () => {
    const begun = exits;
    await signalHost("refresh-login");
    const renewed = await waitForWebviewAuth(
      (reading) => reading.status === "valid" && reading.auth.jwt !== staleJwt,
      RENEWAL_WAIT_MS,
    );
    // Left webview mode meanwhile: the cookie is no longer this page's to read.
    return renewed ?? (exits === begun ? readWebviewAuth() : readWebviewAuth(""));
  })().finally(() => {
    pendingRenewal = undefined;
  });
  return pendingRenewal;
}

/** The cookie now; an expired token is renewed first (refresh-login, then the new cookie). */
export async function currentWebviewAuth(): Promise<WebviewAuthReading> {
  const reading = readWebviewAuth();
  return reading.status === "expired" ? renewWebviewAuth(reading.auth.jwt) : reading;
}

/** For the API client in webview mode: the cookie's token, renewed if it ended; null without one. */
export async function webviewAccessToken(): Promise<string | null> {
  const reading = await currentWebviewAuth();
  return reading.status === "valid" ? reading.auth.jwt : null;
}
