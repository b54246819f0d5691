import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * The JavaScript a page loads before it can run: the module scripts and module preloads in the
 * server-rendered HTML (React Router lists the route's whole static import graph there).
 */
export async function initialScripts(pageUrl: string): Promise<string[]> {
  const html = await (await fetch(pageUrl, { redirect: "manual" })).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) {
    sources.add(match[1] as string);
  }
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) {
    sources.add(match[1] as string);
  }
  for (const match of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) {
    sources.add(match[1] as string);
  }
  return [...sources].map((source) => new URL(source, pageUrl).href);
}

/** Their size compressed as the build precompresses them (gzip 9, brotli 11: scripts/precompress.mjs). */
export async function initialJavaScript(
  pageUrl: string,
): Promise<{ files: number; gzipBytes: number; brotliBytes: number }> {
  const sources = await initialScripts(pageUrl);
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(source)).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
    brotliBytes += brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
  }
  return { files: sources.length, gzipBytes, brotliBytes };
}

/** Issue 8: the routes whose initial JavaScript is measured, with their gzip budgets (KB). */
export const INITIAL_JS_ROUTES = [
  { path: "/fr/error", kind: "public", budgetKB: 115 },
  { path: "/404", kind: "public (not found)", budgetKB: 115 },
  { path: "/fr/unsubscribe", kind: "public", budgetKB: 115 },
  { path: "/fr", kind: "customer home", budgetKB: 160 },
] as const;

/** The initial JavaScript of each route in INITIAL_JS_ROUTES on the server at `base`. */
export async function initialJavaScriptByRoute(base: string) {
  const rows = [];
  for (const route of INITIAL_JS_ROUTES) {
    rows.push({ ...route, ...(await initialJavaScript(`${base}${route.path}`)) });
  }
  return rows;
}
