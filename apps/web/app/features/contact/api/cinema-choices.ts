import type { CinemasResponse } from "@cinelux/contract/catalog";
import type { Language } from "@cinelux/contract/languages";

/**
 * The case's optional cinema (SPEC 5), from GET /api/cinemas: the case names its cinema by slug (the
 * server checks it is one of the chain's); the list shows names, in the language's order.
 */
export function contactCinemaChoices(language: Language) {
  return (answer: CinemasResponse) =>
    answer.cinemas
      .map(({ slug, name }) => ({ slug, name }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
}
