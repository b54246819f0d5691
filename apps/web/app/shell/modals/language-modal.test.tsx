// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderShell } from "../testing/render-shell";
import { LanguageModal } from "./language-modal";
import { isModalOpen, openModal, resetModals } from "./modal-store";

afterEach(() => {
  cleanup();
  resetModals();
});

describe("LanguageModal (SPEC 4: choosing a language)", () => {
  it("offers the domain's languages, the current one pressed", () => {
    renderShell(<LanguageModal language="nl" />, { domain: "nl" });
    act(() => openModal("language"));
    const choices = within(screen.getByRole("dialog", { name: "Kies een taal" }))
      .getAllByRole("button")
      .filter((button) => button.hasAttribute("aria-pressed"));
    expect(choices.map((button) => [button.textContent, button.getAttribute("aria-pressed")])).toEqual([
      ["Nederlands", "true"],
      ["English", "false"],
    ]);
  });

  it("rewrites the first path segment, keeps the rest and the query, and closes", async () => {
    const user = userEvent.setup();
    const { router } = renderShell(<LanguageModal language="fr" />, { path: "/fr/tickets?sort=asc" });
    act(() => openModal("language"));
    await user.click(screen.getByRole("button", { name: "English" }));
    expect(router.state.location.pathname).toBe("/en/tickets");
    expect(router.state.location.search).toBe("?sort=asc");
    expect(isModalOpen("language")).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
