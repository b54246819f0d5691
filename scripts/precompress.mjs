#!/usr/bin/env node
// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of
// the web's client build, for the server's static plugin to answer by Accept-Encoding
// (docs/performance.md "Compression (issue 8)"). Run by `npm run build` after the web build.
//
//   node scripts/precompress.mjs [folder]   (default apps/web/build/client)
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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
/** Below this a file fits in one packet with its headers; the server compresses nothing smaller either. */
const MIN_BYTES = 1024;

const root = resolve(process.argv[2] ?? "apps/web/build/client");

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
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
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
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `precompressed ${count} files of ${relative(process.cwd(), root) || "."} in ${Math.round(performance.now() - started)} ms: ${kb(raw)} -> brotli ${kb(brBytes)}, gzip ${kb(gzBytes)}`,
);
