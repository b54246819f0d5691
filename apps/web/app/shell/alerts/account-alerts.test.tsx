// @vitest-environment jsdom
import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import type { PassCard } from "@cinelux/contract/subscription";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getCardsQueryOptions } from "../../lib/account/cards";
import { getToasts, resetToasts } from "../../lib/toasts/toast-store";
import { fakeAccount } from "../../mocks/data/accounts";
import { fakeDb } from "../../mocks/fake-db";
import { fakeServer } from "../../mocks/node";
import { renderShell } from "../testing/render-shell";
import { ToastContainer } from "../toasts/toast-container";
import { AccountAlerts, resetRaisedAlerts } from "./account-alerts";
import { hidePhotoProblemToast } from "./photo-toast";
import { getAlertsQueryOptions } from "./queries";

// The first render of a file loads the toast view lazily; on two busy cores that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

/** What the fakes' GET /api/alerts and GET /api/accounts/me/cards were asked, in order. */
let calls: string[] = [];

function card(subscriptionStatus: string, type = "CINEPASS"): PassCard {
  return {
    id: "card-1",
    type,
    label: "Cinépass",
    picture: null,
    number: "6280010000000001",
    activationDate: "2025-01-05",
    expirationDate: "2027-01-05",
    code: "CLX-6280010000000001",
    subscriptionStatus,
    openEndedSubscription: false,
    photoStatus: subscriptionStatus === "blocked" ? "KO" : "OK",
    lastUpdateDate: "2026-03-05T06:00:00Z",
  };
}

/** A signed-in customer; `cards` set: a pass holder whose GET /api/accounts/me/cards answers them. */
function customer(account: Partial<AccountResponse>, cards?: PassCard[]): AccountResponse {
  const full: AccountResponse = {
    ...fakeAccount("registered"),
    id: "customer-1",
    subscription: cards !== undefined,
    ...account,
  };
  // The fake alerts endpoint reads the account type from the fake database's account.
  fakeDb().account = full;
  fakeServer.use(http.get("*/api/accounts/me/cards", () => HttpResponse.json(cards ?? [])));
  return full;
}

function renderAlerts(account: AccountResponse, language: Language = "fr") {
  return renderShell(
    <>
      <ToastContainer />
      <AccountAlerts language={language} />
    </>,
    { account, language, domain: language === "nl" ? "nl" : "fr" },
  );
}

/** A remount in the same page load, as when the layout renders the signed-in parts again. */
function Remountable() {
  const [key, setKey] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setKey(key + 1)}>
        remount
      </button>
      <ToastContainer />
      <AccountAlerts key={key} language="fr" />
    </>
  );
}

/** A page reload: the toasts on screen and the session's guard go, the dismissal memory stays. */
function reload() {
  cleanup();
  resetToasts();
  resetRaisedAlerts();
}

beforeEach(() => {
  calls = [];
  fakeServer.events.on("request:start", ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/alerts" || pathname === "/api/accounts/me/cards") {
      calls.push(pathname);
    }
  });
});

afterEach(() => {
  fakeServer.events.removeAllListeners();
  reload();
  localStorage.clear();
});

const polite = () => screen.getByRole("status");
const assertive = () => screen.getByRole("alert");

