/**
 * `node bench/compression.ts`: what compression changes on the wire and what it costs (DESIGN.md:
 * every text answer compressed).
 *  - bytes on the wire per page, as served: the HTML and the initial JavaScript, for a client that
 *    accepts nothing, gzip only, and br + gzip;
 *  - the compressors at the levels one could pick per request, on the real HTML and footer JSON;
 *  - requests/s of an SSR page and GET /api/footer asked with `accept-encoding: br, gzip` against the
 *    same asked without, alternating, BENCH_ROUNDS rounds (3) of BENCH_SECONDS (8) at 50 connections.
 * Needs the web built by `npm run build` (which precompresses the client build).
 */
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { initialScripts } from "./initial-js.ts";
import { CONNECTIONS, load, ROUNDS, type Sample, SECONDS } from "./load.ts";
import { freePort, seedDemo, start, stop, waitFor } from "./processes.ts";

const root = path.resolve(import.meta.dirname, "..");
const PAGES = ["/fr/error", "/fr", "/fr/register"];
const ACCEPTS = { identity: undefined, gzip: "gzip", "br, gzip": "br, gzip" } as const;

/** Bytes of the body as they travel (node:http never decodes), and the encoding answered. */
function wireBytes(url: string, accept: string | undefined): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: accept ? { "accept-encoding": accept } : {} }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () =>
        resolve({ bytes, encoding: response.headers["content-encoding"] ?? "identity" }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function bytesPerPage(base: string): Promise<void> {
  console.log("\n[bytes on the wire: HTML | initial JS (files)]");
  console.log(
    `  ${"page".padEnd(14)} ${Object.keys(ACCEPTS)
      .map((name) => name.padStart(26))
      .join("")}`,
  );
  for (const page of PAGES) {
    const scripts = await initialScripts(`${base}${page}`);
    const cells: string[] = [];
    for (const accept of Object.values(ACCEPTS)) {
      const html = await wireBytes(`${base}${page}`, accept);
      let js = 0;
      for (const script of scripts) {
        const answer = await wireBytes(script, accept);
        js += answer.bytes;
      }
      cells.push(`${kb(html.bytes)} | ${kb(js)} (${scripts.length})`.padStart(26));
    }
    console.log(`  ${page.padEnd(14)} ${cells.join("")}`);
  }
}

/** µs per call and output size of each candidate per-request compressor on one body. */
function compressors(label: string, body: Buffer): void {
  const candidates: [string, () => Buffer][] = [
    ["gzip 6", () => gzipSync(body, { level: 6 })],
    ...[4, 5, 6, 11].map(
      (quality) =>
        [
          `brotli ${quality}`,
          () =>
            brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: quality,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
        ] as [string, () => Buffer],
    ),
  ];
  const cells = candidates.map(([name, run]) => {
    const runs = name === "brotli 11" ? 20 : 300;
    let size = 0;
    const started = performance.now();
    for (let index = 0; index < runs; index += 1) {
      size = run().length;
    }
    const micros = ((performance.now() - started) * 1000) / runs;
    return `${name}: ${kb(size)} ${micros.toFixed(0)} µs`;
  });
  console.log(`  ${label} (${kb(body.length)}): ${cells.join("; ")}`);
}

function loadEncoded(url: string, accept: string | undefined): Promise<Sample> {
  return load(url, accept ? { "accept-encoding": accept } : {});
}

async function throughput(base: string): Promise<void> {
  console.log(
    `\n[on-the-fly cost: ${ROUNDS} alternating rounds of ${SECONDS} s, ${CONNECTIONS} connections]`,
  );
  for (const route of ["/fr/error", "/api/footer"]) {
    const url = `${base}${route}`;
    await loadEncoded(url, "br, gzip"); // warm-up
    const plain: Sample[] = [];
    const compressed: Sample[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      plain.push(await loadEncoded(url, undefined));
      compressed.push(await loadEncoded(url, "br, gzip"));
    }
    const line = (name: string, samples: Sample[]) =>
      `  ${`${route} ${name}`.padEnd(30)} ${samples.map((s) => s.rps.toFixed(0).padStart(6)).join(" ")} req/s   p99 ${samples.map((s) => s.p99).join("/")} ms   errors ${samples.reduce((total, s) => total + s.errors, 0)}`;
    console.log(line("identity", plain));
    console.log(line("br, gzip", compressed));
    const ratios = plain.map((s, index) => ((compressed[index] as Sample).rps / s.rps) * 100);
    console.log(
      `  ${"".padEnd(30)} compressed/identity per round: ${ratios.map((r) => `${r.toFixed(0)} %`).join(", ")}`,
    );
  }
}

if (!existsSync(path.join(root, "apps/web/build/server/index.js"))) {
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
const dataDir = mkdtempSync(path.join(tmpdir(), "cinelux-bench-compression-"));
const port = await freePort();
seedDemo({ DATA_DIR: dataDir, DATABASE_URL: "" });
const server = start(process.execPath, [path.join(root, "apps/server/src/server.ts")], {
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
});
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  console.log("Cinélux compression bench (PGlite)");
  await bytesPerPage(base);
  console.log("\n[per-request compressors on the real bodies]");
  for (const [label, route] of [
    ["SSR /fr/error", "/fr/error"],
    ["GET /api/footer", "/api/footer"],
  ]) {
    const body = Buffer.from(
      await (await fetch(`${base}${route}`, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
    );
    compressors(label as string, body);
  }
  await throughput(base);
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
