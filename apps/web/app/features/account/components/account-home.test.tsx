// @vitest-environment jsdom
import type { AccountResponse } from "@cinelux/contract/account";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { getToasts, resetToasts } from "../../../lib/toasts/toast-store";
import { fakeAccount } from "../../../mocks/data/accounts";
import { fakeDb, resetFakeDb } from "../../../mocks/fake-db";
import { fakeServer } from "../../../mocks/node";
import { resetModals } from "../../../shell/modals/modal-store";
import { renderShell, type ShellOptions, testSettings } from "../../../shell/testing/render-shell";
import { AccountHome } from "./account-home";

afterEach(() => {
  cleanup();
  resetModals();
  resetToasts();
});

const DAY = 86_400_000;

function renderHome(account: Partial<AccountResponse>, options: ShellOptions = {}) {
  const language = options.language ?? "fr";
  const settings = testSettings(options.domain ?? "fr", options.flags);
  return renderShell(<AccountHome language={language} settings={settings} />, {
    ...options,
    language,
    account,
  });
}

/** The fake customer every push applies to: no birth date, both opt-ins off. */
function pushesCustomer(): AccountResponse {
  resetFakeDb("pushes");
  return fakeAccount("pushes");
}

function pushes() {
  return screen.queryByRole("region", { name: "Pour vous" });
}

