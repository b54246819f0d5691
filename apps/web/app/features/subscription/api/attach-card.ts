import type { Language } from "@cinelux/contract/languages";
import type { AttachCardRequest, CardsResponse } from "@cinelux/contract/subscription";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getCardsQueryOptions } from "../../../lib/account/cards";
import { apiRequest } from "../../../lib/api/api-client";
import { captchaHeaders } from "../../../lib/captcha/captcha-answer";
import { reloadAfterAction } from "./subscription-keys";

/** SPEC 7 PATCH /api/accounts/me/cards with lastname, cardNumber and the captcha header (SPEC 5). */
export function attachCard(
  language: Language,
  card: AttachCardRequest,
  captcha: string,
): Promise<CardsResponse> {
  return apiRequest<CardsResponse>({
    path: "/api/accounts/me/cards",
    language,
    method: "PATCH",
    body: card,
    headers: captchaHeaders(captcha),
  });
}

export function useAttachCard(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ card, captcha }: { card: AttachCardRequest; captcha: string }) =>
      attachCard(language, card, captcha),
    onSuccess: async (cards) => {
      queryClient.setQueryData(getCardsQueryOptions(language).queryKey, cards);
      // A pass card brings its subscription: the account and the screen's data reload.
      await reloadAfterAction(queryClient);
    },
    // The form shows the refusals it knows (captcha, not found, already attached) in place.
    meta: { errorToast: "none" },
  });
}
