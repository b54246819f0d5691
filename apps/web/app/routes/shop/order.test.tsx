// @vitest-environment jsdom
import type { Order } from "@cinelux/contract/orders";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as account from "../../lib/account/update-account";
import { FAKE_SIGNED_OUT_KEY } from "../../lib/auth/fake-user-manager";
import { rememberCheckoutOrigin } from "../../lib/checkout/checkout-origin";
import { FAKE_ORDER_IDS } from "../../mocks/fakes/shop-state";
import { fakeServer } from "../../mocks/node";
import {
  moduleRoute,
  renderRoutes,
  resetRouteTest,
  type StubRoutes,
} from "../../shell/testing/render-routes";
import * as order from "./order";
import * as layout from "./shop-layout";

const routes: StubRoutes = [moduleRoute(":language", layout, [moduleRoute("orders/:orderId", order)])];

afterEach(() => {
  vi.restoreAllMocks();
  fakeServer.resetHandlers();
  resetRouteTest();
});

const page = (id: string, language = "en") => `/${language}/orders/${id}`;

/** A pass's order, for the subscription flow: the page reads any kind the same way. */
function passOrder(status: Order["status"]): Order {
  return {
    id: "0b0b0b0b-0000-4000-8000-000000000001",
    kind: "subscription",
    status,
    description: "Cinépass",
    lines: [
      { label: "Cinépass — 1 month", quantity: 1, unitCents: 2_290, totalCents: 2_290 },
      { label: "Joining fee", quantity: 1, unitCents: 3_000, totalCents: 3_000 },
    ],
    totalCents: 5_290,
    vatRateBasisPoints: 550,
    vatCents: 276,
    refundedCents: 0,
    createdAt: "2026-11-20T10:00:00+01:00",
    paidAt: status === "paid" ? "2026-11-20T10:01:00+01:00" : null,
    checkoutUrl: status === "pending" ? "https://pay.example/checkout/1" : null,
    nextPath: status === "paid" ? "/en/subscription" : null,
    gift: null,
  };
}

describe("{language}/orders/{orderId}: where the payment stands (docs/screens/shop.md)", () => {
  it("polls a pending order until the webhook made it paid, then gives the next step and reads the account again", async () => {
    let reads = 0;
    const reload = vi.spyOn(account, "invalidateAccount");
    fakeServer.use(
      http.get("*/api/orders/:id", () => {
        reads += 1;
        return HttpResponse.json(passOrder(reads < 2 ? "pending" : "paid"));
      }),
    );
    renderRoutes(routes, page("0b0b0b0b-0000-4000-8000-000000000001"));
    expect(await screen.findByRole("heading", { level: 1, name: "Confirming your payment" })).toBeDefined();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Continue payment" }).getAttribute("href")).toBe(
      "https://pay.example/checkout/1",
    );
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Thank you, your payment is received" },
        { timeout: 5_000 },
      ),
    ).toBeDefined();
    expect(screen.getByRole("link", { name: "See my subscription" }).getAttribute("href")).toBe(
      "/en/subscription",
    );
    expect(screen.getByRole("rowheader", { name: "Joining fee" })).toBeDefined();
    expect(screen.getByText("Including VAT 5.5%: €2.76")).toBeDefined();
    expect(reads).toBe(2);
    // The unpaid alert, the pass: the account the page was loaded with is read again once it settled.
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it("shows a customer's paid movie card with its lines, total, VAT and the way to the wallet", async () => {
    renderRoutes(routes, page(FAKE_ORDER_IDS.paidCard, "fr"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Merci, votre paiement est bien reçu" }),
    ).toBeDefined();
    expect(screen.getByRole("rowheader", { name: "Carte 20 places" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Voir mon portefeuille" }).getAttribute("href")).toBe(
      "/fr/tickets",
    );
    expect(screen.getByText(/^Dont TVA 5,5\s%\s: 10,32\s€$/)).toBeDefined();
  });

  it("says to whom and when a gift goes, without VAT", async () => {
    sessionStorage.setItem(FAKE_SIGNED_OUT_KEY, "1");
    renderRoutes(routes, page(FAKE_ORDER_IDS.paidGift));
    expect(await screen.findByText(/^Will be sent to alex\.dupont@example\.com on /)).toBeDefined();
    expect(screen.getByText("No VAT at purchase: it is charged on what the card pays for.")).toBeDefined();
    expect(screen.queryByRole("link", { name: "See my wallet" })).toBeNull();
  });

  it.each([
    ["failed", FAKE_ORDER_IDS.failed, "The payment failed"],
    ["canceled", FAKE_ORDER_IDS.canceled, "The payment was cancelled"],
    ["expired", FAKE_ORDER_IDS.expired, "The payment page expired"],
  ])("says a %s payment charged nothing and leads back to where it started", async (_status, id, title) => {
    sessionStorage.setItem(FAKE_SIGNED_OUT_KEY, "1");
    rememberCheckoutOrigin(FAKE_ORDER_IDS.failed, "/en/buy?item=MOVIECARD_25");
    renderRoutes(routes, page(id));
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeDefined();
    expect(screen.getByText("Nothing was charged. You can try again.")).toBeDefined();
    const expected =
      id === FAKE_ORDER_IDS.failed
        ? "/en/buy?item=MOVIECARD_25"
        : id === FAKE_ORDER_IDS.canceled
          ? "/en/buy?item=GIFT_CARD"
          : "/en/buy";
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe(expected);
  });

  it("gives the refunded amount", async () => {
    renderRoutes(routes, page(FAKE_ORDER_IDS.refunded));
    expect(await screen.findByRole("heading", { level: 1, name: "This order was refunded" })).toBeDefined();
    expect(screen.getByText("€198.00 refunded to your means of payment.")).toBeDefined();
  });

  it("answers a customer's order as not found to a signed-out visitor, and offers to sign in", async () => {
    sessionStorage.setItem(FAKE_SIGNED_OUT_KEY, "1");
    renderRoutes(routes, page(FAKE_ORDER_IDS.paidCard));
    expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeDefined();
    expect(screen.getByText("If you ordered while signed in, sign in to see it.")).toBeDefined();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeDefined();
  });

  it("says when the order cannot be read, and reads it again on demand", async () => {
    fakeServer.use(
      http.get("*/api/orders/:id", () =>
        HttpResponse.json({ code: "UNAVAILABLE", message: "x" }, { status: 503 }),
      ),
    );
    const { user } = renderRoutes(routes, page(FAKE_ORDER_IDS.refunded));
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "We could not load your order" },
        { timeout: 8_000 },
      ),
    ).toBeDefined();
    fakeServer.resetHandlers();
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(await screen.findByRole("heading", { level: 1, name: "This order was refunded" })).toBeDefined();
  }, 15_000);
});
