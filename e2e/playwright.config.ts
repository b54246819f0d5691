import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium.mjs";

/** The server under test: the real build on a fresh database, seeded before it starts. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = mkdtempSync(path.join(tmpdir(), "cinelux-e2e-"));
const root = path.resolve(import.meta.dirname, "..");

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // The Nu HTML checker's service, for every page the journeys visit (fixtures.ts).
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  workers: 1,
  // One retry, in a fresh browser (Playwright replaces the worker after a failure), and the run prints
  // the test as "flaky". Debian's headless Chromium once stopped drawing frames for a whole test (on
  // CI): a click waited 80 s for "visible, enabled and stable" with no animation frame to
  // check it on, while the same journey passed 8 times out of 8 here. A journey that fails twice fails
  // the run. E2E_RETRIES=0 turns the retry off.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  // A shard's first journeys share both cores with the PostgreSQL stage (scripts/test.mjs): one took 46 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // One folder per shard run at the same time (scripts/test-e2e.mjs), relative to this folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium; Playwright's own browser download cannot work here (DESIGN.md pitfalls).
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    // The demo data first (the server never seeds), then the server.
    command: "node apps/server/src/cli/seed.ts --if-empty && node apps/server/src/server.ts",
    cwd: root,
    url: `http://localhost:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      // `npm run test:e2e` starts a throwaway PostgreSQL; without it the server falls back to PGlite.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      LOG_LEVEL: "warn",
      PATH: `${path.join(root, "node_modules/.bin")}:${process.env.PATH ?? ""}`,
    },
  },
});
