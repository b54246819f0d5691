// @vitest-environment jsdom
import type { Language } from "@cinelux/contract/languages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../../public/assets/i18n/en.json";
import fr from "../../../../public/assets/i18n/fr.json";
import nl from "../../../../public/assets/i18n/nl.json";
import { createI18n } from "../../../lib/i18n/create-i18n";
import { I18nProvider } from "../../../lib/i18n/use-translation";
import { getToasts, resetToasts } from "../../../lib/toasts/toast-store";
import { fakeDb } from "../../../mocks/fake-db";
import { fakeServer } from "../../../mocks/node";
import { resetModals } from "../../../shell/modals/modal-store";
import type { OpenLinkPopup } from "../link-popup";
import { LinkedIdentities } from "./linked-identities";

function renderSection(language: Language = "fr", openPopup?: OpenLinkPopup) {
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={createI18n(language, { fr, nl, en })}>
      <QueryClientProvider client={client}>
        <LinkedIdentities language={language} openPopup={openPopup} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { user };
}

function row(name: string): HTMLElement {
  const item = screen
    .getAllByRole("listitem")
    .find((element) => within(element).queryByText(name, { exact: true }));
  if (!item) {
    throw new Error(`no row ${name}`);
  }
  return item;
}

afterEach(() => {
  cleanup();
  resetToasts();
  resetModals();
});

describe("LinkedIdentities (SPEC 3 Linked identity)", () => {
  it("lists the e-mail and password, then Facebook, Apple and Google, each with a Link button", async () => {
    renderSection("fr");
    expect(await screen.findByRole("heading", { level: 2, name: "Comptes associés" })).toBeDefined();
    await screen.findByText("Adresse e-mail et mot de passe");
    expect(within(row("Adresse e-mail et mot de passe")).getByText(fakeDb().account.mail)).toBeDefined();
    expect(within(row("Adresse e-mail et mot de passe")).queryByRole("button")).toBeNull();
    for (const provider of ["Facebook", "Apple", "Google"]) {
      expect(within(row(provider)).getByText("Non associé")).toBeDefined();
      expect(within(row(provider)).getByRole("button", { name: `Associer ${provider}` }).textContent).toBe(
        "Associer",
      );
    }
  });

  it("links Google through the popup: the row names the linked account and a toast says so", async () => {
    const { user } = renderSection("en");
    await user.click(await screen.findByRole("button", { name: "Link Google" }));
    expect(await within(row("Google")).findByText("Camille Démo")).toBeDefined();
    expect(within(row("Google")).getByRole("button", { name: "Unlink Google" })).toBeDefined();
    expect(getToasts().current).toMatchObject({
      type: "info",
      i18n: { content: "Identities.Linked", values: { provider: "Google" } },
    });
    expect(fakeDb().linkedIdentities.map((identity) => identity.provider)).toEqual(["google-oauth2"]);
  });

  it("unlinks only after the confirmation, and keeps the identity when the customer changes their mind", async () => {
    fakeDb().linkedIdentities = [
      { id: "7b1f7e58-7a4c-4c55-9a54-6a8f9b2f1c11", provider: "apple", name: "Camille A." },
    ];
    const { user } = renderSection("fr");
    await user.click(await screen.findByRole("button", { name: "Dissocier Apple" }));
    const dialog = await screen.findByRole("dialog", { name: "Dissocier Apple ?" });
    expect(within(dialog).getByText(/« Camille A. »/)).toBeDefined();
    await user.click(within(dialog).getByRole("button", { name: "Garder l'association" }));
    expect(fakeDb().linkedIdentities).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Dissocier Apple" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Dissocier" }));
    expect(await within(row("Apple")).findByText("Non associé")).toBeDefined();
    expect(fakeDb().linkedIdentities).toEqual([]);
    expect(getToasts().current?.i18n?.content).toBe("Identities.Unlinked");
  });

  it("keeps the last way to sign in: its Unlink is disabled and says why", async () => {
    fakeDb().hasPassword = false;
    fakeDb().linkedIdentities = [
      { id: "7b1f7e58-7a4c-4c55-9a54-6a8f9b2f1c11", provider: "facebook", name: "Cam F." },
    ];
    renderSection("nl");
    const button = await screen.findByRole("button", { name: "Facebook ontkoppelen" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const hint = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe(
      "Dit is uw enige manier om in te loggen: koppel eerst een ander account voordat u dit ontkoppelt.",
    );
    expect(screen.queryByText("E-mailadres en wachtwoord")).toBeNull();
  });

  it("shows an error toast when the popup does not answer within its time (SPEC 9: 60 s)", async () => {
    const timedOut: OpenLinkPopup = () => ({
      result: Promise.resolve({ error: "timeout" }),
      cancel: () => undefined,
    });
    const { user } = renderSection("fr", timedOut);
    await user.click(await screen.findByRole("button", { name: "Associer Facebook" }));
    await waitFor(() =>
      expect(getToasts().current).toMatchObject({
        type: "error",
        i18n: { content: "Identities.Error.Timeout", values: { provider: "Facebook" } },
      }),
    );
    expect(within(row("Facebook")).getByText("Non associé")).toBeDefined();
  });

  it("waits for the popup with a way to cancel, and a cancel shows no error", async () => {
    let cancelled = false;
    let settle: (value: { error: "cancelled" }) => void = () => undefined;
    const pending: OpenLinkPopup = () => ({
      result: new Promise((resolve) => {
        settle = resolve;
      }),
      cancel: () => {
        cancelled = true;
        settle({ error: "cancelled" });
      },
    });
    const { user } = renderSection("en", pending);
    await user.click(await screen.findByRole("button", { name: "Link Apple" }));
    expect(within(row("Apple")).getByText("Finish in the Apple window that opened…")).toBeDefined();
    expect((screen.getByRole("button", { name: "Link Google" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(row("Apple")).getByRole("button", { name: "Cancel" }));
    expect(cancelled).toBe(true);
    expect(await within(row("Apple")).findByText("Not linked")).toBeDefined();
    expect(getToasts().current).toBeNull();
  });

  it("names the refusal when the upstream account is already linked to another customer", async () => {
    fakeServer.use(
      http.post("*/api/accounts/me/link", () =>
        HttpResponse.json({ code: "IDENTITY_ALREADY_LINKED", message: "Already linked." }, { status: 409 }),
      ),
    );
    const { user } = renderSection("fr");
    await user.click(await screen.findByRole("button", { name: "Associer Google" }));
    await waitFor(() =>
      expect(getToasts().current).toMatchObject({
        type: "error",
        i18n: { content: "Identities.Error.AlreadyLinked", values: { provider: "Google" } },
      }),
    );
  });

  it("says so in place when the list cannot be loaded, and tries again on demand", async () => {
    fakeServer.use(
      http.get(
        "*/api/accounts/me/identities",
        () => HttpResponse.json({ code: "UNAVAILABLE", message: "x" }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderSection("en");
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("E-mail and password")).toBeDefined();
  });
});