describe("AccountAlerts (SPEC 4 Alerts and blocked accounts, SPEC 9)", () => {
  it("shows a customer without a pass the chain's warning first, then the infos for customers, one at a time", async () => {
    const user = userEvent.setup();
    renderAlerts(customer({}));
    await waitFor(() => expect(assertive().textContent).toContain("Maintenance du site"));
    // The warning in the error style, in the region screen readers announce at once.
    expect(assertive().querySelector(".toast--error")).not.toBeNull();
    await user.click(within(assertive()).getByRole("button", { name: "Fermer la notification" }));
    await waitFor(() => expect(polite().textContent).toContain("Découvrez le Cinépass"));
    expect(polite().querySelector(".toast--info")).not.toBeNull();
    await user.click(within(polite()).getByRole("button", { name: "Fermer la notification" }));
    await waitFor(() => expect(polite().textContent).toContain("audiodescription"));
    // Not a pass holder: no cards call; the alerts once.
    expect(calls).toEqual(["/api/alerts"]);
    // The subscribers' info is not for this customer.
    expect(getToasts().queue).toHaveLength(0);
  });

  it("shows hugo.durand's unpaid pass before the alerts, its Pay now leading to the unpaid invoices", async () => {
    const user = userEvent.setup();
    const { router } = renderAlerts(customer({}, [card("unpaid", "UNLIMITED")]));
    const link = await within(polite()).findByRole("link", { name: "Payer maintenant" });
    expect(polite().textContent).toContain("Un paiement est en attente");
    expect(link.getAttribute("href")).toBe("/fr/subscription?pay=unpaid");
    // Keyboard: the call to action is reachable and works with Enter.
    link.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/fr/subscription"));
    // Then the chain's warning, then the subscribers' info.
    await waitFor(() => expect(assertive().textContent).toContain("Maintenance du site"));
    expect(getToasts().queue.map((toast) => toast.content)).toEqual([
      "Nouveau : réservez vos séances Cinépass jusqu'à 7 jours à l'avance.",
      "Les séances en audiodescription sont désormais signalées dans les horaires.",
    ]);
    expect(calls.sort()).toEqual(["/api/accounts/me/cards", "/api/alerts"]);
  });

  it("shows lea.moreau the incorrect_photo toast whose call to action opens the photo upload", async () => {
    const user = userEvent.setup();
    const { router } = renderAlerts(
      customer({ status: "blocked", blockedReason: "incorrect_photo", photoStatus: "KO" }, [card("blocked")]),
    );
    const cta = await within(polite()).findByRole("link", { name: "Mettre à jour ma photo" });
    expect(polite().textContent).toContain("Votre photo a été refusée");
    await user.click(cta);
    await waitFor(() => expect(router.state.location.search).toBe("?photo=1"));
    expect(router.state.location.pathname).toBe("/fr/subscription");
  });

  it("shows the generic blocked toast for another reason", async () => {
    renderAlerts(customer({ status: "blocked", blockedReason: "other" }, [card("blocked")]));
    expect(await within(polite()).findByRole("link", { name: "Voir mon abonnement" })).toBeDefined();
    expect(polite().textContent).toContain("Votre carte d'abonnement est bloquée");
  });

  it("keeps a dismissed alert and handler toast hidden after a reload, the others come back", async () => {
    const user = userEvent.setup();
    const account = customer({}, [card("unpaid")]);
    renderAlerts(account);
    await user.click(await within(polite()).findByRole("button", { name: "Fermer la notification" }));
    await user.click(await within(assertive()).findByRole("button", { name: "Fermer la notification" }));
    await waitFor(() => expect(polite().textContent).toContain("Nouveau : réservez"));
    reload();
    customer({}, [card("unpaid")]);
    renderAlerts(account);
    await waitFor(() => expect(polite().textContent).toContain("Nouveau : réservez"));
    expect(screen.queryByText("Un paiement est en attente")).toBeNull();
    expect(screen.queryByText(/Maintenance du site/)).toBeNull();
  });

  it("asks once per session: mounted again, it raises nothing more and asks nothing again", async () => {
    const user = userEvent.setup();
    renderShell(<Remountable />, { account: customer({}) });
    await waitFor(() => expect(assertive().textContent).toContain("Maintenance du site"));
    const queued = getToasts().queue.length;
    await user.click(screen.getByRole("button", { name: "remount" }));
    await user.click(screen.getByRole("button", { name: "remount" }));
    expect(getToasts().queue).toHaveLength(queued);
    expect(calls).toEqual(["/api/alerts"]);
  });

  it.each([
    ["nl", "Onderhoud van de site", "Er staat een betaling open", "Nu betalen"],
    ["en", "Site maintenance", "A payment is due", "Pay now"],
  ] as const)(
    "speaks %s: the alerts in the request's language, the account's toasts translated",
    async (language, warning, title, cta) => {
      renderAlerts(customer({ language }, [card("unpaid")]), language);
      expect(await within(polite()).findByRole("link", { name: cta })).toBeDefined();
      expect(polite().textContent).toContain(title);
      expect(getToasts().queue[0]?.content).toContain(warning);
    },
  );

  it("still raises the account's toasts when the alerts call fails, without an error toast", async () => {
    fakeServer.use(
      http.get("*/api/alerts", () =>
        HttpResponse.json({ code: "NOT_FOUND", message: "Route GET:/api/alerts not found" }, { status: 404 }),
      ),
    );
    renderAlerts(customer({ status: "blocked", blockedReason: "incorrect_photo" }, [card("blocked")]));
    expect(await within(polite()).findByRole("link", { name: "Mettre à jour ma photo" })).toBeDefined();
    expect(getToasts().queue).toHaveLength(0);
    expect(assertive().textContent).toBe("");
  });

  it("raises nothing for a customer who has not registered yet", () => {
    const { queryClient } = renderAlerts(customer({ registered: false }, [card("unpaid")]));
    // The account is in the cache from the first render: the calls would have started with it.
    for (const options of [getAlertsQueryOptions("fr"), getCardsQueryOptions("fr")]) {
      expect(queryClient.getQueryState(options.queryKey)?.fetchStatus).toBe("idle");
    }
    expect(calls).toEqual([]);
    expect(getToasts().current).toBeNull();
  });

  it("hides the photo-problem toast after a successful upload (hidePhotoProblemToast)", async () => {
    renderAlerts(
      customer({ id: "lea", status: "blocked", blockedReason: "incorrect_photo" }, [card("blocked")]),
    );
    await within(polite()).findByRole("link", { name: "Mettre à jour ma photo" });
    act(() => hidePhotoProblemToast("lea"));
    await waitFor(() => expect(screen.queryByText("Votre photo a été refusée")).toBeNull());
    // Withdrawn, not dismissed: a refused photo brings it back at once, not after TOAST_DISMISS_DAYS.
    expect(Object.keys(localStorage).filter((key) => key.includes("incorrect_photo"))).toEqual([]);
    // The next toast (the chain's warning) takes its place.
    await waitFor(() => expect(assertive().textContent).toContain("Maintenance du site"));
  });
});
