// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import { resetFakeDb } from "../../mocks/fake-db";
import { FAKE_CANCEL_MESSAGES } from "../../mocks/fakes/wallet-etickets";
import { fakeWallet } from "../../mocks/fakes/wallet-state";
import { fakeServer } from "../../mocks/node";
import { moduleRoute, renderRoutes } from "../../shell/testing/render-routes";
import {
  accountRoutes,
  failGet,
  openScreen,
  recordRequests,
  resetAccountTest,
  screenNames,
  stubObjectUrls,
} from "./account-route-test-kit";
import * as tickets from "./tickets";

const routes = accountRoutes(moduleRoute("tickets", tickets));

let requested: string[] = [];

const open = (path = "/fr/tickets") =>
  openScreen(routes, path, /Mon portefeuille|Mijn portemonnee|My wallet/);

/** The fake customer's ticket to Metropolis (CLX-FR-000101, packages/demo bookings.ts) as the fakes keep it. */
function metropolisTicket() {
  const booking = fakeWallet().bookings.find((candidate) => candidate.ticket.bookingId === "CLX-FR-000101");
  if (!booking) {
    throw new Error("No CLX-FR-000101 in the fake wallet.");
  }
  return booking.ticket;
}

/** The ticket titled `title` (an <article> named by its h3). */
async function ticket(title: string): Promise<HTMLElement> {
  return screen.findByRole("article", { name: title });
}

beforeEach(() => {
  resetFakeDb("registered");
  requested = recordRequests();
  stubObjectUrls();
});

afterEach(() => {
  resetAccountTest();
  vi.restoreAllMocks();
});

