// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, data, Outlet, useRouteError } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { serverCatalogs } from "../lib/i18n/catalogs.server";
import { createI18n } from "../lib/i18n/create-i18n";
import { I18nProvider } from "../lib/i18n/use-translation";
import { ErrorBoundary, Layout } from "../root";
import { testSettings } from "../shell/testing/render-shell";

function RootLayout() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

/** The root error boundary inside the root layout, as the framework renders them together. */
function RootBoundary() {
  return (
    <Layout>
      <ErrorBoundary {...({ error: useRouteError() } as Parameters<typeof ErrorBoundary>[0])} />
    </Layout>
  );
}

function Nothing() {
  return null;
}

// Unmounted before the next file: the page's screen view, pushed once its module loads, must not
// reach a window the environment has already torn down.
afterEach(cleanup);

describe("a page the root error boundary draws in place", () => {
  it("is the not-found page with the light footer: `/xx` matches :language, whose loader throws 404", async () => {
    const settings = testSettings("fr");
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: RootLayout,
        ErrorBoundary: RootBoundary,
        loader: () => ({ cspNonce: "", env: "dev", settings }),
        children: [
          {
            id: "language",
            path: ":language",
            Component: Nothing,
            loader: () => {
              throw data(null, { status: 404 });
            },
          },
        ],
      },
    ]);
    const { container } = render(
      <I18nProvider i18n={createI18n("fr", serverCatalogs)}>
        <Stub initialEntries={["/xx"]} />
      </I18nProvider>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Page introuvable" })).toBeDefined();
    expect(container.querySelector(".footer--light")).not.toBeNull();
  });
});
