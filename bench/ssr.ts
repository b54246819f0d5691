/**
 * The SSR section of `npm run bench` (issue 8, issue 9): each server-rendered page against a static
 * file served by the same process, alternating within each run, both asked with
 * `accept-encoding: br` as a browser does, as a ratio of requests/s.
 *  - cold: the server started with SSR_PAGE_CACHE=off (every request renders);
 *  - warm: the server as it runs by default (its page cache warmed by the warm-up load).
 */
import type { Figure } from "./figures.ts";
import { load, type Sample } from "./load.ts";
import { startAppServer, stop } from "./processes.ts";

/** The pages measured: a light public page, a catalog show page and the anonymous catalog home (issue 9). */
export const SSR_PAGES = ["/fr/error", "/fr/films/metropolis", "/fr"] as const;

/** The static file each page is compared with: served from the client build by the static plugin. */
export const STATIC_FILE = "/assets/favicon.svg";

const BROTLI = { "accept-encoding": "br" };

export const SSR_MODES = [
  { name: "cold", env: { SSR_PAGE_CACHE: "off" }, budget: 25 },
  { name: "warm", env: {}, budget: 80 },
] as const;

export async function benchSsr(
  env: Record<string, string>,
  options: { runs: number; seconds: number },
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const mode of SSR_MODES) {
    const server = await startAppServer({ ...env, ...mode.env });
    try {
      const staticUrl = `${server.base}${STATIC_FILE}`;
      for (const page of SSR_PAGES) {
        const response = await fetch(`${server.base}${page}`, { headers: BROTLI });
        await response.arrayBuffer();
        if (!response.ok) {
          throw new Error(`${page} answered ${response.status}`);
        }
      }
      // Warm-up: the JIT and, in warm mode, the page cache.
      await load(staticUrl, BROTLI, 2);
      for (const page of SSR_PAGES) {
        await load(`${server.base}${page}`, BROTLI, 2);
      }
      const samples = new Map<string, { page: Sample; file: Sample }[]>(SSR_PAGES.map((page) => [page, []]));
      for (let run = 0; run < options.runs; run += 1) {
        for (const page of SSR_PAGES) {
          const file = await load(staticUrl, BROTLI, options.seconds);
          samples
            .get(page)
            ?.push({ file, page: await load(`${server.base}${page}`, BROTLI, options.seconds) });
        }
      }
      const section = `SSR vs a static file (${STATIC_FILE}), ${mode.name}`;
      for (const [page, pairs] of samples) {
        figures.push(
          {
            section,
            name: `${page} vs static`,
            unit: "%",
            values: pairs.map(({ page: rendered, file }) => (rendered.rps / file.rps) * 100),
            budget: { op: ">=", limit: mode.budget },
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
      const files = [...samples.values()].flat().map(({ file }) => file.rps);
      figures.push({ section, name: `static file ${STATIC_FILE}`, unit: "req/s", values: files });
    } finally {
      await stop(server.child);
    }
  }
  return figures;
}
