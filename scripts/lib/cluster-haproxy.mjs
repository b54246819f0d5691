// HAProxy in front of the cluster's server processes: its configuration (docs/scaling.md "HAProxy"),
// its process, and its stats socket (which server is UP, taking a server out for a measure).
import { spawn, spawnSync } from "node:child_process";
import { closeSync, openSync, writeFileSync } from "node:fs";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export const BACKEND = "servers";

/**
 * Health-check timings against the server's drain (http/graceful-shutdown.ts): on SIGTERM /readyz
 * answers 503 for DRAIN_SECONDS / 2 before the listener closes. HAProxy must have marked the server
 * down by then: worst case inter x fall + the check's own timeout = 1 s x 2 + 1 s = 3 s, under the
 * 5 s notice of DRAIN_SECONDS=10 (and any DRAIN_SECONDS >= 7).
 */
export const CHECKS = { interMs: 1000, fastInterMs: 500, fall: 2, rise: 2, timeoutMs: 1000 };

/**
 * Idle connections to the servers are reused (http-reuse safe) and purged: every pool-purge-delay
 * half of the idle ones are closed, so none stays idle much beyond a few purges, well under Node's
 * keep-alive timeout (Fastify's default keepAliveTimeout, 72 s). HAProxy, not Node, closes an idle
 * connection first: Node never closes one just as HAProxy sends a request on it.
 */
export const POOL_PURGE_DELAY_MS = 2000;

/**
 * The haproxy.cfg text. `servers`: [{ name, port }]. `forwardedFor`: "replace" drops what the client
 * sent in X-Forwarded-For before adding its address (a public front door); "append" keeps it (the
 * bench, which names its simulated customers that way, from this machine only).
 */
export function haproxyConfig({ port, bindHost, statsPort, socket, servers, hosts, forwardedFor, hello }) {
  const hostList = hosts.join(" ");
  const lines = [
    "global",
    "  maxconn 4096",
    `  stats socket ${socket} mode 600 level admin`,
    "  tune.bufsize 32768",
    "",
    "defaults",
    "  mode http",
    "  log stdout format raw local0 notice",
    "  option httplog",
    "  timeout connect 2s",
    "  timeout client 30s",
    "  timeout server 30s",
    "  timeout http-request 10s",
    // How long HAProxy keeps a client's idle connection: a browser's is cheap to reopen.
    "  timeout http-keep-alive 10s",
    "  timeout queue 5s",
    `  timeout check ${CHECKS.timeoutMs}ms`,
    // No server ready (the primary is away: every /readyz is 503): HAProxy answers as the servers do
    // (docs/availability.md), with Retry-After, so clients come back instead of giving up.
    '  http-error status 503 content-type application/json string \'{"code":"UNAVAILABLE","message":"The service is briefly unavailable. Please try again in a few seconds."}\' hdr retry-after 5',
    // A connection that failed (refused: a process gone) is tried again, on another server.
    "  retries 2",
    "  option redispatch 1",
    // Idempotent requests only are retried after they reached a server (below, disable-l7-retry).
    "  retry-on conn-failure empty-response response-timeout",
    "",
    "frontend site",
    `  bind ${bindHost}:${port}`,
    "  option forwardfor",
    // Both domains' hosts (the French and the Dutch, domainFromHost): the server tells them apart.
    `  acl site_host req.hdr(host),field(1,:) -i ${hostList}`,
    '  http-request return status 421 content-type text/plain string "Unknown host" unless site_host',
    ...(forwardedFor === "replace" ? ["  http-request del-header x-forwarded-for"] : []),
    "  acl idempotent method GET HEAD OPTIONS",
    "  http-request disable-l7-retry unless idempotent",
    ...(hello ? ["  use_backend hello if { path /hello }"] : []),
    `  default_backend ${BACKEND}`,
    "",
    `backend ${BACKEND}`,
    "  balance leastconn",
    "  option httpchk",
    "  http-check send meth GET uri /readyz ver HTTP/1.1 hdr host localhost",
    "  http-check expect status 200",
    "  http-reuse safe",
    `  default-server check inter ${CHECKS.interMs}ms fastinter ${CHECKS.fastInterMs}ms downinter ${CHECKS.interMs}ms fall ${CHECKS.fall} rise ${CHECKS.rise} maxconn 64 pool-purge-delay ${POOL_PURGE_DELAY_MS}ms`,
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port}`),
    "",
    ...(hello
      ? ["backend hello", "  http-reuse safe", `  server hello 127.0.0.1:${hello.port} maxconn 64`, ""]
      : []),
    "listen stats",
    `  bind 127.0.0.1:${statsPort}`,
    "  stats enable",
    "  stats uri /",
    "  stats refresh 2s",
    "",
  ];
  return lines.join("\n");
}

/** `haproxy -c`: the configuration checked before it is used. */
export function checkHaproxyConfig(file) {
  const result = spawnSync("haproxy", ["-c", "-f", file], { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`haproxy refused ${file}:\n${result.stdout}${result.stderr}`);
  }
}

/** HAProxy in the foreground (-db) in its own process group, logging to `logFile`. */
export function startHaproxy({ file, logFile }) {
  checkHaproxyConfig(file);
  const logFd = openSync(logFile, "a");
  const child = spawn("haproxy", ["-db", "-f", file], { stdio: ["ignore", logFd, logFd], detached: true });
  closeSync(logFd);
  child.unref();
  return child;
}

/** One command on the stats socket; its answer. */
export function haproxyCommand(socket, command) {
  return new Promise((resolve, reject) => {
    const client = net.createConnection(socket);
    let answer = "";
    client.setEncoding("utf8");
    client.on("connect", () => client.end(`${command}\n`));
    client.on("data", (chunk) => {
      answer += chunk;
    });
    client.on("end", () => resolve(answer));
    client.on("error", reject);
  });
}

/** The servers' rows of `show stat`: name -> status ("UP", "DOWN", "MAINT", "UP 1/2", ...). */
export async function serverStatuses(socket) {
  const csv = await haproxyCommand(socket, "show stat");
  const [header, ...rows] = csv.trim().split("\n");
  const columns = header.replace(/^# /, "").split(",");
  const at = (name) => columns.indexOf(name);
  const statuses = new Map();
  for (const row of rows) {
    const cells = row.split(",");
    if (cells[at("pxname")] === BACKEND && !["BACKEND", "FRONTEND"].includes(cells[at("svname")])) {
      statuses.set(cells[at("svname")], cells[at("status")]);
    }
  }
  return statuses;
}

/** Resolves once HAProxy sees server `name` with `status` ("UP" or "DOWN"); the time it took, in ms. */
export async function waitForStatus(socket, name, status, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    // The socket appears a moment after HAProxy starts.
    const current = (await serverStatuses(socket).catch(() => new Map())).get(name) ?? "";
    // "UP 1/2" is up but failing its checks; "DOWN 1/2" is down, passing them again: not yet up.
    if (current === status || (status === "DOWN" && current.startsWith("DOWN"))) {
      return Date.now() - started;
    }
    await sleep(20);
  }
  throw new Error(`HAProxy did not see ${name} ${status} within ${timeoutMs} ms`);
}

/** Takes a server out of (state maint) or back into (state ready) the rotation. */
export async function setServerState(socket, name, state) {
  await haproxyCommand(socket, `set server ${BACKEND}/${name} state ${state}`);
}

export function writeHaproxyConfig(file, options) {
  writeFileSync(file, haproxyConfig(options));
}
