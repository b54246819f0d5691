import type { Language } from "@cinelux/contract/languages";

/** The 25 cancel reasons of migration 0014 (apps/server/src/db/migrations/0014_subscription.sql), a hand-kept copy. */
export const CANCEL_REASONS: [string, Record<Language, string>][] = [
  [
    "changed_plan",
    { fr: "J'ai changé de formule", nl: "Ik ben van formule veranderd", en: "I changed plan" },
  ],
  [
    "financial_difficulties",
    { fr: "Difficultés financières", nl: "Financiële problemen", en: "Financial difficulties" },
  ],
  ["death", { fr: "Décès du titulaire", nl: "Overlijden van de houder", en: "Death of the holder" }],
  [
    "fraud",
    {
      fr: "Utilisation frauduleuse de ma carte",
      nl: "Frauduleus gebruik van mijn kaart",
      en: "Fraudulent use of my card",
    },
  ],
  [
    "unpaid",
    {
      fr: "Impayés sur mon abonnement",
      nl: "Onbetaalde facturen van mijn abonnement",
      en: "Unpaid invoices on my pass",
    },
  ],
  [
    "upgrade",
    {
      fr: "Je passe à une formule supérieure",
      nl: "Ik stap over naar een hogere formule",
      en: "Moving up to a higher plan",
    },
  ],
  [
    "out_of_commitment",
    {
      fr: "Résiliation hors engagement",
      nl: "Opzegging na de looptijd",
      en: "Cancelling after the commitment",
    },
  ],
  [
    "moving",
    {
      fr: "Je déménage loin d'un cinéma Cinélux",
      nl: "Ik verhuis ver van een Cinélux-bioscoop",
      en: "Moving away from a Cinélux cinema",
    },
  ],
  ["too_expensive", { fr: "Trop cher", nl: "Te duur", en: "Too expensive" }],
  [
    "not_enough_use",
    {
      fr: "Je n'y vais pas assez souvent",
      nl: "Ik ga er niet vaak genoeg heen",
      en: "I do not go often enough",
    },
  ],
  ["lack_of_time", { fr: "Manque de temps", nl: "Gebrek aan tijd", en: "Lack of time" }],
  [
    "programme",
    {
      fr: "La programmation ne me plaît pas",
      nl: "Het filmaanbod spreekt me niet aan",
      en: "I do not like the films on show",
    },
  ],
  [
    "streaming",
    {
      fr: "Je préfère les plateformes de streaming",
      nl: "Ik kijk liever via streamingdiensten",
      en: "I prefer streaming services",
    },
  ],
  ["health", { fr: "Raisons de santé", nl: "Gezondheidsredenen", en: "Health reasons" }],
  [
    "competitor",
    {
      fr: "Je passe à un autre cinéma",
      nl: "Ik stap over naar een andere bioscoop",
      en: "Switching to another cinema",
    },
  ],
  [
    "cinema_closed",
    { fr: "Mon cinéma a fermé", nl: "Mijn bioscoop is gesloten", en: "My cinema has closed" },
  ],
  [
    "service_quality",
    { fr: "Qualité de service insuffisante", nl: "Onvoldoende service", en: "Poor quality of service" },
  ],
  ["comfort", { fr: "Confort des salles", nl: "Comfort van de zalen", en: "Comfort of the auditoriums" }],
  [
    "supplements",
    {
      fr: "Trop de suppléments (IMAX, 4DX…)",
      nl: "Te veel toeslagen (IMAX, 4DX…)",
      en: "Too many supplements (IMAX, 4DX…)",
    },
  ],
  [
    "booking_issues",
    { fr: "Difficultés pour réserver", nl: "Problemen bij het reserveren", en: "Trouble booking" },
  ],
  [
    "card_or_photo_issues",
    {
      fr: "Problèmes avec ma carte ou ma photo",
      nl: "Problemen met mijn kaart of foto",
      en: "Problems with my card or photo",
    },
  ],
  [
    "long_break",
    {
      fr: "Longue absence (voyage, études)",
      nl: "Lange afwezigheid (reis, studie)",
      en: "Long absence (travel, studies)",
    },
  ],
  [
    "age_limit",
    {
      fr: "Je n'ai plus l'âge du Cinépass -26",
      nl: "Ik ben te oud voor de Cinépass -26",
      en: "Too old for the Cinépass Under 26",
    },
  ],
  [
    "gift_ended",
    { fr: "L'abonnement était un cadeau", nl: "Het abonnement was een cadeau", en: "The pass was a gift" },
  ],
  ["other", { fr: "Autre raison", nl: "Andere reden", en: "Another reason" }],
];
