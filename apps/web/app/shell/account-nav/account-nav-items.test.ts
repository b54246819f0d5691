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
    }).map((item) => item.key);
    expect(keys).toEqual(["home", "profile", "myInterests"]);
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
