// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkoutWindow } from "../../lib/checkout/use-checkout";
import type { FakeScenario } from "../../mocks/data/accounts";
import { fakeDb, resetFakeDb } from "../../mocks/fake-db";
import { fakeServer } from "../../mocks/node";
import { moduleRoute } from "../../shell/testing/render-routes";
import { accountRoutes, openScreen, resetAccountTest, stubObjectUrls } from "./account-route-test-kit";
import * as subscription from "./subscription";

const routes = accountRoutes(moduleRoute("subscription", subscription));

let pays: { path: string; key: string | null }[] = [];
let leftFor: string[] = [];

function open(scenario: FakeScenario, path = "/fr/subscription") {
  resetFakeDb(scenario);
  return openScreen(routes, path, /Mon abonnement|Mijn abonnement|My pass/);
}

function invoices(): HTMLElement {
  return screen
    .getByRole("heading", { level: 2, name: /Mes factures|My invoices|Mijn facturen/ })
    .closest("section") as HTMLElement;
}

beforeEach(() => {
  pays = [];
  leftFor = [];
  stubObjectUrls();
  fakeServer.events.on("request:start", ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method === "POST" && pathname.endsWith("/pay")) {
      pays.push({ path: pathname, key: request.headers.get("idempotency-key") });
    }
  });
  vi.spyOn(checkoutWindow, "leaveFor").mockImplementation((url) => {
    leftFor.push(url);
  });
});

afterEach(() => {
  resetAccountTest();
  vi.restoreAllMocks();
});

describe("{language}/subscription: paying an unpaid invoice, the new pass's photo", {
  timeout: 20_000,
}, () => {
  it("pays hugo's unpaid invoice now, with an Idempotency-Key, on the provider's page", async () => {
    const { user } = await open("pass-unpaid");
    const unpaid = fakeDb().pass.invoices.find((invoice) => invoice.status === "unpaid");
    const button = await within(invoices()).findByRole("button", {
      name: new RegExp(`Payer maintenant la facture ${unpaid?.name}`),
    });
    expect(within(invoices()).getByText(new RegExp(`Facture ${unpaid?.name} du `))).toBeDefined();
    await user.click(button);
    await waitFor(() => expect(leftFor).toHaveLength(1));
    expect(pays).toEqual([
      {
        path: `/api/accounts/me/subscription/invoice/${unpaid?.id}/pay`,
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(leftFor[0]).toMatch(/\/fr\/orders\/[0-9a-f-]{36}$/);
  });

  it("lands from the unpaid toast with the first Pay now focused, and starts no payment by itself", async () => {
    await open("pass-unpaid", "/en/subscription?pay=unpaid");
    const button = await within(invoices()).findByRole("button", { name: /^Pay invoice .* now$/ });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(pays).toEqual([]);
  });

  it("shows PAYMENT_UNAVAILABLE in place; the next click is a new attempt", async () => {
    fakeServer.use(
      http.post("*/api/accounts/me/subscription/invoice/:id/pay", () =>
        HttpResponse.json({ code: "PAYMENT_UNAVAILABLE", message: "…" }, { status: 503 }),
      ),
    );
    const { user } = await open("pass-unpaid", "/nl/subscription");
    const button = await within(invoices()).findByRole("button", { name: /nu betalen$/ });
    await user.click(button);
    expect(await within(invoices()).findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("Er is niets afgeschreven"),
    );
    await user.click(button);
    await waitFor(() => expect(pays).toHaveLength(2));
    expect(pays[0]?.key).not.toBe(pays[1]?.key);
    expect(leftFor).toEqual([]);
  });

  it("asks a new pass (no photo yet) for its photo with the existing upload", async () => {
    resetFakeDb("pass-active");
    const state = fakeDb();
    state.pass.cards = state.pass.cards.map((card) => ({ ...card, picture: null, photoStatus: null }));
    const { user } = await openScreen(routes, "/fr/subscription", "Mon abonnement");
    const card = await screen.findByRole("article", { name: "Cinépass" });
    expect(within(card).getByText(/Ajoutez votre photo/)).toBeDefined();
    await user.click(within(card).getByRole("button", { name: "Ajouter ma photo" }));
    expect(await screen.findByRole("dialog")).toBeDefined();
  });

  it("keeps Update my photo for a pass that has one", async () => {
    await open("pass-active");
    const card = await screen.findByRole("article", { name: "Cinépass" });
    expect(within(card).getByRole("button", { name: "Mettre à jour ma photo" })).toBeDefined();
    expect(within(card).queryByText(/Ajoutez votre photo/)).toBeNull();
  });
});
