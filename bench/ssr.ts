/**
 * The SSR section of `npm run bench` (DESIGN.md "Quality budgets", SSR): each server-rendered page
 * against a static file of the client build served by the same process, alternating within each
 * run, both asked with `accept-encoding: br` as a browser does, as a ratio of requests/s.
 *  - cold: the server started with SSR_PAGE_CACHE=off (every request renders). DESIGN.md withdrew
 *    this budget (React's own render of the lightest page exceeds it here): printed against the old
 *    25 %, marked "apart", never failed;
 *  - warm: the server as it runs by default (its page cache warmed by the warm-up load).
 *
 * Each page is compared with the build's file whose brotli answer is nearest its own in bytes on the
 * wire, headers included (docs/decisions/010-client-assets-in-memory.md): autocannon parses every
 * byte it receives on the same two cores, so against an answer of another size the ratio would
 * measure the load generator's parsing as much as the server's work.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Figure } from "./figures.ts";
import { load, type Sample } from "./load.ts";
import { startAppServer, stop } from "./processes.ts";

/** The pages measured: a light public page, a catalog show page and the anonymous catalog home. */
export const SSR_PAGES = ["/fr/error", "/fr/films/metropolis", "/fr"] as const;

const ASSETS = path.resolve(import.meta.dirname, "../apps/web/build/client/assets");

/** The files of the client build with a brotli variant, and that variant's size. */
function brotliAssets(folder = ASSETS): { url: string; size: number }[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".br"))
    .map((name) => ({
      url: `/assets/${name.slice(0, -3).split(path.sep).join("/")}`,
      size: statSync(path.join(folder, name)).size,
    }));
}

/** The build's file whose brotli variant is nearest `size` bytes. */
export function nearestAsset(
  size: number,
  assets: { url: string; size: number }[],
): { url: string; size: number } {
  const [first, ...rest] = assets;
  if (!first) {
    throw new Error("the client build has no brotli variant: run npm run build");
  }
  return rest.reduce(
    (best, asset) => (Math.abs(asset.size - size) < Math.abs(best.size - size) ? asset : best),
    first,
  );
}

const BROTLI = { "accept-encoding": "br" };

export const SSR_MODES = [
  { name: "cold (uncached, judged apart)", env: { SSR_PAGE_CACHE: "off" }, budget: 25, judged: false },
  { name: "warm", env: {}, budget: 80, judged: true },
] as const;

/** A URL asked as the bench asks it: its headers, after checking it answered 200 in brotli. */
async function answer(base: string, url: string): Promise<Response> {
  const response = await fetch(`${base}${url}`, { headers: BROTLI });
  await response.arrayBuffer();
  // fetch decodes the body: the length on the wire is the header's.
  if (
    !response.ok ||
    response.headers.get("content-encoding") !== "br" ||
    !response.headers.get("content-length")
  ) {
    throw new Error(`${url} answered ${response.status}, ${response.headers.get("content-encoding")}`);
  }
  return response;
}

/** The bytes an answer's header lines take on the wire (`name: value\r\n`, Date and keep-alive included). */
export function wireHeaderBytes(headers: Headers): number {
  let bytes = 0;
  for (const [name, value] of headers) {
    bytes += Buffer.byteLength(`${name}: ${value}\r\n`);
  }
  return bytes;
}

export async function benchSsr(
  env: Record<string, string>,
  options: { runs: number; seconds: number },
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const mode of SSR_MODES) {
    const server = await startAppServer({ ...env, ...mode.env });
    try {
      const assets = brotliAssets();
      // What a static file's answer spends on headers (one file's: they differ by a few bytes), to
      // match whole answers.
      const fileHeaders = wireHeaderBytes((await answer(server.base, assets[0]?.url ?? "/")).headers);
      const files = new Map<string, { url: string; size: number; pageSize: number }>();
      for (const page of SSR_PAGES) {
        const { headers } = await answer(server.base, page);
        const pageSize = Number(headers.get("content-length"));
        files.set(page, {
          ...nearestAsset(pageSize + wireHeaderBytes(headers) - fileHeaders, assets),
          pageSize,
        });
      }
      const fileUrl = (page: string) => `${server.base}${files.get(page)?.url}`;
      // Warm-up: the JIT, the static files' memory and, in warm mode, the page cache.
      for (const page of SSR_PAGES) {
        await load(fileUrl(page), BROTLI, 1);
        await load(`${server.base}${page}`, BROTLI, 2);
      }
      const samples = new Map<string, { page: Sample; file: Sample }[]>(SSR_PAGES.map((page) => [page, []]));
      for (let run = 0; run < options.runs; run += 1) {
        for (const page of SSR_PAGES) {
          const file = await load(fileUrl(page), BROTLI, options.seconds);
          samples
            .get(page)
            ?.push({ file, page: await load(`${server.base}${page}`, BROTLI, options.seconds) });
        }
      }
      const section = `SSR vs a static file of the page's size, ${mode.name}`;
      for (const [page, pairs] of samples) {
        const file = files.get(page);
        figures.push(
          {
            section,
            name: `${page} vs static`,
            unit: "%",
            values: pairs.map(({ page: rendered, file }) => (rendered.rps / file.rps) * 100),
            budget: { op: ">=", limit: mode.budget },
            judged: mode.judged,
            note:
              file &&
              `${file.url.replace(/-[\w-]{8}(?=\.)/, "")}: ${file.size} B br, page ${file.pageSize} B, + headers`,
          },
          {
            section,
            name: `${page}: the static file`,
            unit: "req/s",
            values: pairs.map(({ file }) => file.rps),
          },
          {
            section,
            name: `${page}`,
            unit: "req/s",
            values: pairs.map(({ page: rendered }) => rendered.rps),
          },
          {
            section,
            name: `${page} p99`,
            unit: "ms",
            values: pairs.map(({ page: rendered }) => rendered.p99),
          },
          {
            section,
            name: `${page} errors and non-2xx`,
            unit: "count",
            values: pairs.map(({ page: rendered, file }) => rendered.errors + file.errors),
            budget: { op: "<=", limit: 0, on: "every run" },
          },
        );
      }
    } finally {
      await stop(server.child);
    }
  }
  return figures;
}
