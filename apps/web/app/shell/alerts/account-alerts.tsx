import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { getCardsQueryOptions } from "../../lib/account/cards";
import { getAccountQueryOptions } from "../../lib/account/get-account";
import { getQueryClient } from "../../lib/query/query-client";
import { showToast } from "../../lib/toasts/toast-store";
import { alertToastsOf, handlerToastsOf, sessionToastsOf } from "./account-toasts";
import { getAlertsQueryOptions } from "./queries";

// Loaded with the signed-in shell (signed-in-parts.tsx), after the page; an anonymous
// page loads none of this (decision 004).

/** The accounts whose toasts this page load already raised: once per session, not per page. */
const raised = new Set<string>();

/**
 * SPEC 4 "Alerts and blocked accounts": once the account, the chain's alerts and (for a pass
 * holder) the pass cards are known, queues the session's toasts in their order (account-toasts.ts).
 * A failed alerts or cards call raises what the rest allows, silently. Renders nothing: the toast
 * container shows them.
 */
export function AccountAlerts({ language }: { language: Language }) {
  const client = getQueryClient();
  const account = useQuery(getAccountQueryOptions(language), client).data;
  // Registration first (SPEC 5): an unregistered customer is on the register page.
  const customer = account?.registered ? account : undefined;
  const alerts = useQuery({ ...getAlertsQueryOptions(language), enabled: customer !== undefined }, client);
  // Only a pass holder has a pass whose card can be unpaid: nobody else pays the cards call.
  const holdsPass = customer?.subscription === true;
  const cards = useQuery({ ...getCardsQueryOptions(language), enabled: holdsPass }, client);
  const settled = customer !== undefined && !alerts.isPending && !(holdsPass && cards.isPending);

  useEffect(() => {
    if (!settled || !customer || raised.has(customer.id)) {
      return;
    }
    raised.add(customer.id);
    const toasts = sessionToastsOf(
      alertToastsOf(alerts.data ?? []),
      handlerToastsOf(customer, cards.data ?? [], language),
    );
    for (const toast of toasts) {
      showToast(toast);
    }
  }, [settled, customer, alerts.data, cards.data, language]);

  return null;
}

/** Tests only: a fresh page load. */
export function resetRaisedAlerts(): void {
  raised.clear();
}
