#!/usr/bin/env node
// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, by Zopfli) beside every text file of
// the web's client build, for the server's static plugin to answer by Accept-Encoding
// (DESIGN.md "Quality budgets": the client build precompressed). Run by `npm run build` after the web build.
// Zopfli writes ordinary gzip 3-4% smaller than zlib's level 9 (the framework chunk 107.2 -> 103.8
// KB), for the clients without brotli; it is slow (~0.6 s per 300 KB), which only a build can afford.
//
//   node scripts/precompress.mjs [folder]   (default apps/web/build/client)
//
// PRECOMPRESS_FAST=1 (the end-to-end tests' build, scripts/test-e2e.mjs): brotli quality 5 and zlib's
// gzip instead of quality 11 and Zopfli, ~10 times faster for 10-15% larger variants. The journeys
// check that answers are compressed, never their byte counts; the bench and `npm start` build with
// the full settings.
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, extname, join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const brotli = promisify(brotliCompress);
const gzipFast = promisify(gzip);
const fast = process.env.PRECOMPRESS_FAST === "1";

/** Text types worth compressing; images, fonts (woff2) and media are compressed already. */
const EXTENSIONS = new Set([
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".svg",
  ".html",
  ".txt",
  ".webmanifest",
  ".xml",
  ".map",
]);
/**
 * Below this the compression frame eats the gain. Lower than the server's threshold for dynamic
 * answers (1 KB): a variant made at build time costs nothing per request, and a page loads a dozen
 * route modules of 0.3-1 KB whose bytes add up (the initial JavaScript budget).
 */
const MIN_BYTES = 200;

/** From this size Zopfli runs 15 iterations instead of 1 (see below). */
const THOROUGH_GZIP_BYTES = 128 * 1024;

const root = resolve(process.argv[2] ?? "apps/web/build/client");
/** The file a fast build leaves beside the client folder (apps/web/build/). */
const FAST_BUILD_MARKER = ".precompressed-fast";

async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      yield* files(path);
    } else if (entry.isFile()) {
      yield path;
    }
  }
}

let count = 0;
let raw = 0;
let brBytes = 0;
let gzBytes = 0;
const started = performance.now();
for await (const path of files(root)) {
  if (!EXTENSIONS.has(extname(path)) || (await stat(path)).size < MIN_BYTES) {
    continue;
  }
  const body = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: fast ? 5 : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    // One iteration, but 15 for the largest files (the framework chunk, which every page loads: 146
    // bytes less for +0.4 s); for the others 15 would save ~0.1% for 2.5 times the time.
    fast
      ? gzipFast(body, { level: 9 })
      : gzipAsync(body, { numiterations: body.length >= THOROUGH_GZIP_BYTES ? 15 : 1 }),
  ]);
  // A variant no smaller than the file is useless: the server then answers the file itself.
  if (br.length < body.length) {
    await writeFile(`${path}.br`, br);
    brBytes += br.length;
  }
  if (gz.length < body.length) {
    await writeFile(`${path}.gz`, gz);
    gzBytes += gz.length;
  }
  count += 1;
  raw += body.length;
}
// Beside the client folder, a fast build says so: its variants are larger, and the bench's byte
// counts (the initial JavaScript budget) would be wrong on it, so the bench builds again (bench/run.ts).
const fastMarker = join(dirname(root), FAST_BUILD_MARKER);
await (fast ? writeFile(fastMarker, "PRECOMPRESS_FAST=1\n") : rm(fastMarker, { force: true }));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `precompressed${fast ? " (fast)" : ""} ${count} files of ${relative(process.cwd(), root) || "."} in ${Math.round(performance.now() - started)} ms: ${kb(raw)} -> brotli ${kb(brBytes)}, gzip ${kb(gzBytes)}`,
);
