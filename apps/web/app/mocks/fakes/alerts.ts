import { type Alert, AlertsQuerySchema, alertAccountTypeOf, selectAlerts } from "@cinelux/contract/alerts";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import { DEMO_ALERTS, type DemoAlert } from "@cinelux/demo/alerts";
import { HttpResponse, http } from "msw";
import { fakeDb } from "../fake-db";
import { signedInQuery } from "../fake-responses";

/** The chain's alerts of the fakes: the demo alerts, each dated as the seed dates it. */
export const FAKE_ALERTS: (DemoAlert & { daysAgo: number })[] = DEMO_ALERTS.map((alert, index) => ({
  ...alert,
  daysAgo: index + 1,
}));

const DAY_MS = 86_400_000;

/** The alerts as GET /api/alerts?type=ec answers them in `language`, before the selection. */
export function fakeAlerts(language: Language, now = Date.now()): Alert[] {
  return FAKE_ALERTS.map((alert) => ({
    id: alert.id,
    content: alert.content[language],
    warning: alert.warning,
    // A whole day earlier per step, as the seed: a stable cacheId through the day.
    updatedAt: new Date(Math.floor(now / DAY_MS) * DAY_MS - alert.daysAgo * DAY_MS).toISOString(),
    accountType: alert.accountType,
  }));
}

export const alertsHandlers = [
  // SPEC 7 GET /api/alerts?type=ec: the chain's alerts for the customer's account type (a pass
  // that has not ended: subscriber), selected as the server does (contract's selectAlerts).
  http.get("*/api/alerts", ({ request }) => {
    const parsed = signedInQuery(request, AlertsQuerySchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    const { account } = fakeDb();
    const language = isLanguage(parsed.data.language) ? parsed.data.language : account.language;
    const hasPass = account.subscription && account.subscriptionState?.eligibleReSubscription !== true;
    return HttpResponse.json(selectAlerts(fakeAlerts(language), alertAccountTypeOf({ hasPass })));
  }),
];
