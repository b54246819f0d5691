import type { FeelingFilter, FeelingsResponse } from "@cinelux/contract/feelings";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api/api-client";

/** A wish or a rating changed anywhere marks every list of feelings stale through this prefix. */
export const FEELINGS_QUERY_KEY = ["feelings"] as const;

/**
 * GET /api/accounts/me/feelings?filter= (docs/domain/feelings.md): the wished shows for the wishlist,
 * the ratings given for the ratings screen, newest first.
 */
export function getFeelings(
  language: Language,
  filter: FeelingFilter,
  signal?: AbortSignal,
): Promise<FeelingsResponse> {
  return apiRequest<FeelingsResponse>({
    path: `/api/accounts/me/feelings?filter=${filter}`,
    language,
    signal,
  });
}

export function feelingsQueryKey(filter: FeelingFilter) {
  return [...FEELINGS_QUERY_KEY, filter] as const;
}

export function getFeelingsQueryOptions(language: Language, filter: FeelingFilter) {
  return queryOptions({
    queryKey: [...feelingsQueryKey(filter), language] as const,
    queryFn: ({ signal }) => getFeelings(language, filter, signal),
  });
}
