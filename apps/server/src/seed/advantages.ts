import { inArray, sql } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { accounts, advantages, type NewAdvantageRow } from "../db/schema/index.ts";
import { normalizeMail } from "../lib/mail-address.ts";

const DAY_MS = 86_400_000;

type AdvantageSeed = Omit<NewAdvantageRow, "accountId" | "expirationDate"> & {
  mail: string;
  /** Days from the seed's `now` to the expiry; null: never expires. Negative: already expired. */
  expiresInDays: number | null;
};

/**
 * Camille (fr) holds three advantages and one expired; Sanne (nl) two; the others none. Every text
 * in French, Dutch and English: the customer reads them in the page's language.
 */
export const DEMO_ADVANTAGES: AdvantageSeed[] = [
  {
    id: "ADV-FR-0001",
    mail: "camille.martin@example.com",
    name: { fr: "Popcorn moyen offert", nl: "Gratis middelgrote popcorn", en: "Free medium popcorn" },
    details: {
      fr: "Un popcorn moyen offert au comptoir de votre cinéma Cinélux.",
      nl: "Een gratis middelgrote popcorn bij de balie van je Cinélux-bioscoop.",
      en: "A free medium popcorn at the counter of your Cinélux cinema.",
    },
    code: "POP-7Q2X-91",
    terms: {
      fr: "Valable une fois, dans tous les cinémas Cinélux en France. Non cumulable.",
      nl: "Eenmalig geldig in alle Cinélux-bioscopen in Frankrijk. Niet te combineren met andere acties.",
      en: "Valid once, in every Cinélux cinema in France. Cannot be combined with other offers.",
    },
    help: {
      fr: "Présentez le code au comptoir avant votre séance.",
      nl: "Laat de code zien bij de balie vóór je voorstelling.",
      en: "Show the code at the counter before your screening.",
    },
    alexRecognitionId: "ALEX-55120",
    expiresInDays: 30,
  },
  {
    id: "ADV-FR-0002",
    mail: "camille.martin@example.com",
    name: { fr: "Place à 5 € le mardi", nl: "Kaartje voor € 5 op dinsdag", en: "€5 ticket on Tuesdays" },
    details: {
      fr: "Une place à 5 € pour toute séance du mardi.",
      nl: "Een kaartje voor € 5 voor elke voorstelling op dinsdag.",
      en: "A €5 ticket for any screening on a Tuesday.",
    },
    code: "MARDI-5E-4471",
    terms: {
      fr: "Une place par compte et par mardi, hors séances spéciales et 4DX.",
      nl: "Eén kaartje per account per dinsdag, niet voor speciale voorstellingen en 4DX.",
      en: "One ticket per account per Tuesday, excluding special screenings and 4DX.",
    },
    help: null,
    alexRecognitionId: null,
    expiresInDays: 90,
  },
  {
    id: "ADV-FR-0003",
    mail: "camille.martin@example.com",
    name: {
      fr: "-20 % sur les lunettes 3D",
      nl: "20% korting op 3D-brillen",
      en: "20% off 3D glasses",
    },
    details: {
      fr: "Une réduction de 20 % sur l'achat de lunettes 3D réutilisables.",
      nl: "20% korting bij aankoop van herbruikbare 3D-brillen.",
      en: "20% off the purchase of reusable 3D glasses.",
    },
    code: null,
    terms: null,
    help: {
      fr: "La réduction s'applique d'elle-même en caisse quand vous êtes identifiée.",
      nl: "De korting wordt vanzelf verrekend aan de kassa als je bent ingelogd.",
      en: "The discount applies by itself at the till once you are signed in.",
    },
    alexRecognitionId: null,
    expiresInDays: null,
  },
  {
    id: "ADV-FR-0004",
    mail: "camille.martin@example.com",
    name: { fr: "Boisson offerte", nl: "Gratis drankje", en: "Free drink" },
    details: {
      fr: "Une boisson offerte pour votre anniversaire.",
      nl: "Een gratis drankje voor je verjaardag.",
      en: "A free drink for your birthday.",
    },
    code: "ANNIV-0412",
    terms: null,
    help: null,
    alexRecognitionId: null,
    expiresInDays: -5,
  },
  {
    id: "ADV-NL-0001",
    mail: "sanne.devries@example.com",
    name: { fr: "Popcorn offert", nl: "Gratis popcorn", en: "Free popcorn" },
    details: {
      fr: "Un popcorn moyen offert à la caisse de votre cinéma Cinélux.",
      nl: "Een middelgrote popcorn gratis bij de kassa van je Cinélux-bioscoop.",
      en: "A free medium popcorn at the till of your Cinélux cinema.",
    },
    code: "POP-NL-3318",
    terms: {
      fr: "Valable une fois, dans tous les cinémas Cinélux aux Pays-Bas.",
      nl: "Eenmalig geldig in alle Cinélux-bioscopen in Nederland.",
      en: "Valid once, in every Cinélux cinema in the Netherlands.",
    },
    help: {
      fr: "Présentez le code à la caisse avant votre séance.",
      nl: "Laat de code zien bij de kassa vóór je voorstelling.",
      en: "Show the code at the till before your screening.",
    },
    alexRecognitionId: "ALEX-88210",
    expiresInDays: 45,
  },
  {
    id: "ADV-NL-0002",
    mail: "sanne.devries@example.com",
    name: { fr: "Tarif duo le mardi", nl: "Duo-korting op dinsdag", en: "Tuesday duo deal" },
    details: {
      fr: "Deux places pour le prix d'une le mardi.",
      nl: "Twee kaartjes voor de prijs van één op dinsdag.",
      en: "Two tickets for the price of one on Tuesdays.",
    },
    code: "DUO-DI-2290",
    terms: {
      fr: "Non valable pour la 4DX et les séances spéciales.",
      nl: "Niet geldig voor 4DX en speciale voorstellingen.",
      en: "Not valid for 4DX and special screenings.",
    },
    help: null,
    alexRecognitionId: null,
    expiresInDays: 120,
  },
];

export async function insertAdvantages(tx: Transaction, now: Date): Promise<number> {
  const mails = [...new Set(DEMO_ADVANTAGES.map((seed) => normalizeMail(seed.mail)))];
  const owners = await tx
    .select({ id: accounts.id, mail: accounts.mail })
    .from(accounts)
    .where(inArray(accounts.mail, mails));
  const idByMail = new Map(owners.map((owner) => [owner.mail, owner.id]));
  const rows: NewAdvantageRow[] = [];
  for (const { mail, expiresInDays, ...seed } of DEMO_ADVANTAGES) {
    const accountId = idByMail.get(normalizeMail(mail));
    if (accountId) {
      const expirationDate =
        expiresInDays === null
          ? null
          : new Date(now.getTime() + expiresInDays * DAY_MS).toISOString().slice(0, 10);
      rows.push({ ...seed, accountId, expirationDate });
    }
  }
  const created = await tx
    .insert(advantages)
    .values(rows)
    // A database seeded before the texts were translated gets its three languages.
    .onConflictDoUpdate({
      target: advantages.id,
      set: {
        name: sql`excluded.name`,
        details: sql`excluded.details`,
        terms: sql`excluded.terms`,
        help: sql`excluded.help`,
      },
      setWhere: sql`${advantages.name} is distinct from excluded.name
        or ${advantages.details} is distinct from excluded.details
        or ${advantages.terms} is distinct from excluded.terms
        or ${advantages.help} is distinct from excluded.help`,
    })
    .returning({ id: advantages.id });
  return created.length;
}
