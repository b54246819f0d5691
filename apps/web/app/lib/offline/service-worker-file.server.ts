import { readFile } from "node:fs/promises";

/**
 * The worker vite-plugin-pwa wrote into the client build (vite.config.ts), read once. The server
 * build runs from `build/server/`, beside `build/client/`. Null where there is no client build (the
 * dev server, tests): the route then answers 404 and no page registers a worker there anyway.
 */
let file: Promise<string | null> | undefined;

export function serviceWorkerSource(
  location: URL = new URL("../client/service-worker.js", import.meta.url),
): Promise<string | null> {
  file ??= readFile(location, "utf8").catch(() => null);
  return file;
}
