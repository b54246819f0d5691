import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { catalogVersion } from "./catalog-version.ts";

const vendor = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
/** The vendor groups of the build (rolldownOptions below): one chunk per library family. */
const FRAMEWORK = vendor("react|react-dom|react-router|scheduler");
const QUERY = vendor("@tanstack");
/**
 * A status screen's design-system parts (the status page and its illustrations): one file for the
 * pages that draw one (the error pages, the seat page's failures) rather than two of a few hundred
 * bytes, each a request and gzip's per-file cost. The button stays apart: the consent dialog and
 * many forms use it without a status page.
 */
const STATUS_SCREEN = /[\\/]app[\\/]ui[\\/](status-page|illustration)\.tsx$/;

/**
 * Decision 004: the app's own modules that every page runs (the static imports of entry.client.tsx and
 * root.tsx, followed through) in one `app-shell` chunk instead of ~25 files of 0.1-2 KB, each
 * paying gzip's per-file cost. Only that closure is captured, so no module a page would not load
 * anyway joins it (a customer-only module stays in its route's chunks).
 */
function appShellModules(): { plugin: Plugin; test: (id: string) => boolean } {
  let shell = new Set<string>();
  const isStart = (id: string) => /[\\/]app[\\/](root|entry\.client)\.tsx(\?|$)/.test(id);
  return {
    plugin: {
      name: "cinelux-app-shell-modules",
      apply: "build",
      buildEnd() {
        const graph = moduleGraph(this);
        shell = graph.reach(graph.ids.filter(isStart), graph.staticImports);
      },
    },
    test: (id) => shell.has(id),
  };
}

