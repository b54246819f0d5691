import { FOOTER_FAQ_CATEGORY_ID } from "@cinelux/contract";
import type { LocalizedParagraphs } from "../schema/index.ts";

type Texts = { fr: string; nl: string; en: string };

/** Another knowledge category: its articles must not reach the footer. */
export const CARD_FAQ_CATEGORY_ID = "kac-card-002";
/** Questions about a visit, on the FAQ page only. */
export const VISIT_FAQ_CATEGORY_ID = "kac-visit-003";

/** The FAQ page's groups, in order, the same on both domains. */
export const FAQ_CATEGORIES: { id: string; titles: Texts }[] = [
  {
    id: FOOTER_FAQ_CATEGORY_ID,
    titles: { fr: "Billets et CINEPASS", nl: "Tickets en CINEPASS", en: "Tickets and CINEPASS" },
  },
  { id: CARD_FAQ_CATEGORY_ID, titles: { fr: "Votre carte", nl: "Je pas", en: "Your card" } },
  { id: VISIT_FAQ_CATEGORY_ID, titles: { fr: "Au cinéma", nl: "In de bioscoop", en: "At the cinema" } },
];

export interface FaqSeed {
  category: string;
  titles: Texts;
  answers: Required<LocalizedParagraphs>;
}

/**
 * The knowledge articles of both domains, in order (ids `ka-{domain}-000N` follow it, so new
 * articles go at the end). The Dutch domain's answers name the Kijkwijzer, the French one's the
 * French ratings: `kijkwijzer` picks per domain.
 */
