import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { paths } from "../../lib/routing/paths";
import { mergeRouteHandles } from "../../lib/routing/route-handle";
import routes from "../../routes";
import * as confirmation from "./confirmation";
import * as unsubscribe from "./unsubscribe";
import * as layout from "./unsubscribe-layout";

/** Every route pattern routes.ts builds, with its file, as React Router joins the paths. */
function patterns(entries: readonly RouteConfigEntry[], prefix = ""): [string, string][] {
  return entries.flatMap((entry) => {
    const here = entry.path ? (prefix ? `${prefix}/${entry.path}` : entry.path) : prefix;
    return [[here, entry.file] as [string, string], ...patterns(entry.children ?? [], here)];
  });
}

describe("{language}/unsubscribe routes (SPEC 2.2: child routes loaded on demand)", () => {
  const mounted = patterns(routes);

  it("mounts the choice and the confirmation as children of one public layout, outside the guarded one", () => {
    const unsubscribe = mounted.filter(([pattern]) => pattern.startsWith(":language/unsubscribe"));
    expect(unsubscribe).toEqual([
      [":language/unsubscribe", "routes/unsubscribe/unsubscribe-layout.tsx"],
      [":language/unsubscribe", "routes/unsubscribe/unsubscribe.tsx"],
      [":language/unsubscribe/confirmation", "routes/unsubscribe/confirmation.tsx"],
    ]);
    const guarded = routes
      .flatMap((entry) => entry.children ?? [])
      .find((entry) => entry.file === "routes/account/account-layout.tsx");
    expect(patterns(guarded?.children ?? []).some(([pattern]) => pattern.includes("unsubscribe"))).toBe(
      false,
    );
  });

  it("serves the typed paths of both route keys", () => {
    const urls = mounted.map(([pattern]) => `/${pattern.replace(":language", "fr")}`);
    expect(urls).toContain(paths.unsubscribe("fr"));
    expect(urls).toContain(paths.unsubscribeConfirmation("fr"));
  });

  it("gives both screens the light footer of a visitor in the middle of a task, and their own screen names", () => {
    expect(mergeRouteHandles([layout.handle, unsubscribe.handle])).toMatchObject({
      footer: "light",
      screenName: "unsubscribe",
    });
    expect(mergeRouteHandles([layout.handle, confirmation.handle])).toMatchObject({
      footer: "light",
      screenName: "unsubscribe_confirmation",
    });
  });
});
