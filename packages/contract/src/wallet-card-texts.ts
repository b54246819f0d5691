import type { Language } from "./languages.ts";
import type { WalletCardType } from "./wallet-rules.ts";

type Texts = Record<Language, string>;

/**
 * The name and description of each card type, in every language of the site (SPEC 1). The server
 * keeps them on each card's row (no catalogue of types): a card it issues (a sale, the demo) carries these.
 */
export const WALLET_CARD_TEXTS: Record<WalletCardType, { name: Texts; description: Texts }> = {
  MOVIECARD_20: movieCard(20),
  MOVIECARD_21: movieCard(21),
  MOVIECARD_25: movieCard(25),
  MOVIECARD_50: movieCard(50),
  IPL: permanent("IPL"),
  IPN: permanent("IPN"),
  PRO: {
    name: { fr: "Carte Pro", nl: "Zakelijke kaart", en: "Business card" },
    description: {
      fr: "Places prépayées par votre entreprise, pour toutes les séances 2D.",
      nl: "Door je werkgever vooraf betaalde plaatsen, voor alle 2D-voorstellingen.",
      en: "Seats prepaid by your company, for every 2D screening.",
    },
  },
  GIFT_CARD: {
    name: { fr: "Carte cadeau Cinélux", nl: "Cinélux-cadeaukaart", en: "Cinélux gift card" },
    description: {
      fr: "Un montant à dépenser en places, confiseries et boissons dans tous nos cinémas.",
      nl: "Een tegoed voor tickets, snoep en drankjes in al onze bioscopen.",
      en: "An amount to spend on tickets, snacks and drinks in all our cinemas.",
    },
  },
  VOUCHER: {
    name: { fr: "Place offerte", nl: "Gratis ticket", en: "Free ticket" },
    description: {
      fr: "Une place pour une séance 2D de votre choix.",
      nl: "Een ticket voor een 2D-voorstelling naar keuze.",
      en: "One ticket for a 2D screening of your choice.",
    },
  },
};

function movieCard(places: number): { name: Texts; description: Texts } {
  return {
    name: {
      fr: `MovieCard ${places} places`,
      nl: `MovieCard ${places} plaatsen`,
      en: `MovieCard ${places} seats`,
    },
    description: {
      fr: `${places} places à utiliser seul ou à plusieurs, pour toutes les séances 2D.`,
      nl: `${places} plaatsen, alleen of samen te gebruiken, voor alle 2D-voorstellingen.`,
      en: `${places} seats to use alone or together, for every 2D screening.`,
    },
  };
}

function permanent(type: "IPL" | "IPN"): { name: Texts; description: Texts } {
  return {
    name: { fr: `Carte permanente ${type}`, nl: `Vaste kaart ${type}`, en: `Permanent card ${type}` },
    description: {
      fr: "Une carte sans date d'expiration : ses places restent valables.",
      nl: "Een kaart zonder vervaldatum: de plaatsen blijven geldig.",
      en: "A card with no expiry date: its seats stay valid.",
    },
  };
}
