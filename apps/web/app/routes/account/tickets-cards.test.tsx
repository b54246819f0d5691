// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { Outlet, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import { FAKE_ADDABLE, FAKE_CLAIM_TOKEN } from "../../mocks/data/wallet";
import { resetFakeDb } from "../../mocks/fake-db";
import { fakeWallet } from "../../mocks/fakes/wallet-state";
import { fakeServer } from "../../mocks/node";
import { moduleRoute, type StubRoutes } from "../../shell/testing/render-routes";
import * as accountLayout from "./account-layout";
import { openScreen, resetAccountTest } from "./account-route-test-kit";
import * as tickets from "./tickets";

// jsdom runs no worker: the captcha widget is the test stand-in, answered by the fakes' /api/captcha.
vi.mock("../../lib/captcha/load-altcha", async () => ({
  loadAltcha: (await import("../../lib/captcha/testing/fake-widget")).installFakeWidget,
}));

function ShowAddress() {
  const location = useLocation();
  return (
    <>
      <p data-testid="address">{location.pathname + location.search}</p>
      <Outlet />
    </>
  );
}

const routes: StubRoutes = [
  {
    path: "/",
    Component: ShowAddress,
    children: [moduleRoute(":language", accountLayout, [moduleRoute("tickets", tickets)])],
  },
];

let requested: { line: string; captcha: string | null; body?: unknown }[] = [];

const open = (path = "/fr/tickets") =>
  openScreen(routes, path, /Mon portefeuille|Mijn portemonnee|My wallet/);

function card(name: string): Promise<HTMLElement> {
  return screen.findByRole("article", { name });
}

/** The id the fakes gave the fake customer's card `number`. */
function cardId(number: string): string {
  const found = fakeWallet().cards.find((card) => card.number === number);
  if (!found) {
    throw new Error(`No card ${number} in the fake wallet.`);
  }
  return found.id;
}

function calls(line: string) {
  return requested.filter((call) => call.line === line);
}

beforeEach(() => {
  requested = [];
  resetFakeDb("registered");
  fakeServer.events.on("request:start", async ({ request }) => {
    const line = `${request.method} ${new URL(request.url).pathname}`;
    const body =
      request.method === "GET"
        ? undefined
        : await request
            .clone()
            .json()
            .catch(() => undefined);
    requested.push({ line, captcha: request.headers.get("x-captcha-response"), body });
  });
});

afterEach(() => {
  resetAccountTest();
  vi.restoreAllMocks();
});

