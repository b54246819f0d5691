import { WISHLIST_INTENTION } from "@cinelux/contract/constants";
import type { FeelingWriteResponse, SetIntentionRequest } from "@cinelux/contract/feelings";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { WISHLIST_QUERY_KEY } from "./get-wishlist";

/** SPEC 7: POST /api/client/{account}/show/{slug}/intention with intention 2 (SPEC 9) adds to the wishlist. */
export function addWish(options: { language: Language; accountId: string; slug: string }) {
  const body: SetIntentionRequest = { intention: WISHLIST_INTENTION };
  return apiRequest<FeelingWriteResponse>({
    path: `/api/client/${encodeURIComponent(options.accountId)}/show/${encodeURIComponent(options.slug)}/intention`,
    method: "POST",
    body,
    language: options.language,
  });
}

/** Puts a show on the wishlist; the list reloads. A failure shows the default error toast (SPEC 8). */
export function useAddWish(language: Language, accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => addWish({ language, accountId, slug }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY }),
  });
}
