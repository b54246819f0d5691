// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderHeader, resetHeaderTest } from "./header-test-kit";

afterEach(resetHeaderTest);

function menuButton() {
  return screen.getByRole("button", { name: "Menu" });
}

function panel() {
  return screen.getByRole("dialog", { name: "Navigation" });
}

describe("Mobile navigation", () => {
  it("is a menu button that says it is closed and names the panel it opens", () => {
    renderHeader();
    const button = menuButton();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens a modal panel with the whole main menu, focus on its first link", async () => {
    const user = userEvent.setup();
    renderHeader({ account: { firstName: "Camille" }, ticketCount: 2 });
    // The Wallet bullet loads on demand: wait for it before opening the panel.
    await screen.findAllByRole("link", { name: "Portefeuille, 2 billets" });
    await user.click(menuButton());
    // The panel loads when the menu first opens.
    await screen.findByRole("dialog");
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    expect(menuButton().getAttribute("aria-controls")).toBe(panel().id);
    expect(panel().getAttribute("aria-modal")).toBe("true");
    const links = within(panel()).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Films",
      "Cinémas",
      "Club Cinélux",
      "Offres",
      "Portefeuille2, 2 billets",
      "Profil",
      "Abonnement",
      "Plus de Cinélux",
    ]);
    expect(document.activeElement).toBe(links[0]);
    expect(document.documentElement.classList.contains("scroll-locked")).toBe(true);
  });

  it("keeps Tab inside the open panel", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    // The panel loads when the menu first opens.
    await screen.findByRole("dialog");
    const close = within(panel()).getByRole("button", { name: "Fermer" });
    close.focus();
    await user.tab();
    expect(document.activeElement).toBe(within(panel()).getByRole("link", { name: "Films" }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
  });

  it("closes on Escape and gives focus back to the menu button", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    // The panel loads when the menu first opens.
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(menuButton());
    expect(document.documentElement.classList.contains("scroll-locked")).toBe(false);
  });

  it("opens from the keyboard alone", async () => {
    const user = userEvent.setup();
    renderHeader();
    menuButton().focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Navigation" })).toBeDefined();
  });

  it("closes when a link is followed", async () => {
    const user = userEvent.setup();
    renderHeader({ account: { firstName: "Camille" } });
    await user.click(menuButton());
    // The panel loads when the menu first opens.
    await screen.findByRole("dialog");
    await user.click(within(panel()).getByRole("link", { name: "Profil" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is absent when the route hides the navigation or hides it on mobile", () => {
    renderHeader({ handle: { header: { navHidden: true } } });
    expect(screen.queryByRole("button", { name: "Menu" })).toBeNull();
    cleanup();
    renderHeader({ handle: { header: { mobileNav: "hidden" } } });
    expect(screen.queryByRole("button", { name: "Menu" })).toBeNull();
  });

  it("speaks the page's language", async () => {
    const user = userEvent.setup();
    renderHeader({ domain: "nl" });
    await user.click(menuButton());
    // The panel loads when the menu first opens.
    await screen.findByRole("dialog");
    expect(screen.getByRole("dialog", { name: "Navigatie" })).toBeDefined();
    expect(within(screen.getByRole("dialog")).getByRole("navigation", { name: "Hoofdmenu" })).toBeDefined();
  });
});
