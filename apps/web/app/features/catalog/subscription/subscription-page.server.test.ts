import { describe, expect, it } from "vitest";
import { flaggedPageOutcome, pageOf, plainSpaces } from "../shared/catalog-test-kit";
import { loadSubscriptionPage } from "./subscription-page.server";

/** The loader's answer at `path` on `host`: its data, or the Response (redirect, 404) it threw. */
const outcome = flaggedPageOutcome(loadSubscriptionPage, { subscriptionEnabled: true });

function page(host: string, path: string) {
  return pageOf(outcome(host, path));
}

describe("the subscription page loader", () => {
  it("is the site's 404 when subscriptionEnabled is off, or for an unknown language", () => {
    expect(
      (outcome("localhost:3000", "/fr/abonnement", { subscriptionEnabled: false }) as Response).status,
    ).toBe(404);
    expect((outcome("localhost:3000", "/xx/abonnement") as Response).status).toBe(404);
  });

  it("redirects permanently another language's path to this language's, query kept", () => {
    const moved = outcome("localhost:3000", "/en/abonnement?plan=CINEPASS") as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/en/cinepass?plan=CINEPASS");
  });

  it("prices the eight passes for the domain, in the page language", () => {
    const french = page("localhost:3000", "/fr/abonnement");
    expect(french.passes.map((pass) => pass.type)).toHaveLength(8);
    expect(french.passes.map((pass) => pass.name)).toContain("Cinépass Famille");
    expect(plainSpaces(french.passes[0]?.price ?? "")).toBe("22,90 €");
    expect(plainSpaces(french.fromPrice)).toBe("14,90 €");
    const dutch = page("nl.localhost:3000", "/nl/abonnement");
    expect(plainSpaces(dutch.passes[0]?.price ?? "")).toBe("€ 23,50");
    expect(dutch.whereAnswer).toContain("Nederland");
    // English on the Dutch domain: Dutch prices, written the British way.
    expect(page("nl.localhost:3000", "/en/cinepass").passes[0]?.price).toBe("€23.50");
  });

  it("says what each pass includes, from the pass catalog", () => {
    const { passes } = page("localhost:3000", "/en/cinepass");
    const of = (type: string) => passes.find((pass) => pass.type === type)?.features ?? [];
    expect(of("CINEPASS")).toEqual([
      "Unlimited sessions",
      "For one person, card in your name",
      "Premium formats: €3.50 extra per session",
      "10% off snacks and drinks",
      "12-month commitment",
      "Joining fee: €30.00",
    ]);
    expect(of("CINEPASS_26")).toContain("For anyone under 26");
    expect(of("FAMILY")).toContain("Up to 4 people, at most 2 of them adults");
    expect(of("EXPLORER")).toContain("4 sessions a month");
    expect(of("UNLIMITED_GOLD")).toContain("2 free guest tickets a month");
    expect(of("UNLIMITED_GOLD")).toContain("No commitment, cancel at any time");
  });

  it("links each plan to the customer area's subscription page with the plan chosen", () => {
    const { passes, faqHref } = page("nl.localhost:3000", "/nl/abonnement");
    expect(passes.map((pass) => pass.subscribeHref)).toContain("/nl/subscribe?plan=CINEPASS_DUO");
    expect(faqHref).toBe("/nl/veelgestelde-vragen");
  });

  it("compares the plans row by row, one cell per pass", () => {
    const { comparison } = page("localhost:3000", "/fr/abonnement");
    expect(comparison.map((row) => row.label)).toContain("Engagement");
    for (const row of comparison) {
      expect(row.cells).toHaveLength(8);
    }
    const sessions = comparison.find((row) => row.label === "Séances");
    expect(sessions?.cells[0]).toBe("Illimitées");
    expect(sessions?.cells[5]).toBe("4 par mois");
  });

  it("gives alternates in every language and a Product with its monthly Offer per pass", () => {
    const { alternatePaths, seo } = page("localhost:3000", "/fr/abonnement");
    expect(alternatePaths).toEqual({ fr: "/fr/abonnement", nl: "/nl/abonnement", en: "/en/cinepass" });
    expect(seo.canonical).toBe("http://localhost:3000/fr/abonnement");
    expect(seo.alternates).toContainEqual({ hrefLang: "nl", href: "http://nl.localhost:3000/nl/abonnement" });
    const graph = JSON.parse(seo.jsonLd ?? "{}");
    expect(graph["@type"]).toBe("ItemList");
    expect(graph.itemListElement).toHaveLength(8);
    expect(graph.itemListElement[0].item).toMatchObject({
      "@type": "Product",
      name: "Cinépass",
      offers: { "@type": "Offer", price: "22.90", priceCurrency: "EUR" },
    });
    expect(plainSpaces(seo.description)).toContain("dès 14,90 € par mois");
  });
});
