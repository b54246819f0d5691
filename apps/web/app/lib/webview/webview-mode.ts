/**
 * Embedded mode's flag alone (SPEC 2.2 webview mode, docs/embedded.md): whether this document
 * belongs to an app's webview. Apart from webview-session.ts, which reads the app's cookie, so that
 * the API client can tell an ordinary tab without loading the cookie's reader (decision 004).
 */
let webviewMode = false;

export function setWebviewMode(on: boolean): void {
  webviewMode = on;
}

export function isWebviewMode(): boolean {
  return webviewMode;
}
