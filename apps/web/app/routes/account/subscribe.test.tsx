// @vitest-environment jsdom
import { addDays, addMonths } from "@cinelux/contract/subscription-rules";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chainToday } from "../../features/subscription/subscribe-rules";
import { checkoutWindow } from "../../lib/checkout/use-checkout";
import type { FakeScenario } from "../../mocks/data/accounts";
import { fakeDb, resetFakeDb } from "../../mocks/fake-db";
import { fakeServer } from "../../mocks/node";
import { ErrorBoundary } from "../../root";
import { moduleRoute, renderRoutes } from "../../shell/testing/render-routes";
import { accountRoutes, openScreen, resetAccountTest, screenNames } from "./account-route-test-kit";
import * as subscribe from "./subscribe";
import * as subscription from "./subscription";

const routes = accountRoutes(moduleRoute("subscribe", subscribe), moduleRoute("subscription", subscription));

/** Every POST the sign-up sends: its Idempotency-Key and its body. */
let posts: { key: string | null; body: unknown }[] = [];
let leftFor: string[] = [];

function longDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function open(
  scenario: FakeScenario,
  path: string,
  heading = /Souscrire un abonnement|Abonnement afsluiten|Get a pass/,
) {
  resetFakeDb(scenario);
  return openScreen(routes, path, heading);
}

function section(name: string | RegExp): HTMLElement {
  return screen.getByRole("heading", { level: 2, name }).closest("section") as HTMLElement;
}

/** Answers the sign-up's POST with `answer` until the handlers are reset. */
function answerSubscribe(answer: () => Response) {
  fakeServer.use(http.post("*/api/accounts/me/subscription", () => answer()));
}

