import type { DomainId } from "@cinelux/contract/domains";
import type { Invoice, PassCard, Supplement } from "@cinelux/contract/subscription";
import {
  addDays,
  addMonths,
  invoicePeriodsDue,
  type SubscriptionModel,
  subscriptionStateOf,
} from "@cinelux/contract/subscription-rules";
import { DEMO_CUSTOMERS } from "@cinelux/demo/customers";
import {
  DEMO_CARD_LABELS,
  DEMO_PASSES,
  DEMO_UNATTACHED_CARD,
  type DemoPass,
  demoPassModel,
} from "@cinelux/demo/passes";

/**
 * The fake customer's pass (docs/fakes.md "The pass"), one scenario per demo pass of packages/demo
 * (the seed's): the same plan, state and card, every date relative to the day the scenario starts,
 * and every state computed by the contract's rules, never written by hand.
 */
export const PASS_SCENARIOS = [
  "pass-active",
  "pass-paused",
  "pass-cancel-pending",
  "pass-unpaid",
  "pass-blocked",
  "pass-downgrade",
] as const;
export type PassScenario = (typeof PASS_SCENARIOS)[number];

export function isPassScenario(value: unknown): value is PassScenario {
  return typeof value === "string" && (PASS_SCENARIOS as readonly string[]).includes(value);
}

/** A card number the fake customer can attach (PATCH /api/accounts/me/cards), in the customer's last name. */
export const FAKE_UNATTACHED_CARD = { lastname: "Martin", cardNumber: DEMO_UNATTACHED_CARD.number } as const;

/** What the fake endpoints keep of the pass. */
export interface FakePass {
  /** null: no subscription (GET .../subscription answers 404 SUBSCRIPTION_NOT_FOUND). */
  model: SubscriptionModel | null;
  subscriptionId: string;
  subscriptionNumber: string;
  cards: PassCard[];
  /** Cards on no account yet, attachable by holder name and number. */
  unattached: { lastname: string; card: PassCard }[];
  invoices: Invoice[];
  supplements: Supplement[];
}

// A UUID, as the server's pass_cards ids: a booking's ticket names the card it is taken on by it.
const PASS_CARD_ID = "0e0e0e0e-0000-4000-8000-0000000c0a01";

/** The demo customer whose pass each scenario is (packages/demo passes.ts, customers.ts). */
const SCENARIO_MAILS: Record<PassScenario, string> = {
  "pass-active": "camille.martin@example.com",
  "pass-paused": "lucas.bernard@example.com",
  "pass-cancel-pending": "emma.petit@example.com",
  "pass-unpaid": "hugo.durand@example.com",
  "pass-blocked": "lea.moreau@example.com",
  "pass-downgrade": "sanne.devries@example.com",
};

function demoPassOf(scenario: PassScenario): { pass: DemoPass; domain: DomainId } {
  const mail = SCENARIO_MAILS[scenario];
  const pass = DEMO_PASSES.find((candidate) => candidate.mail === mail);
  const customer = DEMO_CUSTOMERS.find((candidate) => candidate.mail === mail);
  if (!pass || !customer) {
    throw new Error(`No demo pass or customer for ${mail}.`);
  }
  return { pass, domain: customer.domain };
}

/** A drawn portrait (60 x 80 JPEG, 699 bytes): what GET .../cards/picture/{id}.jpg answers on the fakes. */
export const FAKE_PHOTO_JPEG_BASE64 =
  "/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCABQADwDASIAAhEBAxEB/8QAGgABAQADAQEAAAAAAAAAAAAAAAYDBQcCBP/EACwQAAEEAAUDAgYDAQAAAAAAAAEAAgMEBQYREjFBUWETcRUhMoGRsSKywfD/xAAWAQEBAQAAAAAAAAAAAAAAAAAAAQL/xAAVEQEBAAAAAAAAAAAAAAAAAAAAAf/aAAwDAQACEQMRAD8AlURFtBERAREQEREBERBSZcy+y3GLl0Ewk/wj43eT4VfFXhhZshhjjb2a0AJXibDWiiZ9LGBo9gFkUGtxLBKOIRu3RNjl6SMGhB891A3qktG3JWnGj2HkcEdCuoKPzvE1tmrKPqexzT7AjT9lBMIiKgiIg6LgOIMxDDI3Bw9WMBkg6gjr91sly+ncsUZxNVkLHj8EdiFQRZymazSanG93dry0fjQqCwUDmnEGXsT2wu3RQDYCOCep/wC7JiWZL16MxN2wRO+RDOSPJWmQERFQRFu8AwF2JH17Bcys06fLl57Dx5QaeGCaw/ZBE+R3ZjSStgzL2LvbqKbtPL2j9lX1atBUiEVaJsbB0aFmUHNLOE4hVaXT1JWtHLgNQPuF8a6utLjGXq19jpIWths8hwGgd7j/AFBBIvc8Mlad8MzCyRh0cCvCoy067rVuGuzmR4br216rp1eGOvAyGJu1kbQ1oUBlnT4/V3cau/qV0NSgiIgIiIJXOlFvpxXmDRwPpv8AI6FSSv8ANWnwCxrzq3T33BQCD//Z";

