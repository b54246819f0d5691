import { DOMAINS } from "@cinelux/contract/domains";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { runOnDomain } from "../../lib/domain/request-domain.server";
import { serverCatalogs } from "../../lib/i18n/catalogs.server";
import { createI18n } from "../../lib/i18n/create-i18n";
import { I18nProvider } from "../../lib/i18n/use-translation";
import { Layout } from "../../root";
import { testSettings } from "../../shell/testing/render-shell";
import * as accountLayout from "./account-layout";

/** A screen that draws nothing: only the layout's stand-in is under test. */
function Nothing() {
  return null;
}

function RootLayout() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

/**
 * The server render of a customer screen, as entry.server.tsx does it: the customer area is
 * client-rendered, so the layout's HydrateFallback is what the HTML holds.
 */
function renderServer(path: string): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: RootLayout,
      children: [
        {
          path: ":language",
          id: "account-layout",
          Component: accountLayout.default as never,
          HydrateFallback: accountLayout.HydrateFallback,
          loader: accountLayout.clientLoader as never,
          children: [
            { path: "profile", id: "profile", Component: Nothing, loader: () => null },
            { path: "register", id: "register", Component: Nothing, loader: () => null },
          ],
        },
      ],
    },
  ]);
  return runOnDomain(DOMAINS.fr, () =>
    renderToString(
      <I18nProvider i18n={createI18n("fr", serverCatalogs)}>
        <Stub
          initialEntries={[path]}
          hydrationData={{ loaderData: { root: { cspNonce: "", env: "dev", settings: testSettings("fr") } } }}
        />
      </I18nProvider>,
    ),
  );
}

describe("the customer area's server-rendered stand-in (its HydrateFallback)", () => {
  // `/{language}` is not below this layout (decision 007): its signed-in stand-in, the home's hero
  // and scene, is the root route's (routes/catalog/home.render.test.tsx).
  it("draws a generic stand-in for the other screens, and no navigation before registration", () => {
    const profile = renderServer("/fr/profile");
    expect(profile).toMatch(/<nav class="account-nav"/);
    expect(profile).toContain("page-loading");
    expect(profile).not.toContain("home-hero");
    const register = renderServer("/fr/register");
    expect(register).not.toMatch(/<nav class="account-nav"/);
    expect(register).toContain("page-loading");
  });
});
