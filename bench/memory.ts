/**
 * The memory section of `npm run bench`: the server's resident set size (VmRSS in
 * /proc/<pid>/status), idle and under load, on PGlite and on PostgreSQL.
 * Each run starts a fresh server, then:
 *  - idle: after one request to each route below, 3 s of quiet, one reading;
 *  - under load: the highest reading, sampled every 100 ms, during an autocannon load of
 *    GET /api/accounts/me (signed in), then during one of the first SSR page.
 * Budgets (DESIGN.md): <= 450 MiB on PGlite, <= 200 MiB on PostgreSQL; judged on idle and on load.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { type BenchDatabase, DEMO_CUSTOMER } from "./api.ts";
import type { Figure } from "./figures.ts";
import { load } from "./load.ts";
import { residentMiB, startAppServer, stop } from "./processes.ts";
import { seedTicketHistory, tokenFor } from "./public-reads.ts";
import { SSR_PAGES } from "./ssr.ts";

export const RSS_BUDGET_MIB = { PGlite: 450, PostgreSQL: 200 } as const;

/** Runs `work` while reading the process's RSS every 100 ms; returns the highest reading. */
async function peakDuring(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = residentMiB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMiB(pid));
  }, 100);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, residentMiB(pid));
}

export async function benchMemory(
  database: BenchDatabase,
  options: { runs: number; seconds: number },
): Promise<Figure[]> {
  const idle: number[] = [];
  const me: number[] = [];
  const page: number[] = [];
  const pagePath = SSR_PAGES[0];
  // Migrated and seeded before the first server, whether or not the api section ran.
  await seedTicketHistory(database.env);
  for (let run = 0; run < options.runs; run += 1) {
    const server = await startAppServer(database.env);
    try {
      const pid = server.child.pid as number;
      const headers = { authorization: `Bearer ${await tokenFor(server.base, DEMO_CUSTOMER.mail)}` };
      const meUrl = `${server.base}/api/accounts/me`;
      const pageUrl = `${server.base}${pagePath}`;
      await (await fetch(meUrl, { headers })).arrayBuffer();
      await (await fetch(pageUrl, { headers: { "accept-encoding": "br" } })).arrayBuffer();
      await sleep(3000);
      idle.push(residentMiB(pid));
      me.push(await peakDuring(pid, () => load(meUrl, headers, options.seconds)));
      page.push(await peakDuring(pid, () => load(pageUrl, { "accept-encoding": "br" }, options.seconds)));
    } finally {
      await stop(server.child);
    }
  }
  const section = `Memory (RSS) on ${database.label}`;
  const budget = { op: "<=", limit: RSS_BUDGET_MIB[database.label] } as const;
  return [
    { section, name: "idle", unit: "MiB", values: idle, budget },
    { section, name: "under load, GET /api/accounts/me (peak)", unit: "MiB", values: me, budget },
    { section, name: `under load, SSR ${pagePath} (peak)`, unit: "MiB", values: page, budget },
  ];
}
