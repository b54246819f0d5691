import type { Language } from "@cinelux/contract/languages";
import type { SuspendSubscriptionRequest } from "@cinelux/contract/subscription";
import { useSubscriptionAction } from "./subscription-action";

/** SPEC 7 PATCH .../subscription/suspend (the pause toggle); SPEC 8: a failure shows the server's message. */
export function useTogglePause(language: Language) {
  return useSubscriptionAction<SuspendSubscriptionRequest["action"]>(
    language,
    (action) => ({ path: "/api/accounts/me/subscription/suspend", method: "PATCH", body: { action } }),
    "server-message",
  );
}
