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
import * as home from "./home";

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
            { index: true, id: "home", Component: home.default as never, loader: home.clientLoader as never },
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

describe("the customer area's server-rendered stand-in (issue 8)", () => {
  it("draws the home's hero and scene, and the navigation, before any script runs", () => {
    const html = renderServer("/fr");
    // The scene is the page's largest paint: it is in the first HTML, at its place in the hero.
    expect(html).toMatch(
      /<header class="home-hero">[\s\S]*<img class="home-art"[^>]*src="\/assets\/home\/spotlight.svg"/,
    );
    expect(html).toMatch(/<nav class="account-nav" aria-label="Mon compte">/);
    // The greeting and the way out wait for the account: placeholders, and the page says it loads.
    expect(html).toMatch(/<h1[^>]*aria-live="polite"[^>]*><span class="visually-hidden">Chargement/);
    expect(html).not.toContain("Se déconnecter");
    expect(html).toContain('aria-busy="true"');
  });

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
