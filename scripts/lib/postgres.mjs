// A throwaway PostgreSQL server for tests: its own data folder in the temp directory, trust auth,
// no fsync, 127.0.0.1 on a port the OS picks. Nothing is left behind after stop().
//
//   const server = await startPostgres();   // { url, port, binDir, version, stop(), pause(), resume(), startReplica() }
//   try { ... TEST_DATABASE_URL = server.url ... } finally { await server.stop(); }
//
//   const replica = await server.startReplica(); // a streaming replica of it: { url, port, stop(), pause(), resume() }
//
// Binaries: $PG_BIN_DIR, else the newest /usr/lib/postgresql/<version>/bin (Debian's `postgresql`
// package), else `pg_config --bindir`. initdb and postgres refuse to run as root: as root, the data
// folder belongs to the `postgres` system user and both run through `runuser -u postgres --`.
import { spawn, spawnSync } from "node:child_process";
import {
  chownSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** The folder holding initdb, postgres and pg_isready, or undefined when PostgreSQL is not installed. */
export function findPostgresBinDir() {
  const candidates = [];
  if (process.env.PG_BIN_DIR) {
    candidates.push(process.env.PG_BIN_DIR);
  }
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    candidates.push(...versions.map((version) => path.join(debian, version, "bin")));
  }
  const pgConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  if (pgConfig.status === 0 && pgConfig.stdout.trim()) {
    candidates.push(pgConfig.stdout.trim());
  }
  return candidates.find((dir) =>
    ["initdb", "postgres", "pg_isready"].every((bin) => existsSync(path.join(dir, bin))),
  );
}

/** A TCP port that was free a moment ago (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The postmaster's own pid, from its data folder (with runuser in between, a child's pid is
 * runuser's); undefined when it is not running.
 */
