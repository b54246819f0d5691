#!/usr/bin/env node
// `npm run test:e2e [-- <playwright args>]`: the end-to-end journeys in a real browser.
// 1. Debian's Chromium at /usr/bin/chromium (installed with apt-get when missing and we are root;
//    never Playwright's own browser download, which cannot work on this machine). CHROMIUM_PATH is set for the config.
// 2. `npm run build` (the server serves the built web).
// 3. A throwaway PostgreSQL (Debian's postgresql, installed when missing and we are root): the server
//    under test uses it, and the journeys change the database while it runs (feature flags), which an
//    embedded PGlite folder would not allow from a second process.
// 4. `playwright test --config e2e/playwright.config.ts <args>`, e.g. `npm run test:e2e -- --grep login`.
import { existsSync } from "node:fs";
import path from "node:path";
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
import { CHROMIUM, ensureChromium, ensurePostgres } from "./lib/system-packages.mjs";

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
  const postgres = await startPostgres();
  try {
    heading("e2e: Playwright");
    return await run("npm", ["exec", "--", "playwright", "test", "--config", CONFIG, ...args], {
      env: envWithBin({
        CHROMIUM_PATH: CHROMIUM,
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
        E2E_DATABASE_URL: postgres.url,
      }),
    });
  } finally {
    await postgres.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
