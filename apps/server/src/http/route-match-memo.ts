/**
 * React Router 8.4 matches a URL against every branch of the route table, in rank order, each time it
 * is asked: a branch costs a path join, a regular expression and a normalised copy at each level.
 * One server render asks four times (the request handler, the static handler's query and the two
 * ancestor paths of the partial manifest), and with the catalog's translated paths the table has ~100
 * branches: a fifth of an uncached render's CPU went to matching (docs/performance.md, session 11).
 *
 * The answer depends only on the pathname and the matcher's route table, so it is kept per matcher
 * and pathname, dropped when the matcher is given a new table (`update`), and bounded (cleared when
 * full: any visitor can ask for any path). Each caller gets its own copy of the matches and their
 * params, as a fresh match would give it: React Router reassigns a match's `route` during a render.
 *
 * This patches the prototype of React Router's internal matcher class, the one its data routers and
 * static handlers are built with (`V6RegExMatcher`, lib/router/matcher.js of the production build the
 * server imports). The version is pinned (DESIGN.md), and route-match-memo.test.ts fails when the
 * class is gone or no longer used, so an upgrade re-checks it (docs/decisions/009-route-match-memo.md).
 */

/** The part of React Router's matcher this module relies on. */
export interface RouteMatcher {
  update(routes: unknown): unknown;
  match(location: string | { pathname?: string }, allowPartial?: boolean): RouteMatch[] | null;
}

interface RouteMatch {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: unknown;
}

type MatcherClass = { prototype: RouteMatcher & { [MEMOIZED]?: true } };

/** Distinct pathnames kept per matcher before the memo starts again. */
export const ROUTE_MATCHES_KEPT = 1_000;

const MEMOIZED = Symbol.for("cinelux.route-match-memo");

/** The matcher module of the React Router build that `import "react-router"` loads here. */
export function matcherModuleUrl(): string {
  return new URL("./lib/router/matcher.js", import.meta.resolve("react-router")).href;
}

function pathnameOf(location: string | { pathname?: string }): string {
  if (typeof location !== "string") {
    return location.pathname || "/";
  }
  const end = location.search(/[?#]/);
  return end === -1 ? location : location.slice(0, end);
}

function copyOf(matches: RouteMatch[] | null): RouteMatch[] | null {
  return matches === null ? null : matches.map((match) => ({ ...match, params: { ...match.params } }));
}

/** Memoizes `match` on a matcher class's prototype (once; a second call changes nothing). */
export function memoizeRouteMatching(matcherClass: MatcherClass): void {
  const prototype = matcherClass.prototype;
  if (prototype[MEMOIZED]) {
    return;
  }
  const memos = new WeakMap<RouteMatcher, Map<string, RouteMatch[] | null>>();
  const update = prototype.update;
  const match = prototype.match;
  prototype.update = function memoUpdate(this: RouteMatcher, routes: unknown) {
    memos.delete(this);
    return update.call(this, routes);
  };
  prototype.match = function memoMatch(
    this: RouteMatcher,
    location: string | { pathname?: string },
    allowPartial = false,
  ) {
    let memo = memos.get(this);
    if (memo === undefined) {
      memo = new Map();
      memos.set(this, memo);
    }
    const key = `${allowPartial ? "p" : "e"}${pathnameOf(location)}`;
    let matches = memo.get(key);
    if (matches === undefined) {
      matches = match.call(this, location, allowPartial);
      if (memo.size >= ROUTE_MATCHES_KEPT) {
        memo.clear();
      }
      memo.set(key, matches);
    }
    return copyOf(matches);
  };
  prototype[MEMOIZED] = true;
}

/**
 * Installs the memo on the React Router the server renders with. Whether it could is returned, not
 * thrown: without it pages are only slower (route-match-memo.test.ts fails instead).
 */
export async function memoizeReactRouterMatching(): Promise<boolean> {
  const { V6RegExMatcher } = (await import(matcherModuleUrl())) as { V6RegExMatcher?: MatcherClass };
  if (
    typeof V6RegExMatcher?.prototype?.match !== "function" ||
    typeof V6RegExMatcher.prototype.update !== "function"
  ) {
    return false;
  }
  memoizeRouteMatching(V6RegExMatcher);
  return true;
}
