import type { Config } from "@react-router/dev/config";

// DESIGN.md "Web": public catalog routes render on the server; customer-area routes opt out
// per route with clientLoader + HydrateFallback.
export default {
  appDirectory: "app",
  ssr: true,
  // A customer route needs its client loader and its component at once: one chunk per route
  // module is fewer, better-compressed files for the initial-JS budget.
  splitRouteModules: false,
} satisfies Config;
