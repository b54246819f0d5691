import { WEBVIEW_AUTH_COOKIE } from "@cinelux/contract/constants";
import { encodeWebviewAuth, type WebviewAuth } from "@cinelux/contract/embedded";
import { leaveWebviewMode } from "./webview-session";

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** Tests only: the cookie an app leaves, its token ending `ttlSeconds` from now (the fakes take any token). */
export function fakeWebviewAuth(ttlSeconds = 600, id = "fake-account"): WebviewAuth {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  return {
    jwt: `${base64url({ alg: "RS256" })}.${base64url({ sub: id, exp, jti: Math.random() })}.c2ln`,
    account_id: id,
    account_icu: id,
    first_login: false,
    email_verified: true,
  };
}

export function setWebviewCookie(auth: WebviewAuth = fakeWebviewAuth()): WebviewAuth {
  // biome-ignore lint/suspicious/noDocumentCookie: as an app's webview sets it
  document.cookie = `${WEBVIEW_AUTH_COOKIE}=${encodeWebviewAuth(auth)}; Path=/`;
  return auth;
}

/** afterEach of webview tests: no cookie, and the tab is an ordinary one again. */
export function resetWebview(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as an app's webview clears it
  document.cookie = `${WEBVIEW_AUTH_COOKIE}=; Max-Age=0; Path=/`;
  leaveWebviewMode();
}
