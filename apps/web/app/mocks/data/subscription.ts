import type { DomainId } from "@cinelux/contract/domains";
import type { PassType } from "@cinelux/contract/passes";
import type { Invoice, PassCard, Supplement } from "@cinelux/contract/subscription";
import {
  addDays,
  addMonths,
  commitmentEndOf,
  invoicePeriodsDue,
  nextBillingDate,
  type SubscriptionModel,
  subscriptionStateOf,
} from "@cinelux/contract/subscription-rules";

/**
 * The fake customer's pass (docs/fakes.md "The pass"), one scenario per demo customer of the seed
 * (issue 10): every date relative to the day the scenario starts, as the seed does, and every
 * state computed by the contract's rules, never written by hand.
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
export const FAKE_UNATTACHED_CARD = { lastname: "Martin", cardNumber: "6280020000000099" } as const;

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

/** The name printed on each card: its type's label, as the seed's (CARD_LABELS). */
const CARD_LABELS: Record<string, string> = {
  CINEPASS: "Cinépass",
  CINEPASS_26: "Cinépass -26",
  CINEPASS_DUO: "Cinépass Duo",
  CINEPASS_GOLD: "Cinépass Gold",
  FAMILY: "Cinépass Famille",
  EXPLORER: "Cinépass Découverte",
  UNLIMITED: "Illimité Liberté",
  UNLIMITED_GOLD: "Illimité Liberté Gold",
  MOVIECARD_20: "Movie Card 20",
};

const BILLING_DAY = 5;
const PASS_CARD_ID = "card-pass-1";

function baseModel(plan: PassType, domain: DomainId, today: string, monthsAgo: number): SubscriptionModel {
  const startDate = addMonths(today, -monthsAgo);
  return {
    plan,
    addOns: [],
    domain,
    startDate,
    commitmentEndDate: commitmentEndOf(plan, domain, startDate),
    billingDay: BILLING_DAY,
    status: "active",
    blockedReason: null,
    pause: null,
    cancellation: null,
    planChange: null,
    debitInvoiceEnabled: false,
  };
}

function modelOf(scenario: PassScenario, today: string): SubscriptionModel {
  switch (scenario) {
    case "pass-active":
      // Out of commitment, debit invoicing on: cancelling ends one month later (as camille).
      return { ...baseModel("CINEPASS", "fr", today, 14), debitInvoiceEnabled: true };
    case "pass-paused": {
      // Paused since this month's billing date (as lucas).
      const model = baseModel("CINEPASS_GOLD", "fr", today, 8);
      const from = addMonths(nextBillingDate(model, today), -1);
      return { ...model, status: "suspended", pause: { from, to: addMonths(from, 1) } };
    }
    case "pass-cancel-pending": {
      // Asked three days ago (as emma).
      const model = { ...baseModel("CINEPASS", "fr", today, 15), addOns: ["PREMIUM_FORMATS" as const] };
      const requestedOn = addDays(today, -3);
      return {
        ...model,
        cancellation: { reason: "price", effectiveDate: addMonths(requestedOn, 1), requestedOn },
      };
    }
    case "pass-unpaid":
      return { ...baseModel("UNLIMITED", "fr", today, 12), status: "unpaid" };
    case "pass-blocked":
      return {
        ...baseModel("CINEPASS_26", "fr", today, 6),
        status: "blocked",
        blockedReason: "incorrect_photo",
      };
    case "pass-downgrade": {
      // Duo to single on the next billing date (as sanne, on the Dutch domain).
      const model = baseModel("CINEPASS_DUO", "nl", today, 13);
      return {
        ...model,
        planChange: { plan: "CINEPASS", addOns: [], executionDate: nextBillingDate(model, today) },
      };
    }
  }
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

function passCard(model: SubscriptionModel | null, overrides: Partial<PassCard> = {}): PassCard {
  return {
    id: PASS_CARD_ID,
    type: model?.plan ?? "CINEPASS",
    label: CARD_LABELS[model?.plan ?? "CINEPASS"] ?? "Cinépass",
    picture: `/api/accounts/me/cards/picture/${PASS_CARD_ID}.jpg`,
    number: "6280010000000001",
    activationDate: model?.startDate ?? null,
    expirationDate: model ? addMonths(model.startDate, 60) : null,
    code: "CINELUX-PASS-6280010000000001",
    subscriptionStatus: model?.status ?? "active",
    openEndedSubscription: false,
    photoStatus: "OK",
    lastUpdateDate: "2026-01-05T09:00:00.000Z",
    ...overrides,
  };
}

/** The movie card noah can attach (seed: MOVIECARD_20 6280020000000099), here in the fake customer's name. */
function unattachedCard(): FakePass["unattached"] {
  return [
    {
      lastname: FAKE_UNATTACHED_CARD.lastname,
      card: {
        id: "card-movie-99",
        type: "MOVIECARD_20",
        label: CARD_LABELS.MOVIECARD_20 ?? "Movie Card 20",
        picture: null,
        number: FAKE_UNATTACHED_CARD.cardNumber,
        activationDate: null,
        expirationDate: null,
        code: `CINELUX-MOVIE-${FAKE_UNATTACHED_CARD.cardNumber}`,
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
  const model = modelOf(scenario, today);
  const blocked = scenario === "pass-blocked";
  return {
    ...empty,
    model,
    cards: [passCard(model, blocked ? { photoStatus: "KO" } : {})],
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
