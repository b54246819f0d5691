// @vitest-environment jsdom
import { WEBVIEW_AUTH_COOKIE } from "@cinelux/contract/constants";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { Outlet, useLocation, useRouteError } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getUserManager } from "../lib/auth/user-manager";
import { providePublicConfig } from "../lib/environment/public-config";
import { useRouteHandle } from "../lib/routing/route-handle";
import { fakeWebviewAuth, resetWebview, setWebviewCookie } from "../lib/webview/testing";
import { resetFakeDb } from "../mocks/fake-db";
import { fakeServer } from "../mocks/node";
import { ErrorBoundary as RootErrorBoundary } from "../root";
import { moduleRoute, renderRoutes, resetRouteTest, type StubRoutes } from "../shell/testing/render-routes";
import * as history from "./account/history";
import * as home from "./account/home";
import * as embeddedLayout from "./embedded-layout";

/** Where the router is and what the shell would draw: the error page must not move the URL. */
function ProbeLine() {
  const { pathname } = useLocation();
  const { header, footer } = useRouteHandle();
  return (
    <p data-testid="probe">{`${pathname} header:${header?.disabled ? "off" : "on"} footer:${footer}`}</p>
  );
}

function Probe() {
  return (
    <>
      <ProbeLine />
      <Outlet />
    </>
  );
}

/** The root's error boundary, where every route's error is drawn (root.tsx). */
function ProbedRootBoundary() {
  return (
    <>
      <ProbeLine />
      <RootErrorBoundary {...({ error: useRouteError() } as Parameters<typeof RootErrorBoundary>[0])} />
    </>
  );
}

const routes: StubRoutes = [
  {
    Component: Probe,
    ErrorBoundary: ProbedRootBoundary,
    children: [
      moduleRoute("/m/:language", embeddedLayout, [moduleRoute(null, home), moduleRoute("history", history)]),
    ],
  },
];

/** The iOS app's handlers (the first transport the page tries), one per signal. */
const signals = { close: vi.fn(), logout: vi.fn(), refreshLogin: vi.fn() };
let bearers: (string | null)[] = [];

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
  (window as unknown as { webkit: unknown }).webkit = {
    messageHandlers: {
      close: { postMessage: signals.close },
      logout: { postMessage: signals.logout },
      refreshLogin: { postMessage: signals.refreshLogin },
    },
  };
});

beforeEach(() => {
  bearers = [];
  fakeServer.events.on("request:start", ({ request }) => {
    if (new URL(request.url).pathname === "/api/accounts/me") {
      bearers.push(request.headers.get("authorization"));
    }
  });
});

afterEach(() => {
  fakeServer.events.removeAllListeners();
  resetRouteTest();
  resetWebview();
  for (const signal of Object.values(signals)) {
    signal.mockReset();
  }
  vi.restoreAllMocks();
});

const ERROR_TITLE = /^(Connectez-vous dans l'application|Log in via de app|Sign in through the app)$/;

async function expectErrorPageAt(path: string) {
  expect(await screen.findByRole("heading", { level: 1, name: ERROR_TITLE })).toBeDefined();
  expect(screen.getByTestId("probe").textContent).toBe(`${path} header:off footer:none`);
}

describe("the embedded pages' sign-in from the app's cookie (SPEC 2.2 webview mode)", () => {
  it("shows the page to the cookie's customer at once, the API called with the cookie's token", async () => {
    const manager = await getUserManager();
    const signIn = vi.spyOn(manager, "signinRedirect");
    const auth = setWebviewCookie();
    renderRoutes(routes, "/m/fr/history");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Historique de mes réservations" }),
    ).toBeDefined();
    expect(screen.getByTestId("probe").textContent).toBe("/m/fr/history header:off footer:none");
    // The page's heading does not wait for the account read: under load the call may leave after it.
    await waitFor(() => expect(bearers).toEqual([`Bearer ${auth.jwt}`]));
    expect(signIn).not.toHaveBeenCalled();
  });

  it("shows the error page at the same URL without a cookie, asking the API nothing and redirecting nowhere", async () => {
    const manager = await getUserManager();
    const signIn = vi.spyOn(manager, "signinRedirect");
    renderRoutes(routes, "/m/fr/history");
    await expectErrorPageAt("/m/fr/history");
    expect(screen.getByText(/Nous n'avons pas trouvé de connexion valide/)).toBeDefined();
    expect(bearers).toEqual([]);
    expect(signIn).not.toHaveBeenCalled();
    expect(signals.refreshLogin).not.toHaveBeenCalled();
  });

  it("shows the error page for a cookie that is not SPEC 9's fields", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the app's cookie, garbled
    document.cookie = `${WEBVIEW_AUTH_COOKIE}=${encodeURIComponent('{"jwt":"x"}')}; Path=/`;
    renderRoutes(routes, "/m/en");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in through the app" })).toBeDefined();
    expect(screen.getByTestId("probe").textContent).toBe("/m/en header:off footer:none");
  });

  it("asks the app for refresh-login when the API refuses the token", async () => {
    fakeServer.use(
      http.get("*/api/accounts/me", () =>
        HttpResponse.json({ code: "UNAUTHORIZED", message: "Token revoked." }, { status: 401 }),
      ),
    );
    setWebviewCookie();
    renderRoutes(routes, "/m/fr/history");
    await expectErrorPageAt("/m/fr/history");
    await waitFor(() =>
      expect(signals.refreshLogin).toHaveBeenCalledWith({ source: "Cinelux", signal: "refresh-login" }),
    );
  });

  it("goes on once the app renewed a token that had ended", async () => {
    setWebviewCookie(fakeWebviewAuth(-30));
    const renewed = fakeWebviewAuth();
    signals.refreshLogin.mockImplementation(() => setWebviewCookie(renewed));
    renderRoutes(routes, "/m/nl");
    expect(await screen.findByRole("heading", { level: 1, name: /Hallo/ })).toBeDefined();
    expect(new Set(bearers)).toEqual(new Set([`Bearer ${renewed.jwt}`]));
  });

  it("leaves a customer not yet registered on the error page: the app registers them", async () => {
    resetFakeDb("unregistered");
    setWebviewCookie();
    renderRoutes(routes, "/m/en/history");
    await expectErrorPageAt("/m/en/history");
    expect(screen.getByText("Finish creating your account in the app to see this page.")).toBeDefined();
  });
});

describe("the embedded pages' signals to the app (SPEC 1)", () => {
  it("sends close from the bar", async () => {
    setWebviewCookie();
    const { user } = renderRoutes(routes, "/m/en/history");
    await screen.findByRole("heading", { level: 1, name: "My booking history" });
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(signals.close).toHaveBeenCalledWith({ source: "Cinelux", signal: "close" }));
    expect(signals.logout).not.toHaveBeenCalled();
  });

  it("signs out: the cookie goes, the app hears logout, the page shows the error page in place", async () => {
    setWebviewCookie();
    const { user } = renderRoutes(routes, "/m/en/history");
    await screen.findByRole("heading", { level: 1, name: "My booking history" });
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    await expectErrorPageAt("/m/en/history");
    expect(signals.logout).toHaveBeenCalledWith({ source: "Cinelux", signal: "logout" });
    expect(document.cookie).not.toContain(WEBVIEW_AUTH_COOKIE);
    await user.click(screen.getByRole("button", { name: "Sign in again" }));
    expect(signals.refreshLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status").textContent).toBe("Waiting for the app to sign you in again…");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(signals.close).toHaveBeenCalledTimes(1));
  });
});