function invoicesOf(model: SubscriptionModel, today: string, unpaidLast: boolean): Invoice[] {
  const periods = invoicePeriodsDue(
    model,
    addMonths(today, -12) > model.startDate ? addMonths(today, -12) : null,
    today,
  );
  return periods
    .map((period, index) => {
      const last = index === periods.length - 1;
      const unpaid = unpaidLast && last;
      return {
        id: `inv-${index + 1}`,
        name: `F-${period.periodStart.slice(0, 4)}-${period.periodStart.slice(5, 7)}-${String(index + 1).padStart(6, "0")}`,
        date: period.periodStart,
        amount: period.amountCents,
        status: unpaid ? ("unpaid" as const) : ("paid" as const),
        extractedToNib: !unpaid,
      };
    })
    .reverse();
}

function supplementsOf(today: string): Supplement[] {
  return [
    {
      name: "Supplément IMAX",
      date: addDays(today, -2),
      movie: "Nosferatu",
      cinema: "Cinélux Bastille",
      amount: 350,
    },
    {
      name: "Supplément 4DX",
      date: addDays(today, -9),
      movie: "Metropolis",
      cinema: "Cinélux Opéra",
      amount: 350,
    },
  ];
}

function passCard(model: SubscriptionModel, pass: DemoPass): PassCard {
  return {
    id: PASS_CARD_ID,
    type: model.plan,
    label: DEMO_CARD_LABELS[model.plan] ?? model.plan,
    picture: `/api/accounts/me/cards/picture/${PASS_CARD_ID}.jpg`,
    number: pass.cardNumber,
    activationDate: model.startDate,
    expirationDate: addMonths(model.startDate, 60),
    code: `CLX-${pass.cardNumber}`,
    subscriptionStatus: model.status,
    openEndedSubscription: false,
    photoStatus: pass.photoStatus,
    lastUpdateDate: "2026-01-05T09:00:00.000Z",
  };
}

/** The movie card noah can attach (seed: MOVIECARD_20 6280020000000099), here in the fake customer's name. */
function unattachedCard(): FakePass["unattached"] {
  return [
    {
      lastname: FAKE_UNATTACHED_CARD.lastname,
      card: {
        id: "card-movie-99",
        type: DEMO_UNATTACHED_CARD.type,
        label: DEMO_CARD_LABELS[DEMO_UNATTACHED_CARD.type] ?? DEMO_UNATTACHED_CARD.type,
        picture: null,
        number: FAKE_UNATTACHED_CARD.cardNumber,
        activationDate: null,
        expirationDate: null,
        code: `CLX-${FAKE_UNATTACHED_CARD.cardNumber}`,
        subscriptionStatus: "active",
        openEndedSubscription: false,
        photoStatus: null,
        lastUpdateDate: null,
      },
    },
  ];
}

/** The pass of a scenario on `today`; any other scenario (the registered customer) holds none. */
export function fakePass(scenario: string, today: string): FakePass {
  const empty: FakePass = {
    model: null,
    subscriptionId: "sub-1",
    subscriptionNumber: "AB-000123",
    cards: [],
    unattached: unattachedCard(),
    invoices: [],
    supplements: [],
  };
  if (!isPassScenario(scenario)) {
    return empty;
  }
  const { pass, domain } = demoPassOf(scenario);
  const model = demoPassModel(pass, domain, today);
  return {
    ...empty,
    model,
    cards: [passCard(model, pass)],
    unattached: [],
    invoices: invoicesOf(model, today, scenario === "pass-unpaid"),
    supplements: supplementsOf(today),
  };
}

/** The account fields the pass decides (SPEC 3 subscription, subscriptionState, photoStatus, status). */
export function accountPassFields(pass: FakePass, today: string) {
  const model = pass.model;
  const card = pass.cards[0];
  return {
    subscription: model !== null,
    subscriptionState: model ? subscriptionStateOf(model, today) : null,
    photoStatus: card?.photoStatus ?? null,
    status: model?.status === "blocked" ? "blocked" : "active",
    blockedReason: model?.status === "blocked" ? model.blockedReason : null,
  };
}
