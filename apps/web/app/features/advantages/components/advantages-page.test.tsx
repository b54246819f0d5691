// @vitest-environment jsdom
import type { Advantage } from "@cinelux/contract/advantages";
import type { Language } from "@cinelux/contract/languages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../../public/assets/i18n/en.json";
import fr from "../../../../public/assets/i18n/fr.json";
import nl from "../../../../public/assets/i18n/nl.json";
import { getAdvantagesQueryOptions } from "../../../lib/account/advantages";
import { createI18n } from "../../../lib/i18n/create-i18n";
import { I18nProvider } from "../../../lib/i18n/use-translation";
import { getToasts, resetToasts } from "../../../lib/toasts/toast-store";
import { AdvantagesPage } from "./advantages-page";

const POPCORN: Advantage = {
  id: "adv-1",
  name: "Popcorn offert",
  expirationDate: "2027-01-31",
  details: "Un popcorn moyen offert pour l'achat d'une place.",
  code: "POP-7Q2K",
  terms: "Valable une seule fois.",
  help: "Montrez le code au comptoir.",
  alexRecognitionId: "alex-1",
};
const TUESDAY: Advantage = {
  id: "adv-2",
  name: "Place à 5 € le mardi",
  expirationDate: null,
  details: "Toutes vos séances du mardi à 5 €.",
  code: null,
  terms: null,
  help: null,
  alexRecognitionId: null,
};

function renderPage(language: Language, advantages: Advantage[]) {
  // userEvent.setup() puts a clipboard stub on navigator, as a browser over HTTPS has one.
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(getAdvantagesQueryOptions(language).queryKey, advantages);
  render(
    <I18nProvider i18n={createI18n(language, { fr, nl, en })}>
      <QueryClientProvider client={client}>
        <AdvantagesPage language={language} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { user };
}

function card(name: string): HTMLElement {
  return screen.getByRole("article", { name });
}

afterEach(() => {
  cleanup();
  resetToasts();
  window.getSelection()?.removeAllRanges();
  vi.restoreAllMocks();
});

describe("AdvantagesPage (SPEC 2.2 {language}/advantages, SPEC 3 Advantage)", () => {
  it.each([
    ["fr", "Mes avantages", "Valable jusqu'au 31 janvier 2027", "Sans date limite"],
    ["nl", "Mijn voordelen", "Geldig tot 31 januari 2027", "Geen einddatum"],
    ["en", "My advantages", "Valid until 31 January 2027", "No end date"],
  ] as const)("lists the advantages with their validity written in %s", (language, title, until, noEnd) => {
    renderPage(language, [POPCORN, TUESDAY]);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Popcorn offert",
      "Place à 5 € le mardi",
    ]);
    expect(within(card("Popcorn offert")).getByText(until)).toBeDefined();
    expect(within(card("Popcorn offert")).getByText(POPCORN.details)).toBeDefined();
    expect(within(card("Place à 5 € le mardi")).getByText(noEnd)).toBeDefined();
  });

  it("shows the code and a copy button only for an advantage that has one", () => {
    renderPage("en", [POPCORN, TUESDAY]);
    const popcorn = card("Popcorn offert");
    expect(popcorn.querySelector("code")?.textContent).toBe("POP-7Q2K");
    const copy = within(popcorn).getByRole("button", { name: "Copy the code" });
    // Each button says which advantage's code it copies.
    expect(document.getElementById(copy.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Popcorn offert",
    );
    expect(within(card("Place à 5 € le mardi")).queryByRole("button")).toBeNull();
    expect(card("Place à 5 € le mardi").querySelector("code")).toBeNull();
  });

  it("copies the code to the clipboard and says so in an info toast", async () => {
    const { user } = renderPage("fr", [POPCORN]);
    await user.click(screen.getByRole("button", { name: "Copier le code" }));
    await vi.waitFor(() =>
      expect(getToasts().current).toMatchObject({ type: "info", i18n: { content: "Advantages.Copied" } }),
    );
    expect(await navigator.clipboard.readText()).toBe("POP-7Q2K");
  });

  it.each([
    [
      "has no clipboard",
      () => Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true }),
    ],
    [
      "refuses to write",
      () =>
        vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("", "NotAllowedError")),
    ],
  ])("selects the code when the browser %s", async (_case, breakClipboard) => {
    const { user } = renderPage("nl", [POPCORN]);
    breakClipboard();
    await user.click(screen.getByRole("button", { name: "Code kopiëren" }));
    await vi.waitFor(() => expect(window.getSelection()?.toString()).toBe("POP-7Q2K"));
    expect(getToasts().current).toMatchObject({ type: "info", i18n: { content: "Advantages.Selected" } });
  });

  it("keeps terms and help in closed disclosures that open on demand", async () => {
    const { user } = renderPage("en", [POPCORN]);
    const terms = screen.getByText("Terms and conditions");
    const help = screen.getByText("How to use it");
    expect(terms.tagName).toBe("SUMMARY");
    expect(help.tagName).toBe("SUMMARY");
    const termsDisclosure = terms.closest("details");
    expect(termsDisclosure?.open).toBe(false);
    expect(termsDisclosure?.textContent).toContain("Valable une seule fois.");
    expect(help.closest("details")?.textContent).toContain("Montrez le code au comptoir.");
    await user.click(terms);
    expect(termsDisclosure?.open).toBe(true);
  });

  it("shows no disclosure for an advantage without terms or help", () => {
    renderPage("fr", [{ ...POPCORN, help: null }, TUESDAY]);
    expect(within(card("Popcorn offert")).getByText("Conditions d'utilisation")).toBeDefined();
    expect(within(card("Popcorn offert")).queryByText("Comment en profiter ?")).toBeNull();
    expect(card("Place à 5 € le mardi").querySelector("details")).toBeNull();
  });

  it.each([
    ["fr", "Vous n'avez aucun avantage pour le moment."],
    ["nl", "Je hebt op dit moment geen voordelen."],
    ["en", "You have no advantages at the moment."],
  ] as const)("says so in %s when the customer has no advantage", (language, empty) => {
    renderPage(language, []);
    expect(screen.getByText((text) => text.startsWith(empty))).toBeDefined();
    expect(screen.queryByRole("list")).toBeNull();
  });
});
