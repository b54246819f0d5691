import { describe, expect, it } from "vitest";
import type { CinemaSummary } from "./catalog.ts";
import {
  addDays,
  daysFrom,
  distanceKm,
  nearbyCinemas,
  searchable,
  sessionMatches,
  showFiltersOf,
  showOrder,
  titleMatches,
  zoneAsked,
  zoneExists,
} from "./catalog-rules.ts";

function cinema(slug: string, name: string, latitude: number | null, longitude = 2.35): CinemaSummary {
  return {
    slug,
    name,
    address: "1 rue",
    postalCode: "75001",
    city: "Paris",
    citySlug: "paris",
    zone: "idf",
    tags: [],
    hallCount: 8,
    seatCount: 1000,
    hasPmrService: true,
    coordinates: latitude === null ? null : { latitude, longitude },
  };
}

describe("catalog rules", () => {
  it("moves dates across month, year and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysFrom("2026-11-29", 3)).toEqual(["2026-11-29", "2026-11-30", "2026-12-01"]);
  });

  it("searches titles ignoring case, accents and punctuation", () => {
    expect(searchable("Le Cuirassé Potemkine")).toBe("le cuirasse potemkine");
    expect(searchable("L'Aurore")).toBe("laurore");
    expect(searchable("Sherlock Jr.")).toBe("sherlock jr");
    expect(titleMatches(searchable("cuirasse"), ["Le Cuirassé Potemkine", "Battleship Potemkin"])).toBe(true);
    expect(titleMatches(searchable("HAXAN"), ["Häxan"])).toBe(true);
    expect(titleMatches(searchable("potemkine"), ["Battleship Potemkin"])).toBe(false);
  });

  it("keeps a session only when version, technology and date all hold on it", () => {
    const session = { version: "VO", date: "2026-11-23", specificities: ["imax"] };
    expect(sessionMatches(session, {})).toBe(true);
    expect(sessionMatches(session, { version: "VO", technology: "imax", date: "2026-11-23" })).toBe(true);
    expect(sessionMatches(session, { version: "VF" })).toBe(false);
    expect(sessionMatches(session, { technology: "4dx" })).toBe(false);
    expect(sessionMatches(session, { date: "2026-11-24" })).toBe(false);
  });

  it("orders bookable shows by title in the language's collation, then coming soon by release date", () => {
    const show = (title: string, comingSoon = false, releaseDate: string | null = null) => ({
      title,
      comingSoon,
      releaseDate,
    });
    const shows = [
      show("Charade", true, "2026-12-30"),
      show("Zorro"),
      show("Le Voleur de Bagdad", true, "2026-12-16"),
      show("Émile"),
      show("avant"),
    ];
    expect(shows.sort(showOrder("fr")).map((one) => one.title)).toEqual([
      "avant",
      "Émile",
      "Zorro",
      "Le Voleur de Bagdad",
      "Charade",
    ]);
  });

  it("lists the filters present across the shows, technologies in the SPEC 9 order", () => {
    expect(
      showFiltersOf([
        { genres: ["horror"], versions: ["VO"], technologies: ["dolby"], dates: ["2026-11-24"] },
        {
          genres: ["comedy", "horror"],
          versions: ["VF", "VO"],
          technologies: ["imax"],
          dates: ["2026-11-23"],
        },
      ]),
    ).toEqual({
      genres: ["comedy", "horror"],
      versions: ["VF", "VO"],
      technologies: ["imax", "dolby"],
      dates: ["2026-11-23", "2026-11-24"],
    });
  });

  it("gives great-circle distances in km with one decimal", () => {
    const paris = cinema("a", "A", 48.853, 2.371);
    const lyon = cinema("b", "B", 45.741, 4.818);
    expect(distanceKm(paris, lyon)).toBe(392.1);
    expect(distanceKm(paris, cinema("c", "C", null))).toBeNull();
  });

  it("gives the three nearest other cinemas, ties by name, leaving out those without coordinates", () => {
    const here = cinema("here", "Here", 48.85);
    const others = [
      here,
      cinema("far", "Far", 43.3),
      cinema("nowhere", "Nowhere", null),
      cinema("near-b", "B near", 48.86),
      cinema("near-a", "A near", 48.86),
      cinema("mid", "Mid", 48.9),
    ];
    expect(nearbyCinemas(here, others).map((other) => [other.slug, other.distanceKm])).toEqual([
      ["near-a", 1.1],
      ["near-b", 1.1],
      ["mid", 5.6],
    ]);
  });

  it("reads the default city idf as the Dutch domain's own default zone", () => {
    expect(zoneAsked("fr", undefined)).toBe("idf");
    expect(zoneAsked("fr", "idf")).toBe("idf");
    expect(zoneAsked("nl", undefined)).toBe("amsterdam");
    expect(zoneAsked("nl", "idf")).toBe("amsterdam");
    expect(zoneAsked("nl", "lyon")).toBe("lyon");
    expect(zoneExists("nl", "lyon", [])).toBe(false);
    expect(zoneExists("fr", "lyon", [])).toBe(true);
    expect(zoneExists("fr", "lille", [{ zone: "lille" }])).toBe(true);
  });
});
