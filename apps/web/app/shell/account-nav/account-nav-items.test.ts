import { readFileSync } from "node:fs";
import path from "node:path";
import { FLAG_NAMES, type Flags } from "@cinelux/contract/flags";
import { describe, expect, it } from "vitest";
import { CUSTOMER_ROUTES } from "../../lib/routing/customer-routes";
import { ACCOUNT_NAV_ITEMS, visibleAccountNavItems } from "./account-nav-items";

const allOn = Object.fromEntries(FLAG_NAMES.map((flag) => [flag, true])) as Flags;

describe("the account navigation's items", () => {
  it("drops a screen whose flag is off (SPEC 2.2: the page does not exist)", () => {
    const keys = visibleAccountNavItems({
      ...allOn,
      notificationsEnabled: false,
      advantagesEnabled: false,
      myFriendsEnabled: false,
      statisticsEnabled: false,
      contactBlockDisplayed: false,
    }).map((item) => item.key);
    expect(keys).toEqual([
      "home",
      "profile",
      "tickets",
      "history",
      "vouchers",
      "cinemas",
      "wishlist",
      "ratings",
      "recommendations",
      "myInterests",
    ]);
  });

  it("lists the taste, circle and support screens with their flags on, named in fr, nl and en", () => {
    const keys = visibleAccountNavItems(allOn).map((item) => item.key);
    expect(keys).toEqual(
      expect.arrayContaining(["friends", "statistics", "messages", "contact", "cinemas", "wishlist"]),
    );
    for (const language of ["fr", "nl", "en"]) {
      const catalog = JSON.parse(
        readFileSync(
          path.resolve(import.meta.dirname, `../../../public/assets/i18n/${language}.json`),
          "utf8",
        ),
      ) as Record<string, string>;
      for (const item of ACCOUNT_NAV_ITEMS) {
        expect(catalog[item.labelKey], `${language} ${item.labelKey}`).toBeTruthy();
      }
    }
  });

  it("lists the Wallet and the History always, the Goodies only with goodiesEnabled (SPEC 2.1, 2.2)", () => {
    const on = visibleAccountNavItems(allOn).map((item) => item.key);
    expect(on).toEqual(expect.arrayContaining(["tickets", "history", "vouchers"]));
    const off = visibleAccountNavItems({ ...allOn, goodiesEnabled: false }).map((item) => item.key);
    expect(off).toEqual(on.filter((key) => key !== "vouchers"));
  });

  it("names the Wallet, the History and the Goodies in fr, nl and en", () => {
    const label = (key: string) => ACCOUNT_NAV_ITEMS.find((item) => item.key === key)?.labelKey ?? "";
    const names = (language: string) => {
      const catalog = JSON.parse(
        readFileSync(
          path.resolve(import.meta.dirname, `../../../public/assets/i18n/${language}.json`),
          "utf8",
        ),
      ) as Record<string, string>;
      return ["tickets", "history", "vouchers"].map((key) => catalog[label(key)]);
    };
    expect(names("fr")).toEqual(["Mon portefeuille", "Historique de mes réservations", "Mes goodies"]);
    expect(names("nl")).toEqual(["Mijn portemonnee", "Mijn boekingsgeschiedenis", "Mijn goodies"]);
    expect(names("en")).toEqual(["My wallet", "My booking history", "My goodies"]);
  });

  it("lists only registered customer screens, each once", () => {
    const keys = ACCOUNT_NAV_ITEMS.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => CUSTOMER_ROUTES[key].access !== "registered")).toEqual([]);
  });

  it("links only screens that routes.ts mounts (no dead links)", () => {
    const routes = readFileSync(path.resolve(import.meta.dirname, "../../routes.ts"), "utf8");
    // The home is `/{language}`, the root's route (decision 007): the customer home for a customer.
    const mounted = (key: string) =>
      key === "home"
        ? routes.includes('index("routes/catalog/home.tsx")')
        : routes.includes(`customerRoute("${key}"`);
    const missing = ACCOUNT_NAV_ITEMS.filter((item) => !mounted(item.key));
    expect(missing).toEqual([]);
  });
});
