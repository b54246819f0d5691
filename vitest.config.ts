// Vitest projects (`npm run test:unit`, or `npm exec -- vitest run --project <name>`):
// - server:   apps/server — unit and API tests (fastify.inject) on a cloned, migrated database
//             (apps/server/test/database.ts): PGlite by default, PostgreSQL when TEST_DATABASE_URL
//             is set (`npm run test:api` starts a throwaway PostgreSQL server for that).
// - faults:   apps/server/test/faults — a real server process on a throwaway PostgreSQL server that
//             the tests stop, restart and cut connections of (docs/availability.md). Needs the
//             PostgreSQL binaries, so it exists only when CINELUX_FAULT_TESTS=1, which the postgres
//             stage sets (`npm run test:api`, or `npm run test:api -- --project faults` for it alone);
//             the PGlite unit stage never runs it.
// - contract: packages/contract — schemas and constants.
// - web:      apps/web — its own config (apps/web/vitest.config.ts), included when it exists.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig, type TestProjectConfiguration } from "vitest/config";

const webConfig = fileURLToPath(new URL("./apps/web/vitest.config.ts", import.meta.url));

const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: "server",
      root: "./apps/server",
      include: ["src/**/*.test.ts", "test/**/*.test.ts", "../../bench/**/*.test.ts"],
      exclude: [...configDefaults.exclude, "test/faults/**"],
      environment: "node",
      globalSetup: ["./test/global-setup.ts"],
      // One PGlite clone is ~750 MiB and PGlite's start is CPU-bound: two workers on this 2-core machine.
      pool: "forks",
      maxWorkers: 2,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    test: {
      name: "contract",
      root: "./packages/contract",
      include: ["src/**/*.test.ts"],
      environment: "node",
    },
  },
];
if (process.env.CINELUX_FAULT_TESTS === "1") {
  projects.push({
    test: {
      name: "faults",
      root: "./apps/server",
      include: ["test/faults/**/*.test.ts"],
      environment: "node",
      pool: "forks",
      // One server process and one PostgreSQL server at a time on this 2-core machine.
      maxWorkers: 1,
      testTimeout: 60_000,
      hookTimeout: 90_000,
    },
  });
}
if (existsSync(webConfig)) {
  projects.push("./apps/web");
}

export default defineConfig({
  test: {
    projects,
    maxWorkers: 2,
    teardownTimeout: 30_000,
  },
});
