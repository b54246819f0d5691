import type { DomainId, Language } from "@cinelux/contract";
import type { ServerGender } from "@cinelux/contract/profile";

/**
 * The demo customers (README "Demo accounts"): the server's seed writes them, the web's fake
 * endpoints answer with them, the end-to-end journeys sign in as them.
 */

/** Every demo customer signs in with this password. */
export const DEMO_PASSWORD = "Cinelux-demo-2026!";

/** A demo customer as the accounts table holds it, without what the seed computes (hash, dates). */
export interface DemoCustomer {
  mail: string;
  domain: DomainId;
  language: Language;
  registered: boolean;
  gender?: ServerGender;
  firstName?: string;
  infixName?: string;
  lastName?: string;
  address?: string;
  addressComplement?: string;
  postalCode?: string;
  city?: string;
  country?: string;
  birthDate?: string;
  mobilePhone?: string;
  hasLoyalty?: boolean;
  mailCommunicationOptin?: boolean;
  interest?: { genres: string[]; events: string[] };
  cardLastDigits?: string;
  cardExpirationDate?: string;
  cardBrand?: string;
  photoStatus?: string;
  status?: "active" | "blocked";
  blockedReason?: string;
}

const PAYMENT_CARD = { cardLastDigits: "4242", cardExpirationDate: "2028-09-30", cardBrand: "VISA" } as const;

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    mail: "camille.martin@example.com",
    domain: "fr",
    language: "fr",
    registered: true,
    gender: "civ-mm",
    firstName: "Camille",
    lastName: "Martin",
    address: "12 rue de la Roquette",
    addressComplement: "Bâtiment B, 3e étage",
    postalCode: "75011",
    city: "Paris",
    country: "FR",
    birthDate: "1990-04-12",
    mobilePhone: "+33612345678",
    hasLoyalty: true,
    mailCommunicationOptin: true,
    interest: { genres: ["horror", "comedy"], events: [] },
    ...PAYMENT_CARD,
  },
  {
    mail: "lucas.bernard@example.com",
    domain: "fr",
    language: "fr",
    registered: true,
    gender: "civ-mr",
    firstName: "Lucas",
    lastName: "Bernard",
    address: "8 rue de la République",
    postalCode: "69002",
    city: "Lyon",
    country: "FR",
    birthDate: "1985-09-03",
    mobilePhone: "+33623456789",
  },
  {
    mail: "emma.petit@example.com",
    domain: "fr",
    language: "fr",
    registered: true,
    gender: "civ-mm",
    firstName: "Emma",
    lastName: "Petit",
    address: "27 rue Paradis",
    postalCode: "13001",
    city: "Marseille",
    country: "FR",
    birthDate: "1996-01-22",
  },
  {
    mail: "hugo.durand@example.com",
    domain: "fr",
    language: "fr",
    registered: true,
    gender: "civ-mr",
    firstName: "Hugo",
    lastName: "Durand",
    address: "3 allées Jean Jaurès",
    postalCode: "31000",
    city: "Toulouse",
    country: "FR",
    birthDate: "1979-11-30",
  },
  {
    // SPEC 3: a blocked account whose pass photo was refused.
    mail: "lea.moreau@example.com",
    domain: "fr",
    language: "fr",
    registered: true,
    gender: "civ-mm",
    firstName: "Léa",
    lastName: "Moreau",
    address: "15 avenue Jean Médecin",
    postalCode: "06000",
    city: "Nice",
    country: "FR",
    birthDate: "2001-06-15",
    status: "blocked",
    blockedReason: "incorrect_photo",
    photoStatus: "KO",
  },
  {
    mail: "sanne.devries@example.com",
    domain: "nl",
    language: "nl",
    registered: true,
    gender: "civ-mm",
    firstName: "Sanne",
    infixName: "de",
    lastName: "Vries",
    address: "Prinsengracht 263",
    postalCode: "1016 GV",
    city: "Amsterdam",
    country: "NL",
    birthDate: "1992-03-08",
    mobilePhone: "+31612345678",
    ...PAYMENT_CARD,
  },
  {
    mail: "noah.jansen@example.com",
    domain: "nl",
    language: "nl",
    registered: true,
    gender: "civ-mr",
    firstName: "Noah",
    lastName: "Jansen",
    address: "Oudegracht 158",
    postalCode: "3511 AZ",
    city: "Utrecht",
    country: "NL",
    birthDate: "1988-07-19",
  },
  {
    // Signed up but never completed the profile: the "not registered" journeys start here.
    mail: "new.customer@example.com",
    domain: "fr",
    language: "fr",
    registered: false,
  },
];

export const DEMO_MAILS: string[] = DEMO_CUSTOMERS.map((customer) => customer.mail);
