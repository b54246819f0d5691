import type { Language, PassAddOn, PassType } from "@cinelux/contract";

/**
 * The server's own words about a pass, for what it writes itself (mails, PDFs, supplement names).
 * The plan and add-on names are the web's `PassType.*` / `PassAddOn.*` translations, repeated here
 * because a mail or a PDF is not rendered by the web.
 */
export const PLAN_LABELS: Record<Language, Record<PassType, string>> = {
  fr: {
    CINEPASS: "Cinépass",
    CINEPASS_26: "Cinépass -26",
    CINEPASS_DUO: "Cinépass Duo",
    CINEPASS_GOLD: "Cinépass Gold",
    FAMILY: "Cinépass Famille",
    EXPLORER: "Cinépass Découverte",
    UNLIMITED: "Illimité Liberté",
    UNLIMITED_GOLD: "Illimité Liberté Gold",
  },
  nl: {
    CINEPASS: "Cinépass",
    CINEPASS_26: "Cinépass -26",
    CINEPASS_DUO: "Cinépass Duo",
    CINEPASS_GOLD: "Cinépass Gold",
    FAMILY: "Cinépass Gezin",
    EXPLORER: "Cinépass Ontdek",
    UNLIMITED: "Onbeperkt Flex",
    UNLIMITED_GOLD: "Onbeperkt Flex Gold",
  },
  en: {
    CINEPASS: "Cinépass",
    CINEPASS_26: "Cinépass Under 26",
    CINEPASS_DUO: "Cinépass Duo",
    CINEPASS_GOLD: "Cinépass Gold",
    FAMILY: "Cinépass Family",
    EXPLORER: "Cinépass Explorer",
    UNLIMITED: "Unlimited Flex",
    UNLIMITED_GOLD: "Unlimited Flex Gold",
  },
};

export const ADD_ON_LABELS: Record<Language, Record<PassAddOn, string>> = {
  fr: { PREMIUM_FORMATS: "Option Premium", GUEST_TICKETS: "Option Invités" },
  nl: { PREMIUM_FORMATS: "Premium-optie", GUEST_TICKETS: "Gastenoptie" },
  en: { PREMIUM_FORMATS: "Premium add-on", GUEST_TICKETS: "Guest add-on" },
};

const FORMAT_NAMES: Record<string, string> = {
  imax: "IMAX",
  "4dx": "4DX",
  screenx: "ScreenX",
  dolby: "Dolby Cinema",
};

/** SPEC 3 supplement name: "Supplément IMAX", "Toeslag IMAX", "IMAX supplement". */
export function supplementName(format: string, language: Language): string {
  const name = FORMAT_NAMES[format] ?? format.toUpperCase();
  switch (language) {
    case "fr":
      return `Supplément ${name}`;
    case "nl":
      return `Toeslag ${name}`;
    case "en":
      return `${name} supplement`;
  }
}

export { euros, longDate } from "../../lib/format.ts";
