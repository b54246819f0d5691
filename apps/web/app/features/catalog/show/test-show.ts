import type { CatalogReader, ShowResponse } from "@cinelux/contract/catalog";

/** Tests only: a show page answer as the catalog gives it, and a reader that serves it. */
export function testShow(overrides: Partial<ShowResponse> = {}): ShowResponse {
  const cinema = {
    slug: "cinelux-montparnasse",
    name: "Cinélux Montparnasse",
    address: "68 boulevard du Montparnasse",
    postalCode: "75014",
    city: "Paris",
    citySlug: "paris",
    zone: "idf",
    tags: [],
    hallCount: 6,
    seatCount: 900,
    hasPmrService: true,
    coordinates: null,
  };
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
    slug: "metropolis",
    title: "Metropolis",
    movie: true,
    genres: ["science-fiction", "drama"],
    durationMinutes: 153,
    releaseYear: 1927,
    ageRating: "12",
    presales: false,
    comingSoon: false,
    bookable: true,
    posterUrl: "/media/posters/metropolis.jpg",
    backdropUrl: "/media/backdrops/metropolis.jpg",
    releaseDate: null,
    trailerKey: "metropolis",
    dates: ["2026-11-23", "2026-11-24"],
    versions: ["VOST"],
    technologies: ["dolby"],
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
  const unused = () => Promise.reject(new Error("not used by the show page"));
  return {
    show: async (slug) => shows.find((show) => show.slug === slug),
    shows: unused,
    trailers: unused,
    cinemas: unused,
    cinema: unused,
    cinemaShows: unused,
    zone: unused,
  };
}