export function faqSeeds(domain: "fr" | "nl"): FaqSeed[] {
  const ages =
    domain === "nl"
      ? {
          fr: "Aux Pays-Bas, les films portent la classification Kijkwijzer (AL, 6, 9, 12, 14, 16, 18) : elle indique l'âge à partir duquel un film convient.",
          nl: "Films hebben in Nederland een Kijkwijzer-classificatie (AL, 6, 9, 12, 14, 16, 18): die geeft aan vanaf welke leeftijd een film geschikt is.",
          en: "In the Netherlands, films carry a Kijkwijzer rating (AL, 6, 9, 12, 14, 16, 18), the age from which a film is suitable.",
        }
      : {
          fr: "En France, un film peut être interdit aux moins de 12, 16 ou 18 ans : l'interdiction figure sur la page du film et sur le billet.",
          nl: "In Frankrijk kan een film verboden zijn onder de 12, 16 of 18 jaar: dat staat op de pagina van de film en op het ticket.",
          en: "In France, a film may be restricted to over-12s, over-16s or over-18s: the restriction is on the film's page and on the ticket.",
        };
  return [
    {
      category: FOOTER_FAQ_CATEGORY_ID,
      titles: {
        fr: "Comment fonctionne le CINEPASS ?",
        nl: "Hoe werkt de CINEPASS?",
        en: "How does the CINEPASS work?",
      },
      answers: {
        fr: [
          "Le CINEPASS est un abonnement mensuel qui donne accès à autant de séances que vous le souhaitez dans tous nos cinémas, selon votre formule (solo ou duo, avec ou sans les salles premium).",
          "Réservez vos places en ligne avec votre CINEPASS ou présentez-le en caisse : une place à la fois par séance, jusqu'à une heure avant le film.",
        ],
        nl: [
          "De CINEPASS is een maandabonnement waarmee je zo vaak naar de film gaat als je wilt, in al onze bioscopen, volgens je formule (solo of duo, met of zonder premiumzalen).",
          "Reserveer online met je CINEPASS of laat hem zien aan de kassa: één plaats per voorstelling, tot een uur voor de film.",
        ],
        en: [
          "The CINEPASS is a monthly subscription that lets you see as many shows as you like in all our cinemas, depending on your plan (solo or duo, with or without the premium auditoriums).",
          "Book online with your CINEPASS or show it at the box office: one seat per show at a time, up to one hour before the film.",
        ],
      },
    },
    {
      category: FOOTER_FAQ_CATEGORY_ID,
      titles: {
        fr: "Comment réserver une séance en ligne ?",
        nl: "Hoe reserveer ik online een voorstelling?",
        en: "How do I book a session online?",
      },
      answers: {
        fr: [
          "Choisissez un film, puis un cinéma, un jour et un horaire. Sélectionnez vos places et votre tarif, payez, et votre billet arrive par e-mail et dans votre espace client.",
        ],
        nl: [
          "Kies een film, dan een bioscoop, een dag en een tijd. Selecteer je stoelen en je tarief, betaal, en je ticket komt per e-mail en in je klantomgeving.",
        ],
        en: [
          "Pick a film, then a cinema, a day and a time. Choose your seats and price, pay, and your ticket arrives by email and in your account.",
        ],
      },
    },
    {
      category: FOOTER_FAQ_CATEGORY_ID,
      titles: {
        fr: "Puis-je annuler ou échanger mes billets ?",
        nl: "Kan ik mijn tickets annuleren of ruilen?",
        en: "Can I cancel or exchange my tickets?",
      },
      answers: {
        fr: [
          "Un billet vendu remboursable (votre portefeuille l'indique par le bouton « Annuler ce billet ») s'annule depuis la rubrique Mon portefeuille jusqu'au début de la séance : il vous est remboursé par le moyen de paiement utilisé et une confirmation vous est envoyée par e-mail. Les autres billets ne sont ni échangés ni remboursés, sauf si la séance est annulée par le cinéma.",
        ],
        nl: [
          "Een ticket dat terugbetaalbaar is verkocht (je portemonnee toont dan de knop „Dit ticket annuleren”) annuleer je in Mijn portemonnee tot het begin van de voorstelling: je krijgt het bedrag terug via het gebruikte betaalmiddel en een bevestiging per e-mail. Andere tickets worden niet geruild of terugbetaald, tenzij de bioscoop de voorstelling annuleert.",
        ],
        en: [
          "A ticket sold as refundable (your wallet then shows a “Cancel this ticket” button) can be cancelled from My wallet until the show starts: it is refunded to the means of payment you used and a confirmation is mailed to you. Other tickets are neither exchanged nor refunded, unless the cinema cancels the show.",
        ],
      },
    },
    {
      category: FOOTER_FAQ_CATEGORY_ID,
      titles: {
        fr: "Comment mettre mon abonnement en pause ?",
        nl: "Hoe zet ik mijn abonnement op pauze?",
        en: "How do I pause my subscription?",
      },
      answers: {
        fr: [
          "Dans votre espace client, rubrique Abonnement, choisissez « Mettre en pause » et la date de reprise. La pause commence à votre prochaine échéance ; vous ne payez rien pendant sa durée.",
        ],
        nl: [
          "Kies in je klantomgeving bij Abonnement voor „Pauzeren” en de datum waarop je weer begint. De pauze gaat in op je volgende betaaldatum; tijdens de pauze betaal je niets.",
        ],
        en: [
          "In your account, under Subscription, choose “Pause” and the date you want to resume. The pause starts at your next billing date, and you pay nothing while it lasts.",
        ],
      },
    },
    {
      category: CARD_FAQ_CATEGORY_ID,
      titles: {
        fr: "Comment changer la photo de ma carte ?",
        nl: "Hoe wijzig ik de foto op mijn pas?",
        en: "How do I change the photo on my card?",
      },
      answers: {
        fr: [
          "Dans votre espace client, ouvrez votre carte et choisissez « Changer la photo ». Prenez une photo de face, sans lunettes de soleil ni couvre-chef : elle est vérifiée avant d'apparaître sur la carte.",
        ],
        nl: [
          "Open je pas in je klantomgeving en kies „Foto wijzigen”. Gebruik een foto van voren, zonder zonnebril of hoofddeksel: we controleren hem voordat hij op je pas verschijnt.",
        ],
        en: [
          "In your account, open your card and choose “Change photo”. Use a front-facing photo without sunglasses or headwear: it is checked before it appears on the card.",
        ],
      },
    },
    {
      category: VISIT_FAQ_CATEGORY_ID,
      titles: {
        fr: "À partir de quel âge peut-on voir un film ?",
        nl: "Vanaf welke leeftijd mag je naar een film?",
        en: "From what age can children see a film?",
      },
      answers: {
        fr: [
          ages.fr,
          "Les enfants de moins de 12 ans viennent accompagnés d'un adulte. Une pièce d'identité peut être demandée à l'entrée.",
        ],
        nl: [
          ages.nl,
          "Kinderen onder de 12 komen onder begeleiding van een volwassene. Bij de ingang kan om een identiteitsbewijs worden gevraagd.",
        ],
        en: [ages.en, "Children under 12 come with an adult. Proof of age may be asked for at the entrance."],
      },
    },
    {
      category: VISIT_FAQ_CATEGORY_ID,
      titles: {
        fr: "Comment réserver une place pour fauteuil roulant ?",
        nl: "Hoe reserveer ik een rolstoelplaats?",
        en: "How do I book a wheelchair space?",
      },
      answers: {
        fr: [
          "Les places pour fauteuil roulant se choisissent sur le plan de salle lors de la réservation en ligne, avec la place de votre accompagnateur à côté. Vous pouvez aussi les réserver en caisse ou auprès du service clients.",
        ],
        nl: [
          "Rolstoelplaatsen kies je bij het online reserveren op de zaalplattegrond, met de stoel van je begeleider ernaast. Je kunt ze ook aan de kassa of bij de klantenservice reserveren.",
        ],
        en: [
          "Wheelchair spaces are chosen on the seating plan when you book online, with a seat for the person accompanying you beside it. You can also book them at the box office or through customer service.",
        ],
      },
    },
  ];
}
