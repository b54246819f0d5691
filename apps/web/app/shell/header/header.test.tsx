// @vitest-environment jsdom
import { CLUB_FLAG, type FlagName, MORE_FROM_FLAG } from "@cinelux/contract/flags";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderHeader, resetHeaderTest } from "./header-test-kit";

afterEach(resetHeaderTest);

function menu() {
  return within(screen.getByRole("navigation", { name: "Menu principal" }));
}

describe("Header (SPEC 2.1)", () => {
  it("links the logo to the catalog home", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Cinélux, accueil" }).getAttribute("href")).toBe(
      "https://catalog.test/fr/",
    );
  });

  it("shows every menu item when every flag is on, catalog items on the catalog", () => {
    renderHeader();
    const names = menu()
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual([
      "Films",
      "Cinémas",
      "Club Cinélux",
      "Offres",
      "Portefeuille",
      "Profil",
      "Abonnement",
      "Plus de Cinélux",
    ]);
    expect(menu().getByRole("link", { name: "Films" }).getAttribute("href")).toBe(
      "https://catalog.test/fr/films",
    );
    expect(menu().getByRole("link", { name: "Club Cinélux" }).getAttribute("href")).toBe(
      "https://catalog.test/fr/club-cinelux",
    );
    expect(menu().getByRole("link", { name: "Plus de Cinélux" }).getAttribute("href")).toBe(
      "https://catalog.test/fr/experiences",
    );
    expect(menu().getByRole("link", { name: "Portefeuille" }).getAttribute("href")).toBe("/fr/tickets");
    expect(menu().getByRole("link", { name: "Profil" }).getAttribute("href")).toBe("/fr");
  });

  it.each([
    [CLUB_FLAG, "Club Cinélux"],
    ["offersMenuDisplayed", "Offres"],
    ["subscriptionEnabled", "Abonnement"],
    [MORE_FROM_FLAG, "Plus de Cinélux"],
  ] as [FlagName, string][])("hides its item when %s is off", (flag, name) => {
    renderHeader({ flags: { [flag]: false } });
    expect(menu().queryByRole("link", { name })).toBeNull();
    expect(menu().getAllByRole("link")).toHaveLength(7);
  });

  it("shows no ticket bullet for zero tickets", () => {
    renderHeader({ account: { firstName: "Camille" }, ticketCount: 0 });
    const wallet = menu().getByRole("link", { name: "Portefeuille" });
    expect(wallet.querySelector(".main-menu__bullet")).toBeNull();
  });

  // The signed-in parts load on demand (anonymous pages never load them): findBy waits.
  it("shows the ticket count in a bullet, named for screen readers", async () => {
    renderHeader({ account: { firstName: "Camille" }, ticketCount: 3 });
    const wallet = await menu().findByRole("link", { name: "Portefeuille, 3 billets" });
    expect(wallet.querySelector(".main-menu__bullet")?.textContent).toBe("3");
  });

  it("uses the pass image for Subscription on the French domain only", () => {
    renderHeader({ domain: "fr" });
    expect(
      menu().getByRole("link", { name: "Abonnement" }).querySelector("svg.menu-image--pass"),
    ).not.toBeNull();
    cleanup();
    renderHeader({ domain: "nl" });
    const subscription = within(screen.getByRole("navigation", { name: "Hoofdmenu" })).getByRole("link", {
      name: "Abonnement",
    });
    expect(subscription.querySelector("svg.menu-image--pass")).toBeNull();
    expect(subscription.getAttribute("href")).toBe("https://catalog.test/nl/abonnement");
  });

  it("gives the club item a decorative promo image", () => {
    renderHeader();
    const image = menu().getByRole("link", { name: "Club Cinélux" }).querySelector("svg");
    expect(image?.getAttribute("aria-hidden")).toBe("true");
  });

  it("shows the account button only with a signed-in user, with the initials as fallback", async () => {
    renderHeader();
    expect(screen.queryByRole("button", { name: "Mon compte" })).toBeNull();
    cleanup();
    renderHeader({ account: { firstName: "Camille", pictureFallback: "cm" } });
    const button = screen.getByRole("button", { name: "Mon compte" });
    await waitFor(() => expect(button.querySelector(".header__initials")?.textContent).toBe("cm"));
  });

  it("shows the account picture when there is one", async () => {
    renderHeader({ account: { picture: "https://img.test/me.jpg" } });
    const button = screen.getByRole("button", { name: "Mon compte" });
    await waitFor(() => expect(button.querySelector("img")).not.toBeNull());
    const img = button.querySelector("img");
    expect(img?.getAttribute("src")).toBe("https://img.test/me.jpg");
    expect(img?.getAttribute("alt")).toBe("");
  });

  it('offers "Sign in" to an anonymous visitor only, never to a customer (decision 007)', () => {
    renderHeader({ domain: "nl" });
    expect(within(screen.getByRole("banner")).getByRole("button", { name: "Inloggen" })).toBeDefined();
    cleanup();
    renderHeader({ account: { firstName: "Camille" } });
    expect(within(screen.getByRole("banner")).queryByRole("button", { name: "Se connecter" })).toBeNull();
  });

  it("always offers the language switch", () => {
    renderHeader({ domain: "nl" });
    expect(screen.getByRole("button", { name: "Taal: Nederlands" })).toBeDefined();
  });

  it("takes the route's options: class modifier, nav hidden, nav hidden on mobile", () => {
    renderHeader({ handle: { header: { modifier: "transparent" } } });
    expect(screen.getByRole("banner").className).toContain("header--transparent");
    cleanup();
    renderHeader({ handle: { header: { navHidden: true } } });
    expect(screen.queryByRole("navigation")).toBeNull();
    cleanup();
    renderHeader({ handle: { header: { mobileNav: "hidden" } } });
    expect(screen.getByRole("navigation").className).toContain("main-menu--mobile-hidden");
  });
});
