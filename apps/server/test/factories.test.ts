import { CardsResponseSchema, SubscriptionResponseSchema, type SubscriptionState } from "@cinelux/contract";
import { describe, expect, it } from "vitest";
import { chainDay } from "../src/modules/subscription/subscription.billing.ts";
import { useTestApp } from "./app.ts";
import { createBooking } from "./bookings.factories.ts";
import { createCinema, createShow } from "./catalog.factories.ts";
import { createCustomer, injectAs } from "./factories.ts";
import { createPass, createPassCard } from "./passes.factories.ts";
import { createCase } from "./support.factories.ts";
import { createWalletCard } from "./wallet.factories.ts";

const t = useTestApp({ seed: false });

async function get(customer: { id: string }, url: string) {
  const response = await injectAs(t, customer, { method: "GET", url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
}

describe("the test factories make data the API reads as a customer's own", () => {
  const states: [Parameters<typeof createPass>[1]["state"], Partial<SubscriptionState>][] = [
    ["active", { eligibleForSuspension: true }],
    ["paused", { eligibleForReactivation: true }],
    ["cancelPending", { cancelPending: true }],
    ["downgradePending", { pendingPlanChange: true }],
  ];
  it.each(states)("makes a %s pass, with its card and a year of invoices", async (state, expected) => {
    const customer = await createCustomer(t.database.db);
    const { card } = await createPass(t.database.db, {
      customer,
      state,
      plan: state === "downgradePending" ? "CINEPASS_DUO" : "CINEPASS",
      invoices: true,
      today: chainDay(new Date()),
    });
    const subscription = SubscriptionResponseSchema.parse(
      await get(customer, "/api/accounts/me/subscription?language=fr"),
    );
    expect(subscription.subscriptionState).toMatchObject(expected);
    expect(subscription.invoices.length).toBeGreaterThanOrEqual(12);
    const cards = CardsResponseSchema.parse(await get(customer, "/api/accounts/me/cards?language=fr"));
    expect(cards.map((each) => each.number)).toEqual([card.number]);
  });

  it("makes a card a customer holds without a pass", async () => {
    const customer = await createCustomer(t.database.db);
    const card = await createPassCard(t.database.db, { customer, type: "MOVIECARD_20" });
    const cards = CardsResponseSchema.parse(await get(customer, "/api/accounts/me/cards?language=fr"));
    expect(cards.map((each) => [each.number, each.label])).toEqual([[card.number, "MovieCard 20"]]);
  });

  it("makes wallet cards, a booking on a cinema and show of its own, and a case", async () => {
    const customer = await createCustomer(t.database.db);
    const prepaid = await createWalletCard(t.database.db, { customer, remaining: 7 });
    const cinema = await createCinema(t.database.db, { name: "Cinéma des Tests" });
    const show = await createShow(t.database.db, { title: "Le Film des Tests" });
    await createBooking(t.database.db, { customer, startsIn: 24 * 60, cinemaId: cinema.id, showId: show.id });
    const supportCase = await createCase(t.database.db, {
      customer,
      messages: [{ body: "Nous regardons.", received: true, hoursAgo: 2 }],
    });
    expect(JSON.stringify(await get(customer, "/api/accounts/me/prepaids?language=fr"))).toContain(
      prepaid.number,
    );
    expect(JSON.stringify(await get(customer, "/api/ec/ebillet?language=fr"))).toContain("Le Film des Tests");
    expect(JSON.stringify(await get(customer, "/api/accounts/me/case?language=fr"))).toContain(
      supportCase.number,
    );
  });
});
