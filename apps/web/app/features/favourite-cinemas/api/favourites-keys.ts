import type { Language } from "@cinelux/contract/languages";

/** The favourites' cache keys: the list, and the picker's cinemas of the site. */
export const FAVOURITE_CINEMAS_QUERY_KEY = ["favourite-cinemas"] as const;

export function favouriteCinemasQueryKey(language: Language) {
  return [...FAVOURITE_CINEMAS_QUERY_KEY, language] as const;
}

export function cinemaChoicesQueryKey(language: Language) {
  return ["favourite-cinema-choices", language] as const;
}
