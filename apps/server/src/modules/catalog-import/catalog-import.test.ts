import type { CatalogImportInput } from "@cinelux/contract";
import { demoPriceList } from "@cinelux/demo/catalog/prices";
import { demoSeatMap } from "@cinelux/demo/catalog/seat-maps";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { cinemaHalls, cinemas, showSessions, shows, showTranslations } from "../../db/schema/index.ts";
import { CatalogImportError, importCatalog } from "./catalog-import.service.ts";

function smallCatalog(): CatalogImportInput {
  return {
    cinemas: [
      {
        slug: "cinelux-lille-centre",
        citySlug: "lille",
        domain: "fr",
        name: "Cinélux Lille Centre",
        address: "12 rue Faidherbe",
        postalCode: "59000",
        city: "Lille",
        latitude: "50.6365",
        longitude: "3.0700",
        seatCount: 300,
        codeCcs: "CCS-LIL-01",
        vistaRef: "VISTA-LIL-01",
        zone: "lille",
        descriptions: { fr: "Au cœur de Lille.", en: "In the heart of Lille." },
        halls: [
          {
            name: "Salle 1",
            seatCount: 180,
            technologies: ["imax"],
            seatMap: demoSeatMap({ seatCount: 180, technologies: ["imax"] }),
          },
          { name: "Salle 2", seatCount: 120, seatMap: demoSeatMap({ seatCount: 120, technologies: [] }) },
        ],
        priceList: demoPriceList({ domain: "fr", citySlug: "lille" }),
        concessions: [
          {
            names: { fr: "Popcorn moyen", nl: "Middelgrote popcorn", en: "Medium popcorn" },
            category: "popcorn",
            priceCents: 650,
          },
          {
            names: { fr: "Eau minérale", nl: "Mineraalwater", en: "Mineral water" },
            category: "drink",
            priceCents: 350,
          },
        ],
      },
    ],
    shows: [
      {
        slug: "the-general",
        salesforceShowId: "SF-IMPORT-1",
        title: "The General",
        texts: {
          fr: { title: "Le Mécano de la General", synopsis: "Un mécanicien poursuit sa locomotive volée." },
          nl: { title: "The General", synopsis: "Een machinist achtervolgt zijn gestolen locomotief." },
          en: { title: "The General", synopsis: "An engineer chases his stolen locomotive." },
        },
        genres: ["comedy"],
        durationMinutes: 78,
        releaseYear: 1926,
        backdropUrl: "https://images.example.com/the-general.jpg",
      },
    ],
    sessions: [
      {
        cinema: "cinelux-lille-centre",
        hall: "Salle 1",
        show: "the-general",
        startsAt: "2026-12-02T20:15:00+01:00",
        endsAt: "2026-12-02T21:53:00+01:00",
        version: "VO",
      },
      {
        cinema: "cinelux-lille-centre",
        hall: "Salle 2",
        show: "the-general",
        startsAt: "2026-12-02T14:00:00+01:00",
        endsAt: "2026-12-02T15:38:00+01:00",
        version: "VOST",
      },
    ],
  };
}

