// @vitest-environment jsdom
import type { AccountResponse } from "@cinelux/contract/account";
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderShell, type ShellOptions } from "../testing/render-shell";
import { AccountModal } from "./account-modal";
import { openModal, resetModals } from "./modal-store";

afterEach(() => {
  cleanup();
  resetModals();
});

function renderOpen(account: Partial<AccountResponse> | undefined, options: ShellOptions = {}) {
  renderShell(<AccountModal language="fr" account={account as AccountResponse | undefined} />, {
    ...options,
    account: account ?? {},
  });
  act(() => openModal("account"));
  return screen.getByRole("dialog");
}

describe("AccountModal (SPEC 2.1)", () => {
  it("greets by first name and links the customer routes", () => {
    const dialog = renderOpen({ firstName: "Camille" });
    expect(within(dialog).getByRole("heading", { name: "Bonjour Camille" })).toBeDefined();
    const links = within(dialog)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Mon profil", "/fr"],
      ["Mes goodies", "/fr/vouchers"],
      ["Mes avantages", "/fr/advantages"],
      ["Mes réservations", "/fr/tickets"],
    ]);
    expect(within(dialog).getByRole("button", { name: "Se déconnecter" })).toBeDefined();
  });

  it("is titled My account without a first name", () => {
    const dialog = renderOpen({ firstName: null });
    expect(within(dialog).getByRole("heading", { name: "Mon compte" })).toBeDefined();
  });

  it("hides Goodies and Advantages when their flags are off", () => {
    const dialog = renderOpen(
      { firstName: "Camille" },
      { flags: { goodiesEnabled: false, advantagesEnabled: false } },
    );
    expect(within(dialog).queryByRole("link", { name: "Mes goodies" })).toBeNull();
    expect(within(dialog).queryByRole("link", { name: "Mes avantages" })).toBeNull();
    expect(within(dialog).getAllByRole("link")).toHaveLength(2);
  });
});
