import {
  addMonths,
  cancellationEndDate,
  commitmentEndOf,
  type DomainId,
  nextBillingDate,
  type PassAddOn,
  type PassType,
  planChangeExecutionDate,
  type SubscriptionModel,
} from "@cinelux/contract";

/**
 * The demo passes (README "Demo accounts"): one per customer, each in the state its journey needs.
 * The seed inserts them with a year of invoices and some premium-format supplements; the web's fakes
 * answer with them, one scenario each. Every date is relative to `today`, so the states hold
 * whenever the data is made.
 */
export interface DemoPass {
  mail: string;
  cardNumber: string;
  plan: PassType;
  addOns: PassAddOn[];
  billingDay: number;
  /** Months between the start and the last billing date on or before today: 12 is a year of invoices. */
  monthsHeld: number;
  state: "active" | "paused" | "cancelPending" | "unpaid" | "blocked" | "downgradePending";
  debitInvoiceEnabled: boolean;
  /** lea: the refused photo; the others a valid one. */
  photoStatus: "OK" | "KO";
  photoColour: string;
}

export const DEMO_PASSES: readonly DemoPass[] = [
  pass("camille.martin@example.com", "6280010000000001", "CINEPASS", "active", {
    debitInvoiceEnabled: true,
    photoColour: "#c9a27e",
  }),
  pass("lucas.bernard@example.com", "6280010000000002", "CINEPASS_GOLD", "paused", {
    photoColour: "#8d6e63",
  }),
  pass("emma.petit@example.com", "6280010000000003", "CINEPASS", "cancelPending", {
    addOns: ["PREMIUM_FORMATS"],
    photoColour: "#d7b49e",
  }),
  pass("hugo.durand@example.com", "6280010000000004", "UNLIMITED", "unpaid", { photoColour: "#a1887f" }),
  pass("lea.moreau@example.com", "6280010000000005", "CINEPASS_26", "blocked", {
    photoStatus: "KO",
    photoColour: "#37474f",
  }),
  pass("sanne.devries@example.com", "6280020000000006", "CINEPASS_DUO", "downgradePending", {
    photoColour: "#e0c3a8",
  }),
];

/** A card nobody holds yet, for noah.jansen (no pass) to attach with PATCH /api/accounts/me/cards. */
export const DEMO_UNATTACHED_CARD = {
  number: "6280020000000099",
  holderLastName: "Jansen",
  type: "MOVIECARD_20",
} as const;

function pass(
  mail: string,
  cardNumber: string,
  plan: PassType,
  state: DemoPass["state"],
  options: Partial<Pick<DemoPass, "addOns" | "debitInvoiceEnabled" | "photoStatus" | "photoColour">> = {},
): DemoPass {
  return {
    mail,
    cardNumber,
    plan,
    addOns: options.addOns ?? [],
    billingDay: 5,
    monthsHeld: 12,
    state,
    debitInvoiceEnabled: options.debitInvoiceEnabled ?? false,
    photoStatus: options.photoStatus ?? "OK",
    photoColour: options.photoColour ?? "#bcaaa4",
  };
}

/** The name printed on each card: its type's label. */
export const DEMO_CARD_LABELS: Readonly<Record<string, string>> = {
  CINEPASS: "Cinépass",
  CINEPASS_26: "Cinépass -26",
  CINEPASS_DUO: "Cinépass Duo",
  CINEPASS_GOLD: "Cinépass Gold",
  FAMILY: "Cinépass Famille",
  EXPLORER: "Cinépass Découverte",
  UNLIMITED: "Unlimited Flex",
  UNLIMITED_GOLD: "Unlimited Flex Gold",
  MOVIECARD_20: "MovieCard 20",
};

/** The last billing date on or before `today`. */
export function lastBillingDate(billingDay: number, today: string): string {
  return addMonths(nextBillingDate({ billingDay }, today), -1);
}

/** The model each demo state needs on `today`, built with the contract's own date rules. */
export function demoPassModel(seed: DemoPass, domain: DomainId, today: string): SubscriptionModel {
  const lastBilled = lastBillingDate(seed.billingDay, today);
  const startDate = addMonths(lastBilled, -seed.monthsHeld);
  const base: SubscriptionModel = {
    plan: seed.plan,
    addOns: seed.addOns,
    domain,
    startDate,
    // Renewed once: a year held, the commitment ran out on the last billing date.
    commitmentEndDate: commitmentEndOf(seed.plan, domain, startDate),
    billingDay: seed.billingDay,
    status: "active",
    blockedReason: null,
    pause: null,
    cancellation: null,
    planChange: null,
    debitInvoiceEnabled: seed.debitInvoiceEnabled,
  };
  switch (seed.state) {
    case "active":
      return base;
    case "paused":
      return { ...base, status: "suspended", pause: { from: lastBilled, to: addMonths(lastBilled, 1) } };
    case "cancelPending": {
      // Asked three days ago: one month's notice from then (the commitment already ran out).
      const requestedOn = dayBefore(today, 3, startDate);
      return {
        ...base,
        cancellation: {
          reason: "moving",
          effectiveDate: cancellationEndDate(base, requestedOn),
          requestedOn,
        },
      };
    }
    case "unpaid":
      return { ...base, status: "unpaid" };
    case "blocked":
      return { ...base, status: "blocked", blockedReason: "incorrect_photo" };
    case "downgradePending":
      return {
        ...base,
        planChange: { plan: "CINEPASS", addOns: [], executionDate: planChangeExecutionDate(base, today) },
      };
  }
}

/** `days` before `today`, never before `floor`. */
function dayBefore(today: string, days: number, floor: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  const iso = date.toISOString().slice(0, 10);
  return iso < floor ? floor : iso;
}
