import { describe, expect, it } from "vitest";
import { SubscriptionPage } from "../../features/catalog/subscription/subscription-page";
import { loadSubscriptionPage } from "../../features/catalog/subscription/subscription-page.server";
import { expectCatalogHead, plainSpaces as plain, renderFlaggedRoute } from "./catalog-render-test-kit";
import { handle } from "./subscription";

/** The server render of the page at `path` on `host`: its loader's data, then root layout and page. */
const render = (host: string, path: string) =>
  renderFlaggedRoute(host, path, {
    flags: { subscriptionEnabled: true },
    load: loadSubscriptionPage,
    handle,
    page: (page) => <SubscriptionPage page={page} />,
  });

describe("the subscription page", () => {
  it("renders its head: title, one description, canonical, hreflang, JSON-LD with the nonce", () => {
    const html = render("localhost:3000", "/fr/abonnement");
    expectCatalogHead(html, {
      title: "Abonnements cinéma Cinépass : formules et prix | Cinélux",
      canonical: "http://localhost:3000/fr/abonnement",
      alternate: 'hrefLang="en" href="http://localhost:3000/en/cinepass"',
      jsonLd: '"@type":"ItemList"',
    });
  });

  it("shows one h1, the eight passes with their monthly price and a real link to subscribe to each", () => {
    const html = plain(render("localhost:3000", "/fr/abonnement"));
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("Cinépass : le cinéma sans compter");
    expect(html.match(/class="pass-card(?: pass-card--popular)?"/g)).toHaveLength(8);
    expect(html).toContain("22,90 €");
    expect(html).toContain('href="/fr/subscribe?plan=CINEPASS_GOLD"');
    expect(html).toContain("Choisir Cinépass Gold");
    // No dead button: choosing a plan is a link.
    const article = html.slice(
      html.indexOf('<article class="subscription-page">'),
      html.indexOf("</article>"),
    );
    expect(article).not.toMatch(/<button/);
  });

  it("compares the plans in a real table a keyboard can scroll", () => {
    const html = plain(render("nl.localhost:3000", "/nl/abonnement"));
    expect(html).toMatch(
      /<section class="subscription-compare" aria-label="De acht Cinépass-formules naast elkaar" tabindex="0"><table/,
    );
    expect(html.match(/<th scope="col">/g)).toHaveLength(8);
    expect(html).toContain('<th scope="row">Looptijd</th>');
    expect(html).toContain("€ 23,50");
    expect(html).toContain("In alle Cinélux-bioscopen in Nederland");
    expect(html).toContain('href="/nl/veelgestelde-vragen"');
  });
});
