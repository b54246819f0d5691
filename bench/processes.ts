import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** A child process run from the repository's root, as `npm run serve` is (its relative paths hold). */
export function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(10_000).then(() => child.kill("SIGKILL"))]);
}

const root = path.resolve(import.meta.dirname, "..");

export interface AppServer {
  child: ChildProcess;
  /** `http://localhost:<port>`: the French domain, as a browser on this machine would ask. */
  base: string;
}

/**
 * The Node flags `npm run serve` gives the server (e.g. `--max-semi-space-size=2`), read from its
 * script so the bench measures the server as it is run in production.
 */
export function serveNodeFlags(serveScript: string): string[] {
  const match = /\bnode((?:\s+--\S+)*)\s+apps\/server\/src\/server\.ts\b/.exec(serveScript);
  return match?.[1]?.trim().split(/\s+/).filter(Boolean) ?? [];
}

/**
 * The environment the serve script sets on the server's command (`NAME=value` words before
 * `exec node`, e.g. MALLOC_ARENA_MAX), so the bench's servers run as `npm run serve` does; NODE_ENV
 * is the bench's own business.
 */
export function serveEnv(serveScript: string): Record<string, string> {
  const command =
    /(?:^|&&)\s*((?:[A-Z_][A-Z0-9_]*=\S+\s+)+)(?:exec\s+)?node\b[^&]*apps\/server\/src\/server\.ts/.exec(
      serveScript,
    );
  const env: Record<string, string> = {};
  for (const word of command?.[1]?.trim().split(/\s+/) ?? []) {
    const [name, ...value] = word.split("=");
    if (name && name !== "NODE_ENV") {
      env[name] = value.join("=");
    }
  }
  return env;
}

function packageServeScript(): string {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  return manifest.scripts?.serve ?? "";
}

/** The demo data into the database `env` names, when it is empty (the server never seeds: cli/seed.ts). */
export function seedDemo(env: Record<string, string>): void {
  execFileSync(process.execPath, [path.join(root, "apps/server/src/cli/seed.ts"), "--if-empty"], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/**
 * The production server (apps/server/src/server.ts, with `serve`'s Node flags) on a free port, with
 * the demo data, once /readyz answers.
 */
export async function startAppServer(env: Record<string, string>): Promise<AppServer> {
  seedDemo(env);
  const port = await freePort();
  const serve = packageServeScript();
  const args = [...serveNodeFlags(serve), path.join(root, "apps/server/src/server.ts")];
  const child = start(process.execPath, args, {
    ...serveEnv(serve),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...env,
  });
  const base = `http://localhost:${port}`;
  try {
    await waitFor(`${base}/readyz`);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, base };
}

/** Resident set size of a process in MiB, from /proc/<pid>/status (Linux). */
export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) {
    throw new Error(`no VmRSS for process ${pid}`);
  }
  return Number(match[1]) / 1024;
}
