import { serviceWorkerSource } from "../lib/offline/service-worker-file.server";

/**
 * GET /service-worker.js (issue 11 "Offline", docs/decisions/008-offline.md): a worker's scope is
 * at most the folder it is served from, and the server serves files only under /assets/, so the
 * worker that keeps the Wallet screen is served here, at the root. Always revalidated: a release's
 * new worker must reach its pages.
 */
export async function loader() {
  const source = await serviceWorkerSource();
  if (source === null) {
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(source, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-cache",
    },
  });
}
