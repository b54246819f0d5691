import type { Language } from "@cinelux/contract/languages";

/**
 * The demo support cases (docs/domain/support.md): camille.martin's, one open with an agent's
 * answer she has not read, one closed. The seed inserts them with their case numbers; the web's
 * fakes answer with them. Every time is a number of hours before the data is made.
 */
export const DEMO_SUPPORT_MAIL = "camille.martin@example.com";

export interface DemoSupportMessage {
  /** True: the chain's answer; false: the customer's comment. */
  received: boolean;
  hoursAgo: number;
  body: string;
}

export interface DemoSupportCase {
  /** The support taxonomy's ids (SPEC 9): theme, sub-theme, reason. */
  type: string;
  topic: string;
  reason: string;
  subject: string;
  description: string;
  /** The cinema's slug, or null. */
  cinema: string | null;
  language: Language;
  openedHoursAgo: number;
  /** Null: open. A closed case was read when it closed. */
  closedHoursAgo: number | null;
  messages: DemoSupportMessage[];
}

export const DEMO_SUPPORT_CASES: readonly DemoSupportCase[] = [
  {
    type: "subscription",
    topic: "subscription-billing",
    reason: "subscription-billing-double",
    subject: "Prélevé deux fois ce mois-ci",
    description:
      "Bonjour, mon abonnement CINEPASS a été prélevé deux fois le 5 de ce mois (2 × 21,90 €). Pouvez-vous me rembourser le second prélèvement ?",
    cinema: null,
    language: "fr",
    openedHoursAgo: 50,
    closedHoursAgo: null,
    messages: [
      {
        received: true,
        hoursAgo: 20,
        body: "Bonjour Camille, nous avons bien constaté le double prélèvement du 5. Le remboursement de 21,90 € est lancé : il apparaîtra sur votre compte sous quelques jours ouvrés. L'équipe Cinélux",
      },
    ],
  },
  {
    type: "visit",
    topic: "visit-services",
    reason: "visit-services-lost",
    subject: "Écharpe oubliée salle 4",
    description: "J'ai oublié une écharpe grise dans la salle 4 lors de la séance de 20 h samedi dernier.",
    cinema: "cinelux-paris-bastille",
    language: "fr",
    openedHoursAgo: 24 * 45,
    closedHoursAgo: 24 * 40,
    messages: [
      {
        received: true,
        hoursAgo: 24 * 44,
        body: "Bonjour, votre écharpe a été retrouvée : elle vous attend à l'accueil du Cinélux Paris Bastille pendant 30 jours.",
      },
      { received: false, hoursAgo: 24 * 41, body: "Merci, je l'ai récupérée !" },
    ],
  },
];

/** `hours` before `now`. */
export function demoHoursAgo(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * 3_600_000);
}
