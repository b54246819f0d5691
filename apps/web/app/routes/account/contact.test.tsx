// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import { resetFakeDb } from "../../mocks/fake-db";
import { captchaRefusal } from "../../mocks/fakes/account-security";
import { addFakeCase } from "../../mocks/fakes/support";
import { fakeServer } from "../../mocks/node";
import { moduleRoute } from "../../shell/testing/render-routes";
import { accountRoutes, openScreen, recordRequests, resetAccountTest } from "./account-route-test-kit";
import * as contact from "./contact";
import * as messages from "./messages";

vi.mock("../../lib/captcha/load-altcha", async () => ({
  loadAltcha: (await import("../../lib/captcha/testing/fake-widget")).installFakeWidget,
}));

const routes = accountRoutes(moduleRoute("contact", contact), moduleRoute("messages", messages));

let requested: string[] = [];

beforeEach(() => {
  resetFakeDb("registered");
  requested = recordRequests();
});

afterEach(resetAccountTest);

const open = () => openScreen(routes, "/fr/contact", "Contacter le service client");

/** Theme, sub-theme and reason, chosen by their labels. */
async function chooseReason(user: Awaited<ReturnType<typeof open>>["user"]) {
  await user.selectOptions(await screen.findByRole("combobox", { name: "Thème" }), "Abonnement CINEPASS");
  await user.selectOptions(screen.getByRole("combobox", { name: "Sous-thème" }), "Suspension et résiliation");
  await user.selectOptions(screen.getByRole("combobox", { name: "Motif" }), "Suspendre mon CINEPASS");
}

const post = "POST /api/accounts/me/case";

// A first render loads the route's modules lazily: slow on busy cores.
describe("{language}/contact: a new case (SPEC 4, 5, 7)", { timeout: 20_000 }, () => {
  it("suggests the chosen reason's articles before the form, their answers a click away", async () => {
    const { user } = await open();
    expect(screen.queryByRole("textbox", { name: "Objet" })).toBeNull();
    await chooseReason(user);
    const suggested = await screen.findByRole("region", { name: "Cela répond peut-être à votre question" });
    const question = within(suggested).getByText("Puis-je suspendre mon CINEPASS ?");
    expect(within(suggested).getByText("Comment fonctionne le CINEPASS ?")).toBeDefined();
    await user.click(question);
    expect(within(suggested).getByText(/une fois par an, d'un à trois mois/)).toBeDefined();
    // The form comes after the suggestions.
    const form = screen.getByRole("form", { name: "Votre demande" });
    expect(suggested.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(requested).toContain("GET /api/faq/topic/subscription-pause-how");
  });

  it("wants a subject and a message before anything is sent", async () => {
    const { user } = await open();
    await chooseReason(user);
    await user.click(await screen.findByRole("button", { name: "Envoyer ma demande" }));
    expect(screen.getAllByText("Remplissez ce champ.")).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: "Objet" }).getAttribute("aria-invalid")).toBe("true");
    expect(requested).not.toContain(post);
  });

  it("refuses a wrong type or a fourth file before sending, lists the others with a way to remove them", async () => {
    const { user } = await open();
    await chooseReason(user);
    const picker = await screen.findByLabelText(/^Pièces jointes/);
    // A picker's `accept` is a suggestion the customer can override ("All files"): the check is ours.
    await userEvent
      .setup({ applyAccept: false })
      .upload(picker, new File(["GIF89a"], "anim.gif", { type: "image/gif" }));
    expect(await screen.findByText(/Seules les photos \(JPEG, PNG, WebP, HEIC\) et les PDF/)).toBeDefined();
    expect(screen.queryByRole("list", { name: "Fichiers joints" })).toBeNull();
    const photos = ["a.jpg", "b.jpg", "c.jpg"].map((name) => new File(["x"], name, { type: "image/jpeg" }));
    await user.upload(picker, photos);
    const list = screen.getByRole("list", { name: "Fichiers joints" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await user.click(within(list).getByRole("button", { name: "Retirer b.jpg" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    await user.upload(picker, [
      new File(["y"], "d.pdf", { type: "application/pdf" }),
      new File(["z"], "e.png", { type: "image/png" }),
    ]);
    expect(await screen.findByText("3 fichiers au plus : retirez-en un avant d'en ajouter.")).toBeDefined();
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(requested).not.toContain(post);
  });

  // jsdom's FormData is not the one Node's fetch sends (fakes/support.test.ts reads real multipart):
  // here the fake checks the captcha and keeps the case as the server does.
  it("sends the case with the captcha and lands on the messages with a toast, the new case listed", async () => {
    const sent: Headers[] = [];
    fakeServer.use(
      http.post("*/api/accounts/me/case", ({ request }) => {
        sent.push(request.headers);
        return (
          captchaRefusal(request) ??
          HttpResponse.json(
            addFakeCase({
              type: "subscription",
              topic: "subscription-pause",
              reason: "subscription-pause-how",
              subject: "Pause en été",
              description: "Deux mois en juillet.",
            }),
          )
        );
      }),
    );
    const { user } = await open();
    await chooseReason(user);
    await user.type(await screen.findByRole("textbox", { name: "Objet" }), "Pause en été");
    await user.type(screen.getByRole("textbox", { name: /^Message/ }), "Deux mois en juillet.");
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    await screen.findByRole("heading", { level: 1, name: "Mes messages" });
    expect(sent[0]?.get("x-captcha-response")).toBeTruthy();
    expect(sent[0]?.get("authorization")).toMatch(/^Bearer /);
    await waitFor(() => expect(screen.getByRole("link", { name: /Pause en été/ })).toBeDefined());
    expect(getToasts().current).toMatchObject({ type: "info", i18n: { content: "Contact.Sent" } });
  });
});
