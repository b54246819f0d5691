// Helpers shared by the repository scripts. Plain JavaScript that also loads on Node 20, so a script
// started by the system Node can hand itself over to the Node 24 that `npm ci` put in node_modules.
//
// Why: `npm test` runs `node scripts/ensure-install.mjs && node scripts/test.mjs` in one `sh -c`.
// On a fresh clone the first `node` is the system Node (node_modules/.bin/node does not exist yet),
// and dash remembers where it found `node`, so the second one is the system Node too.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const binDir = path.join(repoRoot, "node_modules", ".bin");
export const REQUIRED_NODE_MAJOR = 24;

export function nodeMajor(version = process.version) {
  return Number.parseInt(version.replace(/^v/, ""), 10);
}

/**
 * When this process is not Node 24 but node_modules/.bin/node is, runs the same script again on it,
 * passes signals on, and exits with its status: the returned promise then never settles. Resolves
 * at once when already on Node 24. Use it first thing: `await ensureNode24();`.
 */
export function ensureNode24() {
  if (nodeMajor() === REQUIRED_NODE_MAJOR) {
    return Promise.resolve();
  }
  const node24 = path.join(binDir, "node");
  if (!existsSync(node24)) {
    console.error(
      `This needs Node ${REQUIRED_NODE_MAJOR} (running ${process.version}) and ${node24} is missing: run \`npm ci\` first.`,
    );
    process.exit(1);
  }
  const child = spawn(node24, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: envWithBin(),
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      // Ctrl-C reaches the child through the terminal already; pass SIGINT on only if it was aimed at us.
      if (signal === "SIGINT") {
        setTimeout(() => child.kill(signal), 1000).unref();
      } else {
        child.kill(signal);
      }
    });
  }
  child.on("error", (error) => {
    console.error(`Could not start ${node24}: ${error.message}`);
    process.exit(1);
  });
  child.on("exit", (code, signal) => {
    process.exit(code ?? (signal ? 128 + signalNumber(signal) : 1));
  });
  return new Promise(() => {});
}

/** The environment with the repository's node_modules/.bin first on PATH (as inside npm scripts). */
export function envWithBin(extra = {}) {
  const rest = (process.env.PATH ?? "").split(path.delimiter).filter((entry) => entry && entry !== binDir);
  return { ...process.env, ...extra, PATH: [binDir, ...rest].join(path.delimiter) };
}

const liveChildren = new Set();
let receivedSignal;

/** The signal (SIGINT, SIGTERM, SIGHUP) this process received, if any, once handleSignals() is on. */
export function interruption() {
  return receivedSignal;
}

/**
 * Keeps this process alive on SIGINT/SIGTERM/SIGHUP so it can clean up, and passes the signal on to
 * the running children. Ctrl-C already reaches them through the terminal's process group, so SIGINT
 * is passed on only if a child is still running a second later (e.g. `kill -INT` aimed at us alone).
 */
export function handleSignals(onSignal) {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      receivedSignal ??= signal;
      const forward = () => {
        for (const child of liveChildren) {
          child.kill(signal);
        }
      };
      if (signal === "SIGINT") {
        setTimeout(forward, 1000).unref();
      } else {
        forward();
      }
      onSignal?.(signal);
    });
  }
}

/**
 * Runs a command with inherited stdio and resolves with its exit code (128 + n when killed by a signal).
 */
export function run(command, args, options = {}) {
  const { output, ...spawnOptions } = options;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      // `output`: a writable stream that gets both stdout and stderr (a stage run beside another).
      stdio: output ? ["ignore", "pipe", "pipe"] : "inherit",
      cwd: repoRoot,
      ...spawnOptions,
      env: spawnOptions.env ?? envWithBin(),
    });
    if (output) {
      child.stdout.pipe(output, { end: false });
      child.stderr.pipe(output, { end: false });
    }
    liveChildren.add(child);
    child.on("error", (error) => {
      liveChildren.delete(child);
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => {
      liveChildren.delete(child);
      resolve(code ?? (signal ? 128 + signalNumber(signal) : 1));
    });
  });
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
}

/** `npm run <script>` with the repository as working directory. */
export function npmRun(script, args = [], options = {}) {
  return run("npm", ["run", script, ...(args.length > 0 ? ["--", ...args] : [])], options);
}

/** The Vitest CLI of the repository, run on this (Node 24) process's binary. */
export function vitest(args, options = {}) {
  return run(
    process.execPath,
    [path.join(repoRoot, "node_modules", "vitest", "vitest.mjs"), ...args],
    options,
  );
}

export function heading(text) {
  const line = "=".repeat(Math.max(8, text.length + 6));
  console.log(`\n${line}\n== ${text}\n${line}`);
}