describe("AccountHome: hero and summary (SPEC 2.2 Home, docs/home.md)", () => {
  it.each([
    ["fr", "Bonjour Camille", "Se déconnecter"],
    ["nl", "Hallo Camille", "Uitloggen"],
    ["en", "Hello Camille", "Sign out"],
  ] as const)("greets the customer by first name in %s", async (language, greeting, signOut) => {
    renderHome(
      { ...fakeAccount("registered"), firstName: "Camille" },
      { language, domain: language === "nl" ? "nl" : "fr" },
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(greeting);
    expect(screen.getByRole("button", { name: signOut })).toBeDefined();
  });

  it("greets without a name when the account has none", () => {
    renderHome({ ...fakeAccount("registered"), firstName: null }, { language: "nl", domain: "nl" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Hallo");
  });

  it("counts the tickets to come and the advantages, each linking to its screen", async () => {
    renderHome(fakeAccount("registered"), { ticketCount: 2 });
    const wallet = screen.getByRole("article", { name: "Mes billets" });
    expect(wallet.textContent).toContain("2 séances à venir");
    expect(within(wallet).getByRole("link", { name: "Voir mes billets" }).getAttribute("href")).toBe(
      "/fr/tickets",
    );
    const advantages = await screen.findByRole("article", { name: "Mes avantages" });
    await waitFor(() => expect(advantages.textContent).toContain("3 avantages à utiliser"));
    expect(within(advantages).getByRole("link", { name: "Voir mes avantages" }).getAttribute("href")).toBe(
      "/fr/advantages",
    );
  });

  it("says so when there is nothing yet: no ticket, no advantage, no pass", async () => {
    fakeDb().advantages = [];
    renderHome(fakeAccount("registered"), { ticketCount: 0 });
    const wallet = screen.getByRole("article", { name: "Mes billets" });
    expect(within(wallet).getByText("Aucune séance à venir")).toBeDefined();
    expect(
      within(wallet).getByRole("link", { name: "Voir les films à l'affiche" }).getAttribute("href"),
    ).toBe("https://catalog.test/fr/films");
    expect(await screen.findByText("Aucun avantage pour l'instant")).toBeDefined();
    const pass = screen.getByRole("article", { name: "Mon abonnement" });
    expect(within(pass).getByRole("link", { name: "Découvrir l'abonnement" }).getAttribute("href")).toBe(
      "https://catalog.test/fr/abonnement",
    );
  });

  it("shows the pass and its state when the customer has one", () => {
    const plan = { value: "CINEPASS", title: "PassType.CINEPASS", price: 2290 };
    renderHome({
      ...fakeAccount("registered"),
      subscription: true,
      subscriptionState: {
        eligibleReSubscription: false,
        eligibleRenew: false,
        eligibleForReactivation: false,
        eligibleForSuspension: true,
        eligibleToCancelSuspension: false,
        eligibleToCancelCancellation: false,
        eligibleChanges: true,
        pausePending: true,
        cancelPending: false,
        pendingPlanChange: false,
        newPlan: null,
        currentPlan: plan,
        newAddons: [],
        addons: [],
        nextPlanExecutionDate: null,
        currentPlanEndDate: null,
      },
    });
    const pass = screen.getByRole("article", { name: "Mon abonnement" });
    expect(pass.textContent).toContain("Cinépass");
    expect(pass.textContent).toContain("Pause programmée");
    expect(within(pass).getByRole("link", { name: "Gérer mon abonnement" }).getAttribute("href")).toBe(
      "/fr/subscription",
    );
  });

  it("shows a skeleton while a tile loads, and no advantages tile when the flag is off", async () => {
    fakeServer.use(http.get("*/api/accounts/me/advantages", () => new Promise<Response>(() => {})));
    renderHome(fakeAccount("registered"));
    expect(await screen.findByRole("status", { name: "" })).toBeDefined();
    expect(screen.getByText("Chargement de votre espace…")).toBeDefined();
    cleanup();
    renderHome(fakeAccount("registered"), { flags: { advantagesEnabled: false } });
    expect(screen.queryByRole("article", { name: "Mes avantages" })).toBeNull();
    expect(screen.getByRole("article", { name: "Mes billets" })).toBeDefined();
  });
});

describe("AccountHome: the home pushes (SPEC 3, 9)", () => {
  it("shows the survey, birth date and opt-in pushes where they apply", async () => {
    renderHome(pushesCustomer());
    const section = await screen.findByRole("region", { name: "Pour vous" });
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole("heading", { level: 3 })
          .map((h) => h.textContent),
      ).toEqual([
        "Votre avis sur votre dernière séance",
        "Votre anniversaire, on le fête ?",
        "Ne manquez aucune avant-première",
      ]),
    );
  });

  it("shows none to a customer with a birth date, an opt-in and the survey answered", async () => {
    resetFakeDb("registered");
    fakeDb().surveyAnswers["visit-2026"] = { overall: 4, comfort: 4 };
    const requests: string[] = [];
    fakeServer.events.on("response:mocked", ({ request }) => {
      requests.push(new URL(request.url).pathname);
    });
    renderHome(fakeAccount("registered"));
    await waitFor(() =>
      expect(requests).toEqual(
        expect.arrayContaining(["/api/v2/survey", "/api/accounts/me/home-push-history"]),
      ),
    );
    fakeServer.events.removeAllListeners();
    expect(pushes()).toBeNull();
  });

  it("keeps a push dismissed less than 60 days ago hidden and shows one whose date has passed", async () => {
    const customer = pushesCustomer();
    fakeDb().homePushHistory = {
      hideBirthDatePushUntil: new Date(Date.now() + DAY).toISOString(),
      hideOptInPushUntil: new Date(Date.now() - 1000).toISOString(),
      hideSurveyPushUntil: new Date(Date.now() + 59 * DAY).toISOString(),
    };
    renderHome(customer);
    const section = await screen.findByRole("region", { name: "Pour vous" });
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Ne manquez aucune avant-première"]);
  });

  it.each([
    ["survey", "Votre avis sur votre dernière séance", "hideSurveyPushUntil"],
    ["birth date", "Votre anniversaire, on le fête ?", "hideBirthDatePushUntil"],
    ["opt-in", "Ne manquez aucune avant-première", "hideOptInPushUntil"],
  ] as const)(
    "hides the %s push for 60 days on the server when dismissed, and after a reload",
    async (_push, title, field) => {
      const customer = pushesCustomer();
      const user = userEvent.setup();
      renderHome(customer);
      const dismiss = await screen.findByRole("button", { name: `Masquer « ${title} » pendant 60 jours` });
      const before = Date.now();
      await user.click(dismiss);
      await waitFor(() => expect(screen.queryByRole("heading", { name: title })).toBeNull());
      const until = Date.parse(fakeDb().homePushHistory[field] ?? "");
      expect(until).toBeGreaterThanOrEqual(before + 60 * DAY);
      expect(until).toBeLessThanOrEqual(Date.now() + 60 * DAY);
      // A reload (a fresh cache) reads the server's history: still hidden, the others still there.
      cleanup();
      renderHome(customer);
      expect(await screen.findAllByRole("heading", { level: 3 })).not.toHaveLength(0);
      await waitFor(() =>
        expect(within(pushes() as HTMLElement).getAllByRole("heading", { level: 3 })).toHaveLength(2),
      );
      expect(screen.queryByRole("heading", { name: title })).toBeNull();
    },
  );

  it("saves the birth date through the account patch; checks it first with the contract's rule", async () => {
    const customer = pushesCustomer();
    const user = userEvent.setup();
    renderHome(customer);
    const field = await screen.findByLabelText("Date de naissance");
    const year = new Date().getFullYear();
    await user.type(field, `${year - 10}-01-01`);
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Vous devez avoir au moins 15 ans.")).toBeDefined();
    expect(fakeDb().account.birthDate).toBeNull();
    await user.clear(field);
    await user.type(field, "1990-04-12");
    await user.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Votre anniversaire, on le fête ?" })).toBeNull(),
    );
    expect(fakeDb().account.birthDate).toBe("1990-04-12");
    expect(getToasts().current?.i18n?.content).toBe("Home.Push.BirthDate.Saved");
  });

  it("turns both opt-ins on through PATCH notifications, and the push goes", async () => {
    const customer = pushesCustomer();
    let sent: unknown;
    fakeServer.use(
      http.patch("*/api/accounts/me/notifications", async ({ request }) => {
        sent = await request.json();
        const state = fakeDb();
        state.account = { ...state.account, ...(sent as Partial<AccountResponse>) };
        return HttpResponse.json(state.account);
      }),
    );
    const user = userEvent.setup();
    renderHome(customer);
    await user.click(await screen.findByRole("button", { name: "Oui, tenez-moi informé" }));
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Ne manquez aucune avant-première" })).toBeNull(),
    );
    expect(sent).toEqual({ mailCommunicationCinelux: true, optinCommunicationCinelux: true });
  });

  it("answers the survey in a modal: every rating wanted, then the push goes", async () => {
    const customer = pushesCustomer();
    const user = userEvent.setup();
    renderHome(customer);
    await user.click(await screen.findByRole("button", { name: "Répondre au questionnaire" }));
    const dialog = await screen.findByRole("dialog", { name: "Votre avis sur votre dernière séance" });
    await user.click(within(dialog).getByRole("button", { name: "Envoyer mes réponses" }));
    expect(await within(dialog).findAllByText("Choisissez une note de 1 à 5.")).toHaveLength(2);
    expect(fakeDb().surveyAnswers).toEqual({});
    const overall = within(dialog).getByRole("group", {
      name: "Dans l'ensemble, comment était votre séance ?",
    });
    await user.click(within(overall).getByRole("radio", { name: "5 sur 5" }));
    const comfort = within(dialog).getByRole("group", { name: "Le confort de la salle et des fauteuils" });
    await user.click(within(comfort).getByRole("radio", { name: "3 sur 5" }));
    await user.type(within(dialog).getByLabelText("Un mot à nous dire ? (facultatif)"), "Super son");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer mes réponses" }));
    await waitFor(() =>
      expect(
        screen.queryByRole("heading", { name: "Votre avis sur votre dernière séance", level: 3 }),
      ).toBeNull(),
    );
    expect(fakeDb().surveyAnswers["visit-2026"]).toEqual({ overall: 5, comfort: 3, comment: "Super son" });
    expect(getToasts().current?.i18n?.content).toBe("Home.Survey.Thanks");
  });
});
