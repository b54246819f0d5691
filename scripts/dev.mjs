#!/usr/bin/env node
// `npm run dev`: the two development servers side by side, stopped together (Ctrl-C stops both; if
// one exits, the other is stopped too).
//
// - The demo data, when the database is empty: `node apps/server/src/cli/seed.ts --if-empty`, first.
// - API + identity server: `node --watch apps/server/src/server.ts` on PORT (default 3000), restarted
//   on every change of a file it imports. APP_ENV is left as you set it (unset: derived from the host,
//   i.e. the dev environment on localhost). PUBLIC_URL defaults to the Vite origin below, so the
//   embedded OIDC issuer, sign-in redirects and mail links point at the page you are looking at.
// - Web: `npm run dev -w apps/web` (react-router dev = Vite with HMR) on WEB_PORT (default 5173).
//
// Open http://localhost:5173 (http://nl.localhost:5173 for the Dutch domain).
//
// What apps/web/vite.config.ts must do in dev (owned by the web engineers): proxy these paths to the
// server at process.env.CINELUX_API_URL (set here; default http://localhost:3000), keeping the Host
// header's origin (`changeOrigin: false`) so the server sees the domain the browser used:
//   /api  /idp  /auth  /dev  /media  /assets/i18n  (and /healthz, /readyz)
// Everything else (pages, modules, HMR) is Vite's.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { ensureNode24, envWithBin, repoRoot } from "./lib/node24.mjs";

await ensureNode24();

const apiPort = process.env.PORT || "3000";
const webPort = process.env.WEB_PORT || "5173";
const apiUrl = `http://localhost:${apiPort}`;

// The demo data first, when the database is empty (the server itself never seeds).
const seed = spawnSync(
  process.execPath,
  [path.join("apps", "server", "src", "cli", "seed.ts"), "--if-empty"],
  {
    cwd: repoRoot,
    env: envWithBin({ PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${webPort}` }),
    stdio: "inherit",
  },
);
if (seed.status !== 0) {
  process.exit(seed.status ?? 1);
}

const processes = [
  {
    name: "server",
    command: process.execPath,
    args: ["--watch", path.join("apps", "server", "src", "server.ts")],
    env: envWithBin({ PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${webPort}` }),
  },
  {
    name: "web",
    command: "npm",
    args: ["run", "dev", "-w", "apps/web", "--", "--port", webPort, "--strictPort"],
    env: envWithBin({ CINELUX_API_URL: apiUrl }),
  },
];

console.log(
  `Starting the server on ${apiUrl} (watch) and the web dev server on http://localhost:${webPort}.`,
);

let stopping = false;
const children = processes.map((spec) => {
  // Each in its own process group, so stopping it stops everything it started (npm, sh, the
  // relaunched react-router, node --watch's child); signals reach them only through us. No stdin:
  // a background process group reading the terminal would be stopped (so no Vite key shortcuts).
  const child = spawn(spec.command, spec.args, {
    cwd: repoRoot,
    env: spec.env,
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  child.on("error", (error) => {
    spec.exited = true;
    console.error(`[dev] could not start ${spec.name}: ${error.message}`);
    stopAll(1);
  });
  child.on("exit", (code, signal) => {
    spec.exited = true;
    if (!stopping) {
      console.error(`[dev] ${spec.name} exited (${signal ?? `code ${code}`}); stopping the other one.`);
      stopAll(code ?? 1);
    } else if (processes.every((p) => p.exited)) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
});

function stopAll(code) {
  if (stopping) {
    return;
  }
  stopping = true;
  process.exitCode = code;
  for (const child of children) {
    killGroup(child, "SIGTERM"); // also what an exited child left behind in its group
  }
  if (processes.every((p) => p.exited)) {
    process.exit(code);
  }
  // A child that ignores SIGTERM does not keep us (and the terminal) hostage.
  setTimeout(() => {
    for (const child of children) {
      killGroup(child, "SIGKILL");
    }
    process.exit(code);
  }, 5000).unref();
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => stopAll(0));
}
