import { WISHLIST_INTENTION } from "@cinelux/contract/constants";
import type { FeelingWriteResponse, SetIntentionRequest } from "@cinelux/contract/feelings";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { feelingsQueryKey } from "../../../lib/account/feelings";
import { apiRequest } from "../../../lib/api/api-client";

/**
 * SPEC 7: POST /api/client/{account}/show/{slug}/intention. Intention 2 (SPEC 9) puts the show on the
 * wishlist; null with isDelete true takes it off.
 */
export function setWish(options: { language: Language; accountId: string; slug: string; wished: boolean }) {
  const body: SetIntentionRequest = options.wished
    ? { intention: WISHLIST_INTENTION }
    : { intention: null, isDelete: true };
  return apiRequest<FeelingWriteResponse>({
    path: `/api/client/${encodeURIComponent(options.accountId)}/show/${encodeURIComponent(options.slug)}/intention`,
    method: "POST",
    body,
    language: options.language,
  });
}

/** Puts a show on the wishlist or takes it off; the list reloads. A failure shows the default error toast (SPEC 8). */
function useSetWish(language: Language, accountId: string, wished: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => setWish({ language, accountId, slug, wished }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feelingsQueryKey("wished") }),
  });
}

export function useAddWish(language: Language, accountId: string) {
  return useSetWish(language, accountId, true);
}

export function useRemoveWish(language: Language, accountId: string) {
  return useSetWish(language, accountId, false);
}