describe("{language}/tickets: prepaid cards, gift cards, vouchers (SPEC 3, 4, 5, 8)", {
  timeout: 20_000,
}, () => {
  it("shows each card's status, what is left, its expiry and its code; the empty lists say so", async () => {
    await open();
    const prepaids = screen.getByRole("region", { name: "Cartes prépayées" });
    const names = within(prepaids)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    // Available first, soonest expiry first; the expired card last (contract order).
    expect(names).toEqual(["MovieCard 20 places", "MovieCard 50 places", "MovieCard 25 places"]);
    const twenty = await card("MovieCard 20 places");
    expect(within(twenty).getByText("Disponible")).toBeDefined();
    expect(within(twenty).getByText("13 place(s) sur 20")).toBeDefined();
    expect(within(twenty).getByText("6310 0000 0000 0011")).toBeDefined();
    expect(within(twenty).getByRole("img", { name: /Code à scanner : MovieCard 20 places/ })).toBeDefined();
    // Not shareable: no offer. Expired: no code to scan, only removal.
    expect(within(twenty).queryByRole("button", { name: "Offrir à un proche" })).toBeNull();
    const expired = await card("MovieCard 25 places");
    expect(within(expired).getByText("Expirée")).toBeDefined();
    // Its last day is said as past, not as "valid until".
    expect(within(expired).getByText("Expirée le")).toBeDefined();
    expect(within(expired).queryByText("Valable jusqu'au")).toBeNull();
    expect(within(expired).queryByRole("img")).toBeNull();
    expect(within(expired).getByRole("button", { name: "Retirer du portefeuille" })).toBeDefined();
    expect(within(screen.getByRole("region", { name: "Bons" })).getByText("Place offerte")).toBeDefined();
    expect(screen.getByText("Aucune carte cadeau pour le moment.")).toBeDefined();
  });

  it("offers a shareable card by mail with the captcha, then takes the offer back", async () => {
    const { user } = await open();
    await user.click(
      within(await card("MovieCard 50 places")).getByRole("button", { name: "Offrir à un proche" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Offrir cette carte" });
    await user.type(within(dialog).getByLabelText("E-mail de votre proche"), "sanne.devries@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Offrir la carte" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [donate] = calls("POST /api/accounts/me/prepaids/donate");
    expect(donate?.captcha).toBeTruthy();
    expect(donate?.body).toEqual({
      id: cardId("6310000000000013"),
      email: "sanne.devries@example.com",
    });
    // SPEC 4: the wallet reloads: the card now shows the offer waiting for its friend.
    const offered = await card("MovieCard 50 places");
    expect(await within(offered).findByText(/Offerte à sanne.devries@example.com le/)).toBeDefined();
    await user.click(within(offered).getByRole("button", { name: "Annuler l'offre" }));
    const confirm = await screen.findByRole("dialog", { name: "Annuler l'offre" });
    await user.click(within(confirm).getByRole("button", { name: "Reprendre ma carte" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls("POST /api/accounts/me/prepaids/donate/cancel")[0]?.captcha).toBeTruthy();
    await waitFor(() => expect(within(offered).queryByText(/Offerte à/)).toBeNull());
    expect(fakeWallet().cards.find((item) => item.number === "6310000000000013")?.given).toBeNull();
  });

  it("refuses an offer to the customer's own address with the server's coded reason, in place", async () => {
    const { user } = await open();
    await user.click(
      within(await card("MovieCard 50 places")).getByRole("button", { name: "Offrir à un proche" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Offrir cette carte" });
    await user.type(within(dialog).getByLabelText("E-mail de votre proche"), "camille.martin@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Offrir la carte" }));
    expect(
      await within(dialog).findByText("Vous ne pouvez pas vous offrir votre propre carte."),
    ).toBeDefined();
  });

  it("says under the widget when the captcha answer is refused, and solves a new one", async () => {
    fakeServer.use(
      http.post("*/api/accounts/me/prepaids/cancel", () =>
        HttpResponse.json({ code: "CAPTCHA_REPLAYED", message: "Already used." }, { status: 400 }),
      ),
    );
    const { user } = await open();
    await user.click(
      within(await card("MovieCard 20 places")).getByRole("button", { name: "Dissocier de mon compte" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Dissocier de mon compte" });
    await user.click(within(dialog).getByRole("button", { name: "Dissocier la carte" }));
    expect(await within(dialog).findByText(/La vérification anti-robot n'a pas abouti/)).toBeDefined();
    expect(fakeWallet().cards.some((item) => item.number === "6310000000000011")).toBe(true);
  });

  it("dissociates a prepaid card: it leaves the wallet", async () => {
    const { user } = await open();
    const id = cardId("6310000000000011");
    await user.click(
      within(await card("MovieCard 20 places")).getByRole("button", { name: "Dissocier de mon compte" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Dissocier de mon compte" });
    await user.click(within(dialog).getByRole("button", { name: "Dissocier la carte" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "MovieCard 20 places" })).toBeNull());
    expect(calls("POST /api/accounts/me/prepaids/cancel")[0]?.body).toEqual({ id });
  });

  it("removes the expired card by its number (DELETE with the captcha)", async () => {
    const { user } = await open();
    await user.click(
      within(await card("MovieCard 25 places")).getByRole("button", { name: "Retirer du portefeuille" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Retirer du portefeuille" });
    await user.click(within(dialog).getByRole("button", { name: "Retirer" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "MovieCard 25 places" })).toBeNull());
    const [removal] = calls("DELETE /api/accounts/me/prepaids");
    expect(removal?.body).toEqual({ num: "6310000000000012" });
    expect(removal?.captcha).toBeTruthy();
    expect(getToasts().current).toMatchObject({ i18n: { content: "WalletPage.Remove.Done" } });
  });

  it("adds a gift card by number and pin: it shows among the gift cards with its amount", async () => {
    const { user } = await open("/en/tickets");
    await user.click(screen.getByRole("button", { name: "Add a card" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to my wallet" });
    await user.click(within(dialog).getByRole("radio", { name: "Gift card" }));
    await user.type(within(dialog).getByLabelText(/Card number/), "6320 0000 0000 0101");
    await user.type(within(dialog).getByLabelText(/PIN code/), FAKE_ADDABLE.giftCard.pin);
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const giftCards = screen.getByRole("region", { name: "Gift cards" });
    expect(await within(giftCards).findByText("€30.00 of €30.00")).toBeDefined();
    expect(calls("PATCH /api/accounts/me/giftcard")[0]?.body).toEqual({
      cardNumber: "6320 0000 0000 0101",
      pinCode: "482913",
    });
  });

  it("shows the add-to-wallet failure toast and the reason in place for a wrong pin (SPEC 8)", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: "Ajouter une carte" }));
    const dialog = await screen.findByRole("dialog", { name: "Ajouter à mon portefeuille" });
    await user.click(within(dialog).getByRole("radio", { name: "Carte cadeau" }));
    await user.type(within(dialog).getByLabelText(/Numéro de la carte/), FAKE_ADDABLE.giftCard.number);
    await user.type(within(dialog).getByLabelText(/Code PIN/), "000000");
    await user.click(within(dialog).getByRole("button", { name: "Ajouter" }));
    expect(await within(dialog).findByText(/Aucune carte ne correspond à ce numéro/)).toBeDefined();
    expect(getToasts().current).toMatchObject({
      type: "error",
      i18n: { title: "WalletPage.Add.Fail.Title", content: "Wallet.Error.CardNotFound" },
    });
  });

  it("refuses a malformed number in place, before any call", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("button", { name: "Ajouter une carte" }));
    const dialog = await screen.findByRole("dialog", { name: "Ajouter à mon portefeuille" });
    await user.type(within(dialog).getByLabelText(/Numéro de la carte/), "1234");
    await user.click(within(dialog).getByRole("button", { name: "Ajouter" }));
    expect(await within(dialog).findByText(/Le numéro compte 16 chiffres/)).toBeDefined();
    expect(calls("PATCH /api/accounts/me/prepaids")).toHaveLength(0);
  });

  it("claims the card of an offer mail's link once, says which card arrived and clears the address", async () => {
    await open(`/nl/tickets?claim=${FAKE_CLAIM_TOKEN}`);
    expect(
      await screen.findByText("Vaste kaart IPL nr. 6310 0000 0000 0021 staat nu in je portemonnee."),
    ).toBeDefined();
    expect(screen.getByText("Lucas heeft je een kaart met 10 plaatsen gegeven")).toBeDefined();
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe("/nl/tickets"));
    // The card that arrived, beside the customer's own.
    expect(await screen.findByRole("article", { name: "Vaste kaart IPL" })).toBeDefined();
    expect(screen.getByRole("article", { name: "MovieCard 20 plaatsen" })).toBeDefined();
    expect(calls("POST /api/accounts/me/prepaids/claim")).toHaveLength(1);
    expect(calls("POST /api/accounts/me/prepaids/claim")[0]?.body).toEqual({ token: FAKE_CLAIM_TOKEN });
  });

  it("says who offered the card", async () => {
    await open(`/fr/tickets?claim=${FAKE_CLAIM_TOKEN}`);
    expect(await screen.findByText("Lucas vous a offert une carte 10 places")).toBeDefined();
  });

  it("only says a card was offered when the giver has no first name", async () => {
    for (const offer of fakeWallet().offersToMe) {
      offer.giverFirstName = null;
    }
    await open(`/en/tickets?claim=${FAKE_CLAIM_TOKEN}`);
    expect(await screen.findByText("You were offered a card")).toBeDefined();
    expect(screen.queryByText(/has offered you/)).toBeNull();
  });

  it("says why a used claim link no longer works", async () => {
    fakeWallet().offersToMe = [];
    await open(`/fr/tickets?claim=${FAKE_CLAIM_TOKEN}`);
    expect(await screen.findByRole("alert")).toBeDefined();
    expect(screen.getByText(/Ce lien ne permet plus de récupérer de carte/)).toBeDefined();
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe("/fr/tickets"));
  });
});