export function postmasterPidOf(dataDir) {
  try {
    const pid = Number.parseInt(
      readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0],
      10,
    );
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function systemUser(name) {
  const uid = spawnSync("id", ["-u", name], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
  if (uid.status !== 0 || gid.status !== 0) {
    return undefined;
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function hasCommand(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

function shellQuote(value) {
  return `'${String(value).replaceAll("'", "'\\''")}'`;
}

/** [command, args] that runs `bin args` as the postgres user when we are root, else as ourselves. */
function asServerUser(asPostgres, bin, args) {
  if (!asPostgres) {
    return [bin, args];
  }
  if (hasCommand("runuser")) {
    return ["runuser", ["-u", "postgres", "--", bin, ...args]];
  }
  return ["su", ["postgres", "-s", "/bin/sh", "-c", [bin, ...args].map(shellQuote).join(" ")]];
}

/**
 * Starts a fresh PostgreSQL server. Options: `binDir` (default: findPostgresBinDir()), `log`
 * (a function for progress lines; default console.log), `settings` (extra `-c name=value`).
 */
export async function startPostgres(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const binDir = options.binDir ?? findPostgresBinDir();
  if (!binDir) {
    throw new Error(
      "No PostgreSQL binaries found (looked at $PG_BIN_DIR, /usr/lib/postgresql/*/bin, `pg_config --bindir`). " +
        "Install them with `apt-get install -y --no-install-recommends postgresql`.",
    );
  }
  const started = Date.now();
  const version = spawnSync(path.join(binDir, "postgres"), ["--version"], {
    encoding: "utf8",
  }).stdout?.trim();
  const asPostgres = typeof process.getuid === "function" && process.getuid() === 0;
  const owner = asPostgres ? systemUser("postgres") : undefined;
  if (asPostgres && !owner) {
    throw new Error(
      "Running as root, and there is no `postgres` system user to run initdb and postgres as " +
        "(Debian's `postgresql` package creates it).",
    );
  }

  const folder = mkdtempSync(path.join(os.tmpdir(), "cinelux-pg-"));
  const dataDir = path.join(folder, "data");
  const logFile = path.join(folder, "server.log");
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  if (owner) {
    chownSync(folder, owner.uid, owner.gid);
  }

  try {
    const [initCommand, initArgs] = asServerUser(asPostgres, path.join(binDir, "initdb"), [
      "-D",
      dataDir,
      "-A",
      "trust",
      "-U",
      "postgres",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    const init = spawnSync(initCommand, initArgs, { encoding: "utf8", cwd: folder });
    if (init.status !== 0) {
      throw new Error(`initdb failed (exit code ${init.status}):\n${init.stdout}\n${init.stderr}`);
    }
  } catch (error) {
    removeFolder();
    throw error;
  }

  let lastError;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const port = await freePort();
    try {
      const server = await launch({
        binDir,
        asPostgres,
        folder,
        dataDir,
        logFile,
        port,
        settings: options.settings,
      });
      log(
        `PostgreSQL (${version}) ready on 127.0.0.1:${port} in ${Date.now() - started} ms (data in ${dataDir}).`,
      );
      let current = server;
      let stopping;
      const replicas = [];
      const launchAgain = () =>
        launch({ binDir, asPostgres, folder, dataDir, logFile, port, settings: options.settings });
      return {
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        port,
        binDir,
        version,
        dataDir,
        /** Fast shutdown (SIGINT) of its replicas then of itself, then removes the data folder. Safe to call twice. */
        stop() {
          stopping ??= Promise.all(replicas.map((replica) => replica.stop()))
            .then(() => current.stop())
            .finally(removeFolder);
          return stopping;
        },
        /**
         * A hot-standby streaming replica of this server (`pg_basebackup -R`, WAL streamed during the
         * copy): its own data folder beside the primary's, its own port, read-only queries. The
         * primary needs wal_level=replica (PostgreSQL's default) and a replication line in pg_hba.conf
         * (initdb -A trust writes one for 127.0.0.1). stop() of the primary stops it too.
         */
        async startReplica(replicaOptions = {}) {
          const replica = await startReplicaOf({
            binDir,
            asPostgres,
            folder,
            primaryPort: port,
            name: `replica-${replicas.length + 1}`,
            settings: { ...options.settings, ...replicaOptions.settings },
            log,
          });
          replicas.push(replica);
          return replica;
        },
        /**
         * Fast shutdown like `pg_ctl stop -m fast` (clients are disconnected), keeping the data
         * folder; resolves once the server has exited. For fault tests, with resume().
         */
        async pause() {
          await current.stop();
        },
        /** Starts the paused server again on the same port and data folder; resolves once it accepts connections. */
        async resume() {
          if (stopping) {
            throw new Error("this PostgreSQL server was stopped for good");
          }
          current = await launchAgain();
        },
      };
    } catch (error) {
      lastError = error;
      // Another process may have taken the port between freePort() and postgres binding it: retry.
      if (!/could not (bind|create listen socket)|address already in use/i.test(String(error?.message))) {
        break;
      }
    }
  }
  removeFolder();
  throw lastError;
}

/**
 * A streaming replica of a running server given by URL (on 127.0.0.1: a test's own replica, which it
 * may stop and start without touching anyone else's), in a temp folder of its own that stop() removes.
 */
export async function startReplica(options) {
  const log = options.log ?? ((line) => console.log(line));
  const binDir = options.binDir ?? findPostgresBinDir();
  if (!binDir) {
    throw new Error("No PostgreSQL binaries found (pg_basebackup, postgres, pg_isready).");
  }
  const asPostgres = typeof process.getuid === "function" && process.getuid() === 0;
  const owner = asPostgres ? systemUser("postgres") : undefined;
  const folder = mkdtempSync(path.join(os.tmpdir(), "cinelux-pg-replica-"));
  if (owner) {
    chownSync(folder, owner.uid, owner.gid);
  }
  try {
    const replica = await startReplicaOf({
      binDir,
      asPostgres,
      folder,
      primaryPort: Number(new URL(options.primaryUrl).port),
      name: "replica",
      settings: options.settings ?? {},
      log,
    });
    let stopping;
    return {
      ...replica,
      stop() {
        stopping ??= replica.stop().finally(() => rmSync(folder, { recursive: true, force: true }));
        return stopping;
      },
    };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

async function startReplicaOf({ binDir, asPostgres, folder, primaryPort, name, settings, log }) {
  const started = Date.now();
  const dataDir = path.join(folder, name);
  const logFile = path.join(folder, `${name}.log`);
  const [command, args] = asServerUser(asPostgres, path.join(binDir, "pg_basebackup"), [
    "-h",
    "127.0.0.1",
    "-p",
    String(primaryPort),
    "-U",
    "postgres",
    "-D",
    dataDir,
    // -R: standby.signal and primary_conninfo written, so it starts as a streaming replica.
    "-R",
    "-X",
    "stream",
    "--checkpoint=fast",
    "--no-sync",
  ]);
  const backup = spawnSync(command, args, { encoding: "utf8", cwd: folder });
  if (backup.status !== 0) {
    throw new Error(`pg_basebackup failed (exit code ${backup.status}):\n${backup.stdout}\n${backup.stderr}`);
  }
  const all = { hot_standby: "on", ...settings };
  let lastError;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const port = await freePort();
    try {
      let current = await launch({ binDir, asPostgres, folder, dataDir, logFile, port, settings: all });
      log(
        `PostgreSQL replica ready on 127.0.0.1:${port} in ${Date.now() - started} ms (streaming from ${primaryPort}).`,
      );
      let stopped;
      return {
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        port,
        dataDir,
        /** Fast shutdown; its folder goes with the primary's. Safe to call twice. */
        stop() {
          stopped ??= current.stop();
          return stopped;
        },
        /** Stops it, keeping its data: resume() starts it again where it was. */
        async pause() {
          await current.stop();
        },
        async resume() {
          if (stopped) {
            throw new Error("this replica was stopped for good");
          }
          current = await launch({ binDir, asPostgres, folder, dataDir, logFile, port, settings: all });
        },
      };
    } catch (error) {
      lastError = error;
      if (!/could not (bind|create listen socket)|address already in use/i.test(String(error?.message))) {
        break;
      }
    }
  }
  throw lastError;
}

async function launch({ binDir, asPostgres, folder, dataDir, logFile, port, settings = {} }) {
  const all = {
    listen_addresses: "127.0.0.1",
    port: String(port),
    unix_socket_directories: folder,
    fsync: "off",
    synchronous_commit: "off",
    full_page_writes: "off",
    max_connections: "200",
    ...settings,
  };
  const args = ["-D", dataDir, ...Object.entries(all).flatMap(([name, value]) => ["-c", `${name}=${value}`])];
  const [command, commandArgs] = asServerUser(asPostgres, path.join(binDir, "postgres"), args);
  const logFd = openSync(logFile, "a");
  const child = spawn(command, commandArgs, { stdio: ["ignore", logFd, logFd], cwd: folder });
  closeSync(logFd);
  let exited = false;
  const exit = new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      exited = true;
      resolve({ code, signal });
    });
    child.on("error", (error) => {
      exited = true;
      resolve({ code: 127, error });
    });
  });
  const readLog = () => {
    try {
      return readFileSync(logFile, "utf8");
    } catch {
      return "";
    }
  };

  const postmasterPid = () => postmasterPidOf(dataDir);

  const stop = async () => {
    if (exited) {
      return;
    }
    const pid = postmasterPid() ?? child.pid;
    try {
      process.kill(pid, "SIGINT"); // "fast" shutdown: disconnect clients, no checkpoint wait
    } catch {
      // already gone
    }
    const timedOut = await Promise.race([exit.then(() => false), sleep(15_000).then(() => true)]);
    if (timedOut) {
      for (const target of [pid, child.pid]) {
        try {
          process.kill(target, "SIGKILL");
        } catch {
          // already gone
        }
      }
      await Promise.race([exit, sleep(5_000)]);
    }
  };

  const deadline = Date.now() + 30_000;
  const isReady = path.join(binDir, "pg_isready");
  while (Date.now() < deadline) {
    if (exited) {
      const { code, signal, error } = await exit;
      throw new Error(
        `postgres exited during start (${error ? error.message : `code ${code}, signal ${signal}`}):\n${readLog()}`,
      );
    }
    const probe = spawnSync(isReady, [
      "-q",
      "-h",
      "127.0.0.1",
      "-p",
      String(port),
      "-U",
      "postgres",
      "-d",
      "postgres",
    ]);
    if (probe.status === 0) {
      return { stop };
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`postgres did not accept connections within 30 s:\n${readLog()}`);
}