// A first render loads the route's modules lazily: slow on busy cores.
describe("{language}/tickets: the e-tickets (SPEC 3, 4, 7, 8)", { timeout: 20_000 }, () => {
  it("lists the upcoming tickets by session start with their facts and code; screen view tickets", async () => {
    await open();
    const section = screen.getByRole("region", { name: "Mes billets" });
    const titles = (await within(section).findAllByRole("heading", { level: 3 })).map((h) => h.textContent);
    // SPEC 4: session start ascending (the fake's bookings are stored in another order).
    expect(titles).toEqual(["Metropolis", "Le Mécano de la « General »", "Nosferatu le vampire"]);
    const metropolis = await ticket("Metropolis");
    expect(within(metropolis).getByText("H7, H8 · Salle 3")).toBeDefined();
    expect(within(metropolis).getByText("CLX-FR-000101")).toBeDefined();
    expect(within(metropolis).getByText("1 × Menu popcorn M")).toBeDefined();
    expect(within(metropolis).getByText(/14 rue du Faubourg Saint-Antoine, 75012 Paris/)).toBeDefined();
    expect(within(metropolis).getByRole("img", { name: "Code à scanner : Metropolis" })).toBeDefined();
    const directions = within(metropolis).getByRole("link", {
      name: "Itinéraire vers Cinélux Bastille (nouvel onglet)",
    });
    expect(directions.getAttribute("href")).toContain("destination=48.853%2C2.371");
    expect(directions.getAttribute("target")).toBe("_blank");
    // Only a refundable ticket can be cancelled.
    expect(within(metropolis).getByRole("button", { name: "Annuler ce billet" })).toBeDefined();
    const general = await ticket("Le Mécano de la « General »");
    expect(within(general).queryByRole("button", { name: "Annuler ce billet" })).toBeNull();
    await vi.waitFor(() => expect(screenNames()).toEqual(["tickets"]));
    expect(document.title).toBe("Mon portefeuille | Cinélux");
  });

  it("opens the code full screen, keeps Tab inside, and gives focus back on Escape", async () => {
    const { user } = await open();
    const opener = within(await ticket("Metropolis")).getByRole("button", {
      name: "Afficher en plein écran",
    });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Metropolis" });
    expect(within(dialog).getByRole("img", { name: "Code à scanner : Metropolis" })).toBeDefined();
    expect(within(dialog).getByText("CLX-FR-000101")).toBeDefined();
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let step = 0; step < 4; step++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it("keeps the screen awake while the code is shown, and lets go when it closes", async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ release }));
    Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request } });
    try {
      const { user } = await open();
      await user.click(
        within(await ticket("Metropolis")).getByRole("button", { name: "Afficher en plein écran" }),
      );
      const dialog = await screen.findByRole("dialog", { name: "Metropolis" });
      await waitFor(() => expect(request).toHaveBeenCalledWith("screen"));
      await user.click(within(dialog).getByRole("button", { name: "Terminé" }));
      await waitFor(() => expect(release).toHaveBeenCalled());
    } finally {
      Reflect.deleteProperty(navigator, "wakeLock");
    }
  });

  it("resends a ticket to the customer's address, prefilled, and says so", async () => {
    const { user } = await open();
    await user.click(within(await ticket("Metropolis")).getByRole("button", { name: "Recevoir par e-mail" }));
    const dialog = await screen.findByRole("dialog", { name: "Recevoir mon billet par e-mail" });
    const mail = within(dialog).getByLabelText("Adresse e-mail") as HTMLInputElement;
    expect(mail.value).toBe("camille.martin@example.com");
    await user.clear(mail);
    await user.type(mail, "ami@example.org");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [sent] = fakeWallet().sentTickets;
    expect(sent?.mail).toBe("ami@example.org");
    // SPEC 3 ticket reference: id, language, cinema.id, session.id.
    const { id, cinema, session } = metropolisTicket();
    expect(sent?.reference).toBe(`${id}_fr_${cinema.id}_${session.id}`);
    expect(getToasts().current).toMatchObject({
      type: "info",
      i18n: { content: "WalletPage.Resend.Done", values: { mail: "ami@example.org" } },
    });
  });

  it("refuses a malformed address in place, before any call", async () => {
    const { user } = await open();
    await user.click(within(await ticket("Metropolis")).getByRole("button", { name: "Recevoir par e-mail" }));
    const dialog = await screen.findByRole("dialog", { name: "Recevoir mon billet par e-mail" });
    const mail = within(dialog).getByLabelText("Adresse e-mail");
    await user.clear(mail);
    await user.type(mail, "ami@");
    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));
    expect(await within(dialog).findByText(/Saisissez une adresse e-mail valide/)).toBeDefined();
    expect(requested.some((line) => line.includes("/api/ec/sendmail/"))).toBe(false);
  });

  it("shows the toast titled 'Code {code}' with the server's message when a resend fails (SPEC 8)", async () => {
    fakeServer.use(
      http.get("*/api/ec/sendmail/:a/:b", () =>
        HttpResponse.json(
          { done: false, error: { code: "TICKET_MAIL_RATE_LIMITED", message: "Trop de billets envoyés." } },
          { status: 429 },
        ),
      ),
    );
    const { user } = await open();
    await user.click(within(await ticket("Metropolis")).getByRole("button", { name: "Recevoir par e-mail" }));
    const dialog = await screen.findByRole("dialog", { name: "Recevoir mon billet par e-mail" });
    await user.click(within(dialog).getByRole("button", { name: "Envoyer" }));
    await waitFor(() =>
      expect(getToasts().current).toMatchObject({
        type: "error",
        i18n: { title: "WalletPage.Tickets.FailureTitle", values: { code: "TICKET_MAIL_RATE_LIMITED" } },
        content: "Trop de billets envoyés.",
      }),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("cancels a refundable ticket after confirming: it leaves the list, the bullet is counted again", async () => {
    // The server's answer to a refund (the fakes answer SPEC 8's code 3 instead): the ticket is REFUNDED.
    fakeServer.use(
      http.get("*/api/ec/cancel/:id", () => {
        const booking = fakeWallet().bookings.find((b) => b.ticket.bookingId === "CLX-FR-000101");
        if (booking) {
          booking.status = "REFUNDED";
        }
        return HttpResponse.json({ done: true, error: null });
      }),
    );
    const { user } = await open();
    await user.click(within(await ticket("Metropolis")).getByRole("button", { name: "Annuler ce billet" }));
    const dialog = await screen.findByRole("dialog", { name: "Annuler ce billet" });
    expect(within(dialog).getByText(/25,80\s€ vous seront remboursés \(CB\)/)).toBeDefined();
    requested.splice(0);
    await user.click(within(dialog).getByRole("button", { name: "Confirmer l'annulation" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Metropolis" })).toBeNull());
    const { id } = metropolisTicket();
    expect(requested.some((line) => line.startsWith(`GET /api/ec/cancel/${id}_fr_`))).toBe(true);
    expect(requested).toContain("GET /api/ec/ebillet");
    expect(fakeWallet().bookings.find((b) => b.ticket.bookingId === "CLX-FR-000101")?.status).toBe(
      "REFUNDED",
    );
    expect(getToasts().current).toMatchObject({ i18n: { content: "WalletPage.CancelTicket.Done" } });
  });

  it("shows 'Code 3' and the fake cancel's test message, the ticket kept (SPEC 8)", async () => {
    const { user } = await open();
    await user.click(within(await ticket("Metropolis")).getByRole("button", { name: "Annuler ce billet" }));
    const dialog = await screen.findByRole("dialog", { name: "Annuler ce billet" });
    await user.click(within(dialog).getByRole("button", { name: "Confirmer l'annulation" }));
    await waitFor(() =>
      expect(getToasts().current).toMatchObject({
        i18n: { title: "WalletPage.Tickets.FailureTitle", values: { code: "3" } },
        content: FAKE_CANCEL_MESSAGES.fr,
      }),
    );
    expect(screen.getByRole("article", { name: "Metropolis" })).toBeDefined();
  });

  it("builds the ticket's calendar file in the browser", async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:fake";
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { user } = await open("/en/tickets");
    await user.click(within(await ticket("Metropolis")).getByRole("button", { name: "Add to my calendar" }));
    expect(click).toHaveBeenCalled();
    // jsdom's Blob has no text(): its FileReader reads it.
    const file = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    expect(file).toContain("SUMMARY:Metropolis at Cinélux Bastille");
    expect(file).toContain(`UID:${metropolisTicket().id}@cinelux`);
    expect(file).toContain("GEO:48.853;2.371");
  });

  it("says there is no ticket and links to the catalog's films", async () => {
    fakeWallet().bookings = [];
    await open();
    expect(await screen.findByText("Aucun billet à venir")).toBeDefined();
    expect(screen.getByRole("link", { name: "Voir les films à l'affiche" }).getAttribute("href")).toMatch(
      /\/fr\/films$/,
    );
  });

  it("says in place when the tickets cannot be loaded, and loads them again on demand", async () => {
    const recover = failGet("/api/ec/ebillet");
    const { user } = renderRoutes(routes, "/nl/tickets");
    expect(
      await screen.findByText(
        "Dit deel van je portemonnee kan nu niet worden getoond.",
        {},
        { timeout: 4500 },
      ),
    ).toBeDefined();
    recover();
    await user.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    expect(await ticket("Metropolis")).toBeDefined();
  });
});
