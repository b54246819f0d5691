import { inArray } from "drizzle-orm";
import { normalizeMail } from "../../modules/accounts/accounts.repository.ts";
import type { Transaction } from "../client.ts";
import { accounts, advantages, type NewAdvantageRow } from "../schema/index.ts";

const DAY_MS = 86_400_000;

type AdvantageSeed = Omit<NewAdvantageRow, "accountId" | "expirationDate"> & {
  mail: string;
  /** Days from the seed's `now` to the expiry; null: never expires. Negative: already expired. */
  expiresInDays: number | null;
};

/** Camille (fr) holds three advantages and one expired; Sanne (nl) two; the others none. */
export const DEMO_ADVANTAGES: AdvantageSeed[] = [
  {
    id: "ADV-FR-0001",
    mail: "camille.martin@example.com",
    name: "Popcorn moyen offert",
    details: "Un popcorn moyen offert au comptoir de votre cinéma Cinélux.",
    code: "POP-7Q2X-91",
    terms: "Valable une fois, dans tous les cinémas Cinélux en France. Non cumulable.",
    help: "Présentez le code au comptoir avant votre séance.",
    alexRecognitionId: "ALEX-55120",
    expiresInDays: 30,
  },
  {
    id: "ADV-FR-0002",
    mail: "camille.martin@example.com",
    name: "Place à 5 € le mardi",
    details: "Une place à 5 € pour toute séance du mardi.",
    code: "MARDI-5E-4471",
    terms: "Une place par compte et par mardi, hors séances spéciales et 4DX.",
    help: null,
    alexRecognitionId: null,
    expiresInDays: 90,
  },
  {
    id: "ADV-FR-0003",
    mail: "camille.martin@example.com",
    name: "-20 % sur les lunettes 3D",
    details: "Une réduction de 20 % sur l'achat de lunettes 3D réutilisables.",
    code: null,
    terms: null,
    help: "La réduction s'applique d'elle-même en caisse quand vous êtes identifiée.",
    alexRecognitionId: null,
    expiresInDays: null,
  },
  {
    id: "ADV-FR-0004",
    mail: "camille.martin@example.com",
    name: "Boisson offerte",
    details: "Une boisson offerte pour votre anniversaire.",
    code: "ANNIV-0412",
    terms: null,
    help: null,
    alexRecognitionId: null,
    expiresInDays: -5,
  },
  {
    id: "ADV-NL-0001",
    mail: "sanne.devries@example.com",
    name: "Gratis popcorn",
    details: "Een middelgrote popcorn gratis bij de kassa van je Cinélux-bioscoop.",
    code: "POP-NL-3318",
    terms: "Eenmalig geldig in alle Cinélux-bioscopen in Nederland.",
    help: "Laat de code zien bij de kassa vóór je voorstelling.",
    alexRecognitionId: "ALEX-88210",
    expiresInDays: 45,
  },
  {
    id: "ADV-NL-0002",
    mail: "sanne.devries@example.com",
    name: "Duo-korting op dinsdag",
    details: "Twee kaartjes voor de prijs van één op dinsdag.",
    code: "DUO-DI-2290",
    terms: "Niet geldig voor 4DX en speciale voorstellingen.",
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
    .onConflictDoNothing()
    .returning({ id: advantages.id });
  return created.length;
}
