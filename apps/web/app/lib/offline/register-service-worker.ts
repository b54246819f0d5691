import { getQueryClient } from "../query/query-client";
import { MAX_KEEP_URLS } from "./offline-rules";

/** Served by the server from the client build (apps/server/src/http/service-worker.ts): the root scope needs the root path. */
export const SERVICE_WORKER_URL = "/service-worker.js";

/** What this page loaded so far (its address, scripts, styles, catalogs): the worker keeps the public ones. */
function loadedUrls(): string[] {
  const resources = performance.getEntriesByType("resource").map((entry) => entry.name);
  return [window.location.href, ...resources].slice(0, MAX_KEEP_URLS);
}

/**
 * The offline wallet (docs/decisions/008-offline.md): registers the worker, loaded on demand by
 * the customer area once the page has loaded, never by a catalog page (its initial JavaScript stays
 * within budget). A production build only: the dev server and the fakes have no worker.
 */
export async function registerServiceWorker(): Promise<void> {
  if (
    !("serviceWorker" in navigator) ||
    !import.meta.env.PROD ||
    import.meta.env.VITE_FAKE_ENDPOINTS === "1"
  ) {
    return;
  }
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (!hadController) {
      // The first visit's answers came before the worker: asked again, they are kept this time.
      void getQueryClient().refetchQueries({ type: "active" });
    }
  });
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: "cinelux-offline-keep", urls: loadedUrls() });
}
