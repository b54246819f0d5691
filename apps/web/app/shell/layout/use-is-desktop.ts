import { useSyncExternalStore } from "react";
import { DESKTOP_MEDIA_QUERY } from "../header/sticky-header";

function query(): MediaQueryList | undefined {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(DESKTOP_MEDIA_QUERY)
    : undefined;
}

function subscribe(listener: () => void): () => void {
  const list = query();
  list?.addEventListener("change", listener);
  return () => list?.removeEventListener("change", listener);
}

/** Desktop width (>= 1024 px). The server renders the mobile-first markup; CSS covers desktop until hydration. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
