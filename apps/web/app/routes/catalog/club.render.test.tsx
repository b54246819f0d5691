import { describe, expect, it } from "vitest";
import { ClubPage } from "../../features/catalog/club/club-page";
import { loadClubPage } from "../../features/catalog/club/club-page.server";
import { expectCatalogHead, plainSpaces as plain, renderFlaggedRoute } from "./catalog-render-test-kit";
import { handle } from "./club";

/** The server render of the page at `path` on `host`: its loader's data, then root layout and page. */
const render = (host: string, path: string) =>
  renderFlaggedRoute(host, path, {
    flags: { clubCineluxEnabled: true },
    load: loadClubPage,
    handle,
    page: (page) => <ClubPage page={page} />,
  });

describe("the club page", () => {
  it("renders its head: title, one description, canonical, hreflang, JSON-LD with the nonce", () => {
    const html = render("localhost:3000", "/en/club-cinelux");
    expectCatalogHead(html, {
      title: "Club Cinélux: the loyalty card that rewards every visit | Cinélux",
      canonical: "http://localhost:3000/en/club-cinelux",
      alternate: 'hrefLang="nl" href="http://nl.localhost:3000/nl/club-cinelux"',
      jsonLd: '"@type":"MemberProgram"',
    });
  });

  it("shows one h1, how it works, the rewards, the levels and a real link to join", () => {
    const html = plain(render("localhost:3000", "/en/club-cinelux"));
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("Club Cinélux: every visit counts");
    expect(html).toContain("50 welcome points and a drink on the house when you join");
    expect(html).not.toContain("a year");
    expect(html).toContain("10 points per ticket bought");
    expect(html).toContain("150 points");
    expect(html).toContain("A 2D cinema ticket");
    expect(html).toContain("From 24 sessions in 12 months");
    expect(html.match(/href="\/en\/advantages"/g)).toHaveLength(2);
  });

  it("says in Dutch that joining is free, and asks no price", () => {
    const html = plain(render("nl.localhost:3000", "/nl/club-cinelux"));
    expect(html).toContain("Word gratis online lid");
    expect(html).not.toContain("per jaar");
    expect(html).toContain('href="/nl/advantages"');
  });
});
