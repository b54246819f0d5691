/**
 * Issue 8, public read caches and the ticket count: GET /api/settings, GET /api/footer and
 * GET /api/accounts/me/tickets/count (a customer with 10 bookings and one with 10,000, seeded here)
 * against the bare Fastify route, alternating round by round in the same run, as ratios.
 *
 * `npm run bench` runs it on each database it benches (bench/run.ts). Alone:
 *   node bench/public-reads.ts          # PGlite in a temporary folder, and PostgreSQL if DATABASE_URL
 *   BENCH_POSTGRES=1 node bench/public-reads.ts   # also starts a throwaway PostgreSQL server
 * Budgets: settings and footer >= 40 % of the bare route; the ticket count flat (10,000 vs 10).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrateDatabase } from "../apps/server/src/db/migrate.ts";
import { accounts } from "../apps/server/src/db/schema/index.ts";
import { seedIfEmpty } from "../apps/server/src/db/seed/index.ts";
import { addBookingHistory } from "../apps/server/test/booking-history.ts";
import { createCustomer } from "../apps/server/test/factories.ts";
import { CONNECTIONS, load, mean, ROUNDS, type Sample, SECONDS } from "./load.ts";
import { freePort, start, stop, waitFor } from "./processes.ts";

const root = path.resolve(import.meta.dirname, "..");
/** The bench's two ticket holders: 10 bookings, and 10,000 (mostly past and cancelled). */
export const HISTORY = [
  { mail: "bench.history-10@example.com", past: 4, cancelled: 2, upcoming: 4 },
  { mail: "bench.history-10000@example.com", past: 9_000, cancelled: 996, upcoming: 4 },
] as const;

export interface PublicReadsResult {
  hello: Sample;
  settings: Sample;
  footer: Sample;
  count10: Sample;
  count10000: Sample;
}

/**
 * Before the server starts (PGlite allows one process per folder): migrates, seeds the demo data if
 * empty, and gives the two bench customers their history once.
 */
export async function seedTicketHistory(env: { DATA_DIR?: string; DATABASE_URL?: string }): Promise<void> {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: path.resolve(env.DATA_DIR ?? "") });
  try {
    await migrateDatabase(database);
    await seedIfEmpty({ db: database.db, env: "dev" });
    for (const holder of HISTORY) {
      const [existing] = await database.db.select().from(accounts).where(eq(accounts.mail, holder.mail));
      if (existing) {
        continue;
      }
      const customer = await createCustomer(database.db, { mail: holder.mail });
      await addBookingHistory(database.db, {
        accountId: customer.id,
        prefix: `BENCH-${customer.id}`,
        ...holder,
      });
    }
  } finally {
    await database.close();
  }
}

async function tokenFor(base: string, mail: string): Promise<string> {
  const response = await fetch(`${base}/dev/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mail }),
  });
  if (!response.ok) {
    throw new Error(`no token for ${mail}: ${response.status}`);
  }
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Against a running server seeded by seedTicketHistory; alternates with the bare route. */
export async function benchPublicReads(base: string, helloUrl: string): Promise<PublicReadsResult> {
  const [few, many] = await Promise.all(HISTORY.map((holder) => tokenFor(base, holder.mail)));
  const countUrl = `${base}/api/accounts/me/tickets/count`;
  for (const [token, expected] of [
    [few, HISTORY[0].upcoming],
    [many, HISTORY[1].upcoming],
  ] as const) {
    const response = await fetch(countUrl, { headers: { authorization: `Bearer ${token}` } });
    const { count } = (await response.json()) as { count: number };
    if (count !== expected) {
      throw new Error(`ticket count ${count}, expected ${expected}`);
    }
  }
  const targets = {
    hello: () => load(helloUrl),
    settings: () => load(`${base}/api/settings`),
    footer: () => load(`${base}/api/footer?language=fr`),
    count10: () => load(countUrl, { authorization: `Bearer ${few}` }),
    count10000: () => load(countUrl, { authorization: `Bearer ${many}` }),
  };
  const samples: Record<keyof typeof targets, Sample[]> = {
    hello: [],
    settings: [],
    footer: [],
    count10: [],
    count10000: [],
  };
  await targets.settings(); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, run] of Object.entries(targets) as [keyof typeof targets, () => Promise<Sample>][]) {
      samples[name].push(await run());
    }
  }
  return {
    hello: mean(samples.hello),
    settings: mean(samples.settings),
    footer: mean(samples.footer),
    count10: mean(samples.count10),
    count10000: mean(samples.count10000),
  };
}

export function printPublicReads(label: string, result: PublicReadsResult): void {
  const line = (name: string, sample: Sample, note: string) =>
    console.log(
      `  ${name.padEnd(40)} ${sample.rps.toFixed(0).padStart(7)} req/s   p99 ${String(sample.p99).padStart(4)} ms   errors ${sample.errors}   ${note}`,
    );
  const ratio = (sample: Sample) => `${((sample.rps / result.hello.rps) * 100).toFixed(1)} % of bare`;
  console.log(`\n[${label}: public read caches and the ticket count (issue 8)]`);
  line("bare Fastify /hello", result.hello, "");
  line("GET /api/settings", result.settings, `${ratio(result.settings)} (budget >= 40 %)`);
  line("GET /api/footer?language=fr", result.footer, `${ratio(result.footer)} (budget >= 40 %)`);
  line("tickets/count, 10 bookings", result.count10, ratio(result.count10));
  line("tickets/count, 10,000 bookings", result.count10000, ratio(result.count10000));
  console.log(
    `  ticket count 10,000 vs 10 bookings       ${((result.count10000.rps / result.count10.rps) * 100).toFixed(1)} % (budget: flat)`,
  );
}

async function benchOne(label: string, env: Record<string, string>, helloUrl: string): Promise<void> {
  await seedTicketHistory(env);
  const port = await freePort();
  const server = start(process.execPath, [path.join(root, "apps/server/src/server.ts")], {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...env,
  });
  try {
    const base = `http://localhost:${port}`;
    await waitFor(`${base}/readyz`);
    printPublicReads(label, await benchPublicReads(base, helloUrl));
  } finally {
    await stop(server);
  }
}

if (import.meta.main) {
  const helloPort = await freePort();
  const hello = start(
    process.execPath,
    [path.join(import.meta.dirname, "hello-server.ts"), String(helloPort)],
    {},
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), "cinelux-bench-reads-"));
  let postgres: { url: string; stop(): Promise<void> } | undefined;
  try {
    const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
    await waitFor(helloUrl);
    console.log(`public reads — ${ROUNDS} alternating rounds of ${SECONDS} s, ${CONNECTIONS} connections`);
    await benchOne("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }, helloUrl);
    let url = process.env.DATABASE_URL;
    if (!url && process.env.BENCH_POSTGRES === "1") {
      // @ts-expect-error: a plain ES module without types (scripts/lib/postgres.mjs)
      const { findPostgresBinDir, startPostgres } = await import("../scripts/lib/postgres.mjs");
      postgres = await startPostgres({ binDir: findPostgresBinDir(), log: () => undefined });
      url = postgres?.url;
    }
    if (url) {
      await benchOne("PostgreSQL", { DATABASE_URL: url }, helloUrl);
    }
  } finally {
    await stop(hello);
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
