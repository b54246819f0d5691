import type { Language } from "@cinelux/contract/languages";
import { IDEMPOTENCY_HEADER, type PlanChangeResponse, type SubscribeRequest } from "@cinelux/contract/orders";
import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { apiRequest } from "../../../lib/api/api-client";
import { useCheckout } from "../../../lib/checkout/use-checkout";
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

type Scheduled = Extract<PlanChangeResponse, { change: "scheduled" }>;

/**
 * The plan change (docs/screens/subscribe.md "Changing plan"), one Idempotency-Key per attempt
 * (`useCheckout`): an upgrade leaves for the provider's page (or, already settled, the order page);
 * a scheduled change reloads the account and the subscription, which show it, and answers its day.
 * Every refusal is thrown for the dialog to show in place.
 */
export function useChangePlan(language: Language) {
  const queryClient = useQueryClient();
  const scheduled = useRef<Scheduled | null>(null);
  const checkout = useCheckout<SubscribeRequest>({
    language,
    send: async (request, key) => {
      const answer = await changePlan(language, request, key);
      if (answer.change === "scheduled") {
        scheduled.current = answer;
        await reloadAfterAction(queryClient);
        return null;
      }
      return { orderId: answer.orderId, checkoutUrl: answer.checkoutUrl };
    },
    onSettled: () => reloadAfterAction(queryClient),
  });

  async function change(request: SubscribeRequest): Promise<PlanChangeResponse> {
    scheduled.current = null;
    const paid = await checkout.pay(request);
    if (paid) {
      return { change: "upgrade", ...paid };
    }
    if (!scheduled.current) {
      throw new Error("the plan change answered neither an order nor a day");
    }
    return scheduled.current;
  }

  return { change, isPending: checkout.isPending, error: checkout.error, reset: checkout.reset };
}
