import {
  AGE_RATINGS,
  type AgeRating,
  artworkPath,
  type CinemaSummary,
  type Language,
  type Session,
  type ShowCard,
  type ShowSummary,
  TECHNOLOGIES,
  type Technology,
  type Theater,
} from "@cinelux/contract";
import type { CinemaRow, HallRow, SessionRow, ShowRow, ShowTranslationRow } from "./catalog.repository.ts";

/** A session with its local date and time, as the programme holds it. */
export interface ProgrammeSession extends SessionRow {
  date: string;
  time: string;
}

export interface ShowText {
  title: string;
  synopsis: string;
}

/** The show's text in `language`, else English, else French, else its catalog title. */
export function showText(
  show: ShowRow,
  translations: ReadonlyMap<string, ShowTranslationRow> | undefined,
  language: Language,
): ShowText {
  const row = translations?.get(language) ?? translations?.get("en") ?? translations?.get("fr");
  return { title: row?.title ?? show.title, synopsis: row?.synopsis ?? "" };
}

/** The column has no CHECK: a value written by hand outside the scale reads as "all" rather than a 500. */
function ageRatingOf(value: string): AgeRating {
  return (AGE_RATINGS as readonly string[]).includes(value) ? (value as AgeRating) : "all";
}

export function toShowCard(show: ShowRow, text: ShowText): ShowCard {
  return {
    slug: show.slug,
    title: text.title,
    movie: show.isMovie,
    genres: show.genres,
    durationMinutes: show.durationMinutes,
    releaseYear: show.releaseYear,
    ageRating: ageRatingOf(show.ageRating),
    presales: show.presales,
    comingSoon: show.comingSoon,
    bookable: show.bookable,
    // The image pipeline's stable URLs (contract artwork.ts); shows.backdrop_url is not used.
    posterUrl: artworkPath("poster", show.slug),
    backdropUrl: artworkPath("backdrop", show.slug),
  };
}

/** The premium formats among a session's specificities, in SPEC 9 order (others are not shown). */
export function technologiesOf(specificities: readonly string[]): Technology[] {
  return TECHNOLOGIES.filter((technology) => specificities.includes(technology));
}

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

export function toShowSummary(
  show: ShowRow,
  text: ShowText,
  sessions: readonly ProgrammeSession[],
): ShowSummary {
  return {
    ...toShowCard(show, text),
    releaseDate: show.releaseDate,
    trailerKey: show.trailerKey,
    dates: sortedUnique(sessions.map((session) => session.date)),
    versions: sortedUnique(sessions.map((session) => session.version)),
    technologies: TECHNOLOGIES.filter((technology) =>
      sessions.some((session) => session.specificities.includes(technology)),
    ),
  };
}

export function toSession(session: ProgrammeSession): Session {
  return {
    id: session.id,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    time: session.time,
    version: session.version,
    technologies: technologiesOf(session.specificities),
    auditoriumName: session.auditoriumName,
  };
}

function coordinatesOf(cinema: CinemaRow): CinemaSummary["coordinates"] {
  const latitude = Number(cinema.latitude);
  const longitude = Number(cinema.longitude);
  if (
    cinema.latitude === null ||
    cinema.longitude === null ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude)
  ) {
    return null;
  }
  return { latitude, longitude };
}

export function toCinemaSummary(cinema: CinemaRow): CinemaSummary {
  return {
    slug: cinema.slug,
    name: cinema.name,
    address: cinema.address,
    postalCode: cinema.postalCode,
    city: cinema.city,
    citySlug: cinema.citySlug,
    zone: cinema.zone,
    tags: cinema.tags,
    hallCount: cinema.hallCount,
    seatCount: cinema.seatCount,
    hasPmrService: cinema.hasPmrService,
    coordinates: coordinatesOf(cinema),
  };
}

/** SPEC 3 Cinema `theaters`: the stored halls, in their order; a cinema without any has none. */
export function toTheaters(halls: readonly HallRow[] | undefined): Theater[] {
  return (halls ?? []).map((hall) => ({
    name: hall.name,
    seatCount: hall.seatCount,
    technologies: technologiesOf(hall.technologies),
  }));
}

export function cinemaDescription(cinema: CinemaRow, language: Language): string | null {
  return cinema.descriptions[language] ?? cinema.descriptions.en ?? null;
}
