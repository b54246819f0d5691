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
