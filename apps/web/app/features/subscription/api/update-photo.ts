import type { Language } from "@cinelux/contract/languages";
import type { UpdatePhotoResponse } from "@cinelux/contract/subscription";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CARDS_QUERY_KEY } from "../../../lib/account/cards";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { invalidateAccount } from "../../../lib/account/update-account";
import { hidePhotoProblemToast } from "../../../shell/alerts/photo-toast";
import { authorizedFetch } from "./authorized-fetch";
import { getSubscriptionQueryOptions } from "./get-subscription";

/** SPEC 7 POST /api/accounts/me/updatePhoto (multipart: photo, cardId). */
export async function updatePhoto(
  language: Language,
  cardId: string,
  photo: File,
): Promise<UpdatePhotoResponse> {
  const body = new FormData();
  body.append("cardId", cardId);
  body.append("photo", photo, photo.name);
  const response = await authorizedFetch("/api/accounts/me/updatePhoto", language, {
    method: "POST",
    body,
    accept: "application/json",
  });
  return (await response.json()) as UpdatePhotoResponse;
}

/**
 * SPEC 4 "Card photo": on success the cards reload (and the account, whose photoStatus the shell's
 * photo toast reads, and the subscription, whose card status a new photo may unblock) and the
 * photo-problem toast hides. Failures are the modal's to show (SPEC 8: the photo toast), so no default toast.
 */
export function useUpdatePhoto(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, photo }: { cardId: string; photo: File }) => updatePhoto(language, cardId, photo),
    onSuccess: async () => {
      const account = queryClient.getQueryData(getAccountQueryOptions(language).queryKey);
      if (account) {
        hidePhotoProblemToast(account.id);
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CARDS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: getSubscriptionQueryOptions(language).queryKey }),
        invalidateAccount(queryClient),
      ]);
    },
    meta: { errorToast: "none" },
  });
}
