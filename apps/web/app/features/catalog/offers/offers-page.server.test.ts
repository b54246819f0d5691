import type { Flags } from "@cinelux/contract/flags";
import { describe, expect, it } from "vitest";
import { flaggedPageOutcome, pageOf, plainSpaces } from "../shared/catalog-test-kit";
import { FULL_PRICE_CENTS, REDUCED_PRICE_CENTS, REDUCED_PRICES, savingCents } from "./offers";
import { loadOffersPage } from "./offers-page.server";

/**
 * The loader's answer at `path` on `host`: its data, or the Response (redirect, 404) it threw. The
 * Dutch domain's seed hides the offers: these tests switch them on unless told otherwise.
 */
const outcome = flaggedPageOutcome(loadOffersPage, { offersMenuDisplayed: true });

function page(host: string, path: string, flags: Partial<Flags> = {}) {
  return pageOf(outcome(host, path, flags));
}

describe("the offers table", () => {
  it("keeps every reduced price under the standard price on both domains", () => {
    for (const domain of ["fr", "nl"] as const) {
      for (const id of REDUCED_PRICES) {
        expect(REDUCED_PRICE_CENTS[id][domain]).toBeLessThan(FULL_PRICE_CENTS[domain]);
      }
    }
    expect(savingCents(590, "fr")).toBe(800);
    expect(savingCents(2000, "fr")).toBe(0);
  });
});

describe("the offers page loader", () => {
  it("is the site's 404 when offersMenuDisplayed is off, as the header then shows no Offers link", () => {
    expect(
      (outcome("nl.localhost:3000", "/nl/aanbiedingen", { offersMenuDisplayed: false }) as Response).status,
    ).toBe(404);
    expect((outcome("localhost:3000", "/xx/offres") as Response).status).toBe(404);
  });

  it("redirects permanently another language's path to this language's", () => {
    const moved = outcome("localhost:3000", "/fr/offers") as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/fr/offres");
  });

  it("prices the offers for the domain, in the page language", () => {
    const french = page("localhost:3000", "/fr/offres");
    expect(plainSpaces(french.fullPrice)).toBe("13,90 €");
    expect(french.reduced.map((offer) => offer.id)).toEqual([
      "UNDER_14",
      "STUDENT",
      "TUESDAY",
      "MATINEE",
      "SENIOR",
    ]);
    expect(plainSpaces(french.reduced[0]?.price ?? "")).toBe("5,90 €");
    expect(plainSpaces(french.reduced[0]?.saving ?? "")).toBe("8,00 €");
    expect(french.footnoteKey).toBe("CatalogOffers.Footnote.fr");
    const dutch = page("nl.localhost:3000", "/nl/aanbiedingen");
    expect(plainSpaces(dutch.fullPrice)).toBe("€ 13,50");
    expect(dutch.footnoteKey).toBe("CatalogOffers.Footnote.nl");
    expect(page("nl.localhost:3000", "/en/offers").groups[0]).toEqual({
      id: "GROUP",
      price: "€8.00",
      minimum: 20,
    });
  });

  it("sells the contract's four movie cards and its gift cards, each with its purchase link", () => {
    const dutch = page("nl.localhost:3000", "/nl/aanbiedingen");
    expect(dutch.movieCards.map((card) => [card.type, card.places, card.validityMonths])).toEqual([
      ["MOVIECARD_20", 20, 12],
      ["MOVIECARD_21", 21, 12],
      ["MOVIECARD_25", 25, 12],
      ["MOVIECARD_50", 50, 24],
    ]);
    expect(plainSpaces(dutch.movieCards[0]?.price ?? "")).toBe("€ 194,00");
    expect(plainSpaces(dutch.movieCards[0]?.each ?? "")).toBe("€ 9,70");
    expect(dutch.movieCards[3]?.buyHref).toBe("/nl/buy?item=MOVIECARD_50");
    const french = page("localhost:3000", "/fr/offres");
    expect(plainSpaces(french.movieCards[2]?.price ?? "")).toBe("237,50 €");
    expect(plainSpaces(french.gift.min)).toBe("20,00 €");
    expect(plainSpaces(french.gift.max)).toBe("200,00 €");
    expect(french.gift.buyHref).toBe("/fr/buy?item=GIFT_CARD");
  });

  it("promotes the subscription and the club only when their pages exist, and links the FAQ", () => {
    const all = page("localhost:3000", "/en/offers");
    expect(all.subscription?.href).toBe("/en/cinepass");
    expect(all.subscription?.fromPrice).toBe("€14.90");
    expect(all.clubHref).toBe("/en/club-cinelux");
    expect(all.faqHref).toBe("/en/faq");
    const none = page("localhost:3000", "/en/offers", {
      subscriptionEnabled: false,
      clubCineluxEnabled: false,
    });
    expect(none.subscription).toBeNull();
    expect(none.clubHref).toBeNull();
  });

  it("gives alternates in every language and an OfferCatalog of the domain's prices", () => {
    const { alternatePaths, seo } = page("nl.localhost:3000", "/nl/aanbiedingen");
    expect(alternatePaths).toEqual({ fr: "/fr/offres", nl: "/nl/aanbiedingen", en: "/en/offers" });
    expect(seo.canonical).toBe("http://nl.localhost:3000/nl/aanbiedingen");
    expect(seo.alternates).toContainEqual({ hrefLang: "fr", href: "http://localhost:3000/fr/offres" });
    const catalog = JSON.parse(seo.jsonLd ?? "{}");
    expect(catalog["@type"]).toBe("OfferCatalog");
    expect(catalog.itemListElement[0]).toEqual({
      "@type": "Offer",
      name: "Kinderen tot 14 jaar",
      price: "8.00",
      priceCurrency: "EUR",
    });
  });
});
