import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig, type TestProjectConfiguration } from "vitest/config";
import { catalogVersion } from "./catalog-version.ts";

// Unit tests run in Node; component tests opt into jsdom with `// @vitest-environment jsdom`.
// The React Router plugin stays out: tests import modules directly.
// Tests run in the fake-endpoint mode (docs/fakes.md): the app's API calls reach the MSW handlers
// of app/mocks through msw/node (vitest.setup.ts), and the sign-in is the fake one.
//
// Two projects. `web` reuses its workers' modules from one file to the next (`isolate: false`: the
// project took 162 s with a fresh module graph per file, 82 s without); vitest.setup.ts resets what
// the files share (the fake database, storage, the analytics layer). A file that replaces modules
// (`vi.mock`, `vi.doMock`) needs a graph of its own, or its mock meets a module another file already
// loaded: those files make up `web-mocks`, isolated as before, found by reading the files.

const here = path.dirname(fileURLToPath(import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;
const MOCKS_MODULES = /\bvi\.(do)?[mM]ock\(/;

function testFiles(dir: string): string[] {
  return readdirSync(path.join(here, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEST_FILE.test(entry.name))
    .map((entry) => path.relative(here, path.join(entry.parentPath, entry.name)));
}

/** The test files that mock modules, relative to apps/web. */
export const MODULE_MOCKING_TESTS = testFiles("app").filter((file) =>
  MOCKS_MODULES.test(readFileSync(path.join(here, file), "utf8")),
);

const shared = {
  define: { __CATALOG_VERSION__: JSON.stringify(catalogVersion()) },
  test: {
    environment: "node" as const,
    env: { VITE_FAKE_ENDPOINTS: "1" },
    setupFiles: ["./vitest.setup.ts"],
    // Both cores: the root's maxWorkers does not reach a project with its own config (271 s on one).
    maxWorkers: 2,
    // A file's first route render imports and transforms a few hundred modules: ~0.6 s alone, past
    // the default 5 s once on a loaded machine. Assertions keep their own short waits.
    testTimeout: 15_000,
  },
};

/** The isolated project of the files that mock modules, for the root config's `projects`. */
export const webModuleMockProject: TestProjectConfiguration = {
  define: shared.define,
  test: {
    ...shared.test,
    name: "web-mocks",
    root: here,
    include: MODULE_MOCKING_TESTS,
    isolate: true,
  },
};

export default defineConfig({
  define: shared.define,
  test: {
    ...shared.test,
    name: "web",
    include: ["app/**/*.test.{ts,tsx}"],
    exclude: [...configDefaults.exclude, ...MODULE_MOCKING_TESTS],
    isolate: false,
    // Sharing a worker's modules has a cost: a file's async work still running when it ends (a fake
    // request answered after vitest.setup.ts reset the fake database, an auth promise settling) can
    // reach the next file's first test. Seen in full runs on the loaded 2-core machine, one test in a
    // few runs, never the same twice (the preferences, club-join, embedded-layout and feature-flag
    // tests). A test that fails is run once more; one that fails twice fails the run.
    retry: 1,
  },
});
