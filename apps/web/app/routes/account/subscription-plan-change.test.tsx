// @vitest-environment jsdom
import { upgradeProRataCents } from "@cinelux/contract/sales";
import { addMonths, nextBillingDate, planChangeExecutionDate } from "@cinelux/contract/subscription-rules";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatMoney } from "../../features/subscription/format";
import { chainToday } from "../../features/subscription/subscribe-rules";
import { checkoutWindow } from "../../lib/checkout/use-checkout";
import type { FakeScenario } from "../../mocks/data/accounts";
import { fakeDb, resetFakeDb } from "../../mocks/fake-db";
import { fakeServer } from "../../mocks/node";
import { moduleRoute } from "../../shell/testing/render-routes";
import { accountRoutes, openScreen, resetAccountTest, stubObjectUrls } from "./account-route-test-kit";
import * as subscription from "./subscription";

const routes = accountRoutes(moduleRoute("subscription", subscription));
const PLAN_PATH = "/api/accounts/me/subscription/plan";

/** Every plan change sent: its Idempotency-Key and its body. */
let posts: { key: string | null; body: unknown }[] = [];
let leftFor: string[] = [];

function open(scenario: FakeScenario, language = "en") {
  resetFakeDb(scenario);
  return openScreen(routes, `/${language}/subscription`, /Mon abonnement|Mijn abonnement|My pass/);
}

/** Opens the dialog from the page's Change plan action; answers the dialog and its opener. */
async function openDialog(user: Awaited<ReturnType<typeof open>>["user"], name: RegExp = /^Change plan$/) {
  const opener = await screen.findByRole("button", { name });
  await user.click(opener);
  const dialog = await screen.findByRole("dialog");
  await within(dialog).findByRole("combobox");
  return { dialog, opener };
}

function answerPlan(answer: () => Response) {
  fakeServer.use(http.post(`*${PLAN_PATH}`, () => answer()));
}

/** As Testing Library reads a text: every run of white space (the € sign's narrow space too) as one space. */
function spaced(text: string): string {
  return text.replace(/\s+/g, " ");
}

