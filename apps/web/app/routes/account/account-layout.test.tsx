// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeDb, resetFakeDb } from "../../mocks/fake-db";
import {
  moduleRoute,
  renderRoutes,
  resetRouteTest,
  type StubRoutes,
} from "../../shell/testing/render-routes";
import * as accountLayout from "./account-layout";
import * as advantages from "./advantages";
import * as home from "./home";
import * as register from "./register";

const routes: StubRoutes = [
  {
    path: "/:language",
    children: [
      moduleRoute(undefined, accountLayout, [
        moduleRoute(null, home),
        moduleRoute("advantages", advantages),
        moduleRoute("register", register),
      ]),
    ],
  },
];

afterEach(resetRouteTest);

function accountNav() {
  return screen.getByRole("navigation", { name: "My account" });
}

describe("the customer area's navigation", () => {
  it("lists the built screens, marks the current one and links each to its path", async () => {
    renderRoutes(routes, "/en/advantages");
    await screen.findByRole("heading", { level: 1, name: "My advantages" });
    // The sidebar's list (the phone's disclosure holds the same links).
    const [wide] = within(accountNav()).getAllByRole("list");
    const links = within(wide as HTMLElement).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Overview", "/en"],
      ["My profile", "/en/profile"],
      ["My wallet", "/en/tickets"],
      ["My booking history", "/en/history"],
      ["My goodies", "/en/vouchers"],
      ["My advantages", "/en/advantages"],
      ["My favourite cinemas", "/en/cinemas"],
      ["My friends", "/en/friends"],
      ["My wishlist", "/en/wishlist"],
      ["My ratings", "/en/ratings"],
      ["Recommendations", "/en/recommendations"],
      ["My statistics", "/en/statistics"],
      ["My messages", "/en/messages"],
      ["Contact customer service", "/en/contact"],
      ["Communication preferences", "/en/preferences"],
      ["My interests", "/en/my-interests"],
    ]);
    expect(
      links.filter((link) => link.getAttribute("aria-current") === "page").map((l) => l.textContent),
    ).toEqual(["My advantages"]);
  });

  it("names the current screen in the phone's disclosure, in the page's language", async () => {
    renderRoutes(routes, "/fr");
    await screen.findByRole("heading", { level: 1, name: /Bonjour/ });
    const nav = screen.getByRole("navigation", { name: "Mon compte" });
    expect(nav.querySelector("summary")?.textContent).toBe("Mon compteVue d’ensemble");
  });

  it("is not shown to a customer who has not finished registering", async () => {
    resetFakeDb("unregistered");
    renderRoutes(routes, "/en/register");
    await screen.findByRole("heading", { level: 1, name: /registration/ });
    expect(screen.queryByRole("navigation", { name: "My account" })).toBeNull();
    expect(fakeDb().account.registered).toBe(false);
  });
});
