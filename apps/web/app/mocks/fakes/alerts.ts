import {
  type Alert,
  type AlertAccountType,
  AlertsQuerySchema,
  alertAccountTypeOf,
  selectAlerts,
} from "@cinelux/contract/alerts";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import { HttpResponse, http } from "msw";
import { fakeDb } from "../fake-db";
import { signedInQuery } from "../fake-responses";

type Texts = Record<Language, string>;

/** The chain's alerts of the fakes: the server's demo alerts (seed/subscriptions.ts DEMO_ALERTS). */
export const FAKE_ALERTS: {
  id: string;
  warning: boolean;
  accountType: AlertAccountType | null;
  content: Texts;
  /** Days before today of the last edit, as the seed dates them. */
  daysAgo: number;
}[] = [
  {
    id: "ALERT-0001",
    warning: true,
    accountType: null,
    content: {
      fr: "Maintenance du site dans la nuit de dimanche à lundi, de 2 h à 4 h : la réservation sera indisponible.",
      nl: "Onderhoud van de site in de nacht van zondag op maandag, van 2.00 tot 4.00 uur: reserveren is dan niet mogelijk.",
      en: "Site maintenance on Sunday night, 2 to 4 a.m.: booking will be unavailable.",
    },
    daysAgo: 1,
  },
  {
    id: "ALERT-0002",
    warning: false,
    accountType: "subscriber",
    content: {
      fr: "Nouveau : réservez vos séances Cinépass jusqu'à 7 jours à l'avance.",
      nl: "Nieuw: reserveer je Cinépass-voorstellingen tot 7 dagen vooruit.",
      en: "New: book your Cinépass sessions up to 7 days ahead.",
    },
    daysAgo: 2,
  },
  {
    id: "ALERT-0003",
    warning: false,
    accountType: "customer",
    content: {
      fr: "Découvrez le Cinépass : le cinéma en illimité dès 17,90 € par mois.",
      nl: "Ontdek de Cinépass: onbeperkt naar de film vanaf € 18,50 per maand.",
      en: "Discover the Cinépass: unlimited cinema from €17.90 a month.",
    },
    daysAgo: 3,
  },
  {
    id: "ALERT-0004",
    warning: false,
    accountType: null,
    content: {
      fr: "Les séances en audiodescription sont désormais signalées dans les horaires.",
      nl: "Voorstellingen met audiodescriptie staan nu aangegeven in de speeltijden.",
      en: "Audio-described sessions are now marked in the showtimes.",
    },
    daysAgo: 4,
  },
];

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