describe("catalog import", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  afterAll(async () => {
    await handle.close();
  });

  const countOf = async (table: PgTable) => (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it("creates the file's cinema, halls, seat maps, prices, menu, show with its texts and sessions", async () => {
    const report = await importCatalog({ db: handle.db, text: JSON.stringify(smallCatalog(), null, 2) });
    expect(report).toMatchObject({
      cinemas: { created: 1, updated: 0, unchanged: 0 },
      halls: { created: 2 },
      seatMaps: { created: 2 },
      priceLists: { created: 1 },
      concessions: { created: 2 },
      shows: { created: 1 },
      showTexts: { created: 3 },
      sessions: { created: 2 },
    });
    const [cinema] = await handle.db.select().from(cinemas).where(eq(cinemas.slug, "cinelux-lille-centre"));
    expect(cinema).toMatchObject({ hallCount: 2, seatCount: 300, city: "Lille" });
    const sessions = await handle.db
      .select()
      .from(showSessions)
      .where(eq(showSessions.cinemaId, cinema?.id as string));
    expect(
      sessions.map((row) => [row.auditoriumName, row.startsAt.toISOString(), row.specificities]).sort(),
    ).toEqual([
      ["Salle 1", "2026-12-02T19:15:00.000Z", ["imax"]],
      ["Salle 2", "2026-12-02T13:00:00.000Z", []],
    ]);
  });

  it("changes nothing when the same file comes again, and updates only what changed", async () => {
    const again = await importCatalog({ db: handle.db, text: JSON.stringify(smallCatalog()) });
    for (const counts of Object.values(again)) {
      expect(counts.created + counts.updated).toBe(0);
    }
    expect(again.sessions.unchanged).toBe(2);

    const changed = smallCatalog();
    const show = changed.shows?.[0];
    if (!show) {
      throw new Error("no show");
    }
    show.texts.nl.synopsis = "Buster Keaton achtervolgt zijn gestolen locomotief.";
    const report = await importCatalog({ db: handle.db, text: JSON.stringify(changed) });
    expect(report.showTexts).toEqual({ created: 0, updated: 1, unchanged: 2 });
    expect(report.shows).toEqual({ created: 0, updated: 0, unchanged: 1 });
    const texts = await handle.db.select().from(showTranslations).where(eq(showTranslations.language, "nl"));
    expect(texts.map((row) => row.synopsis)).toEqual(["Buster Keaton achtervolgt zijn gestolen locomotief."]);
  });

  it("refuses a file with one bad value whole, naming its path and line", async () => {
    const before = await Promise.all([
      countOf(cinemas),
      countOf(shows),
      countOf(showSessions),
      countOf(cinemaHalls),
    ]);
    const bad = smallCatalog();
    bad.shows?.push({
      ...(bad.shows[0] as NonNullable<typeof bad.shows>[number]),
      slug: "sherlock-jr",
      salesforceShowId: "SF-IMPORT-2",
    });
    const added = bad.shows?.[1];
    if (!added) {
      throw new Error("no show");
    }
    added.texts = { ...added.texts, nl: { title: "", synopsis: "Een filmoperateur droomt." } };
    bad.cinemas?.push({
      ...(bad.cinemas[0] as NonNullable<typeof bad.cinemas>[number]),
      slug: "cinelux-roubaix",
    });
    const text = JSON.stringify(bad, null, 2);

    const failure = await importCatalog({ db: handle.db, text }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CatalogImportError);
    const problem = (failure as CatalogImportError).problem;
    expect(problem.path).toBe("shows[1].texts.nl.title");
    const lines = text.split("\n");
    expect(lines[(problem.line as number) - 1]).toContain('"title": ""');
    expect(
      await Promise.all([countOf(cinemas), countOf(shows), countOf(showSessions), countOf(cinemaHalls)]),
    ).toEqual(before);
  });

  it("refuses a session in a hall its cinema lacks, writing nothing of the file", async () => {
    const before = await countOf(cinemas);
    const bad = smallCatalog();
    bad.cinemas?.push({
      ...(bad.cinemas[0] as NonNullable<typeof bad.cinemas>[number]),
      slug: "cinelux-roubaix",
    });
    bad.sessions?.push({ ...(bad.sessions[0] as NonNullable<typeof bad.sessions>[number]), hall: "Salle 9" });
    const text = JSON.stringify(bad, null, 2);
    const failure = await importCatalog({ db: handle.db, text }).catch((error: unknown) => error);
    expect((failure as CatalogImportError).problem).toMatchObject({ path: "sessions[2].hall" });
    expect(text.split("\n")[((failure as CatalogImportError).problem.line as number) - 1]).toContain(
      '"Salle 9"',
    );
    expect(await countOf(cinemas)).toBe(before);
  });

  it("names a file that is not JSON", () => {
    return expect(importCatalog({ db: handle.db, text: "{ cinemas: [" })).rejects.toThrow(/not JSON/);
  });
});
