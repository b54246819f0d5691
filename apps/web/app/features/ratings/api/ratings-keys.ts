import type { QueryClient } from "@tanstack/react-query";
import { feelingsQueryKey } from "../../../lib/account/feelings";

/** The ratings screen's cache keys: the ratings given, and the films to rate. */
export const RATINGS_QUERY_KEY = feelingsQueryKey("rated");
export const MOVIES_TO_NOTE_QUERY_KEY = ["movie-to-note"] as const;

/** A rating given, changed or removed moves a film between the two lists: both reload. */
export async function reloadRatings(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: RATINGS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: MOVIES_TO_NOTE_QUERY_KEY }),
  ]);
}
