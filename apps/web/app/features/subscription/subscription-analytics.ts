import type { Language } from "@cinelux/contract/languages";
import type { SubscriptionResponse } from "@cinelux/contract/subscription";
import { subscriptionAnalyticsLabel } from "@cinelux/contract/subscription-rules";
import { useEffect, useRef } from "react";

/** What the subscription screen adds to the data layer once its data is known (SPEC 9 labels). */
export interface SubscriptionAnalyticsEvent {
  event: "subscription_view";
  /** SPEC 9: "Cinépass duo", "Cinépass-26", "Cinépass", else "0" (no pass, or another plan). */
  subscription_label: string;
  language: Language;
}

export function subscriptionAnalyticsEvent(
  subscription: SubscriptionResponse | null,
  language: Language,
): SubscriptionAnalyticsEvent {
  return {
    event: "subscription_view",
    subscription_label: subscriptionAnalyticsLabel(
      subscription?.subscriptionState.currentPlan?.value ?? null,
    ),
    language,
  };
}

/**
 * The screen view itself is the shell's (`screen_view`, screen "subscription"); this pushes the
 * customer's plan label beside it, once per visit of the screen, when the subscription has loaded.
 */
export function useSubscriptionAnalytics(
  language: Language,
  subscription: SubscriptionResponse | null | undefined,
) {
  const pushed = useRef(false);
  useEffect(() => {
    if (subscription === undefined || pushed.current) {
      return;
    }
    pushed.current = true;
    const host = window as { dataLayer?: unknown[] };
    host.dataLayer ??= [];
    host.dataLayer.push(subscriptionAnalyticsEvent(subscription, language));
  }, [subscription, language]);
}
