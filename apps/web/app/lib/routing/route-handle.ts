import { useMatches } from "react-router";

/**
 * What a route tells the shell about itself (SPEC 2.1 per-route header options, SPEC 2.2 analytics
 * screen names). Each route module exports `handle: RouteHandle`; the deepest match wins.
 */
export interface RouteHandle {
  /** SPEC 2.2 analytics screen name, e.g. "my_account_hp"; pushed to the data layer on navigation. */
  screenName?: string;
  /** Analytics screen category (SPEC 2.2: register is "signup"). */
  screenCategory?: string;
  /** i18n key of the page title (`Title.*`). */
  titleKey?: string;
  header?: {
    disabled?: boolean;
    /** A class modifier, e.g. "transparent" -> `header--transparent`. */
    modifier?: string;
    navHidden?: boolean;
    /** Whether the nav shows on mobile widths. */
    mobileNav?: "shown" | "hidden";
  };
  footer?: "full" | "light" | "none";
  /**
   * Set by the `m/{language}` layout (SPEC 2.2 mobile-embedded variants): header and footer stay
   * hidden whatever the page itself asks for.
   */
  embedded?: boolean;
}

/** Merges the handles of the matched routes, outermost first: the deepest wins, embedding wins over all. */
export function mergeRouteHandles(handles: readonly (RouteHandle | undefined)[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const handle of handles) {
    Object.assign(merged, handle ?? {});
  }
  if (handles.some((handle) => handle?.embedded)) {
    merged.embedded = true;
    merged.header = { ...merged.header, disabled: true };
    merged.footer = "none";
  }
  return merged;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return mergeRouteHandles(matches.map((match) => match.handle as RouteHandle | undefined));
}
