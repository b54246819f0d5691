import type { Language } from "@cinelux/contract";
import type { CheckoutMethod, PaymentOutcome } from "./test-mode.constants.ts";

/** The checkout page's words (docs/domain/payments-test-mode.md "The checkout page"): fr says "vous", nl "je". */
export interface CheckoutTexts {
  title: string;
  testMode: string;
  testModeHint: string;
  description: string;
  amount: string;
  method: string;
  methods: Record<CheckoutMethod, string>;
  laterDebits: string;
  laterDebitsHint: string;
  laterPaid: string;
  laterBounce: string;
  outcome: string;
  outcomeHint: string;
  outcomes: Record<PaymentOutcome, string>;
  notOpen: string;
  statuses: Record<string, string>;
  back: string;
  noWayBack: string;
}

export const CHECKOUT_TEXTS: Record<Language, CheckoutTexts> = {
  fr: {
    title: "Paiement",
    testMode: "Mode test — aucun argent réel",
    testModeHint:
      "Cette page remplace la page de paiement de Mollie en développement. Choisissez ce qui arrive au paiement.",
    description: "Objet",
    amount: "Montant",
    method: "Moyen de paiement",
    methods: {
      ideal: "iDEAL",
      bancontact: "Bancontact",
      creditcard: "Cartes Bancaires / carte",
      applepay: "Apple Pay",
    },
    laterDebits: "Prélèvements suivants sur ce mandat",
    laterDebitsHint:
      "Ce premier paiement crée un mandat : les prélèvements récurrents suivants réussiront ou seront rejetés.",
    laterPaid: "Payés",
    laterBounce: "Rejetés",
    outcome: "Résultat du paiement",
    outcomeHint: "Chaque bouton donne ce statut au paiement, puis vous renvoie au site.",
    outcomes: {
      paid: "Payé",
      failed: "Échoué",
      canceled: "Annulé",
      expired: "Expiré",
      open: "Laisser ouvert",
    },
    notOpen: "Ce paiement n'est plus ouvert.",
    statuses: {
      paid: "Payé",
      failed: "Échoué",
      canceled: "Annulé",
      expired: "Expiré",
      pending: "En attente",
      open: "Ouvert",
    },
    back: "Retour au site",
    noWayBack: "Ce paiement ne donne pas d'adresse de retour.",
  },
  nl: {
    title: "Betaling",
    testMode: "Testmodus — geen echt geld",
    testModeHint:
      "Deze pagina vervangt de betaalpagina van Mollie tijdens de ontwikkeling. Kies wat er met de betaling gebeurt.",
    description: "Omschrijving",
    amount: "Bedrag",
    method: "Betaalmethode",
    methods: {
      ideal: "iDEAL",
      bancontact: "Bancontact",
      creditcard: "Cartes Bancaires / kaart",
      applepay: "Apple Pay",
    },
    laterDebits: "Volgende incasso's op dit mandaat",
    laterDebitsHint:
      "Deze eerste betaling maakt een mandaat: de volgende terugkerende incasso's lukken of worden gestorneerd.",
    laterPaid: "Betaald",
    laterBounce: "Gestorneerd",
    outcome: "Resultaat van de betaling",
    outcomeHint: "Elke knop geeft de betaling die status en stuurt je terug naar de site.",
    outcomes: {
      paid: "Betaald",
      failed: "Mislukt",
      canceled: "Geannuleerd",
      expired: "Verlopen",
      open: "Open laten",
    },
    notOpen: "Deze betaling is niet meer open.",
    statuses: {
      paid: "Betaald",
      failed: "Mislukt",
      canceled: "Geannuleerd",
      expired: "Verlopen",
      pending: "In behandeling",
      open: "Open",
    },
    back: "Terug naar de site",
    noWayBack: "Deze betaling heeft geen terugkeeradres.",
  },
  en: {
    title: "Payment",
    testMode: "Test mode — no real money",
    testModeHint:
      "This page stands in for Mollie's payment page in development. Choose what happens to the payment.",
    description: "Description",
    amount: "Amount",
    method: "Payment method",
    methods: {
      ideal: "iDEAL",
      bancontact: "Bancontact",
      creditcard: "Cartes Bancaires / card",
      applepay: "Apple Pay",
    },
    laterDebits: "Later debits on this mandate",
    laterDebitsHint:
      "This first payment creates a mandate: the recurring debits that follow will be paid or bounce.",
    laterPaid: "Paid",
    laterBounce: "Bounce",
    outcome: "Payment outcome",
    outcomeHint: "Each button gives the payment that status, then takes you back to the site.",
    outcomes: {
      paid: "Paid",
      failed: "Failed",
      canceled: "Canceled",
      expired: "Expired",
      open: "Leave open",
    },
    notOpen: "This payment is no longer open.",
    statuses: {
      paid: "Paid",
      failed: "Failed",
      canceled: "Canceled",
      expired: "Expired",
      pending: "Pending",
      open: "Open",
    },
    back: "Back to the site",
    noWayBack: "This payment gives no address to go back to.",
  },
};

/** Mollie's locale (`fr_BE`, `nl_NL`, `en_US`…) → the page's language, when it is one of the site's. */
export function languageOfLocale(locale: string | null): Language | undefined {
  const prefix = locale?.slice(0, 2);
  return prefix === "fr" || prefix === "nl" || prefix === "en" ? prefix : undefined;
}

/** Amounts as each language writes them: "12,50 €" (fr), "€ 12,50" (nl), "€12.50" (en). */
export function formatAmount(
  language: Language,
  locale: string | null,
  cents: number,
  currency: string,
): string {
  const region = locale && languageOfLocale(locale) === language ? locale.replace("_", "-") : undefined;
  const tag = region ?? { fr: "fr-FR", nl: "nl-NL", en: "en-IE" }[language];
  return new Intl.NumberFormat(tag, { style: "currency", currency }).format(cents / 100);
}
