// Vitest project `faults`: the cluster `npm run cluster` starts (scripts/lib/cluster.mjs,
// docs/scaling.md), as small as proves its recipe — a PostgreSQL primary and its pg_basebackup
// replica, two server processes, HAProxy in front with its checks on /readyz — and a light load
// through HAProxy while one process is restarted as a deploy does. `npm run bench -- --only=cluster`
// runs the heavy version (three processes, bookings, kills, database restarts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module without types (scripts/lib/cluster.mjs)
import { startCluster } from "../../../../scripts/lib/cluster.mjs";
// @ts-expect-error: a plain ES module without types (scripts/lib/cluster-haproxy.mjs)
import { CHECKS, waitForStatus } from "../../../../scripts/lib/cluster-haproxy.mjs";
import { freePort } from "../spawn-server.ts";

interface Cluster {
  directUrl: string;
  socket: string;
  servers: { name: string; stop(): Promise<void>; start(): Promise<number> }[];
  stop(): Promise<void>;
}

const DRAIN_SECONDS = 10;

interface Tally {
  requests: number;
  failures: string[];
  replicaReads: number;
}

/**
 * One client in a loop until `running()` is false: public reads the replica may answer, and a write
 * HAProxy must not replay (a hold refused 400 for its body: the answer comes from a server either way).
 * Each write names another client address, as different customers would (the write rate limit is per
 * address; HAProxy appends its own hop, which TRUST_PROXY=loopback believes).
 */
async function client(base: string, index: number, running: () => boolean, tally: Tally): Promise<void> {
  let turn = 0;
  while (running()) {
    turn += 1;
    const write = turn % 3 === 0;
    const label = write ? "POST /api/bookings" : "GET /api/footer";
    try {
      const response = await fetch(`${base}${write ? "/api/bookings" : "/api/footer?language=fr"}`, {
        method: write ? "POST" : "GET",
        headers: write
          ? { "content-type": "application/json", "x-forwarded-for": `10.9.${index}.${turn % 250}` }
          : {},
        body: write ? "{}" : undefined,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      tally.requests += 1;
      if (response.status !== (write ? 400 : 200)) {
        tally.failures.push(`${label}: ${response.status}`);
      }
      if (response.headers.get("x-cinelux-read") === "replica") {
        tally.replicaReads += 1;
      }
    } catch (error) {
      tally.requests += 1;
      tally.failures.push(`${label}: ${(error as Error).message}`);
    }
    await sleep(20);
  }
}

describe("the cluster: HAProxy, two processes, a PostgreSQL primary and its streaming replica", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "cinelux-cluster-test-"));
  let cluster: Cluster | undefined;

  beforeAll(async () => {
    cluster = (await startCluster({
      folder,
      port: await freePort(),
      servers: 2,
      drainSeconds: DRAIN_SECONDS,
      seed: false,
      recordPids: false,
      quietExits: true,
      forwardedFor: "append",
      log: () => undefined,
    })) as Cluster;
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it("restarts a process under load without one failed request, HAProxy taking it out within the drain's notice", async () => {
    const { directUrl, socket, servers } = cluster as Cluster;
    const [first] = servers;
    if (!first) {
      throw new Error("the cluster has no server");
    }
    const tally: Tally = { requests: 0, failures: [], replicaReads: 0 };
    let running = true;
    const clients = Array.from({ length: 4 }, (_, index) => client(directUrl, index, () => running, tally));
    try {
      await sleep(1000);
      const signalled = Date.now();
      const stopped = first.stop();
      const downAfterMs = (await waitForStatus(socket, first.name, "DOWN", 15_000)) as number;
      await stopped;
      await first.start();
      await waitForStatus(socket, first.name, "UP", 15_000);
      await sleep(1000);
      running = false;
      await Promise.all(clients);

      // /readyz answers 503 for half the drain before the listener closes: HAProxy must be quicker.
      expect(Date.now() - signalled).toBeGreaterThan((DRAIN_SECONDS / 2) * 1000);
      expect(downAfterMs).toBeLessThan((DRAIN_SECONDS / 2) * 1000);
      expect(downAfterMs).toBeLessThanOrEqual(CHECKS.interMs * CHECKS.fall + CHECKS.timeoutMs + 500);
    } finally {
      running = false;
      await Promise.all(clients);
    }
    expect(tally.failures).toEqual([]);
    expect(tally.requests).toBeGreaterThan(100);
    // The processes were given the replica, and the footer is one of the reads it may answer.
    expect(tally.replicaReads).toBeGreaterThan(0);
  });
});
