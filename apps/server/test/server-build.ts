// The parts of a React Router server build that a hand-made fixture build (a test's stand-in for
// apps/web's build) shares with every other: where it is served from and how it renders.
export const FIXTURE_BUILD_SETTINGS = {
  basename: "/",
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
};

/** The assets manifest's address and version of a fixture build. */
export const FIXTURE_MANIFEST = { url: "/assets/manifest.js", version: "fixture" };
