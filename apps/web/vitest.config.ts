import { defineConfig } from "vitest/config";
import { catalogVersion } from "./catalog-version.ts";

// Unit tests run in Node; component tests opt into jsdom with `// @vitest-environment jsdom`.
// The React Router plugin stays out: tests import modules directly.
// Tests run in the fake-endpoint mode (docs/fakes.md): the app's API calls reach the MSW handlers
// of app/mocks through msw/node (vitest.setup.ts), and the sign-in is the fake one.
export default defineConfig({
  define: { __CATALOG_VERSION__: JSON.stringify(catalogVersion()) },
  test: {
    name: "web",
    include: ["app/**/*.test.{ts,tsx}"],
    environment: "node",
    env: { VITE_FAKE_ENDPOINTS: "1" },
    setupFiles: ["./vitest.setup.ts"],
  },
});
