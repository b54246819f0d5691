#!/usr/bin/env node
// `npm run dev:fake`: the web app alone, with no server (SPEC 1 fake-endpoint flag, docs/fakes.md).
//
// `react-router dev` (Vite with HMR) runs with VITE_FAKE_ENDPOINTS=1 on WEB_PORT (default 5173):
// - in the browser, entry.client.tsx starts the Mock Service Worker before hydrating: every /api/
//   call is answered by the in-memory handlers of apps/web/app/mocks, and the sign-in is faked
//   (a signed-in demo customer, no identity provider);
// - the dev server render takes its settings from the same fake data
//   (apps/web/app/lib/environment/dev-server-context.server.ts).
//
// Open http://localhost:5173 (http://nl.localhost:5173 for the Dutch domain).
import { spawn } from "node:child_process";
import { ensureNode24, envWithBin, repoRoot } from "./lib/node24.mjs";

await ensureNode24();

const webPort = process.env.WEB_PORT || "5173";
console.log(
  `Starting the web dev server with fake endpoints on http://localhost:${webPort} (no API server).`,
);

// In its own process group, like scripts/dev.mjs, so stopping it stops everything it started
// (npm, sh, the relaunched react-router). No stdin: a background group reading the terminal stops.
const child = spawn("npm", ["run", "dev", "-w", "apps/web", "--", "--port", webPort, "--strictPort"], {
  cwd: repoRoot,
  env: envWithBin({ VITE_FAKE_ENDPOINTS: "1" }),
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});

function stopGroup(signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    stopGroup("SIGTERM");
    setTimeout(() => {
      stopGroup("SIGKILL");
      process.exit(0);
    }, 5000).unref();
  });
}

child.on("error", (error) => {
  console.error(`[dev:fake] could not start the web dev server: ${error.message}`);
  process.exit(1);
});
child.on("exit", (code, signal) => {
  stopGroup("SIGTERM"); // whatever it left behind in its group
  process.exit(code ?? (signal ? 0 : 1));
});
