import type { Language } from "@cinelux/contract/languages";
import { IDEMPOTENCY_HEADER, type PlanChangeResponse, type SubscribeRequest } from "@cinelux/contract/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { apiRequest } from "../../../lib/api/api-client";
import { followCheckout, isUnanswered, retryUnanswered } from "./checkout";
import { reloadAfterAction } from "./subscription-keys";

/**
 * POST /api/accounts/me/subscription/plan (docs/domain/payments.md "Plan changes"): the sign-up's
 * body; a dearer plan answers an order to pay now, a cheaper or equal one the day it takes effect.
 */
export function changePlan(language: Language, request: SubscribeRequest, key: string) {
  return apiRequest<PlanChangeResponse>({
    path: "/api/accounts/me/subscription/plan",
    method: "POST",
    body: request,
    language,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

/**
 * The plan change (docs/screens/subscribe.md "Changing plan"): every refusal shows in place (no
 * toast). One Idempotency-Key per attempt, as the sign-up's checkout: a click starts an attempt; the
 * retry of an unanswered call reuses its key (the server replays the first answer); once the server
 * has answered the attempt is over. An upgrade leaves for the provider's page (or, already settled,
 * the order page); a scheduled change reloads the account and the subscription, which show it.
 */
export function useChangePlan(language: Language) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ request, key }: { request: SubscribeRequest; key: string }) =>
      changePlan(language, request, key),
    retry: retryUnanswered,
    meta: { errorToast: "none" },
  });
  const attempt = useRef<{ key: string; input: string } | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function change(request: SubscribeRequest): Promise<PlanChangeResponse> {
    const input = JSON.stringify(request);
    if (attempt.current?.input !== input) {
      attempt.current = { key: crypto.randomUUID(), input };
    }
    try {
      const answer = await mutation.mutateAsync({ request, key: attempt.current.key });
      attempt.current = null;
      if (answer.change === "scheduled") {
        await reloadAfterAction(queryClient);
        return answer;
      }
      setLeaving(true);
      if (!answer.checkoutUrl) {
        // Settled already: the order page shows it with the account and the pass as they are now.
        await reloadAfterAction(queryClient);
      }
      followCheckout(answer, language, navigate);
      return answer;
    } catch (error) {
      if (!isUnanswered(error)) {
        attempt.current = null;
      }
      throw error;
    }
  }

  return { change, isPending: mutation.isPending || leaving, error: mutation.error, reset: mutation.reset };
}