/** What `moduleGraph` reads of a plugin's context. */
interface ModuleGraphContext {
  getModuleIds(): Iterable<string>;
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** The build's module graph as the two groups below read it, once all modules are known (`buildEnd`). */
function moduleGraph(context: ModuleGraphContext) {
  const staticImports = (id: string) => [...(context.getModuleInfo(id)?.importedIds ?? [])];
  const allImports = (id: string) => [
    ...staticImports(id),
    ...(context.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
  ];
  /** The app's modules reached from `starts` through `follow`, not entering node_modules nor `stop`. */
  const reach = (
    starts: string[],
    follow: (id: string) => string[],
    stop: (id: string) => boolean = () => false,
  ) => {
    const seen = new Set<string>();
    const pending = [...starts];
    while (pending.length > 0) {
      const id = pending.pop() as string;
      if (seen.has(id) || id.includes("node_modules") || stop(id)) {
        continue;
      }
      seen.add(id);
      pending.push(...follow(id));
    }
    return seen;
  };
  return { ids: [...context.getModuleIds()], staticImports, allImports, reach };
}

const appShell = appShellModules();

/** Where the signed-in face starts: the home's customer face, and the shell's signed-in parts. */
const SIGNED_IN_STARTS =
  /[\\/]app[\\/](features[\\/]account[\\/]signed-in-root\.tsx|shell[\\/]signed-in[\\/]signed-in-parts\.tsx|shell[\\/]alerts[\\/]account-alerts\.tsx)(\?|$)/;
/** Entered only by a signed-in customer, though public modules import them on demand. */
const SIGNED_IN_DOORS =
  /[\\/]app[\\/](features[\\/]account[\\/]signed-in-entry\.ts|shell[\\/]signed-in[\\/]signed-in-parts\.tsx)(\?|$)/;
/** The route modules anyone may open (routes.ts): all but the customer area, its embedded twin and the sign-in's return. */
const PUBLIC_STARTS =
  /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|routes[\\/](?!account[\\/]|embedded|callback)[\w/\\-]+\.tsx?)(\?|$)/;
/** The shared code the core may take: the app's libraries, shell and design system, the contract's rules. */
const SHARED_CODE = /[\\/](app[\\/](lib|shell|ui)|packages[\\/]contract[\\/]src)[\\/]/;

/**
 * The signed-in face's shared code that no public page can load (the account nav, the offline
 * rules, the bearer allow-list, the settings query, the contract's pass rules…) in one
 * `customer-core` chunk instead of a file each. Over HTTP/1.1 a phone fetches six files at a time:
 * gathering them took the signed-in home from 45 files to 40, and its largest paint ~0.2 s sooner
 * in Lighthouse's simulation. A module reachable from a public route
 * module, statically or on demand, is never taken, nor one that needs such a module (the group
 * would pull it in), so no public page ever loads this chunk (e2e/critical-path.spec.ts).
 */
function customerCoreModules(): { plugin: Plugin; test: (id: string) => boolean } {
  const core = new Set<string>();
  return {
    plugin: {
      name: "cinelux-customer-core-modules",
      apply: "build",
      buildEnd() {
        core.clear();
        const { ids, staticImports, allImports, reach } = moduleGraph(this);
        const publicReach = reach(
          ids.filter((id) => PUBLIC_STARTS.test(id)),
          allImports,
          (id) => SIGNED_IN_DOORS.test(id),
        );
        const face = reach(
          ids.filter((id) => SIGNED_IN_STARTS.test(id)),
          staticImports,
        );
        for (const id of face) {
          if (SHARED_CODE.test(id) && !publicReach.has(id) && !appShell.test(id)) {
            core.add(id);
          }
        }
        // A group takes its modules' dependencies along (Rolldown's includeDependenciesRecursively):
        // a module that needs one a public page loads would pull that one in too. Such modules
        // stay out, until every module left needs only the core, the app shell or a vendor group.
        const settled = (dependency: string) =>
          core.has(dependency) ||
          appShell.test(dependency) ||
          FRAMEWORK.test(dependency) ||
          QUERY.test(dependency);
        let removed = true;
        while (removed) {
          removed = false;
          for (const id of core) {
            if (!staticImports(id).every(settled)) {
              core.delete(id);
              removed = true;
            }
          }
        }
      },
    },
    test: (id) => core.has(id),
  };
}

const customerCore = customerCoreModules();

/** The chunks of the `codeSplitting` groups below (and the runtime) that every page's HTML preloads. */
const ALWAYS_LOADED = /(^|\/)(framework|rolldown-runtime|app-shell)-[\w-]+\.js$/;

// scripts/dev.mjs: in dev, Vite serves pages, modules and public/ (the i18n catalogs included);
// the API, identity and artwork (/media) paths go to the server, Host kept so it sees the domain the browser used.
const apiUrl = process.env.CINELUX_API_URL ?? "http://localhost:3000";
const serverPaths = "^/(api|idp|auth|dev|media|healthz|readyz)(/|\\?|$)";
// scripts/dev-fake.mjs (docs/fakes.md): no server at all; the Mock Service Worker answers /api/.
const fakeEndpoints = process.env.VITE_FAKE_ENDPOINTS === "1";

/**
 * The offline wallet (docs/decisions/008-offline.md): the installable app's manifest (into
 * /assets/, which the server serves) and the service worker compiled from
 * app/lib/offline/service-worker.ts (served at /service-worker.js by the server,
 * apps/server/src/http/service-worker.ts, so that its scope is the whole site). Registered by the
 * customer area only, never by this config.
 */
const offline = VitePWA({
  strategies: "injectManifest",
  srcDir: "app/lib/offline",
  filename: "service-worker.ts",
  injectRegister: false,
  // React Router builds the client into build/client (its environment's outDir, not Vite's top-level one).
  outDir: "build/client",
  manifestFilename: "assets/manifest.webmanifest",
  // Only the icons are precached: a customer's phone downloads the rest as it uses the site.
  injectManifest: { globPatterns: ["assets/app-icons/*.png"] },
  includeManifestIcons: false,
  manifest: {
    id: "/",
    name: "Cinélux",
    short_name: "Cinélux",
    start_url: "/",
    scope: "/",
    display: "standalone",
    // The design system's surface-0 and brand red (app/styles/tokens.css).
    background_color: "#111111",
    theme_color: "#b3122a",
    icons: [
      { src: "/assets/app-icons/cinelux-192.png", sizes: "192x192", type: "image/png" },
      { src: "/assets/app-icons/cinelux-512.png", sizes: "512x512", type: "image/png" },
      {
        src: "/assets/app-icons/cinelux-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [reactRouter(), appShell.plugin, customerCore.plugin, offline],
  define: {
    __CATALOG_VERSION__: JSON.stringify(catalogVersion()),
    // Always a literal, so a normal build folds `FAKE_ENDPOINTS` to false and drops msw (docs/fakes.md).
    "import.meta.env.VITE_FAKE_ENDPOINTS": JSON.stringify(fakeEndpoints ? "1" : ""),
  },
  server: {
    proxy: fakeEndpoints ? {} : { [serverPaths]: { target: apiUrl, changeOrigin: false } },
  },
  build: {
    // Vite's manifest (out of /assets: never served) names each source module's file: the journeys
    // read it to tell an on-demand import from a preloaded one (e2e/critical-path.spec.ts).
    manifest: true,
    // The customer home's scene is drawn by its stylesheet, with the first paint (home-illustration.tsx):
    // inlined whatever its size, rather than by the 4 KB default's grace.
    assetsInlineLimit: (file) => (file.endsWith("/home-spotlight.svg") ? true : undefined),
    // A lazy module's preload list (Vite's helper) need not name the chunks every page already
    // preloads from its HTML: the framework, the runtime and the app shell (decision 004, initial JS).
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
    rolldownOptions: {
      treeshake: {
        // The design system's modules (app/ui, docs/design-system.md) only export components: a
        // screen importing a few of them through the `ui` barrel does not load the others' chunk.
        moduleSideEffects: (id) => (/[\\/]app[\\/]ui[\\/][\w-]+\.tsx?$/.test(id) ? false : undefined),
      },
      output: {
        // DESIGN.md budgets count gzip bytes per file: a dozen tiny vendor chunks cost ~5 KB more
        // than one chunk per library family. The query chunk stays apart: public routes never
        // load it (docs/decisions/004-initial-javascript.md).
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK },
            { name: "query", test: QUERY },
            { name: "app-shell", test: appShell.test },
            { name: "customer-core", test: customerCore.test },
            { name: "status-screen", test: STATUS_SCREEN },
          ],
        },
      },
    },
  },
});
