import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import {
  ASSETS_CACHE,
  CACHE_PREFIX,
  cacheOfRoute,
  EXPIRATION,
  isKeepable,
  keepableUrls,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_CACHES,
  offlineRouteOf,
  PRIVATE_CACHE,
  type ServedFromCacheMessage,
  SHELL_CACHE,
  storedAtOf,
  withStoredAt,
} from "./offline-rules";

/**
 * The service worker (docs/decisions/008-offline.md), built by vite-plugin-pwa
 * (injectManifest) into the client build and served at /service-worker.js. It keeps the Wallet
 * screen (its page, scripts, styles, catalogs) and the customer's upcoming e-tickets, pass card and
 * prepaid cards once seen, and answers from them when the network is gone.
 *
 * The web app's TypeScript program has the DOM's types, not a worker's: the few worker globals
 * used here are declared below.
 */
interface WorkerClient {
  postMessage(message: unknown): void;
}
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEventLike extends ExtendableEventLike {
  data: unknown;
  origin: string;
}
declare const self: {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: "window" }): Promise<WorkerClient[]> };
  addEventListener(type: "message", listener: (event: ExtendableMessageEventLike) => void): void;
  addEventListener(type: "activate", listener: (event: ExtendableEventLike) => void): void;
};

const origin = self.location.origin;

// The brand's icons (the manifest's), precached at install: everything else is kept once seen.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new worker takes over at once: the page that registered it is served (and kept) from then on.
void self.skipWaiting();
clientsClaim();

/** Caches of an older rule set (another CACHE_VERSION) go when this worker activates. */
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter(
              (name) =>
                name.startsWith(CACHE_PREFIX) && !(OFFLINE_CACHES as readonly string[]).includes(name),
            )
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

/** Keeps complete answers only, each private one marked with the time it was fetched. */
const keepPrivate: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepable(response) ? withStoredAt(response, new Date()) : null),
  // Called when the network failed and a kept copy answers: the pages are told how old it is.
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    const storedAt = cachedResponse ? storedAtOf(cachedResponse) : null;
    if (cachedResponse && storedAt) {
      const message: ServedFromCacheMessage = {
        type: "cinelux-offline-served",
        url: request.url,
        storedAt: storedAt.toISOString(),
      };
      for (const client of await self.clients.matchAll({ type: "window" })) {
        client.postMessage(message);
      }
    }
    return cachedResponse;
  },
};
const keepComplete: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepable(response) ? response : null),
};

function expiration(cacheName: keyof typeof EXPIRATION) {
  return new ExpirationPlugin({ ...EXPIRATION[cacheName], purgeOnQuotaError: true });
}

registerRoute(
  ({ url, request }) => offlineRouteOf(url, request, origin) === "private-api",
  new NetworkFirst({
    cacheName: PRIVATE_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [keepPrivate, expiration(PRIVATE_CACHE)],
  }),
);
registerRoute(
  ({ url, request }) => {
    const route = offlineRouteOf(url, request, origin);
    return route === "shell-api" || route === "wallet-page";
  },
  new NetworkFirst({
    cacheName: SHELL_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [keepComplete, expiration(SHELL_CACHE)],
  }),
);
registerRoute(
  ({ url, request }) => offlineRouteOf(url, request, origin) === "asset",
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [keepComplete, expiration(ASSETS_CACHE)] }),
);

/**
 * A page registers the worker after it has loaded: what it loaded before is not kept yet. It posts
 * those URLs (public ones only: keepableUrls) and the worker fetches them into their caches.
 */
self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== "cinelux-offline-keep" || !Array.isArray(data.urls)) {
    return;
  }
  const urls = keepableUrls(
    data.urls.filter((url): url is string => typeof url === "string"),
    origin,
  );
  event.waitUntil(
    Promise.all(
      urls.map(async (href) => {
        const url = new URL(href);
        const page = offlineRouteOf(url, { method: "GET", mode: "navigate" }, origin) === "wallet-page";
        const route = offlineRouteOf(url, { method: "GET", mode: "cors" }, origin);
        const cache = await caches.open(page ? SHELL_CACHE : cacheOfRoute(route ?? "asset"));
        if (await cache.match(href)) {
          return;
        }
        const response = await fetch(href, { credentials: "same-origin" }).catch(() => null);
        if (response && isKeepable(response)) {
          await cache.put(href, response);
        }
      }),
    ),
  );
});
