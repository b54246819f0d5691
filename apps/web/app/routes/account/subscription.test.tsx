// @vitest-environment jsdom
import { addMonths } from "@cinelux/contract/subscription-rules";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import type { FakeScenario } from "../../mocks/data/accounts";
import { fakeDb, resetFakeDb } from "../../mocks/fake-db";
import { fakeServer } from "../../mocks/node";
import { moduleRoute, renderRoutes } from "../../shell/testing/render-routes";
import {
  accountRoutes,
  failGet,
  openScreen,
  recordRequests,
  resetAccountTest,
  stubObjectUrls,
} from "./account-route-test-kit";
import * as subscription from "./subscription";

const routes = accountRoutes(moduleRoute("subscription", subscription));

let requested: string[] = [];

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function longDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function dataLayer(): Record<string, unknown>[] {
  return ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).slice();
}

function open(scenario: FakeScenario, path = "/fr/subscription") {
  resetFakeDb(scenario);
  return openScreen(routes, path, /Mon abonnement|Mijn abonnement|My pass/);
}

/** The page's section titled `name` (a Card is a <section> with its h2). */
function section(name: string): HTMLElement {
  const heading = screen.getByRole("heading", { level: 2, name });
  return heading.closest("section, article") as HTMLElement;
}

beforeEach(() => {
  requested = recordRequests();
  stubObjectUrls();
});

afterEach(() => {
  resetAccountTest();
  vi.restoreAllMocks();
});

