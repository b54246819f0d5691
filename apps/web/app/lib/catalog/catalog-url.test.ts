import { describe, expect, it } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { createI18n } from "../i18n/create-i18n";
import { CUSTOMER_ROUTES } from "../routing/customer-routes";
import {
  CATALOG_PAGES,
  CATALOG_SLUG_PAGES,
  catalogRouteKey,
  catalogUrl,
  type Translate,
} from "./catalog-url";

function translator(language: "fr" | "nl" | "en"): Translate {
  return createI18n(language, { fr, nl, en }).t;
}

describe("catalog URLs (SPEC 2.1 Catalog links)", () => {
  it("joins the base, the language and the translated route key", () => {
    expect(catalogUrl("https://www.cinelux.fr", "fr", { page: "Movies" }, translator("fr"))).toBe(
      "https://www.cinelux.fr/fr/films",
    );
    expect(catalogUrl("https://www.cinelux.fr/", "en", { page: "Movies" }, translator("en"))).toBe(
      "https://www.cinelux.fr/en/movies",
    );
    expect(catalogUrl("https://www.cinelux.nl", "nl", { page: "Faq" }, translator("nl"))).toBe(
      "https://www.cinelux.nl/nl/veelgestelde-vragen",
    );
  });

  it("links the catalog home to the language root", () => {
    expect(catalogUrl("https://www.cinelux.fr", "fr", { page: "Home" }, translator("fr"))).toBe(
      "https://www.cinelux.fr/fr/",
    );
  });

  it("puts the encoded slug into City, Show and Entertainment", () => {
    const t = translator("nl");
    expect(catalogUrl("https://www.cinelux.nl", "nl", { page: "City", slug: "den-haag" }, t)).toBe(
      "https://www.cinelux.nl/nl/bioscopen/den-haag",
    );
    expect(catalogUrl("https://www.cinelux.nl", "nl", { page: "Show", slug: "dune 2/ä" }, t)).toBe(
      "https://www.cinelux.nl/nl/films/dune%202%2F%C3%A4",
    );
    expect(
      catalogUrl("https://www.cinelux.fr", "en", { page: "Entertainment", slug: "opera" }, translator("en")),
    ).toBe("https://www.cinelux.fr/en/events/opera");
  });

  it("puts the session's id into the booking page, whose placeholder is {{session}}", () => {
    const id = "0c0c0c0c-0000-4000-8000-000000000001";
    expect(catalogUrl("", "fr", { page: "Booking", slug: id }, translator("fr"))).toBe(`/fr/reserver/${id}`);
    expect(catalogUrl("", "en", { page: "Booking", slug: id }, translator("en"))).toBe(`/en/book/${id}`);
  });

  it("names the club route after the brand and has every route key in every language", () => {
    expect(catalogRouteKey("ClubCinelux")).toBe("Routes.Catalog.ClubCinelux");
    for (const catalog of [fr, nl, en] as Record<string, string>[]) {
      for (const page of [...CATALOG_PAGES, ...CATALOG_SLUG_PAGES]) {
        expect(catalog[catalogRouteKey(page)]).toBeTruthy();
      }
    }
  });
});

/** Paths the server answers itself before any page (apps/server) and the app's own top routes. */
const SERVER_PREFIXES = [
  "api",
  "idp",
  "auth",
  "assets",
  "media",
  "dev",
  "m",
  "callback",
  "404",
  "healthz",
  "readyz",
];

describe("catalog paths beside the customer area (docs/decisions/007)", () => {
  it("never take a customer screen's path, nor a server prefix, in any language", () => {
    const customerSegments = new Set(
      Object.values(CUSTOMER_ROUTES)
        .map((route) => route.segment.split("/")[0])
        .filter((segment): segment is string => Boolean(segment)),
    );
    expect(customerSegments).toContain("cinemas");
    expect(customerSegments).toContain("subscription");
    for (const catalog of [fr, nl, en] as Record<string, string>[]) {
      for (const page of [...CATALOG_PAGES, ...CATALOG_SLUG_PAGES]) {
        const first = (catalog[catalogRouteKey(page)] ?? "").replace(/^\/+/, "").split("/")[0] ?? "";
        if (page === "Home") {
          expect(first).toBe("");
          continue;
        }
        expect(customerSegments.has(first), `${page}: ${first}`).toBe(false);
        expect(SERVER_PREFIXES.includes(first), `${page}: ${first}`).toBe(false);
      }
    }
  });

  it("gives every catalog page its own path in each language", () => {
    for (const catalog of [fr, nl, en] as Record<string, string>[]) {
      const paths = [...CATALOG_PAGES, ...CATALOG_SLUG_PAGES].map((page) => catalog[catalogRouteKey(page)]);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});
