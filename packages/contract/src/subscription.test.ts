import { describe, expect, it } from "vitest";
import {
  AttachCardRequestSchema,
  CancelReasonsResponseSchema,
  CancelSubscriptionRequestSchema,
  GroupSupplementInvoiceRequestSchema,
  InvoicesResponseSchema,
  PassCardSchema,
  SubscriptionResponseSchema,
  SuspendSubscriptionRequestSchema,
  sameHolderLastName,
} from "./subscription.ts";
import { type SubscriptionModel, subscriptionStateOf } from "./subscription-rules.ts";

const model: SubscriptionModel = {
  plan: "CINEPASS",
  addOns: [],
  domain: "fr",
  startDate: "2025-09-05",
  commitmentEndDate: "2026-09-05",
  billingDay: 5,
  status: "active",
  blockedReason: null,
  pause: null,
  cancellation: null,
  planChange: null,
  debitInvoiceEnabled: false,
};

const invoice = {
  id: "inv-1",
  name: "F-2026-03-000001",
  date: "2026-03-05",
  amount: 2290,
  status: "paid",
  extractedToNib: true,
};

describe("subscription contract", () => {
  it("describes the GET reply with the computed state", () => {
    const reply = {
      invoices: [invoice],
      unpaidInvoice: false,
      unpaidBalance: 0,
      consumption: {
        subscriptionAmount: 2290,
        supplements: [
          {
            name: "Supplément IMAX",
            date: "2026-03-08",
            movie: "Dune",
            cinema: "Cinélux Bastille",
            amount: 350,
          },
        ],
      },
      debitInvoiceEnabled: false,
      card: {
        type: "CINEPASS",
        status: "active",
        date: "2025-09-05",
        cardNumber: "6280010000000001",
        subscriptionNumber: "AB-000001",
        openEndedSubscription: false,
        subscriptionId: "sub-1",
        blockedReason: null,
      },
      status: "active",
      subscriptionState: subscriptionStateOf(model, "2026-03-20"),
    };
    expect(SubscriptionResponseSchema.parse(reply)).toEqual(reply);
    expect(SubscriptionResponseSchema.safeParse({ ...reply, status: "paused" }).success).toBe(false);
  });

  it("bounds the invoice list and refuses a fractional amount", () => {
    expect(InvoicesResponseSchema.safeParse(Array.from({ length: 241 }, () => invoice)).success).toBe(false);
    expect(InvoicesResponseSchema.safeParse([{ ...invoice, amount: 22.9 }]).success).toBe(false);
  });

  it("takes only the SPEC 7 actions, nothing more", () => {
    expect(SuspendSubscriptionRequestSchema.safeParse({ action: "resume" }).success).toBe(true);
    expect(SuspendSubscriptionRequestSchema.safeParse({ action: "pause" }).success).toBe(false);
    expect(
      SuspendSubscriptionRequestSchema.safeParse({ action: "suspend", from: "2026-01-01" }).success,
    ).toBe(false);
    expect(GroupSupplementInvoiceRequestSchema.safeParse({ action: "activated" }).success).toBe(true);
    expect(GroupSupplementInvoiceRequestSchema.safeParse({ action: true }).success).toBe(false);
    expect(CancelSubscriptionRequestSchema.safeParse({ reason: "financial_difficulties" }).success).toBe(
      true,
    );
    expect(CancelSubscriptionRequestSchema.safeParse({ reason: "<script>" }).success).toBe(false);
    expect(CancelSubscriptionRequestSchema.safeParse({}).success).toBe(false);
  });

  it("gives the cancel reasons with the exact end date", () => {
    const reply = {
      reasons: [{ id: "changed_plan", label: "J'ai changé de formule" }],
      effectiveDate: "2026-09-05",
    };
    expect(CancelReasonsResponseSchema.parse(reply)).toEqual(reply);
  });
});

describe("pass cards contract", () => {
  it("matches the holder's last name with accents, case and spaces ignored, and nothing looser", () => {
    expect(sameHolderLastName("lefevre", "Lefèvre")).toBe(true);
    expect(sameHolderLastName("MOREAU ", "Moreau")).toBe(true);
    expect(sameHolderLastName("Le\u0301a", "LÉA")).toBe(true);
    expect(sameHolderLastName("de  Vries", "De Vries")).toBe(true);
    expect(sameHolderLastName("Morea", "Moreau")).toBe(false);
    expect(sameHolderLastName("Moreau-Petit", "Moreau")).toBe(false);
    expect(sameHolderLastName("", "")).toBe(false);
  });

  it("normalises the card number and the last name", () => {
    expect(
      AttachCardRequestSchema.parse({ lastname: "  Moreau ", cardNumber: "6280 0100-0000 0005" }),
    ).toEqual({
      lastname: "Moreau",
      cardNumber: "6280010000000005",
    });
    expect(AttachCardRequestSchema.parse({ lastname: "Le\u0301a", cardNumber: "62800100" }).lastname).toBe(
      "Léa",
    );
  });

  it("refuses a bad number, an empty or long name and extra fields", () => {
    expect(AttachCardRequestSchema.safeParse({ lastname: "Moreau", cardNumber: "1234" }).success).toBe(false);
    expect(
      AttachCardRequestSchema.safeParse({ lastname: "Moreau", cardNumber: "6280a10000000005" }).success,
    ).toBe(false);
    expect(
      AttachCardRequestSchema.safeParse({ lastname: "   ", cardNumber: "6280010000000005" }).success,
    ).toBe(false);
    expect(
      AttachCardRequestSchema.safeParse({ lastname: "x".repeat(61), cardNumber: "6280010000000005" }).success,
    ).toBe(false);
    expect(
      AttachCardRequestSchema.safeParse({ lastname: "Moreau", cardNumber: "6280010000000005", owner: "x" })
        .success,
    ).toBe(false);
  });

  it("keeps an unknown card type and status (SPEC 4 maps them on the web)", () => {
    const card = {
      id: "card-1",
      type: "SOMETHING_NEW",
      label: "Carte",
      picture: null,
      number: "6280010000000001",
      activationDate: "2025-09-05",
      expirationDate: null,
      code: "CLX-6280010000000001",
      subscriptionStatus: "frozen",
      openEndedSubscription: false,
      photoStatus: null,
      lastUpdateDate: "2026-03-01T10:00:00Z",
    };
    expect(PassCardSchema.parse(card)).toEqual(card);
  });
});
