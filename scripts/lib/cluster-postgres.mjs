// The cluster's PostgreSQL: a durable primary and a streaming replica made with pg_basebackup, each in
// its own folder that is kept between runs (docs/scaling.md "Topology"). The tests' throwaway server is
// scripts/lib/postgres.mjs; this one keeps fsync on, since it rehearses production.
//
// As root, initdb, pg_basebackup and postgres run as the `postgres` system user (they refuse root).
import { spawn, spawnSync } from "node:child_process";
import { chownSync, closeSync, existsSync, mkdirSync, openSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { findPostgresBinDir, postmasterPidOf } from "./postgres.mjs";

/** The physical replication slot the replica streams from: the primary keeps its WAL until replayed. */
export const REPLICATION_SLOT = "cinelux_replica";

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function postgresOwner() {
  const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      "Running as root, and there is no `postgres` system user (Debian's postgresql creates it).",
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** [command, args] running `bin args` as the postgres user when we are root. */
function asServerUser(bin, args) {
  return isRoot() ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
}

/** A folder the server user owns (created when missing). */
export function ownedFolder(folder) {
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  if (isRoot()) {
    const owner = postgresOwner();
    chownSync(folder, owner.uid, owner.gid);
  }
  return folder;
}

function run(bin, args, what) {
  const [command, commandArgs] = asServerUser(bin, args);
  const result = spawnSync(command, commandArgs, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${what} failed (exit code ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/**
 * Settings of both servers. Durable (fsync, synchronous_commit and full_page_writes at their
 * defaults, on). max_connections: 3 processes x (pool + LISTEN connection) with room for the
 * seed, psql and the bench; the replica must allow at least as many as the primary (hot standby).
 */
export function serverSettings({ port, folder, maxConnections = 100 }) {
  return {
    listen_addresses: "127.0.0.1",
    port: String(port),
    unix_socket_directories: folder,
    max_connections: String(maxConnections),
    wal_level: "replica",
    max_wal_senders: "5",
    max_replication_slots: "5",
    // The replica's queries hold back the primary's vacuum instead of being cancelled by it.
    hot_standby: "on",
    hot_standby_feedback: "on",
    // A slot keeps WAL for a replica that is away; this bounds it, so a replica gone for good cannot
    // fill the primary's disk (it then needs a new pg_basebackup).
    max_slot_wal_keep_size: "1GB",
    wal_keep_size: "64MB",
    logging_collector: "off",
    log_line_prefix: "%m [%p] ",
  };
}

/**
 * One PostgreSQL server of the cluster: `role` "primary" or "replica", in `dataDir`, logging to
 * `logFile`. start() resolves once it accepts connections; stop() is a fast shutdown (clients cut).
 */
export function postgresNode({ role, dataDir, logFile, port, binDir = findPostgresBinDir() }) {
  if (!binDir) {
    throw new Error("No PostgreSQL binaries found: apt-get install -y --no-install-recommends postgresql");
  }
  const folder = path.dirname(dataDir);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child;

  const postmasterPid = () => postmasterPidOf(dataDir);
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const accepts = () =>
    spawnSync(path.join(binDir, "pg_isready"), [
      "-q",
      "-h",
      "127.0.0.1",
      "-p",
      String(port),
      "-U",
      "postgres",
    ]).status === 0;

  return {
    role,
    port,
    url,
    dataDir,
    logFile,
    pid: () => {
      const pid = postmasterPid();
      return pid && alive(pid) ? pid : undefined;
    },
    /** SQL through psql, one value per line (`-At`). */
    sql(statement) {
      const result = spawnSync(
        path.join(binDir, "psql"),
        ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-d", "postgres", "-Atc", statement],
        { encoding: "utf8" },
      );
      if (result.status !== 0) {
        throw new Error(`psql on the ${role} failed: ${result.stderr}`);
      }
      return result.stdout.trim();
    },
    exists: () => existsSync(path.join(dataDir, "PG_VERSION")),
    /** The primary's first start: initdb (trust on 127.0.0.1, replication connections included). */
    init() {
      ownedFolder(folder);
      run(
        path.join(binDir, "initdb"),
        ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C"],
        "initdb",
      );
    },
    /** The replica's first start: a base backup of `primary` that follows it (-R) through the slot. */
    cloneFrom(primary) {
      ownedFolder(folder);
      rmSync(dataDir, { recursive: true, force: true });
      // A slot left by an earlier replica would hold WAL for nobody: start the new one afresh.
      primary.sql(
        `select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = '${REPLICATION_SLOT}'`,
      );
      run(
        path.join(binDir, "pg_basebackup"),
        [
          ...["-h", "127.0.0.1", "-p", String(primary.port), "-U", "postgres", "-D", dataDir],
          ...["-R", "-C", "-S", REPLICATION_SLOT, "-X", "stream", "--checkpoint=fast"],
        ],
        "pg_basebackup",
      );
    },
    async start() {
      if (postmasterPid() && alive(postmasterPid()) && accepts()) {
        return;
      }
      const settings = serverSettings({ port, folder });
      const args = [
        "-D",
        dataDir,
        ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
      ];
      const [command, commandArgs] = asServerUser(path.join(binDir, "postgres"), args);
      const logFd = openSync(logFile, "a");
      // Its own process group: the terminal's Ctrl-C reaches the cluster script, which stops it in order.
      child = spawn(command, commandArgs, { stdio: ["ignore", logFd, logFd], detached: true });
      closeSync(logFd);
      child.unref();
      let exited = false;
      child.once("exit", () => {
        exited = true;
      });
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (exited) {
          throw new Error(`the ${role} PostgreSQL exited during its start: see ${logFile}`);
        }
        if (accepts()) {
          return;
        }
        await sleep(100);
      }
      throw new Error(`the ${role} PostgreSQL did not accept connections within 60 s: see ${logFile}`);
    },
    /** Fast shutdown (SIGINT to the postmaster): clients are cut, a checkpoint is written. */
    async stop() {
      const pid = postmasterPid();
      if (!pid || !alive(pid)) {
        return;
      }
      process.kill(pid, "SIGINT");
      const deadline = Date.now() + 30_000;
      while (alive(pid) && Date.now() < deadline) {
        await sleep(50);
      }
      if (alive(pid)) {
        process.kill(pid, "SIGQUIT");
      }
    },
  };
}
