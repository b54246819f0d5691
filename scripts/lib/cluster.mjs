// The production rehearsal of docs/scaling.md on one machine: a PostgreSQL primary and a streaming
// replica, N server processes of the production build, HAProxy in front. Used by `npm run cluster`
// (scripts/cluster.mjs) and the bench's cluster section (bench/cluster.ts), each in its own folder.
//
//   const cluster = await startCluster({ folder, port: 8080 });
//   ... cluster.url, cluster.servers[i].stop() / .start() / .kill(), cluster.primary.stop() ...
//   await cluster.stop();
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { BACKEND, startHaproxy, waitForStatus, writeHaproxyConfig } from "./cluster-haproxy.mjs";
import { postgresNode } from "./cluster-postgres.mjs";
import { findPostgresBinDir, freePort } from "./postgres.mjs";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const DEFAULT_FOLDER = path.join(ROOT, ".data/cluster");
/** The hosts HAProxy routes: the French domain on localhost, the Dutch one on nl.localhost (SPEC 2.1). */
export const HOSTS = ["localhost", "nl.localhost", "127.0.0.1"];

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function hasCommand(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** haproxy and PostgreSQL's server binaries, installed with apt-get when missing (as .ci/run does). */
export function ensureClusterPackages(log = console.log) {
  const missing = [];
  if (!hasCommand("haproxy")) {
    missing.push("haproxy");
  }
  if (!findPostgresBinDir()) {
    missing.push("postgresql");
  }
  if (missing.length === 0) {
    return;
  }
  const sudo = isRoot() ? [] : ["sudo"];
  log(`Installing Debian packages: ${missing.join(" ")}`);
  for (const args of [
    ["-o", "DPkg::Lock::Timeout=600", "update"],
    ["-o", "DPkg::Lock::Timeout=600", "install", "-y", "--no-install-recommends", ...missing],
  ]) {
    const [command, ...rest] = [...sudo, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", ...args];
    const result = spawnSync(command, rest, { stdio: "inherit" });
    if (result.status !== 0) {
      throw new Error(`apt-get ${args.join(" ")} failed (exit code ${result.status})`);
    }
  }
}

/** The production build (`npm run build`) when there is none. */
export function ensureBuild(log = console.log) {
  if (existsSync(path.join(ROOT, "apps/web/build/server/index.js"))) {
    return;
  }
  log("No production build: npm run build");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) {
    throw new Error("npm run build failed");
  }
}

/**
 * What `npm run serve` runs: its Node flags and the variables set before `exec node` (package.json),
 * so the cluster's processes are the production server exactly.
 */
export function serveCommand() {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
  const serve = scripts.serve;
  const flags =
    /\bnode((?:\s+--\S+)*)\s+apps\/server\/src\/server\.ts\b/.exec(serve)?.[1]?.trim().split(/\s+/) ?? [];
  const env = {};
  const assignments = /(?:^|&&)\s*((?:[A-Z_][A-Z0-9_]*=\S+\s+)+)(?:exec\s+)?node\b/.exec(serve)?.[1] ?? "";
  for (const word of assignments.trim().split(/\s+/).filter(Boolean)) {
    const [name, ...value] = word.split("=");
    env[name] = value.join("=");
  }
  return { args: [...flags.filter(Boolean), path.join(ROOT, "apps/server/src/server.ts")], env };
}

/**
 * Each server process's environment (docs/scaling.md "Settings"). APP_ENV=dev: the built-in payment
 * provider (docs/domain/payments.md) is only offered there, and the rehearsal has no Mollie key;
 * production sets APP_ENV=prod (or leaves it to the host name), MOLLIE_API_KEY=live_… and SMTP_URL.
 */
export function serverEnv({ port, publicPort, primaryUrl, replicaUrl, drainSeconds, poolSize, dataDir }) {
  const { env } = serveCommand();
  return {
    ...env,
    NODE_ENV: "production",
    APP_ENV: "dev",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: primaryUrl,
    DATABASE_REPLICA_URL: replicaUrl,
    DATABASE_POOL_SIZE: String(poolSize),
    // HAProxy is the one hop in front, on this machine.
    TRUST_PROXY: "loopback",
    PUBLIC_URL: `http://localhost:${publicPort}`,
    PUBLIC_ORIGINS: `http://nl.localhost:${publicPort}`,
    DRAIN_SECONDS: String(drainSeconds),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
  };
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (alive(pid) && Date.now() < deadline) {
    await sleep(50);
  }
  return !alive(pid);
}

/** Resolves once `url` answers 200 (a server's /readyz). */
export async function waitForOk(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** One server process: start() resolves once its /readyz answers 200; stop() is SIGTERM and its drain. */
function serverProcess({ name, port, env, logFile, onExit }) {
  let child;
  const self = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    env,
    logFile,
    pid: () => (child && child.exitCode === null && child.signalCode === null ? child.pid : undefined),
    async start() {
      const { args } = serveCommand();
      const logFd = openSync(logFile, "a");
      child = spawn(process.execPath, args, {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ["ignore", logFd, logFd],
        detached: true,
      });
      closeSync(logFd);
      const started = child;
      started.once("exit", (code, signal) => onExit?.(self, { code, signal }));
      await waitForOk(`${self.url}/readyz`);
      return started.pid;
    },
    /** SIGTERM: /readyz 503 for DRAIN_SECONDS / 2, then the listener closes and requests finish. */
    async stop(signal = "SIGTERM") {
      const pid = self.pid();
      if (!pid) {
        return;
      }
      process.kill(pid, signal);
      if (!(await waitForExit(pid, Number(env.DRAIN_SECONDS) * 1000 + 15_000))) {
        process.kill(pid, "SIGKILL");
        await waitForExit(pid, 5000);
      }
    },
    /** SIGKILL: no drain, the requests in flight are cut. */
    async kill() {
      const pid = self.pid();
      if (pid) {
        process.kill(pid, "SIGKILL");
        await waitForExit(pid, 5000);
      }
    },
  };
  return self;
}

/** The ports of a cluster folder, chosen on its first start and kept (the replica's conninfo names the primary's). */
async function clusterPorts(folder, publicPort, servers) {
  const file = path.join(folder, "ports.json");
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, "utf8"));
    if (saved.servers.length >= servers) {
      return { ...saved, public: publicPort };
    }
  }
  const ports = {
    primary: await freePort(),
    replica: await freePort(),
    stats: await freePort(),
    servers: [],
  };
  for (let index = 0; index < servers; index += 1) {
    ports.servers.push(await freePort());
  }
  writeFileSync(file, `${JSON.stringify(ports, null, 2)}\n`);
  return { ...ports, public: publicPort };
}

