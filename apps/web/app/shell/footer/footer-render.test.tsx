import { DOMAINS } from "@cinelux/contract/domains";
import type { FooterResponse } from "@cinelux/contract/footer";
import type { Language } from "@cinelux/contract/languages";
import type { WebServerContext } from "@cinelux/contract/web-context";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { runOnDomain } from "../../lib/domain/request-domain.server";
import { renderedFooter } from "../../lib/footer/rendered-footer";
import { serverCatalogs } from "../../lib/i18n/catalogs.server";
import { createI18n } from "../../lib/i18n/create-i18n";
import { I18nProvider } from "../../lib/i18n/use-translation";
import { Layout, loader } from "../../root";
import { serverContext } from "../../server-context";
import { testSettings } from "../testing/render-shell";

// The first HTML carries the whole footer, so nothing moves when the page hydrates and
// the browser asks no /api/footer.
const footer: FooterResponse = {
  shows: [{ title: "Dune", slug: "dune", movie: true }],
  columns: [
    {
      title: "Cinélux Group",
      elements: [{ title: "Jobs at Cinélux", url: "https://jobs.test", newTab: true, cookie: false }],
    },
  ],
  socialNetworks: [{ label: "instagram", url: "https://instagram.test/cinelux" }],
  faq: [{ id: "kA1", title: "How do I pause my pass?" }],
};

function Page() {
  return <h1>Page</h1>;
}

function RootLayout() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

function renderPage(path: string, rootData: Record<string, unknown>): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: RootLayout,
      children: [
        { id: "page", path: ":language", Component: Page, handle: { descriptionKey: "Description.Home" } },
      ],
    },
  ]);
  return runOnDomain(DOMAINS.fr, () =>
    renderToString(
      <I18nProvider i18n={createI18n("fr", serverCatalogs)}>
        <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: rootData, page: null } }} />
      </I18nProvider>,
    ),
  );
}

function contextWith(read: WebServerContext["footer"]): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(serverContext, {
    cspNonce: "n",
    env: "dev",
    auth: {
      authority: "http://localhost/idp",
      clientId: "web",
      staffClientId: "cinelux-staff",
      logoutReturnUrl: "http://localhost/",
    },
    settings: testSettings("fr"),
    footer: read,
  });
  return context;
}

async function runLoader(path: string, read: WebServerContext["footer"]) {
  const request = new Request(`http://localhost${path}`);
  return runOnDomain(DOMAINS.fr, () =>
    loader({ request, context: contextWith(read), params: {}, unstable_pattern: "" } as never),
  );
}

describe("the footer in the server render", () => {
  it("has the footer's shows, columns and social links in the first HTML", () => {
    const html = renderPage("/fr", {
      cspNonce: "",
      env: "dev",
      settings: testSettings("fr"),
      footer: { language: "fr", data: footer },
    });
    expect(html).toContain("Dune");
    expect(html).toContain("Cinélux Group");
    expect(html).toContain("Jobs at Cinélux");
    expect(html).toContain("https://instagram.test/cinelux");
    expect(html).toContain("How do I pause my pass?");
  });

  it("without it (dev server, a failed read) renders the static parts only, for the browser to fill", () => {
    const html = renderPage("/fr", { cspNonce: "", env: "dev", settings: testSettings("fr"), footer: null });
    expect(html).toContain('class="footer"');
    expect(html).not.toContain("Cinélux Group");
  });

  it("renders the page's meta description in the page's language", () => {
    const html = renderPage("/fr", { cspNonce: "", env: "dev", settings: testSettings("fr"), footer: null });
    expect(html).toMatch(/<meta name="description" content="Votre espace client Cinélux[^"]*"\/>/);
  });

  it("is read by the root loader in the page's language", async () => {
    const read = vi.fn(async (_language: Language) => footer);
    const data = await runLoader("/en/advantages", read);
    expect(read).toHaveBeenCalledWith("en");
    expect(data.footer).toEqual({ language: "en", data: footer });
  });

  it("is in the domain's first language on a page without one, and skipped on the embedded pages", async () => {
    const read = vi.fn(async (_language: Language) => footer);
    expect((await runLoader("/nowhere", read)).footer?.language).toBe("fr");
    expect((await runLoader("/m/fr", read)).footer).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("leaves the footer to the browser when the read fails or no server gives it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = vi.fn(async () => {
      throw new Error("database down");
    });
    expect(await renderedFooter(failing, "/fr", "fr")).toBeNull();
    expect(error).toHaveBeenCalled();
    expect(await renderedFooter(undefined, "/fr", "fr")).toBeNull();
    error.mockRestore();
  });
});
