import { describe, expect, it } from "vitest";
// The seed is the fake catalog's source: reading it here (a test, never the app) keeps the copy honest.
import { CINEMA_DESCRIPTIONS } from "../../../../server/src/db/seed/cinema-descriptions.ts";
import { DEMO_CINEMAS } from "../../../../server/src/db/seed/cinemas.ts";
import { SHOW_DETAILS } from "../../../../server/src/db/seed/show-details.ts";
import { DEMO_SHOWS, demoTrailerKey } from "../../../../server/src/db/seed/shows.ts";
import { FAKE_CINEMAS, FAKE_SHOWS } from "./catalog";

describe("the fake catalog is a copy of the seed (docs/fakes.md)", () => {
  it("has seeded shows only, with the seed's slugs, flags, facts and texts", () => {
    for (const fake of FAKE_SHOWS) {
      const seeded = DEMO_SHOWS.find((show) => show.slug === fake.slug);
      const details = SHOW_DETAILS[fake.slug];
      expect(seeded, fake.slug).toBeDefined();
      expect(fake).toMatchObject({
        title: seeded?.title,
        movie: seeded?.isMovie ?? true,
        genres: seeded?.genres,
        durationMinutes: seeded?.durationMinutes,
        releaseYear: seeded?.releaseYear,
        presales: seeded?.presales ?? false,
        comingSoon: seeded?.comingSoon ?? false,
        bookable: seeded?.bookable ?? true,
        ageRating: details?.ageRating,
        director: details?.director,
        cast: details?.cast,
        texts: details?.texts,
        trailerKey: details?.trailer ? demoTrailerKey(fake.slug) : null,
      });
    }
  });

  it("has every seeded cinema of both domains, as seeded", () => {
    expect(FAKE_CINEMAS.map((cinema) => cinema.slug).sort()).toEqual(
      DEMO_CINEMAS.map((cinema) => cinema.slug).sort(),
    );
    for (const fake of FAKE_CINEMAS) {
      const seeded = DEMO_CINEMAS.find((cinema) => cinema.slug === fake.slug);
      expect(fake).toEqual({
        domain: seeded?.domain,
        slug: seeded?.slug,
        name: seeded?.name,
        address: seeded?.address,
        postalCode: seeded?.postalCode,
        city: seeded?.city,
        citySlug: seeded?.citySlug,
        zone: seeded?.zone,
        tags: seeded?.tags,
        hallCount: seeded?.hallCount,
        seatCount: seeded?.seatCount,
        hasPmrService: seeded?.hasPmrService,
        coordinates: { latitude: Number(seeded?.latitude), longitude: Number(seeded?.longitude) },
        descriptions: CINEMA_DESCRIPTIONS[fake.slug],
      });
    }
  });
});