/** What `npm run cluster -- stop` needs to find a cluster started elsewhere. */
function writePids(folder, cluster) {
  const pids = {
    supervisor: process.pid,
    haproxy: cluster.haproxy.pid(),
    servers: cluster.servers.map((server) => server.pid()).filter(Boolean),
    primary: cluster.primary.pid(),
    replica: cluster.replica.pid(),
  };
  writeFileSync(path.join(folder, "pids.json"), `${JSON.stringify(pids, null, 2)}\n`);
}

/**
 * Starts (or starts again, on the data kept in `folder`) the whole cluster. Options: folder, port
 * (HAProxy's, default 8080), servers (3), drainSeconds (10), poolSize (10), bindHost (127.0.0.1),
 * forwardedFor ("replace" | "append"), hello ({ port }: a bare route behind the same HAProxy), log,
 * seed (true: the demo data when the database is empty), recordPids (true).
 */
export async function startCluster(options = {}) {
  const log = options.log ?? console.log;
  const folder = path.resolve(options.folder ?? DEFAULT_FOLDER);
  const serverCount = options.servers ?? 3;
  const drainSeconds = options.drainSeconds ?? 10;
  const poolSize = options.poolSize ?? 10;
  mkdirSync(path.join(folder, "logs"), { recursive: true });
  // The postgres user walks through it to its data folders (a mkdtemp folder is 0700).
  chmodSync(folder, 0o755);
  const ports = await clusterPorts(folder, options.port ?? 8080, serverCount);
  const logs = (name) => path.join(folder, "logs", `${name}.log`);

  const primary = postgresNode({
    role: "primary",
    dataDir: path.join(folder, "pg", "primary"),
    logFile: logs("postgres-primary"),
    port: ports.primary,
  });
  const replica = postgresNode({
    role: "replica",
    dataDir: path.join(folder, "pg", "replica"),
    logFile: logs("postgres-replica"),
    port: ports.replica,
  });
  const servers = [];
  const socket = path.join(folder, "haproxy.sock");
  let haproxyChild;
  let stopping = false;
  const cluster = {
    folder,
    url: `http://localhost:${ports.public}`,
    nlUrl: `http://nl.localhost:${ports.public}`,
    /** 127.0.0.1 rather than localhost: Node's fetch would try ::1 first, where nothing listens. */
    directUrl: `http://127.0.0.1:${ports.public}`,
    statsUrl: `http://127.0.0.1:${ports.stats}/`,
    socket,
    primary,
    replica,
    servers,
    haproxy: {
      pid: () => (haproxyChild && haproxyChild.exitCode === null ? haproxyChild.pid : undefined),
    },
    async stop() {
      stopping = true;
      // Servers first (each drains), then nothing is left to route, then the databases.
      await Promise.all(servers.map((server) => server.stop()));
      const haproxyPid = cluster.haproxy.pid();
      if (haproxyPid) {
        process.kill(haproxyPid, "SIGTERM");
        await waitForExit(haproxyPid, 5000);
      }
      await replica.stop();
      await primary.stop();
      rmSync(path.join(folder, "pids.json"), { force: true });
    },
  };

  try {
    if (!primary.exists()) {
      log("PostgreSQL primary: initdb");
      primary.init();
    }
    await primary.start();
    log(`PostgreSQL primary ready on 127.0.0.1:${ports.primary}`);
    if (!replica.exists()) {
      log("PostgreSQL replica: pg_basebackup -R -S from the primary");
      replica.cloneFrom(primary);
    }
    await replica.start();
    log(`PostgreSQL replica ready on 127.0.0.1:${ports.replica} (streaming from the primary)`);

    if (options.seed !== false) {
      log("Migrations and demo data on the primary (db:seed --if-empty)");
      const seeded = spawnSync(
        process.execPath,
        [path.join(ROOT, "apps/server/src/cli/seed.ts"), "--if-empty"],
        {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: primary.url, LOG_LEVEL: "warn" },
          stdio: ["ignore", "inherit", "inherit"],
        },
      );
      if (seeded.status !== 0) {
        throw new Error("the seed failed");
      }
    }

    for (let index = 0; index < serverCount; index += 1) {
      const name = `s${index + 1}`;
      servers.push(
        serverProcess({
          name,
          port: ports.servers[index],
          logFile: logs(`server-${name}`),
          env: serverEnv({
            port: ports.servers[index],
            publicPort: ports.public,
            primaryUrl: primary.url,
            replicaUrl: replica.url,
            drainSeconds,
            poolSize,
            dataDir: path.join(folder, "data"),
          }),
          onExit: (server, { code, signal }) => {
            if (!stopping && !options.quietExits) {
              log(`server ${server.name} exited (${signal ?? `code ${code}`}); its log: ${server.logFile}`);
            }
          },
        }),
      );
    }
    // One at a time: the first applies any migration under the advisory lock, the others find none.
    await servers[0].start();
    await Promise.all(servers.slice(1).map((server) => server.start()));
    log(`Server processes ready on ${servers.map((server) => server.port).join(", ")}`);

    const configFile = path.join(folder, "haproxy.cfg");
    writeHaproxyConfig(configFile, {
      port: ports.public,
      bindHost: options.bindHost ?? "127.0.0.1",
      statsPort: ports.stats,
      socket,
      servers: servers.map((server) => ({ name: server.name, port: server.port })),
      hosts: HOSTS,
      forwardedFor: options.forwardedFor ?? "replace",
      hello: options.hello,
    });
    haproxyChild = startHaproxy({ file: configFile, logFile: logs("haproxy") });
    for (const server of servers) {
      await waitForStatus(socket, server.name, "UP");
    }
    if (options.recordPids !== false) {
      writePids(folder, cluster);
    }
    return cluster;
  } catch (error) {
    await cluster.stop().catch(() => undefined);
    throw error;
  }
}

