import { defineConfig } from "vitest/config";
import { catalogVersion } from "./catalog-version.ts";

// Unit tests run in Node; component tests opt into jsdom with `// @vitest-environment jsdom`.
// The React Router plugin stays out: tests import modules directly.
export default defineConfig({
  define: { __CATALOG_VERSION__: JSON.stringify(catalogVersion()) },
  test: {
    name: "web",
    include: ["app/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
