import type { Language } from "@cinelux/contract/languages";
import { useEffect } from "react";
import { getQueryClient } from "../query/query-client";
import { OfflineNotice } from "./offline-notice";
import { startOfflineStore } from "./offline-store";

/** The web manifest vite-plugin-pwa writes into the client build (vite.config.ts). */
export const MANIFEST_URL = "/assets/manifest.webmanifest";

function whenLoaded(run: () => void): () => void {
  if (document.readyState === "complete") {
    const timer = window.setTimeout(run, 0);
    return () => window.clearTimeout(timer);
  }
  window.addEventListener("load", run, { once: true });
  return () => window.removeEventListener("load", run);
}

/**
 * The offline wallet (docs/decisions/008-offline.md), mounted by the customer-area layouts: the
 * installable app's manifest link, the worker's registration after the page has loaded (its code
 * fetched then, on demand), and the notice saying when the data on screen was last refreshed.
 */
/** Back online: what shows was a kept copy; it is asked for again. */
function refetchShown(): void {
  void getQueryClient().refetchQueries({ type: "active" });
}

// The worker tells the page which answers were kept copies as it serves them, which is while the
// customer area's loaders fetch, before any component's effect runs: the listener starts when this
// module is evaluated (the customer-area layouts import it, so before their loaders), not on mount.
if (typeof window !== "undefined") {
  startOfflineStore(refetchShown);
}

export function OfflineSupport({ language }: { language: Language }) {
  useEffect(() => {
    startOfflineStore(refetchShown);
    return whenLoaded(() => {
      void import("./register-service-worker").then(({ registerServiceWorker }) => registerServiceWorker());
    });
  }, []);
  return (
    <>
      <link rel="manifest" href={MANIFEST_URL} />
      <OfflineNotice language={language} />
    </>
  );
}