/** Stops a cluster started by another command, from its pids.json: its supervisor first, else each process. */
export async function stopRecorded(folder = DEFAULT_FOLDER, log = console.log) {
  const file = path.join(folder, "pids.json");
  if (!existsSync(file)) {
    log(`No running cluster recorded in ${folder}.`);
    return;
  }
  const pids = JSON.parse(readFileSync(file, "utf8"));
  if (pids.supervisor && alive(pids.supervisor)) {
    log(`Stopping the cluster (its supervisor, pid ${pids.supervisor}, stops the rest in order)`);
    process.kill(pids.supervisor, "SIGTERM");
    if (await waitForExit(pids.supervisor, 60_000)) {
      return;
    }
  }
  // The supervisor is gone (killed): each process, in the same order.
  for (const pid of pids.servers ?? []) {
    if (alive(pid)) {
      process.kill(pid, "SIGTERM");
    }
  }
  await Promise.all((pids.servers ?? []).map((pid) => waitForExit(pid, 30_000)));
  for (const [pid, signal] of [
    [pids.haproxy, "SIGTERM"],
    [pids.replica, "SIGINT"],
    [pids.primary, "SIGINT"],
  ]) {
    if (pid && alive(pid)) {
      process.kill(pid, signal);
      await waitForExit(pid, 30_000);
    }
  }
  rmSync(file, { force: true });
  log("Stopped.");
}

/** Which recorded processes are alive, and what HAProxy thinks of each server. */
export async function clusterStatus(folder = DEFAULT_FOLDER) {
  const file = path.join(folder, "pids.json");
  if (!existsSync(file)) {
    return undefined;
  }
  const pids = JSON.parse(readFileSync(file, "utf8"));
  const { serverStatuses } = await import("./cluster-haproxy.mjs");
  let haproxy = new Map();
  try {
    haproxy = await serverStatuses(path.join(folder, "haproxy.sock"));
  } catch {
    // HAProxy is not answering
  }
  return { pids, alive: (pid) => Boolean(pid) && alive(pid), haproxy, backend: BACKEND };
}
