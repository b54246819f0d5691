import type { Advantage } from "@cinelux/contract/advantages";
import type { FakeScenario } from "./accounts";

/** The registered fake customer's loyalty advantages, in French, soonest expiry first (as the server sorts them). */
const ADVANTAGES: Advantage[] = [
  {
    id: "adv-popcorn",
    name: "Popcorn offert",
    expirationDate: "2027-01-31",
    details: "Un popcorn moyen offert pour l'achat d'une place, dans tous les cinémas Cinélux.",
    code: "POP-7Q2K",
    terms:
      "Valable une seule fois, sur présentation du code au comptoir confiserie. Non cumulable avec une autre offre confiserie, ni échangeable contre sa valeur en espèces.",
    help: "Montrez le code au comptoir confiserie avant de payer, ou saisissez-le à l'étape « Confiserie » de votre réservation en ligne.",
    alexRecognitionId: "alex-10482",
  },
  {
    id: "adv-3d-glasses",
    name: "-20 % sur les lunettes 3D",
    expirationDate: "2027-06-30",
    details: "20 % de réduction sur une paire de lunettes 3D réutilisables.",
    code: "LUX3D-20",
    terms: "Une paire par achat, en caisse uniquement et dans la limite des stocks disponibles.",
    help: null,
    alexRecognitionId: null,
  },
  {
    id: "adv-tuesday",
    name: "Place à 5 € le mardi",
    expirationDate: null,
    details: "Toutes vos séances du mardi à 5 €, hors avant-premières et événements.",
    code: null,
    terms: "Réservé aux membres du programme de fidélité. Suppléments 3D, IMAX et 4DX en sus.",
    help: "Le tarif s'applique automatiquement quand vous réservez connecté à votre compte.",
    alexRecognitionId: "alex-20931",
  },
];

/** A customer fresh from sign-up has no advantages yet. */
export function fakeAdvantages(scenario: FakeScenario): Advantage[] {
  return scenario === "unregistered" ? [] : structuredClone(ADVANTAGES);
}
