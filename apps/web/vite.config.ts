import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { catalogVersion } from "./catalog-version.ts";

const vendor = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);

// scripts/dev.mjs: in dev, Vite serves pages, modules and public/ (the i18n catalogs included);
// the API and identity paths go to the server, Host kept so it sees the domain the browser used.
const apiUrl = process.env.CINELUX_API_URL ?? "http://localhost:3000";
const serverPaths = "^/(api|idp|auth|dev|healthz|readyz)(/|\\?|$)";
// scripts/dev-fake.mjs (docs/fakes.md): no server at all; the Mock Service Worker answers /api/.
const fakeEndpoints = process.env.VITE_FAKE_ENDPOINTS === "1";

export default defineConfig({
  plugins: [reactRouter()],
  define: {
    __CATALOG_VERSION__: JSON.stringify(catalogVersion()),
    // Always a literal, so a normal build folds `FAKE_ENDPOINTS` to false and drops msw (docs/fakes.md).
    "import.meta.env.VITE_FAKE_ENDPOINTS": JSON.stringify(fakeEndpoints ? "1" : ""),
  },
  server: {
    proxy: fakeEndpoints ? {} : { [serverPaths]: { target: apiUrl, changeOrigin: false } },
  },
  build: {
    rolldownOptions: {
      output: {
        // DESIGN.md budgets count gzip bytes per file: a dozen tiny vendor chunks cost ~5 KB more
        // than one chunk per library family. The query chunk stays apart for public routes.
        codeSplitting: {
          groups: [
            { name: "framework", test: vendor("react|react-dom|react-router|scheduler") },
            { name: "i18n", test: vendor("i18next|react-i18next") },
            { name: "query", test: vendor("@tanstack") },
          ],
        },
      },
    },
  },
});
