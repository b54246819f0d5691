import type { FeelingWriteResponse, SetEmotionRequest } from "@cinelux/contract/feelings";
import type { Emotion } from "@cinelux/contract/feelings-rules";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { reportFeelingsError } from "../ratings-errors";
import { reloadRatings } from "./ratings-keys";

/**
 * SPEC 7: POST /api/client/{account}/show/sf/{id}/emotion: rates a show by its salesforce id
 * (what a film to rate and a rating both carry) with an emotion, or removes the rating (null).
 */
export function rateShow(options: {
  language: Language;
  accountId: string;
  salesforceShowId: string;
  emotion: Emotion | null;
}) {
  const body: SetEmotionRequest =
    options.emotion === null ? { isDelete: true } : { emotion: options.emotion };
  return apiRequest<FeelingWriteResponse>({
    path: `/api/client/${encodeURIComponent(options.accountId)}/show/sf/${encodeURIComponent(options.salesforceShowId)}/emotion`,
    method: "POST",
    body,
    language: options.language,
  });
}

/** Rates, re-rates or (emotion null) un-rates a show; both lists reload. Failures: a coded toast (ratings-errors.ts). */
export function useRateShow(language: Language, accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "none" },
    onError: reportFeelingsError,
    mutationFn: (input: { salesforceShowId: string; emotion: Emotion | null }) =>
      rateShow({ language, accountId, ...input }),
    onSuccess: () => reloadRatings(queryClient),
  });
}
