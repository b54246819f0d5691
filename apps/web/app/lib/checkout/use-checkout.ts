import type { Language } from "@cinelux/contract/languages";
import type { CheckoutResponse } from "@cinelux/contract/orders";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { orderPath } from "../routing/paths";
import { rememberCheckoutOrigin } from "./checkout-origin";
import { isUnanswered, retryUnanswered } from "./unanswered";

/**
 * Leaving the site for the provider's page (in development the server's `/dev/pay/{id}`): a full
 * page load. One object, so that a test can watch where the page would go (jsdom does not navigate).
 */
export const checkoutWindow = {
  leaveFor(url: string): void {
    window.location.assign(url);
  },
};

/**
 * One payment-creating call, for every screen that sells (docs/domain/payments.md, docs/screens/
 * shop.md and subscribe.md "Paying"): one Idempotency-Key per attempt. A click starts an attempt
 * with a new key; after an unanswered call the next click with the same input is the same attempt
 * (the first may have created the payment: the server replays its answer); once the server has
 * answered (a refusal, PAYMENT_UNAVAILABLE) or the input changed, the next click makes a new key.
 *
 * On success the page leaves for `checkoutUrl`, the page it paid from kept for "Try again"; an
 * answer with nothing left to pay (`checkoutUrl` null) runs `onSettled` (the caches the order
 * changed) and goes to the order page. A call that made no order at all (`send` answers null: a
 * plan change scheduled for later) ends the attempt and stays. A refusal is thrown for the screen to
 * show in place: no toast.
 */
export function useCheckout<TInput>({
  language,
  send,
  onSettled,
}: {
  language: Language;
  send: (input: TInput, idempotencyKey: string) => Promise<CheckoutResponse | null>;
  onSettled?: () => Promise<void>;
}) {
  const navigate = useNavigate();
  const attempt = useRef<{ key: string; input: string } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ input, key }: { input: TInput; key: string }) => send(input, key),
    retry: retryUnanswered,
    meta: { errorToast: "none" },
  });

  async function pay(input: TInput): Promise<CheckoutResponse | null> {
    const serialized = JSON.stringify(input);
    if (attempt.current?.input !== serialized) {
      attempt.current = { key: crypto.randomUUID(), input: serialized };
    }
    let answer: CheckoutResponse | null;
    try {
      answer = await mutation.mutateAsync({ input, key: attempt.current.key });
    } catch (error) {
      if (!isUnanswered(error)) {
        attempt.current = null;
      }
      throw error;
    }
    attempt.current = null;
    if (answer === null) {
      return null;
    }
    setLeaving(true);
    if (answer.checkoutUrl) {
      rememberCheckoutOrigin(answer.orderId, `${window.location.pathname}${window.location.search}`);
      checkoutWindow.leaveFor(answer.checkoutUrl);
      return answer;
    }
    await onSettled?.();
    await navigate(orderPath(language, answer.orderId));
    return answer;
  }

  return {
    pay,
    /** The call runs, or the page is leaving with its answer. */
    isPending: mutation.isPending || leaving,
    /** What is being paid while pending. */
    paying: mutation.isPending || leaving ? mutation.variables?.input : undefined,
    error: mutation.error,
    reset: mutation.reset,
  };
}
