// `npm run cluster [-- start|stop|status|reset]`: the production rehearsal of docs/scaling.md on this
// machine — a PostgreSQL primary and its streaming replica, three server processes of the production
// build, HAProxy in front on CLUSTER_PORT (default 8080). Everything lives in .data/cluster/ and is
// kept between runs; Ctrl-C (or `npm run cluster -- stop` from another terminal) stops it in order.
import { rmSync } from "node:fs";
import path from "node:path";
import {
  clusterStatus,
  DEFAULT_FOLDER,
  ensureBuild,
  ensureClusterPackages,
  startCluster,
  stopRecorded,
} from "./lib/cluster.mjs";

const command = process.argv[2] ?? "start";
const folder = process.env.CLUSTER_DIR ? path.resolve(process.env.CLUSTER_DIR) : DEFAULT_FOLDER;
const log = (line) => console.log(`[cluster] ${line}`);

async function start() {
  const status = await clusterStatus(folder);
  if (status?.alive(status.pids.supervisor)) {
    log(`A cluster already runs from ${folder} (pid ${status.pids.supervisor}): npm run cluster -- stop`);
    process.exit(1);
  }
  ensureClusterPackages(log);
  ensureBuild(log);
  const port = Number(process.env.CLUSTER_PORT ?? 8080);
  const cluster = await startCluster({
    folder,
    port,
    servers: Number(process.env.CLUSTER_SERVERS ?? 3),
    drainSeconds: Number(process.env.DRAIN_SECONDS ?? 10),
    poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    log,
  });
  log(`Ready: ${cluster.url} (French domain) and ${cluster.nlUrl} (Dutch domain)`);
  log(`HAProxy stats: ${cluster.statsUrl}; logs in ${path.join(folder, "logs")}`);
  log("Ctrl-C, or `npm run cluster -- stop` in another terminal, stops everything.");

  let stopping = false;
  const stop = async (signal) => {
    if (stopping) {
      return;
    }
    stopping = true;
    log(`${signal}: draining the servers, then HAProxy, the replica and the primary`);
    await cluster.stop();
    log("Stopped. The data stays in place for the next start (`npm run cluster -- reset` removes it).");
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => void stop(signal));
  }
  // The process stays up until a signal: the children run detached, in their own process groups.
  setInterval(() => undefined, 1 << 30);
}

async function status() {
  const found = await clusterStatus(folder);
  if (!found) {
    console.log(`No cluster recorded in ${folder}.`);
    return;
  }
  const { pids, alive, haproxy } = found;
  const row = (name, pid) =>
    console.log(
      `${name.padEnd(12)} pid ${String(pid ?? "-").padEnd(8)} ${alive(pid) ? "running" : "stopped"}`,
    );
  row("supervisor", pids.supervisor);
  row("primary", pids.primary);
  row("replica", pids.replica);
  row("haproxy", pids.haproxy);
  pids.servers.forEach((pid, index) => {
    row(`server s${index + 1}`, pid);
  });
  for (const [name, state] of haproxy) {
    console.log(`HAProxy sees ${name}: ${state}`);
  }
}

switch (command) {
  case "start":
    await start();
    break;
  case "stop":
    await stopRecorded(folder, log);
    break;
  case "status":
    await status();
    break;
  case "reset": {
    const found = await clusterStatus(folder);
    if (found?.alive(found.pids.supervisor)) {
      log("The cluster is running: `npm run cluster -- stop` first.");
      process.exit(1);
    }
    rmSync(folder, { recursive: true, force: true });
    log(`Removed ${folder}: the next start begins with initdb and the demo data.`);
    break;
  }
  default:
    console.error("usage: npm run cluster [-- start|stop|status|reset]");
    process.exit(2);
}
