import { type ComponentType, createElement, lazy } from "react";

export interface PreloadableLazy<P extends object> {
  /** Renders the component: at once when its module is in, else through `React.lazy` (suspends). */
  Component: ComponentType<P>;
  /** Starts loading the module; resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * `React.lazy` that does not suspend once its module is loaded. React shows a lazy component's
 * Suspense fallback for at least one commit, even when the module is preloaded, and reveals the
 * content no sooner than 300 ms after the last fallback anywhere on the page (its Suspense
 * throttle). Through the signed-in shell's chain of lazy parts (shell parts, alerts, toast view), a
 * session's first toast came about a second after the customer was known.
 * Call `preload()` where the part is sure to be needed; a render after it resolved draws the
 * component directly, with no fallback, no retry and no throttle.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  // The module loader keeps what an import() fetched: asking again costs no request, and a load
  // that failed (a deploy, a network cut) is tried again by the next render or preload.
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  // `loaded` is set before this resolves, so the render that follows a suspension draws `loaded`
  // itself: the lazy element never commits, and the part is not mounted twice.
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React.lazy is
  return { Component: (props: P) => createElement(loaded ?? Lazy, props), preload };
}

export interface LazyServerPage<P extends object> {
  /** Awaited by the route's loader before its data: on the server the page is in before the render. */
  load: () => Promise<void>;
  /** The page to render now: on the server the one the loader imported, in the browser the lazy one. */
  current: () => ComponentType<P>;
}

/**
 * A server-rendered page whose code is not among the HTML's scripts (decision 004, 115 KB of
 * initial JavaScript on a public page). Called once, at the top of the route module:
 * - in the browser the page is `lazy`, and asked for as soon as the route's module runs, so
 *   hydration waits for it with the server's HTML in place (the page works without JavaScript
 *   meanwhile);
 * - there is deliberately no `<Suspense>` around it: React's server outlines a boundary larger than
 *   its progressive chunk (12.8 kB) into a hidden part that only a script reveals, so a visitor or
 *   crawler without JavaScript would see an empty page;
 * - on the server the loader awaits `load()` first, so the render never suspends.
 *
 * Unlike `preloadableLazy` above, the browser always renders through `lazy`, even once the code is
 * in: hydration goes the way decision 004 measured. It sits in this module so that it ships in the
 * app-shell chunk every page already loads (vite.config.ts), not in a file of its own.
 */
export function lazyServerPage<P extends object>(
  importPage: () => Promise<ComponentType<P>>,
): LazyServerPage<P> {
  let serverPage: ComponentType<P> | undefined;
  const LazyPage = lazy(() => importPage().then((page) => ({ default: page })));
  if (!import.meta.env.SSR) {
    // Started with the route's own module, before hydration reaches the page.
    void importPage();
  }
  return {
    load: async () => {
      serverPage ??= await importPage();
    },
    current: () => (import.meta.env.SSR && serverPage) || LazyPage,
  };
}
