// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getAccessToken } from "../auth/user-manager";
import { providePublicConfig } from "../environment/public-config";
import { fakeWebviewAuth, resetWebview, setWebviewCookie } from "./testing";
import {
  currentWebviewAuth,
  enterWebviewMode,
  isWebviewMode,
  leaveWebviewMode,
  waitForWebviewAuth,
  webviewAccessToken,
} from "./webview-session";

const refreshLogin = vi.fn();

beforeAll(() => {
  providePublicConfig({
    env: "dev",
    auth: {
      authority: "http://localhost:3000/idp",
      clientId: "cinelux-web",
      staffClientId: "cinelux-staff",
      logoutReturnUrl: "/",
    },
  });
  // The iOS app's handler: it answers refresh-login with a new cookie, as an app that signed in again.
  (window as unknown as { webkit: unknown }).webkit = {
    messageHandlers: { refreshLogin: { postMessage: refreshLogin } },
  };
});

afterEach(() => {
  resetWebview();
  refreshLogin.mockReset();
});

describe("the webview session (SPEC 2.2 webview mode)", () => {
  it("gives the API the cookie's token once the page is a webview's", async () => {
    const auth = setWebviewCookie();
    expect(isWebviewMode()).toBe(false);
    // An ordinary tab: the provider's session (the fakes' signed-in customer).
    expect(await getAccessToken()).not.toBe(auth.jwt);
    enterWebviewMode();
    expect(await getAccessToken()).toBe(auth.jwt);
  });

  it("reads a cookie the app renewed at the next call", async () => {
    enterWebviewMode();
    setWebviewCookie();
    const renewed = setWebviewCookie();
    expect(await webviewAccessToken()).toBe(renewed.jwt);
  });

  it("asks the app for refresh-login when the token ended and goes on with the new cookie", async () => {
    setWebviewCookie(fakeWebviewAuth(-60));
    const renewed = fakeWebviewAuth();
    refreshLogin.mockImplementation(() => setTimeout(() => setWebviewCookie(renewed), 50));
    enterWebviewMode();
    // Two calls at once: one signal, one wait.
    const [first, second] = await Promise.all([webviewAccessToken(), currentWebviewAuth()]);
    expect(first).toBe(renewed.jwt);
    expect(second).toMatchObject({ status: "valid", auth: renewed });
    expect(refreshLogin).toHaveBeenCalledTimes(1);
    expect(refreshLogin).toHaveBeenCalledWith({ source: "Cinelux", signal: "refresh-login" });
  });

  it("waits for a renewed cookie no longer than it was told", async () => {
    const read = vi.fn(() => ({ status: "missing" as const }));
    const started = Date.now();
    expect(await waitForWebviewAuth((reading) => reading.status === "valid", 300, read)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(read.mock.calls.length).toBeGreaterThan(1);
  });

  it("stops waiting once the page leaves webview mode, and reads no cookie after", async () => {
    const read = vi.fn(() => ({ status: "missing" as const }));
    const waiting = waitForWebviewAuth((reading) => reading.status === "valid", 10_000, read);
    leaveWebviewMode();
    const started = Date.now();
    expect(await waiting).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
