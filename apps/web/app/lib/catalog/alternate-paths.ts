import type { Language } from "@cinelux/contract/languages";

/**
 * A page whose path is translated (a catalog page: `/fr/films/x` is `/en/movies/x`) gives its
 * path in every language in its loader data as `alternatePaths`; the language switch lands there
 * instead of rewriting only the language segment. Undefined when no matched route gives one.
 */
export function alternatePath(
  matches: readonly { loaderData?: unknown }[],
  language: Language,
): string | undefined {
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as
      | { alternatePaths?: Partial<Record<Language, unknown>> }
      | null
      | undefined;
    const path = data?.alternatePaths?.[language];
    if (typeof path === "string") {
      return path;
    }
  }
  return undefined;
}
