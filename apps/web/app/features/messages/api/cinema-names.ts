import type { CinemasResponse } from "@cinelux/contract/catalog";

/**
 * A case names its cinema by slug (docs/support.md); the conversation shows the cinema's name from
 * GET /api/cinemas (the slug itself while it loads or for a cinema since closed).
 */
export function cinemaNamesOf(answer: CinemasResponse): Map<string, string> {
  return new Map(answer.cinemas.map((cinema) => [cinema.slug, cinema.name]));
}
