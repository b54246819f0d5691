import { createStaticHandler } from "react-router";
import { describe, expect, it } from "vitest";
import {
  matcherModuleUrl,
  memoizeReactRouterMatching,
  memoizeRouteMatching,
  ROUTE_MATCHES_KEPT,
  type RouteMatcher,
} from "./route-match-memo.ts";

/** A matcher with React Router's shape that counts the matches it really computes. */
function countingMatcherClass() {
  const computed: string[] = [];
  class Matcher {
    routes: unknown = null;
    update(routes: unknown) {
      this.routes = routes;
    }
    match(location: string | { pathname?: string }, allowPartial = false) {
      const pathname = typeof location === "string" ? location : (location.pathname ?? "/");
      computed.push(`${allowPartial ? "partial " : ""}${pathname}`);
      if (pathname.startsWith("/none")) {
        return null;
      }
      return [
        { params: { slug: pathname.split("/").pop() }, pathname, pathnameBase: "/", route: this.routes },
      ];
    }
  }
  memoizeRouteMatching(Matcher as unknown as { prototype: RouteMatcher });
  return { Matcher: Matcher as unknown as new () => RouteMatcher, computed };
}

describe("the route match memo", () => {
  it("computes a pathname's matches once, and gives every caller its own copy", () => {
    const { Matcher, computed } = countingMatcherClass();
    const matcher = new Matcher();
    matcher.update(["table"]);
    const first = matcher.match("/fr/films/metropolis");
    const second = matcher.match("/fr/films/metropolis?day=2026-11-27#sessions");
    const third = matcher.match({ pathname: "/fr/films/metropolis" });
    expect(computed).toEqual(["/fr/films/metropolis"]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(second).not.toBe(first);
    // What one render does to its matches is not seen by the next.
    const mine = first?.[0];
    if (!mine) {
      throw new Error("no match");
    }
    mine.params.slug = "changed";
    mine.route = "replaced";
    expect(matcher.match("/fr/films/metropolis")?.[0]).toMatchObject({
      params: { slug: "metropolis" },
      route: ["table"],
    });
    // No match is remembered too; partial matching is asked apart.
    expect(matcher.match("/none")).toBeNull();
    expect(matcher.match("/none")).toBeNull();
    matcher.match("/fr/films/metropolis", true);
    expect(computed).toEqual(["/fr/films/metropolis", "/none", "partial /fr/films/metropolis"]);
  });

  it("forgets a matcher's answers when it gets a new route table, and keeps matchers apart", () => {
    const { Matcher, computed } = countingMatcherClass();
    const matcher = new Matcher();
    const other = new Matcher();
    matcher.update(["old"]);
    other.update(["other"]);
    expect(matcher.match("/fr")?.[0]?.route).toEqual(["old"]);
    expect(other.match("/fr")?.[0]?.route).toEqual(["other"]);
    matcher.update(["new"]);
    expect(matcher.match("/fr")?.[0]?.route).toEqual(["new"]);
    expect(computed).toEqual(["/fr", "/fr", "/fr"]);
  });

  it("stays bounded whatever paths visitors ask for", () => {
    const { Matcher, computed } = countingMatcherClass();
    const matcher = new Matcher();
    matcher.update([]);
    for (let index = 0; index <= ROUTE_MATCHES_KEPT; index += 1) {
      matcher.match(`/random/${index}`);
    }
    matcher.match("/random/0");
    expect(computed.filter((path) => path === "/random/0")).toHaveLength(2);
  });

  it("wraps a class once, however often it is installed", () => {
    const { Matcher, computed } = countingMatcherClass();
    memoizeRouteMatching(Matcher as unknown as { prototype: RouteMatcher });
    const matcher = new Matcher();
    matcher.update([]);
    matcher.match("/fr");
    matcher.match("/fr");
    expect(computed).toEqual(["/fr"]);
  });

  it("is installed on the matcher React Router's static handler matches with", async () => {
    expect(await memoizeReactRouterMatching()).toBe(true);
    const { V6RegExMatcher } = (await import(matcherModuleUrl())) as {
      V6RegExMatcher: { prototype: RouteMatcher };
    };
    const memoized = V6RegExMatcher.prototype.match;
    let calls = 0;
    V6RegExMatcher.prototype.match = function counted(this: RouteMatcher, ...args) {
      calls += 1;
      return memoized.apply(this, args);
    };
    try {
      const handler = createStaticHandler([
        { id: "root", path: "/", children: [{ id: "film", path: "films/:slug", loader: () => "film" }] },
      ]);
      const context = await handler.query(new Request("http://localhost/films/metropolis"));
      if (context instanceof Response) {
        throw new Error("the query answered a Response");
      }
      expect(context.matches.map((match) => match.route.id)).toEqual(["root", "film"]);
      expect(context.matches[1]?.params).toEqual({ slug: "metropolis" });
      expect(calls).toBeGreaterThan(0);
    } finally {
      V6RegExMatcher.prototype.match = memoized;
    }
  });
});
