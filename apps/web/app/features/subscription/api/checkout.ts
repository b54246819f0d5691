import type { Language } from "@cinelux/contract/languages";
import type { CheckoutResponse } from "@cinelux/contract/orders";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api/api-error";
import { orderPath } from "../../../lib/routing/payment-paths";
import { reloadAfterAction } from "./subscription-keys";

/**
 * A failure the server never answered (the network, a timeout): the call may or may not have
 * reached it, so a retry must be the same attempt, with the same Idempotency-Key.
 */
export function isUnanswered(error: unknown): boolean {
  return !(error instanceof ApiError) && !(error instanceof DOMException && error.name === "AbortError");
}

/** Retries of one attempt: twice more after an unanswered call, never after an answer. */
export function retryUnanswered(failures: number, error: unknown): boolean {
  return isUnanswered(error) && failures < 2;
}

/**
 * Leaving the site for the provider's page: a full page load (the provider is another origin).
 * One object, so that a test can watch where the page would go (jsdom does not navigate).
 */
export const checkoutWindow = {
  leaveFor(url: string): void {
    window.location.assign(url);
  },
};

/** Goes where a checkout answer says: the provider's page, or the order when nothing is left to pay. */
export function followCheckout(
  answer: CheckoutResponse,
  language: Language,
  navigate: (path: string) => unknown,
): void {
  if (answer.checkoutUrl) {
    checkoutWindow.leaveFor(answer.checkoutUrl);
    return;
  }
  void navigate(orderPath(language, answer.orderId));
}

/**
 * docs/screens/subscribe.md "Paying": one Idempotency-Key per attempt. A click starts an attempt
 * with a new key; after an unanswered call the next click for the same thing is the same attempt
 * (the first may have created the payment: the server replays its answer); once the server has
 * answered (a refusal, PAYMENT_UNAVAILABLE) the attempt is over and the next click makes a new key.
 * `send` makes the call with the key; on success the page leaves for the provider.
 */
export function useCheckout<TInput>(
  language: Language,
  send: (input: TInput, key: string) => Promise<CheckoutResponse>,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempt = useRef<{ key: string; input: string } | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function pay(input: TInput): Promise<void> {
    const body = JSON.stringify(input);
    if (attempt.current?.input !== body) {
      attempt.current = { key: crypto.randomUUID(), input: body };
    }
    try {
      const answer = await send(input, attempt.current.key);
      attempt.current = null;
      setLeaving(true);
      if (!answer.checkoutUrl) {
        // Settled already: the order page shows it with the account and the pass as they are now.
        await reloadAfterAction(queryClient);
      }
      followCheckout(answer, language, navigate);
    } catch (error) {
      if (!isUnanswered(error)) {
        attempt.current = null;
      }
      throw error;
    }
  }

  return { pay, leaving };
}
