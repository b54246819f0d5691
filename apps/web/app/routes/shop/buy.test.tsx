// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FAKE_SIGNED_OUT_KEY } from "../../lib/auth/fake-user-manager";
import { checkoutWindow } from "../../lib/checkout/use-checkout";
import { fakeServer } from "../../mocks/node";
import {
  moduleRoute,
  renderRoutes,
  resetRouteTest,
  type StubRoutes,
} from "../../shell/testing/render-routes";
import * as buy from "./buy";
import * as order from "./order";
import * as layout from "./shop-layout";

const routes: StubRoutes = [
  moduleRoute(":language", layout, [moduleRoute("buy", buy), moduleRoute("orders/:orderId", order)]),
];

let sent: { path: string; key: string | null; body: unknown }[] = [];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  sent = [];
  vi.spyOn(checkoutWindow, "leaveFor").mockImplementation(() => undefined);
  fakeServer.events.on("request:start", async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === "POST" && (path === "/api/giftcards" || path === "/api/prepaids")) {
      sent.push({ path, key: request.headers.get("idempotency-key"), body: await request.clone().json() });
    }
  });
});

afterEach(() => {
  fakeServer.events.removeAllListeners();
  vi.restoreAllMocks();
  resetRouteTest();
});

function signOut() {
  sessionStorage.setItem(FAKE_SIGNED_OUT_KEY, "1");
}

describe("{language}/buy: a movie card or a gift card (docs/screens/shop.md)", () => {
  it("sells a guest a gift card of a preset amount, without VAT, and leaves for the provider's page", async () => {
    signOut();
    const { user } = renderRoutes(routes, "/en/buy?item=GIFT_CARD");
    expect(await screen.findByRole("heading", { level: 1, name: "Buy a card" })).toBeDefined();
    await user.click(screen.getByRole("button", { name: "€100.00" }));
    expect(screen.getByRole("button", { name: "€100.00" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("No VAT at purchase: it is charged on what the card pays for.")).toBeDefined();
    // Where the card goes follows the session, read once the page knows the visitor is signed out.
    expect(
      await screen.findByText("Without a gift, the card is e-mailed to you as soon as it is paid."),
    ).toBeDefined();
    await user.type(screen.getByLabelText("Your e-mail address"), "guest@example.com");
    await user.click(screen.getByRole("button", { name: "Pay €100.00" }));
    await waitFor(() => expect(checkoutWindow.leaveFor).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toMatch(UUID);
    expect(sent[0]?.body).toEqual({ amountCents: 10_000, buyerMail: "guest@example.com" });
    expect(vi.mocked(checkoutWindow.leaveFor).mock.calls[0]?.[0]).toMatch(/\/en\/orders\/[0-9a-f-]{36}$/);
  });

  it("says in place what a guest must fill before anything is sent, and moves the focus there", async () => {
    signOut();
    const { user } = renderRoutes(routes, "/en/buy?item=MOVIECARD_20");
    await user.click(await screen.findByRole("button", { name: /^Pay/ }));
    const mail = screen.getByLabelText("Your e-mail address");
    expect(mail.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("This field is required.")).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(mail));
    expect(sent).toEqual([]);
  });

  it("does not ask a signed-in customer's mail, sends the card to their wallet and shows the ticket VAT", async () => {
    const { user } = renderRoutes(routes, "/fr/buy?item=MOVIECARD_25");
    expect(await screen.findByText("Votre reçu sera envoyé à camille.martin@example.com.")).toBeDefined();
    expect(screen.queryByLabelText("Votre adresse e-mail")).toBeNull();
    expect(screen.getByText(/Sans cadeau, la carte arrive dans votre portefeuille/)).toBeDefined();
    expect(screen.getByText(/^Dont TVA 5,5\s%\s: 12,38\s€$/)).toBeDefined();
    await user.click(screen.getByRole("button", { name: /^Payer 237,50/ }));
    await waitFor(() => expect(checkoutWindow.leaveFor).toHaveBeenCalledOnce());
    expect(sent[0]).toMatchObject({ path: "/api/prepaids", body: { type: "MOVIECARD_25" } });
  });

  it("sends a gift's recipient, message and day, and switches the card from the choice", async () => {
    const { user } = renderRoutes(routes, "/en/buy?item=MOVIECARD_20");
    await user.selectOptions(await screen.findByLabelText("What would you like to buy?"), "MOVIECARD_50");
    expect(await screen.findByRole("button", { name: "Pay €445.00" })).toBeDefined();
    await user.click(screen.getByRole("checkbox", { name: "It's a gift" }));
    await user.type(screen.getByLabelText("Recipient's e-mail address"), "alex@example.com");
    await user.type(screen.getByLabelText(/Recipient's name/), "Alex");
    await user.type(screen.getByLabelText(/Your message/), "Enjoy!");
    expect(screen.getByText("Up to 500 characters (494 left).")).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Pay €445.00" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      type: "MOVIECARD_50",
      recipientMail: "alex@example.com",
      recipientName: "Alex",
      message: "Enjoy!",
    });
  });

  it("says in place that payments are unavailable, and a new click is a new attempt with a new key", async () => {
    fakeServer.use(
      http.post("*/api/prepaids", () =>
        HttpResponse.json({ code: "PAYMENT_UNAVAILABLE", message: "down" }, { status: 503 }),
      ),
    );
    const { user } = renderRoutes(routes, "/en/buy?item=MOVIECARD_21");
    await user.click(await screen.findByRole("button", { name: /^Pay/ }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Payments are briefly unavailable. Nothing was charged: please try again in a few minutes.",
    );
    await user.click(screen.getByRole("button", { name: /^Pay/ }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]?.key).not.toBe(sent[1]?.key);
    expect(checkoutWindow.leaveFor).not.toHaveBeenCalled();
  });

  it("places the server's refused fields on the form", async () => {
    fakeServer.use(
      http.post("*/api/giftcards", () =>
        HttpResponse.json(
          { code: "BAD_REQUEST", message: "x", fields: [{ path: "recipientMail", code: "invalid_format" }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRoutes(routes, "/en/buy?item=GIFT_CARD");
    await user.click(await screen.findByRole("checkbox", { name: "It's a gift" }));
    await user.type(screen.getByLabelText("Recipient's e-mail address"), "alex@example.com");
    await user.click(screen.getByRole("button", { name: "Pay €50.00" }));
    expect(await screen.findByText("This value is not valid.")).toBeDefined();
    expect(screen.getByLabelText("Recipient's e-mail address").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Check the fields marked.");
  });

  it("asks again with the same key when the network failed before any answer", async () => {
    fakeServer.use(http.post("*/api/giftcards", () => HttpResponse.error(), { once: true }));
    const { user } = renderRoutes(routes, "/en/buy?item=GIFT_CARD");
    await user.click(await screen.findByRole("button", { name: "Pay €50.00" }));
    await waitFor(() => expect(checkoutWindow.leaveFor).toHaveBeenCalledOnce(), { timeout: 5_000 });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });
});
