import { describe, expect, it } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { createI18n } from "../i18n/create-i18n";
import {
  CATALOG_PAGES,
  CATALOG_SLUG_PAGES,
  catalogRouteKey,
  catalogUrl,
  type Translate,
} from "./catalog-url";

function translator(language: "fr" | "nl" | "en"): Translate {
  return createI18n(language, { fr, nl, en }).t as unknown as Translate;
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

  it("names the club route after the brand and has every route key in every language", () => {
    expect(catalogRouteKey("ClubCinelux")).toBe("Routes.Catalog.ClubCinelux");
    for (const catalog of [fr, nl, en] as Record<string, string>[]) {
      for (const page of [...CATALOG_PAGES, ...CATALOG_SLUG_PAGES]) {
        expect(catalog[catalogRouteKey(page)]).toBeTruthy();
      }
    }
  });
});