function days(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

beforeEach(() => {
  posts = [];
  leftFor = [];
  stubObjectUrls();
  fakeServer.events.on("request:start", async ({ request }) => {
    if (request.method === "POST" && new URL(request.url).pathname === PLAN_PATH) {
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

describe("{language}/subscription: changing plan", { timeout: 20_000 }, () => {
  it("offers no change to a pass whose cancellation is asked (eligibleChanges false)", async () => {
    await open("pass-cancel-pending");
    await screen.findByRole("heading", { level: 2, name: "My invoices" });
    expect(screen.queryByRole("button", { name: /^Change plan$/ })).toBeNull();
  });

  it("lists every plan at its monthly price, the held one named, with focus moved in and given back", async () => {
    const { user } = await open("pass-active");
    const { dialog, opener } = await openDialog(user);
    const select = within(dialog).getByRole("combobox", { name: "New plan" }) as HTMLSelectElement;
    expect(document.activeElement).toBe(within(dialog).getAllByRole("combobox")[0]);
    const options = [...select.options].map((option) => option.textContent);
    expect(options).toHaveLength(8);
    expect(options).toContain("Cinépass — €22.90 / month (your plan)");
    expect(options).toContain("Cinépass Gold — €29.90 / month");
    expect(select.value).toBe("CINEPASS");
    expect(within(dialog).getByText(/This is your current plan/)).toBeDefined();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it("states a cheaper plan's date and price, schedules it with a key, and the page shows it pending", async () => {
    const { user } = await open("pass-active", "fr");
    const { dialog } = await openDialog(user, /^Changer de formule$/);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Nouvelle formule" }), "EXPLORER");
    const model = fakeDb().pass.model;
    if (!model) {
      throw new Error("pass-active has a pass");
    }
    const date = formatDate(planChangeExecutionDate(model, chainToday()), "fr");
    expect(
      within(dialog).getByText(spaced(`À partir du ${date} : ${formatMoney(1490, "fr")} par mois.`)),
    ).toBeDefined();
    await user.click(within(dialog).getByRole("button", { name: "Programmer le changement" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts).toEqual([
      { key: expect.stringMatching(/^[0-9a-f-]{36}$/), body: { plan: "EXPLORER", addOns: [] } },
    ]);
    expect(await screen.findByText(`Passage à la formule Cinépass Découverte le ${date}.`)).toBeDefined();
    expect(leftFor).toEqual([]);
  });

  it("states a dearer plan's charge now and the price after, then leaves for the provider's page", async () => {
    const { user } = await open("pass-active");
    const { dialog } = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "New plan" }), "CINEPASS_GOLD");
    const today = chainToday();
    const next = nextBillingDate({ billingDay: 5 }, today);
    const left = days(today, next);
    const now = upgradeProRataCents(2290, 2990, left, days(addMonths(next, -1), next));
    const unit = left === 1 ? "day" : "days";
    expect(
      within(dialog).getByText(
        `Charged now: ${formatMoney(now, "en")} for the ${left} ${unit} left, then €29.90 a month.`,
      ),
    ).toBeDefined();
    await user.click(
      within(dialog).getByRole("button", { name: `Pay ${formatMoney(now, "en")} and change` }),
    );
    await waitFor(() => expect(leftFor).toHaveLength(1));
    expect(leftFor[0]).toMatch(/\/en\/orders\/[0-9a-f-]{36}$/);
    expect(posts).toEqual([{ key: expect.any(String), body: { plan: "CINEPASS_GOLD", addOns: [] } }]);
  });

  it("asks the Duo's second holder before sending, and sends them", async () => {
    const { user } = await open("pass-active");
    const { dialog } = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "New plan" }), "CINEPASS_DUO");
    const button = within(dialog).getByRole("button", { name: /^Pay .* and change$/ });
    await user.click(button);
    expect(within(dialog).getByText("Enter the first name.")).toBeDefined();
    expect(posts).toEqual([]);
    const partner = within(dialog).getByRole("group", { name: "Second holder" });
    await user.type(within(partner).getByLabelText("First name"), "Léo");
    await user.type(within(partner).getByLabelText("Last name"), "Martin");
    await user.type(within(partner).getByLabelText("Birth date"), "1991-02-03");
    await user.click(button);
    await waitFor(() => expect(leftFor).toHaveLength(1));
    expect(posts[0]?.body).toEqual({
      plan: "CINEPASS_DUO",
      addOns: [],
      partner: { firstName: "Léo", lastName: "Martin", birthDate: "1991-02-03" },
    });
  });

  it("says at once why the under-26 plan is not for camille, and sends nothing", async () => {
    const { user } = await open("pass-active");
    const { dialog } = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "New plan" }), "CINEPASS_26");
    expect(
      within(dialog).getByText(/Cinépass Under 26 is for under-26s only: your birth date/),
    ).toBeDefined();
    await user.click(within(dialog).getByRole("button", { name: "Schedule the change" }));
    expect(posts).toEqual([]);
  });

  it("refuses the plan held with the same add-ons before sending", async () => {
    const { user } = await open("pass-active");
    const { dialog } = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Schedule the change" }));
    expect(within(dialog).getByRole("alert").textContent).toMatch(/already your plan with these add-ons/);
    expect(posts).toEqual([]);
  });

  it("shows PAYMENT_UNAVAILABLE in place; the next click is a new attempt with a new key", async () => {
    answerPlan(() => HttpResponse.json({ code: "PAYMENT_UNAVAILABLE", message: "…" }, { status: 503 }));
    const { user } = await open("pass-active", "nl");
    const { dialog } = await openDialog(user, /^Formule wijzigen$/);
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: "Nieuwe formule" }),
      "UNLIMITED_GOLD",
    );
    const button = within(dialog).getByRole("button", { name: /betalen en wijzigen$/ });
    await user.click(button);
    expect((await within(dialog).findByRole("alert")).textContent).toContain("Er is niets afgeschreven");
    await user.click(button);
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[0]?.key).not.toBe(posts[1]?.key);
    expect(leftFor).toEqual([]);
  });

  it("retries an unanswered call with the same key, and keeps it for the next click", async () => {
    answerPlan(() => HttpResponse.error());
    const { user } = await open("pass-active");
    const { dialog } = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "New plan" }), "EXPLORER");
    await user.click(within(dialog).getByRole("button", { name: "Schedule the change" }));
    expect(
      await within(dialog).findByText(/No answer from the server/, undefined, { timeout: 8_000 }),
    ).toBeDefined();
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((post) => post.key)).size).toBe(1);
    fakeServer.resetHandlers();
    await user.click(within(dialog).getByRole("button", { name: "Schedule the change" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts[3]?.key).toBe(posts[0]?.key);
  });

  it.each([
    ["SUBSCRIPTION_CHANGE_NOT_ALLOWED", 409, /This change is not possible: your pass is ending/],
    ["PASS_PEOPLE_INVALID", 400, /The people named do not fit this plan/],
    ["PASS_ADD_ON_NOT_ALLOWED", 400, /An add-on you chose does not go with this plan/],
    ["PASS_AGE_NOT_ALLOWED", 400, /is for under-/],
  ] as const)("shows the server's %s in place", async (code, status, text) => {
    answerPlan(() => HttpResponse.json({ code, message: "…" }, { status }));
    const { user } = await open("pass-active");
    const { dialog } = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "New plan" }), "UNLIMITED");
    await user.click(within(dialog).getByRole("button", { name: /^Pay .* and change$/ }));
    expect(await within(dialog).findByText(text)).toBeDefined();
    expect(leftFor).toEqual([]);
  });

  it("places a refused field on the Family member it names", async () => {
    answerPlan(() =>
      HttpResponse.json(
        {
          code: "BAD_REQUEST",
          message: "…",
          fields: [{ path: "members.0.birthDate", code: "invalid_value" }],
        },
        { status: 400 },
      ),
    );
    const { user } = await open("pass-active");
    const { dialog } = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "New plan" }), "FAMILY");
    const member = within(dialog).getByRole("group", { name: "Member 1" });
    await user.type(within(member).getByLabelText("First name"), "Jade");
    await user.type(within(member).getByLabelText("Last name"), "Martin");
    await user.type(within(member).getByLabelText("Birth date"), "2015-06-01");
    await user.click(within(dialog).getByRole("button", { name: /^Pay .* and change$/ }));
    expect(await within(member).findByText("This birth date is not valid.")).toBeDefined();
  });
});
