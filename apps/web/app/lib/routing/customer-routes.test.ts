import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes";
import { CUSTOMER_ROUTES, customerRouteOfPattern, FALLBACK_ROUTE, segmentOfPattern } from "./customer-routes";
import { embeddedPaths, paths } from "./paths";

/** Every route pattern routes.ts builds under a layout file, as React Router joins the paths. */
function patternsUnder(layoutFile: string, entries: readonly RouteConfigEntry[], prefix = ""): string[] {
  const join = (base: string, path?: string) => (path ? (base ? `${base}/${path}` : path) : base);
  return entries.flatMap((entry) => {
    const here = join(prefix, entry.path);
    if (entry.file === layoutFile) {
      return (entry.children ?? []).map((child) => join(here, child.path));
    }
    return patternsUnder(layoutFile, entry.children ?? [], here);
  });
}

describe("customer routes (SPEC 2.2 table)", () => {
  it("finds a screen's row from React Router's pattern, under {language} and m/{language}", () => {
    // The framework's patterns have no leading slash (its root route has no path); a stub's do.
    expect(segmentOfPattern(":language")).toBe("");
    expect(segmentOfPattern(":language/register")).toBe("register");
    expect(segmentOfPattern("m/:language/friends")).toBe("friends");
    expect(segmentOfPattern("/:language")).toBe("");
    expect(segmentOfPattern("/m/:language/friends")).toBe("friends");
    expect(segmentOfPattern(":language/unsubscribe/confirmation")).toBe("unsubscribe/confirmation");
    expect(customerRouteOfPattern(":language/register")).toBe(CUSTOMER_ROUTES.register);
    expect(customerRouteOfPattern("/:language/advantages")).toEqual({
      segment: "advantages",
      access: "registered",
      flag: "advantagesEnabled",
    });
    expect(customerRouteOfPattern("/:language/register").access).toBe("not-registered");
    expect(customerRouteOfPattern("/:language/mail").access).toBe("signed-in");
    expect(customerRouteOfPattern("/m/:language")).toBe(CUSTOMER_ROUTES.home);
  });

  it("fails closed: a screen without a row needs login and registration", () => {
    expect(customerRouteOfPattern("/:language/not-in-the-table")).toBe(FALLBACK_ROUTE);
    expect(customerRouteOfPattern("/elsewhere")).toEqual({ segment: "", access: "registered" });
    expect(customerRouteOfPattern("m/elsewhere/:language")).toBe(FALLBACK_ROUTE);
  });

  it("gives every screen routes.ts mounts under a guarded layout its own row, none public", () => {
    const patterns = [
      ...patternsUnder("routes/account/account-layout.tsx", routes),
      ...patternsUnder("routes/embedded-layout.tsx", routes),
    ];
    // `:language` itself is the root's route (routes/catalog/home.tsx, decision 007): it guards the
    // signed-in face with this table's home row in the browser.
    expect(patterns).toEqual([
      ":language/register",
      ":language/mail",
      ":language/advantages",
      ":language/preferences",
      ":language/my-interests",
      ":language/profile",
      ":language/subscription",
      ":language/tickets",
      ":language/vouchers",
      ":language/history",
      ":language/wishlist",
      ":language/ratings",
      ":language/cinemas",
      ":language/friends",
      ":language/statistics",
      ":language/recommendations",
      ":language/messages",
      ":language/contact",
      ":language/subscribe",
      "m/:language",
      "m/:language/history",
      "m/:language/friends",
      "m/:language/cinemas",
    ]);
    for (const pattern of patterns) {
      const rule = customerRouteOfPattern(pattern);
      expect(rule).not.toBe(FALLBACK_ROUTE);
      expect(rule.access).not.toBe("public");
    }
  });

  it("builds each route key's URL", () => {
    expect(paths.home("nl")).toBe("/nl");
    expect(paths.tickets("fr")).toBe("/fr/tickets");
    expect(paths.vouchers("fr")).toBe("/fr/vouchers");
    expect(paths.myInterests("en")).toBe("/en/my-interests");
    expect(paths.unsubscribeConfirmation("fr")).toBe("/fr/unsubscribe/confirmation");
    expect(embeddedPaths.friends("nl")).toBe("/m/nl/friends");
    expect(embeddedPaths.home("fr")).toBe("/m/fr");
  });
});