// A first render loads the route's modules (and the captcha widget) lazily: slow on busy cores.
describe("{language}/subscription (SPEC 3, 4)", { timeout: 20_000 }, () => {
  it("shows an active pass: card with photo and QR code, status, plan, invoices; analytics label", async () => {
    await open("pass-active");
    const card = await screen.findByRole("article", { name: "Cinépass" });
    expect(within(card).getByText("6280010000000001")).toBeDefined();
    expect(
      within(card).getByRole("img", { name: "Code à scanner de la carte n° 6280010000000001" }),
    ).toBeDefined();
    await waitFor(() =>
      expect(within(card).getByRole("img", { name: "Votre photo sur la carte Cinépass" })).toBeDefined(),
    );
    expect(requested).toContain(
      "GET /api/accounts/me/cards/picture/0e0e0e0e-0000-4000-8000-0000000c0a01.jpg",
    );
    expect(within(section("Statut")).getByText("Actif")).toBeDefined();
    expect(within(section("Ma formule")).getByText("Cinépass")).toBeDefined();
    expect(within(section("Ma formule")).getByText(/22,90\s€ \/ mois/)).toBeDefined();
    const invoices = within(section("Mes factures")).getAllByRole("row");
    expect(invoices.length).toBeGreaterThan(6);
    expect((within(section("Ma consommation")).getByRole("switch") as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(dataLayer()).toContainEqual({
        event: "subscription_view",
        subscription_label: "Cinépass",
        language: "fr",
      }),
    );
  });

  it("pauses the pass, then reloads the user and shows the pending pause with its undo", async () => {
    const { user } = await open("pass-active");
    await user.click(await screen.findByRole("button", { name: "Mettre en pause" }));
    expect(await screen.findByRole("button", { name: "Annuler la pause" })).toBeDefined();
    expect(requested).toContain("PATCH /api/accounts/me/subscription/suspend");
    // SPEC 4: the user is reloaded after the action.
    const afterPause = requested.slice(requested.indexOf("PATCH /api/accounts/me/subscription/suspend"));
    expect(afterPause).toContain("GET /api/accounts/me");
    expect(fakeDb().account.subscriptionState?.pausePending).toBe(true);
    await user.click(screen.getByRole("button", { name: "Annuler la pause" }));
    expect(await screen.findByRole("button", { name: "Mettre en pause" })).toBeDefined();
    expect(fakeDb().account.subscriptionState?.pausePending).toBe(false);
  });

  it("resumes a paused pass", async () => {
    const { user } = await open("pass-paused", "/en/subscription");
    expect(await screen.findByText("Paused")).toBeDefined();
    expect(screen.getByText(/you are not charged/)).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Resume my pass" }));
    await waitFor(() => expect(within(section("Status")).getByText("Active")).toBeDefined());
    expect(screen.queryByRole("button", { name: "Resume my pass" })).toBeNull();
  });

  it("shows the server's message in an error toast when the pause toggle fails (SPEC 8)", async () => {
    fakeServer.use(
      http.patch("*/api/accounts/me/subscription/suspend", () =>
        HttpResponse.json(
          { code: "SUBSCRIPTION_REACTIVATION_NOT_ALLOWED", message: "Le compte est déjà actif." },
          { status: 409 },
        ),
      ),
    );
    const { user } = await open("pass-paused");
    await user.click(await screen.findByRole("button", { name: "Reprendre mon abonnement" }));
    await waitFor(() =>
      expect(getToasts().current).toMatchObject({ type: "error", content: "Le compte est déjà actif." }),
    );
  });

  it("shows a pending cancellation with its end date and undoes it", async () => {
    const { user } = await open("pass-cancel-pending");
    const end = longDate(
      addMonths(new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10), 1),
      "fr",
    );
    expect(
      await screen.findByText(`Résiliation demandée : votre abonnement prend fin le ${end}.`),
    ).toBeDefined();
    expect(screen.getByText("Option Premium")).toBeDefined();
    expect(screen.queryByRole("button", { name: "Résilier mon abonnement" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Annuler la résiliation" }));
    expect(await screen.findByRole("button", { name: "Résilier mon abonnement" })).toBeDefined();
    expect(requested).toContain("DELETE /api/accounts/me/subscription");
  });

  it("states the unpaid balance of an unpaid pass", async () => {
    await open("pass-unpaid");
    const status = section("Statut");
    expect(await within(status).findByText("Impayé")).toBeDefined();
    expect(within(status).getByText(/Reste à payer : /)).toBeDefined();
    expect(within(section("Mes factures")).getByText(/Vous avez un impayé de/)).toBeDefined();
    expect(within(section("Mes factures")).getByText("Impayée")).toBeDefined();
  });

  it("explains a blocked pass with a refused photo and offers a new one", async () => {
    await open("pass-blocked");
    expect(await screen.findByText("Bloqué")).toBeDefined();
    expect(screen.getByText(/la photo ne permet pas de vous reconnaître/)).toBeDefined();
    expect(screen.getByText("Photo refusée")).toBeDefined();
  });

  it("shows a pending downgrade in Dutch and keeps the current plan on demand", async () => {
    const { user } = await open("pass-downgrade", "/nl/subscription");
    expect(await screen.findByRole("heading", { level: 3, name: "Nieuwe formule" })).toBeDefined();
    expect(screen.getByText(/Overstap naar de formule Cinépass op/)).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Mijn huidige formule behouden" }));
    await waitFor(() =>
      expect(screen.queryByRole("heading", { level: 3, name: "Nieuwe formule" })).toBeNull(),
    );
    expect(requested).toContain("DELETE /api/accounts/me/subscription/downgrade");
    await waitFor(() =>
      expect(dataLayer()).toContainEqual({
        event: "subscription_view",
        subscription_label: "Cinépass duo",
        language: "nl",
      }),
    );
  });

  it("offers the catalog's pass page and the attach-a-card form to a customer without a pass", async () => {
    await open("registered");
    expect(await screen.findByText("Vous n'avez pas encore d'abonnement")).toBeDefined();
    expect(screen.getByRole("link", { name: "Découvrir nos abonnements" }).getAttribute("href")).toMatch(
      /\/fr\/abonnement$/,
    );
    expect(screen.getByLabelText("Nom du titulaire")).toBeDefined();
    expect(screen.getByLabelText(/Numéro de carte/)).toBeDefined();
    expect(screen.getByRole("button", { name: "Ajouter ma carte" })).toBeDefined();
    await waitFor(() =>
      expect(dataLayer()).toContainEqual({
        event: "subscription_view",
        subscription_label: "0",
        language: "fr",
      }),
    );
  });

  it("refuses a malformed card number in place, before any call", async () => {
    const { user } = await open("registered");
    await user.type(await screen.findByLabelText("Nom du titulaire"), "Martin");
    await user.type(screen.getByLabelText(/Numéro de carte/), "12ab");
    await user.click(screen.getByRole("button", { name: "Ajouter ma carte" }));
    expect(await screen.findByText("Le numéro de carte compte de 8 à 20 chiffres.")).toBeDefined();
    expect(requested).not.toContain("PATCH /api/accounts/me/cards");
  });

  it("shows a skeleton while loading, then an error in place with a retry", async () => {
    const recover = failGet("/api/accounts/me/subscription");
    const { user } = renderRoutes(routes, "/fr/subscription");
    expect(
      await screen.findByText(
        "Votre abonnement ne peut pas s'afficher pour le moment.",
        {},
        { timeout: 4500 },
      ),
    ).toBeDefined();
    recover();
    resetFakeDb("pass-active");
    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("article", { name: "Cinépass" })).toBeDefined();
  });
});

describe("{language}/subscription: cancelling (French and Dutch consumer law)", {
  timeout: 20_000,
}, () => {
  it("states the exact end date, asks the reason in a modal and cancels with it", async () => {
    const { user } = await open("pass-active");
    const opener = await screen.findByRole("button", { name: "Résilier mon abonnement" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Résilier mon abonnement" });
    // Out of commitment: one month's notice from today (contract cancellationEndDate).
    const end = longDate(addMonths(today(), 1), "fr");
    expect(await within(dialog).findByText(`Votre abonnement prendra fin le ${end}.`)).toBeDefined();
    expect(dialog.contains(document.activeElement)).toBe(true);
    const reason = within(dialog).getByLabelText("Motif de la résiliation") as HTMLSelectElement;
    expect(reason.options).toHaveLength(25);
    expect(reason.value).toBe("other");
    await user.selectOptions(reason, "too_expensive");
    const patches: unknown[] = [];
    fakeServer.events.on("request:start", async ({ request }) => {
      if (request.method === "PATCH") {
        patches.push(await request.clone().json());
      }
    });
    await user.click(within(dialog).getByRole("button", { name: `Confirmer la résiliation au ${end}` }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(patches).toEqual([{ reason: "too_expensive" }]);
    expect(
      await screen.findByText(`Résiliation demandée : votre abonnement prend fin le ${end}.`),
    ).toBeDefined();
    expect(getToasts().current).toMatchObject({
      i18n: { content: "Subscription.Cancel.Done", values: { date: end } },
    });
  });

  it("closes on Escape without cancelling, focus back on the button that opened it", async () => {
    const { user } = await open("pass-active");
    const opener = await screen.findByRole("button", { name: "Résilier mon abonnement" });
    await user.click(opener);
    await screen.findByRole("dialog", { name: "Résilier mon abonnement" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(requested).not.toContain("PATCH /api/accounts/me/subscription/cancel");
  });
});

function afterUploadOf(requests: readonly string[]): readonly string[] {
  return requests.slice(requests.indexOf("POST /api/accounts/me/updatePhoto"));
}

describe("{language}/subscription: the card photo (SPEC 4, 5, 8)", { timeout: 20_000 }, () => {
  function file(size: number, type: string, name: string): File {
    return new File([new Uint8Array(size).fill(0xff)], name, { type });
  }

  it("opens the photo modal from ?photo=1 and refuses a file over 500 KB before sending it (10001)", async () => {
    const { user } = await open("pass-blocked", "/fr/subscription?photo=1");
    const dialog = await screen.findByRole("dialog", { name: "Mettre à jour ma photo" });
    await user.upload(
      within(dialog).getByLabelText("Prendre une photo"),
      file(600 * 1024, "image/jpeg", "me.jpg"),
    );
    expect(
      await within(dialog).findByText("Votre photo dépasse la taille maximale de 500 Ko."),
    ).toBeDefined();
    expect(getToasts().current).toMatchObject({
      type: "error",
      i18n: {
        title: "Toast.SubscriptionAddNewPhoto.Fail.Title",
        content: "Error.FileUploadSize",
        values: { maxSize: 500 },
      },
    });
    expect(requested).not.toContain("POST /api/accounts/me/updatePhoto");
  });

  it("refuses a GIF by its type, listing the accepted ones (10002)", async () => {
    const { user } = await open("pass-blocked", "/fr/subscription?photo=1");
    const dialog = await screen.findByRole("dialog", { name: "Mettre à jour ma photo" });
    await user.upload(within(dialog).getByLabelText("Prendre une photo"), file(2000, "image/gif", "me.gif"));
    expect(
      await within(dialog).findByText(
        "Ce type de fichier n'est pas accepté. Formats acceptés : jpg, jpeg, png, heif, webp, heic.",
      ),
    ).toBeDefined();
    expect(requested).not.toContain("POST /api/accounts/me/updatePhoto");
  });

  // jsdom's FormData is not the one Node's fetch sends: the fake's own byte checks are tested in
  // mocks/fakes/subscription.test.ts; here the fake answers as the server does for that case.
  it("sends a valid photo, closes the modal and reloads the cards", async () => {
    fakeServer.use(
      http.post("*/api/accounts/me/updatePhoto", () => {
        const state = fakeDb();
        state.pass.cards = state.pass.cards.map((card) => ({ ...card, photoStatus: "OK" as const }));
        return HttpResponse.json({
          cardId: "0e0e0e0e-0000-4000-8000-0000000c0a01",
          photoStatus: "OK",
          picture: "/api/accounts/me/cards/picture/0e0e0e0e-0000-4000-8000-0000000c0a01.jpg",
        });
      }),
    );
    const { user } = await open("pass-blocked");
    const [photoButton] = await screen.findAllByRole("button", { name: "Mettre à jour ma photo" });
    await user.click(photoButton as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Mettre à jour ma photo" });
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], "me.jpg", {
      type: "image/jpeg",
    });
    await user.upload(within(dialog).getByLabelText("Choisir un fichier"), jpeg);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requested).toContain("POST /api/accounts/me/updatePhoto");
    const afterUpload = requested.slice(requested.indexOf("POST /api/accounts/me/updatePhoto"));
    expect(afterUpload).toContain("GET /api/accounts/me/cards");
    // The subscription too: its card's blocked status is what a new photo lifts (the server's rule).
    await waitFor(() => expect(afterUploadOf(requested)).toContain("GET /api/accounts/me/subscription"));
    await waitFor(() => expect(screen.queryByText("Photo refusée")).toBeNull());
  });

  it("shows the photo toast with the server's refusal (PHOTO_TYPE_NOT_ALLOWED back to 10002)", async () => {
    fakeServer.use(
      http.post("*/api/accounts/me/updatePhoto", () =>
        HttpResponse.json({ code: "PHOTO_TYPE_NOT_ALLOWED", message: "Not an image." }, { status: 415 }),
      ),
    );
    const { user } = await open("pass-active", "/fr/subscription?photo=1");
    const dialog = await screen.findByRole("dialog", { name: "Mettre à jour ma photo" });
    // Declared a JPEG, but the bytes are not one: only the server can tell.
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], "me.jpg", {
      type: "image/jpeg",
    });
    await user.upload(within(dialog).getByLabelText("Choisir un fichier"), gif);
    await waitFor(() =>
      expect(getToasts().current).toMatchObject({
        i18n: { title: "Toast.SubscriptionAddNewPhoto.Fail.Title", content: "Error.FileUploadMimeType" },
      }),
    );
  });
});
