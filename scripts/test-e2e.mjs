#!/usr/bin/env node
// `npm run test:e2e [-- <playwright args>]`: the end-to-end journeys in a real browser.
// 1. Debian's Chromium at /usr/bin/chromium (installed with apt-get when missing and we are root;
//    never Playwright's own browser download, which cannot work on this machine). CHROMIUM_PATH is set for the config.
//    Java (Debian's default-jre-headless, the same way) for the Nu HTML checker of every visited page.
// 2. `npm run build` (the server serves the built web).
// 3. A throwaway PostgreSQL (Debian's postgresql, installed when missing and we are root): the server
//    under test uses it, and the journeys change the database while it runs (feature flags), which an
//    embedded PGlite folder would not allow from a second process.
// 4. `playwright test --config e2e/playwright.config.ts <args>`, e.g. `npm run test:e2e -- --grep login`.
//    Without arguments the journeys run in E2E_SHARDS (default 2) Playwright processes at once
//    (`--shard=i/n`), each with its own PostgreSQL, server (port E2E_PORT + i) and results folder.
import { existsSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import {
  ensureNode24,
  envWithBin,
  handleSignals,
  heading,
  interruption,
  npmRun,
  repoRoot,
  run,
} from "./lib/node24.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { CHROMIUM, ensureChromium, ensureJava, ensurePostgres } from "./lib/system-packages.mjs";

await ensureNode24();

const CONFIG = "e2e/playwright.config.ts";

async function main(args) {
  handleSignals();
  if (!existsSync(path.join(repoRoot, CONFIG))) {
    console.error(`No Playwright configuration at ${CONFIG}: there are no end-to-end tests to run yet.`);
    return 1;
  }
  heading("e2e: Chromium");
  if (!ensureChromium()) {
    return 1;
  }
  console.log(`Using ${CHROMIUM}.`);
  // The journeys check the HTML of every page they visit with the Nu HTML checker (e2e/html-checker.ts).
  if (!ensureJava()) {
    return 1;
  }

  heading("e2e: build the web");
  // The journeys need compressed variants, not the smallest ones (scripts/precompress.mjs).
  const built = await npmRun("build", [], { env: envWithBin({ PRECOMPRESS_FAST: "1" }) });
  if (built !== 0 || interruption()) {
    console.error(`npm run build failed (exit code ${built}).`);
    return built || 130;
  }

  heading("e2e: PostgreSQL");
  if (!(await ensurePostgres())) {
    return 1;
  }
  const shards = shardCount(args);
  const servers = [];
  try {
    for (let shard = 0; shard < shards; shard += 1) {
      servers.push(await startPostgres());
    }
    if (shards === 1) {
      heading("e2e: Playwright");
      return await playwright(args, servers[0]);
    }
    console.log(
      `\nRunning the journeys in ${shards} shards at the same time, each with its own server, database and` +
        " browser; each one's output follows when it ends.",
    );
    const codes = await Promise.all(
      servers.map(async (postgres, index) => {
        const shard = `${index + 1}/${shards}`;
        const chunks = [];
        const output = new PassThrough();
        output.on("data", (chunk) => chunks.push(chunk));
        const started = Date.now();
        const code = await playwright([...args, `--shard=${shard}`], postgres, index, output);
        heading(
          `e2e: Playwright, shard ${shard} (${((Date.now() - started) / 1000).toFixed(1)} s, exit code ${code})`,
        );
        process.stdout.write(Buffer.concat(chunks));
        return code;
      }),
    );
    return codes.find((code) => code !== 0) ?? 0;
  } finally {
    await Promise.all(servers.map((postgres) => postgres.stop()));
  }
}

/**
 * How many Playwright processes share the journeys: E2E_SHARDS (default 2), or one when the
 * arguments already pick tests (files, --grep, --shard), so that a single spec prints live. One
 * Playwright worker leaves a core mostly idle on this 2-core machine (the browser waits for the
 * server and the other way round); two shards fill it. Shards never share a server or a database:
 * the journeys change flags and the demo customers, which would leak between concurrent specs.
 */
function shardCount(args) {
  if (args.length > 0) {
    return 1;
  }
  const wanted = Number(process.env.E2E_SHARDS ?? 2);
  return Number.isInteger(wanted) && wanted >= 1 ? wanted : 1;
}

/** Playwright on its own port (E2E_PORT + index) and output folder, against `postgres`. */
function playwright(args, postgres, index = 0, output = undefined) {
  const basePort = Number(process.env.E2E_PORT ?? 3210);
  return run("npm", ["exec", "--", "playwright", "test", "--config", CONFIG, ...args], {
    output,
    env: envWithBin({
      CHROMIUM_PATH: CHROMIUM,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
      E2E_DATABASE_URL: postgres.url,
      E2E_PORT: String(basePort + index),
      E2E_OUTPUT_DIR: index === 0 ? "test-results" : `test-results-${index + 1}`,
    }),
  });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
