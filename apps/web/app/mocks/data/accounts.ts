import type { AccountResponse } from "@cinelux/contract/account";
import { FAKE_CUSTOMER_MAIL } from "../../lib/auth/fake-user-manager";
import { PASS_SCENARIOS } from "./subscription";

/**
 * Starting points of the fake customer (docs/fakes.md): `registered` sees the home,
 * `unregistered` is sent to /{language}/register, `unverified` must still verify the mail; the
 * `pass-*` ones are the registered customer holding a pass in one state (data/subscription.ts).
 */
export const FAKE_SCENARIOS = [
  "registered",
  "unregistered",
  "unverified",
  "pushes",
  ...PASS_SCENARIOS,
  // noah.jansen (packages/demo customers.ts): registered on the Dutch domain, no pass yet: the pass sign-up.
  "no-pass",
] as const;
export type FakeScenario = (typeof FAKE_SCENARIOS)[number];

export function isFakeScenario(value: unknown): value is FakeScenario {
  return typeof value === "string" && (FAKE_SCENARIOS as readonly string[]).includes(value);
}

const REGISTERED: AccountResponse = {
  id: "fake-customer",
  firstName: "Camille",
  lastName: "Martin",
  infixName: null,
  gender: "civ-mm",
  picture: null,
  pictureFallback: "cm",
  birthDate: "1990-04-12",
  mail: FAKE_CUSTOMER_MAIL,
  homePhone: null,
  mobilePhone: "+33612345678",
  address: "12 rue de la Roquette",
  addressComplement: "Bâtiment B, 3e étage",
  postalCode: "75011",
  city: "Paris",
  country: "FR",
  language: "fr",
  domain: "fr",
  subscription: false,
  subscriptionState: null,
  card: { lastDigits: "4242", expirationDate: "09/28", icon: "visa" },
  mailNotification: true,
  statistics: true,
  registered: true,
  mustVerifyMail: false,
  trackingDate: null,
  mailCommunicationCinelux: true,
  optinCommunicationCinelux: false,
  hasLoyalty: true,
  interest: { genres: ["horror", "comedy"], events: [] },
  social: [],
  photoStatus: null,
  status: "active",
  blockedReason: null,
};

/** A customer fresh from the provider's sign-up: only the mail is known (SPEC 2.2 register). */
const UNREGISTERED: AccountResponse = {
  ...REGISTERED,
  firstName: null,
  lastName: null,
  gender: null,
  pictureFallback: "c",
  birthDate: null,
  mobilePhone: null,
  address: null,
  addressComplement: null,
  postalCode: null,
  city: null,
  country: null,
  card: null,
  registered: false,
  mustVerifyMail: true,
  mailCommunicationCinelux: false,
  hasLoyalty: false,
  interest: null,
};

export function fakeAccount(scenario: FakeScenario): AccountResponse {
  switch (scenario) {
    case "unregistered":
      return structuredClone(UNREGISTERED);
    case "unverified":
      return { ...structuredClone(REGISTERED), mustVerifyMail: true };
    case "pushes":
      // Every home push applies: no birth date, both communication opt-ins off (docs/home.md).
      return {
        ...structuredClone(REGISTERED),
        birthDate: null,
        mailCommunicationCinelux: false,
        optinCommunicationCinelux: false,
      };
    case "no-pass":
      return {
        ...structuredClone(REGISTERED),
        id: "fake-noah",
        firstName: "Noah",
        lastName: "Jansen",
        gender: "civ-mr",
        pictureFallback: "nj",
        birthDate: "1988-07-19",
        address: "Oudegracht 158",
        addressComplement: null,
        postalCode: "3511 AZ",
        city: "Utrecht",
        country: "NL",
        language: "nl",
        domain: "nl",
      };
    default:
      return structuredClone(REGISTERED);
  }
}
