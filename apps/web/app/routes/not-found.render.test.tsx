import { DOMAINS } from "@cinelux/contract/domains";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { pageLanguage } from "../lib/domain/page-language";
import { provideRequestDomain, runOnDomain } from "../lib/domain/request-domain.server";
import { serverCatalogs } from "../lib/i18n/catalogs.server";
import { createI18n } from "../lib/i18n/create-i18n";
import { I18nProvider } from "../lib/i18n/use-translation";
import { Layout } from "../root";
import { testSettings } from "../shell/testing/render-shell";
import NotFound, { handle } from "./not-found";

function RootLayout() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

/** The server render of an unknown language-less path, as entry.server.tsx does it, on `domain`. */
function renderNotFound(domain: "fr" | "nl", path = "/nimmer-gevonden"): string {
  const settings = testSettings(domain);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: RootLayout,
      children: [{ id: "not-found", path: "*", Component: NotFound, handle }],
    },
  ]);
  return runOnDomain(DOMAINS[domain], () =>
    renderToString(
      <I18nProvider i18n={createI18n(pageLanguage(path), serverCatalogs)}>
        <Stub
          initialEntries={[path]}
          hydrationData={{ loaderData: { root: { cspNonce: "", env: "dev", settings }, "not-found": null } }}
        />
      </I18nProvider>,
    ),
  );
}

describe("the language-less not-found page (in the domain's first language)", () => {
  it("is Dutch on the Dutch domain: lang, title and texts", () => {
    const html = renderNotFound("nl");
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("<title>Pagina niet gevonden | Cinélux</title>");
    expect(html).toMatch(/<h1[^>]*>Pagina niet gevonden<\/h1>/);
    expect(html).toContain("Terug naar de startpagina");
    expect(html).not.toContain("Page introuvable");
  });

  it("stays French on the French domain", () => {
    const html = renderNotFound("fr");
    expect(html).toContain('<html lang="fr">');
    expect(html).not.toContain("Pagina niet gevonden");
  });

  it("has the light footer", () => {
    const html = renderNotFound("nl");
    expect(html).toContain("footer--light");
  });
});

describe("the root middleware", () => {
  it("makes the request's domain the page's for the loaders and the render", async () => {
    const request = new Request("http://nl.localhost:3000/nimmer", {
      headers: { host: "nl.localhost:3000" },
    });
    const language = await provideRequestDomain(
      { request, params: {}, context: {} as never, url: new URL(request.url), pattern: "*" } as never,
      async () => new Response(pageLanguage("/nimmer")),
    );
    expect(await (language as Response).text()).toBe("nl");
    expect(pageLanguage("/nimmer")).toBe("fr");
  });
});
