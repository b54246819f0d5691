import type { CatalogReader, ShowResponse } from "@cinelux/contract/catalog";
import { testCatalogReader, testCinema, testShowSummary } from "../shared/catalog-test-kit";

/** Tests only: a show page answer as the catalog gives it, and a reader that serves it. */
export function testShow(overrides: Partial<ShowResponse> = {}): ShowResponse {
  const cinema = testCinema();
  const session = (
    id: string,
    date: string,
    time: string,
    technologies: ShowResponse["technologies"] = [],
  ) => ({
    id,
    startsAt: `${date}T${time}:00.000Z`,
    endsAt: `${date}T23:59:00.000Z`,
    time,
    version: "VOST",
    technologies,
    auditoriumName: "Salle 2",
  });
  return {
    ...testShowSummary({ trailerKey: "metropolis" }),
    synopsis: "Dans une mégapole futuriste, </script><b>les ouvriers</b> font tourner les machines.",
    director: "Fritz Lang",
    cast: ["Brigitte Helm", "Alfred Abel"],
    cinemas: [
      {
        cinema,
        days: [
          { date: "2026-11-23", sessions: [session("s1", "2026-11-23", "14:00", ["dolby"])] },
          {
            date: "2026-11-24",
            sessions: [session("s2", "2026-11-24", "17:30"), session("s3", "2026-11-24", "22:00")],
          },
        ],
      },
    ],
    ...overrides,
  };
}

export function testCatalog(shows: ShowResponse[]): CatalogReader {
  return testCatalogReader("the show page", {
    show: async (slug) => shows.find((show) => show.slug === slug),
  });
}
