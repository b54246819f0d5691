import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page loads before it can run: the module scripts and module preloads in the
 * server-rendered HTML (React Router lists the route's whole static import graph there).
 */
export async function initialJavaScript(pageUrl: string): Promise<{ files: number; gzipBytes: number }> {
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
  let gzipBytes = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, pageUrl))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.size, gzipBytes };
}
