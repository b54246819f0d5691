import { describe, expect, it } from "vitest";
import {
  AGE_RATING_LABELS,
  AGE_RATINGS,
  CATALOG_ZONES,
  DEFAULT_ZONE,
  LocalDateSchema,
  SESSION_VERSION_LABELS,
  SESSION_VERSIONS,
  SHOW_SEARCH_MAX_LENGTH,
  ShowSlugParamsSchema,
  ShowsQuerySchema,
  ZoneQuerySchema,
  zoneOfCity,
} from "./catalog.ts";
import { DEFAULT_CITY, FOOTER_CITIES } from "./constants.ts";
import { ERROR_MESSAGES } from "./error-messages.ts";
import { ERROR_STATUS } from "./errors.ts";

describe("catalog contract", () => {
  it("names every age rating and every version in French, Dutch and English", () => {
    for (const labels of [...Object.values(AGE_RATING_LABELS), ...Object.values(SESSION_VERSION_LABELS)]) {
      expect(Object.keys(labels).sort()).toEqual(["en", "fr", "nl"]);
      expect(Object.values(labels).every((label) => label.length > 0)).toBe(true);
    }
    // Sorted: "12", "16", "18" are integer keys, which objects list first.
    expect(Object.keys(AGE_RATING_LABELS).sort()).toEqual([...AGE_RATINGS].sort());
    expect(Object.keys(SESSION_VERSION_LABELS)).toEqual([...SESSION_VERSIONS]);
  });

  it("has one zone per footer city, Paris being the SPEC 9 default city idf", () => {
    for (const domain of ["fr", "nl"] as const) {
      expect(CATALOG_ZONES[domain]).toEqual(FOOTER_CITIES[domain].map((city) => zoneOfCity(city.slug)));
      expect(CATALOG_ZONES[domain]).toContain(DEFAULT_ZONE[domain]);
    }
    expect(DEFAULT_ZONE.fr).toBe(DEFAULT_CITY);
    expect(zoneOfCity("paris")).toBe("idf");
    expect(zoneOfCity("den-haag")).toBe("den-haag");
  });

  it.each(["2026-03-20", "2028-02-29"])("takes the real date %s", (date) => {
    expect(LocalDateSchema.safeParse(date).success).toBe(true);
  });

  it.each(["2026-02-30", "2027-02-29", "2026-13-01", "20-03-2026", "2026-3-20", "today", ""])(
    "refuses %j as a date",
    (date) => {
      expect(LocalDateSchema.safeParse(date).success).toBe(false);
    },
  );

  it("bounds every show filter", () => {
    expect(ShowsQuerySchema.safeParse({ genre: "comedy", version: "VF", technology: "imax" }).success).toBe(
      true,
    );
    expect(ShowsQuerySchema.safeParse({ genre: "western" }).success).toBe(false);
    expect(ShowsQuerySchema.safeParse({ version: "3D" }).success).toBe(false);
    expect(ShowsQuerySchema.safeParse({ technology: "vr" }).success).toBe(false);
    expect(ShowsQuerySchema.safeParse({ q: "a".repeat(SHOW_SEARCH_MAX_LENGTH) }).success).toBe(true);
    expect(ShowsQuerySchema.safeParse({ q: "a".repeat(SHOW_SEARCH_MAX_LENGTH + 1) }).success).toBe(false);
    // A blank search is no search: refused rather than matching everything silently.
    expect(ShowsQuerySchema.safeParse({ q: "   " }).success).toBe(false);
    expect(ZoneQuerySchema.safeParse({ date: "2026-02-30" }).success).toBe(false);
  });

  it("takes only lower-case slugs of bounded length", () => {
    expect(ShowSlugParamsSchema.safeParse({ slug: "the-cabinet-of-dr-caligari" }).success).toBe(true);
    for (const slug of ["The-Kid", "a--b", "-kid", "kid-", "l'aurore", "x".repeat(121)]) {
      expect(ShowSlugParamsSchema.safeParse({ slug }).success, slug).toBe(false);
    }
  });

  it("answers an unknown catalog item with 404, a missing or wrong mobile key with 401", () => {
    expect(ERROR_STATUS.SHOW_NOT_FOUND).toBe(404);
    expect(ERROR_STATUS.CINEMA_NOT_FOUND).toBe(404);
    expect(ERROR_STATUS.ZONE_NOT_FOUND).toBe(404);
    expect(ERROR_STATUS.MOBILE_KEY_INVALID).toBe(401);
    expect(ERROR_STATUS.MOBILE_KEY_REQUIRED).toBe(401);
    expect(ERROR_MESSAGES.en.MOBILE_KEY_REQUIRED).toContain("x-lcpg-mobile-key");
  });
});