beforeEach(() => {
  posts = [];
  leftFor = [];
  fakeServer.events.on("request:start", async ({ request }) => {
    if (request.method === "POST" && new URL(request.url).pathname === "/api/accounts/me/subscription") {
      posts.push({ key: request.headers.get("idempotency-key"), body: await request.clone().json() });
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

describe("{language}/subscribe (pass sign-up)", { timeout: 20_000 }, () => {
  it("shows noah the Duo he chose: the partner to name, his details and the contract's figures", async () => {
    await open("no-pass", "/nl/subscribe?plan=CINEPASS_DUO");
    await waitFor(() => expect(screenNames()).toContain("subscribe"));
    const plan = section("1. Je formule");
    expect((within(plan).getByRole("combobox", { name: "Formule" }) as HTMLSelectElement).value).toBe(
      "CINEPASS_DUO",
    );
    expect(within(plan).getByRole("group", { name: "Tweede houder" })).toBeDefined();
    // The Duo takes no add-on meant for one person; the premium formats it can take.
    expect(within(plan).getByRole("checkbox", { name: /Premium-optie/ })).toBeDefined();
    expect(within(plan).queryByRole("checkbox", { name: /Gastenoptie/ })).toBeNull();

    const details = section("2. Je gegevens");
    expect(within(details).getByText("Noah Jansen")).toBeDefined();
    expect(within(details).getByText("Oudegracht 158")).toBeDefined();
    expect(within(details).getByText(longDate("1988-07-19", "nl"))).toBeDefined();
    expect(within(details).getByRole("link", { name: "Mijn profiel wijzigen" }).getAttribute("href")).toBe(
      "/nl/profile",
    );

    const contract = section("3. Je contract");
    const today = chainToday();
    // The Dutch prices (noah's domain): 41.50 a month, 25.00 joining fee, 66.50 today, 9 % VAT.
    expect(within(contract).getByText(/41,50\s?\/ maand/)).toBeDefined();
    const payment = within(contract).getByRole("table", { name: "Eerste betaling, vandaag met je kaart" });
    expect(within(payment).getByRole("row", { name: /Inschrijfkosten.*25,00/ })).toBeDefined();
    expect(within(payment).getByRole("row", { name: /Totaal incl\. btw.*66,50/ })).toBeDefined();
    expect(within(payment).getByRole("row", { name: /Waarvan btw \(9\s?%\).*5,49/ })).toBeDefined();
    expect(contract.textContent).toContain(`tot en met ${longDate(addMonths(today, 12), "nl")}`);
    expect(contract.textContent).toContain(
      `14 dagen vanaf vandaag herroepen, tot en met ${longDate(addDays(today, 14), "nl")}`,
    );
    expect(contract.textContent).toContain("SEPA");
  });

  it("pays nothing before the terms are accepted and the partner named, and focuses the first problem", async () => {
    const { user } = await open("no-pass", "/en/subscribe?plan=CINEPASS_DUO");
    await user.click(screen.getByRole("button", { name: "Pay and activate" }));
    expect(await screen.findByText("Accept the terms to pay.")).toBeDefined();
    expect(screen.getByText("Enter the first name.")).toBeDefined();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "First name" })),
    );
    expect(posts).toEqual([]);
  });

  it("subscribes with one Idempotency-Key and leaves for the provider's page", async () => {
    const { user } = await open("no-pass", "/en/subscribe?plan=CINEPASS_DUO");
    await user.type(screen.getByRole("textbox", { name: "First name" }), "Eva");
    await user.type(screen.getByRole("textbox", { name: "Last name" }), "Jansen");
    await user.type(screen.getByLabelText("Birth date"), "1990-03-02");
    await user.click(screen.getByRole("checkbox", { name: /Premium add-on/ }));
    await user.click(screen.getByRole("checkbox", { name: /I have read and accept/ }));
    await user.click(screen.getByRole("button", { name: "Pay and activate" }));
    await waitFor(() => expect(leftFor).toHaveLength(1));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]?.body).toEqual({
      plan: "CINEPASS_DUO",
      addOns: ["PREMIUM_FORMATS"],
      partner: { firstName: "Eva", lastName: "Jansen", birthDate: "1990-03-02" },
    });
    expect(leftFor[0]).toMatch(/\/en\/orders\/[0-9a-f-]{36}$/);
    // The fake provider paid at once: the pass exists, without a photo.
    expect(fakeDb().pass.cards[0]?.photoStatus).toBeNull();
  });

  it("says why the Cinépass -26 is refused to a customer of 38, before paying", async () => {
    const { user } = await open("no-pass", "/fr/subscribe?plan=CINEPASS_26");
    await user.click(screen.getByRole("checkbox", { name: /J'ai lu et j'accepte/ }));
    await user.click(screen.getByRole("button", { name: "Payer et activer" }));
    const select = screen.getByRole("combobox", { name: "Formule" });
    await waitFor(() => expect(select.getAttribute("aria-invalid")).toBe("true"));
    expect(
      screen.getByText(/réservée aux moins de 26 ans : née ou né le 19 juillet 1988, vous avez \d+ ans/),
    ).toBeDefined();
    expect(posts).toEqual([]);
    // Another plan lifts the refusal, and the address keeps the plan.
    await user.selectOptions(select, "CINEPASS");
    await waitFor(() => expect(select.getAttribute("aria-invalid")).toBeNull());
    expect(screen.getByTestId("path").textContent).toBe("/fr/subscribe");
  });

  it("lets an under-26 customer take the Cinépass -26 with no joining fee", async () => {
    resetFakeDb("no-pass");
    fakeDb().account = { ...fakeDb().account, birthDate: addMonths(chainToday(), -12 * 20) };
    const { user } = await openScreen(routes, "/fr/subscribe?plan=CINEPASS_26", "Souscrire un abonnement");
    const payment = screen.getByRole("table", { name: /Premier paiement/ });
    expect(within(payment).queryByText(/Frais d'adhésion/)).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: /J'ai lu et j'accepte/ }));
    await user.click(screen.getByRole("button", { name: "Payer et activer" }));
    await waitFor(() => expect(leftFor).toHaveLength(1));
    expect(posts[0]?.body).toEqual({ plan: "CINEPASS_26", addOns: [] });
  });

  it("counts the Family pass's adults, the holder included", async () => {
    const { user } = await open("no-pass", "/en/subscribe?plan=FAMILY");
    const family = screen.getByRole("group", { name: "Member 1" });
    await user.type(within(family).getByRole("textbox", { name: "First name" }), "Eva");
    await user.type(within(family).getByRole("textbox", { name: "Last name" }), "Jansen");
    await user.type(within(family).getByLabelText("Birth date"), "1990-03-02");
    await user.click(screen.getByRole("button", { name: "Add a member" }));
    const second = screen.getByRole("group", { name: "Member 2" });
    await user.type(within(second).getByRole("textbox", { name: "First name" }), "Sem");
    await user.type(within(second).getByRole("textbox", { name: "Last name" }), "Jansen");
    await user.type(within(second).getByLabelText("Birth date"), "1992-05-06");
    await user.click(screen.getByRole("checkbox", { name: /I have read and accept/ }));
    await user.click(screen.getByRole("button", { name: "Pay and activate" }));
    expect(await screen.findByText(/At most 2 adults on the Family pass/)).toBeDefined();
    expect(posts).toEqual([]);
    // A child instead of the second adult: the pass goes through.
    await user.clear(within(second).getByLabelText("Birth date"));
    await user.type(
      within(second).getByLabelText("Birth date"),
      `${Number(chainToday().slice(0, 4)) - 10}-05-06`,
    );
    await waitFor(() => expect(screen.queryByText(/At most 2 adults/)).toBeNull());
    await user.click(screen.getByRole("button", { name: "Pay and activate" }));
    await waitFor(() => expect(leftFor).toHaveLength(1));
    expect(posts[0]?.body).toMatchObject({
      plan: "FAMILY",
      members: [{ firstName: "Eva" }, { firstName: "Sem" }],
    });
  });

  it("shows PAYMENT_UNAVAILABLE in place, and a new click is a new attempt with a new key", async () => {
    answerSubscribe(() => HttpResponse.json({ code: "PAYMENT_UNAVAILABLE", message: "…" }, { status: 503 }));
    const { user } = await open("no-pass", "/en/subscribe?plan=EXPLORER");
    await user.click(screen.getByRole("checkbox", { name: /I have read and accept/ }));
    await user.click(screen.getByRole("button", { name: "Pay and activate" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("Nothing was charged"),
    );
    await user.click(screen.getByRole("button", { name: "Pay and activate" }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[0]?.key).not.toBe(posts[1]?.key);
    expect(leftFor).toEqual([]);
  });

  it("retries an unanswered call with the same key, and keeps it for the next click", async () => {
    answerSubscribe(() => HttpResponse.error());
    const { user } = await open("no-pass", "/en/subscribe?plan=EXPLORER");
    await user.click(screen.getByRole("checkbox", { name: /I have read and accept/ }));
    await user.click(screen.getByRole("button", { name: "Pay and activate" }));
    expect(await screen.findByText(/The connection was lost/, undefined, { timeout: 8_000 })).toBeDefined();
    expect(posts.length).toBe(3);
    expect(new Set(posts.map((post) => post.key)).size).toBe(1);
    fakeServer.resetHandlers();
    await user.click(screen.getByRole("button", { name: "Pay and activate" }));
    await waitFor(() => expect(leftFor).toHaveLength(1));
    expect(posts[3]?.key).toBe(posts[0]?.key);
  });

  it.each([
    ["PASS_PEOPLE_INVALID", 400, /The people named do not fit this plan/],
    ["PASS_ADD_ON_NOT_ALLOWED", 400, /An add-on you chose does not go with this plan/],
    ["PASS_AGE_NOT_ALLOWED", 400, /This plan is for under-/],
    ["SUBSCRIPTION_ALREADY_ACTIVE", 409, /You already hold a pass\./],
  ] as const)("shows the server's %s in place", async (code, status, text) => {
    answerSubscribe(() => HttpResponse.json({ code, message: "…" }, { status }));
    const { user } = await open("no-pass", "/en/subscribe?plan=UNLIMITED");
    await user.click(screen.getByRole("checkbox", { name: /I have read and accept/ }));
    await user.click(screen.getByRole("button", { name: "Pay and activate" }));
    expect(await screen.findByText(text)).toBeDefined();
    expect(leftFor).toEqual([]);
  });

  it("tells a pass holder so, with the way to change plan", async () => {
    await open("pass-active", "/fr/subscribe?plan=CINEPASS_GOLD");
    expect(screen.getByText("Vous avez déjà un abonnement")).toBeDefined();
    expect(screen.getByRole("link", { name: "Gérer mon abonnement" }).getAttribute("href")).toBe(
      "/fr/subscription",
    );
    expect(screen.queryByRole("button", { name: "Payer et activer" })).toBeNull();
  });

  it("asks an incomplete profile to be completed before paying", async () => {
    resetFakeDb("no-pass");
    fakeDb().account = { ...fakeDb().account, address: null };
    const { user } = await openScreen(routes, "/en/subscribe?plan=EXPLORER", "Get a pass");
    await user.click(screen.getByRole("checkbox", { name: /I have read and accept/ }));
    await user.click(screen.getByRole("button", { name: "Pay and activate" }));
    expect(await screen.findByText(/complete your profile to go on/)).toBeDefined();
    expect(posts).toEqual([]);
  });

  it("sends an unregistered customer to register first (lib/auth/guards.test.ts: the plan rides along)", async () => {
    resetFakeDb("unregistered");
    renderRoutes(routes, "/fr/subscribe?plan=CINEPASS_GOLD", { ErrorBoundary });
    await waitFor(() => expect(screen.getByTestId("path").textContent).toBe("/fr/register"));
  });
});
