import { INTEREST_GENRE_LABELS, type InterestGenre } from "@cinelux/contract/interests";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import { LanguageQuerySchema } from "@cinelux/contract/queries";
import { LIKED_EMOTION, recommend } from "@cinelux/contract/recommendation-rules";
import type { RecommendationsResponse } from "@cinelux/contract/recommendations";
import { HttpResponse, http } from "msw";
import { FAKE_CINEMAS, FAKE_SHOWS } from "../data/catalog";
import { fakeUuid } from "../data/history";
import { FAKE_TASTE } from "../data/recommendations";
import { fakeDb } from "../fake-db";
import { signedInQuery } from "../fake-responses";
import { fakeProgramme } from "./catalog-programme";

/**
 * The recommendations on the fakes (docs/domain/statistics.md "Fakes"): the fake programme's
 * shows to come at the fake favourite cinemas, scored by the contract's rules as the server does.
 */
export function fakeRecommendations(
  language: Language,
  options: { now?: Date; interestGenres?: readonly string[]; favouriteCinemaSlugs?: readonly string[] } = {},
): RecommendationsResponse {
  const now = options.now ?? new Date();
  const favourites = options.favouriteCinemaSlugs ?? FAKE_TASTE.favouriteCinemaSlugs;
  const next = new Map<string, { startsAt: Date; cinemaSlug: string }>();
  for (const session of fakeProgramme("fr", now).sessions) {
    if (!favourites.includes(session.cinemaSlug) || session.startsAt.getTime() <= now.getTime()) {
      continue;
    }
    const known = next.get(session.showSlug);
    if (!known || session.startsAt < known.startsAt) {
      next.set(session.showSlug, { startsAt: session.startsAt, cinemaSlug: session.cinemaSlug });
    }
  }
  const candidates = FAKE_SHOWS.flatMap((show) => {
    const session = next.get(show.slug);
    return session
      ? [
          {
            id: fakeUuid(`show:${show.slug}`),
            slug: show.slug,
            title: show.texts[language].title,
            movie: show.movie,
            genres: show.genres,
            nextSession: session.startsAt.toISOString(),
            cinemaSlug: session.cinemaSlug,
          },
        ]
      : [];
  });
  const showOf = (slug: string) => FAKE_SHOWS.find((show) => show.slug === slug);
  const ranked = recommend(candidates, {
    liked: FAKE_TASTE.rated
      .filter((rating) => rating.emotion >= LIKED_EMOTION)
      .map((rating) => ({
        id: fakeUuid(`show:${rating.slug}`),
        title: showOf(rating.slug)?.texts[language].title ?? rating.slug,
        genres: showOf(rating.slug)?.genres ?? [],
        emotion: rating.emotion,
      })),
    wished: new Set(FAKE_TASTE.wished.map((slug) => fakeUuid(`show:${slug}`))),
    interestGenres: options.interestGenres ?? [],
    friendLikes: new Map(
      Object.entries(FAKE_TASTE.friendLikes).map(([slug, names]) => [fakeUuid(`show:${slug}`), names]),
    ),
    excluded: new Set(
      [...FAKE_TASTE.seen, ...FAKE_TASTE.rated.map((rating) => rating.slug), ...FAKE_TASTE.ignored].map(
        (slug) => fakeUuid(`show:${slug}`),
      ),
    ),
    genreLabel: (genre) => INTEREST_GENRE_LABELS[genre as InterestGenre]?.[language] ?? genre,
  });
  return {
    recommendations: ranked.map(({ show, reasons }) => ({
      show: { id: show.id, slug: show.slug, title: show.title, movie: show.movie },
      reasons,
      nextSession: {
        startDate: show.nextSession,
        cinemaName: FAKE_CINEMAS.find((cinema) => cinema.slug === show.cinemaSlug)?.name ?? "",
      },
    })),
    favouriteCinemas: favourites.length,
  };
}

export const recommendationsHandlers = [
  http.get("*/api/accounts/me/recommendations", ({ request }) => {
    const parsed = signedInQuery(request, LanguageQuerySchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    const language = isLanguage(parsed.data.language) ? parsed.data.language : "fr";
    return HttpResponse.json(
      fakeRecommendations(language, { interestGenres: fakeDb().account.interest?.genres ?? [] }),
    );
  }),
];
