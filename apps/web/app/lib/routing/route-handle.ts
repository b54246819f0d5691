import { useLayoutEffect, useSyncExternalStore } from "react";
import { isRouteErrorResponse, useMatches, useRouteError } from "react-router";
import type { TranslationKey } from "../i18n/create-i18n";

/**
 * What a route tells the shell about itself (SPEC 2.1 per-route header options, SPEC 2.2 analytics
 * screen names). Each route module exports `handle: RouteHandle`; the deepest match wins.
 */
export interface RouteHandle {
  /** SPEC 2.2 analytics screen name, e.g. "my_account_hp"; pushed to the data layer on navigation. */
  screenName?: string;
  /** Analytics screen category (SPEC 2.2: register is "signup"). */
  screenCategory?: string;
  /** i18n key of the page title (`Title.*`); the page layout renders it. */
  titleKey?: TranslationKey;
  /**
   * i18n key of the page's `<meta name="description">` (`Description.*`); every page has one (SEO).
   * `null`: the route renders its own from its data (a catalog page: the show's synopsis).
   */
  descriptionKey?: TranslationKey | null;
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
   * The staff back-office (docs/staff.md "The staff app"): its own frame, none of the customers'
   * header, footer, consent dialog or account and language modals.
   */
  staff?: boolean;
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

/** SPEC 2.2 analytics: the not-found page (a route, or a flag that is off) is the "404" screen. */
export const NOT_FOUND_HANDLE = {
  screenName: "404",
  titleKey: "Title.NotFound",
  descriptionKey: "Description.NotFound",
  // A visitor who lost their way gets the light footer (docs/shell.md "Which footer").
  footer: "light",
} as const satisfies RouteHandle;

/** Any other failure: a titled page, no analytics screen (SPEC 2.2 names none), the light footer. */
export const ERROR_HANDLE = {
  titleKey: "Title.Error",
  descriptionKey: "Description.Error",
  footer: "light",
} as const satisfies RouteHandle;

export interface PageHandle {
  handle: RouteHandle;
  /**
   * False while the page's client loaders (and the guards before them) still run: the server's
   * fallback, hydration. A URL the guards redirect away from is never ready, so never a screen.
   */
  ready: boolean;
}

/**
 * The hydration fallbacks on screen, in this tab. A route's client loaders run at hydration only
 * behind its HydrateFallback, so while one shows the page is not ready; once none does, it is.
 */
let fallbacksShown = 0;
const fallbackListeners = new Set<() => void>();

function subscribeToFallbacks(listener: () => void): () => void {
  fallbackListeners.add(listener);
  return () => {
    fallbackListeners.delete(listener);
  };
}

function countFallback(change: 1 | -1): void {
  fallbacksShown += change;
  for (const listener of fallbackListeners) {
    listener();
  }
}

/** Called by what a HydrateFallback renders (shell/page-loading.tsx): the page is not ready yet. */
export function useHydrationFallback(): void {
  useLayoutEffect(() => {
    countFallback(1);
    return () => countFallback(-1);
  }, []);
}

/**
 * Whether the page is ready: never on the server nor during hydration (the server snapshot), then
 * as soon as no hydration fallback shows.
 */
function usePageReady(): boolean {
  return useSyncExternalStore(
    subscribeToFallbacks,
    () => fallbacksShown === 0,
    () => false,
  );
}

/**
 * What the page on screen is, for its title and its screen view: the matched routes' merged
 * handle, or the error page's when the root's error boundary shows (a 404 is the not-found page).
 * Every error reaches the root's boundary (no route below has one), and the root's `Layout` wraps
 * that boundary, so `useRouteError()` sees it from the shell.
 */
export function usePageHandle(): PageHandle {
  const handle = useRouteHandle();
  const ready = usePageReady();
  const error = useRouteError();
  // Outside an error boundary React Router answers null (or undefined): no error on screen.
  if (error === undefined || error === null) {
    return { handle, ready };
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const page = notFound ? NOT_FOUND_HANDLE : ERROR_HANDLE;
  // Inside the mobile apps (m/{language}) header and footer stay hidden, error or not.
  const embedded = handle.embedded ? { footer: "none" as const } : {};
  return {
    handle: { ...handle, screenName: undefined, screenCategory: undefined, ...page, ...embedded },
    ready,
  };
}
