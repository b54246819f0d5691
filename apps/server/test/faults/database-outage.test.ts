// Vitest project `faults` (vitest.config.ts), run by the postgres stage (scripts/test-api.mjs): a
// real server process on a throwaway PostgreSQL server that the test stops, starts again and cuts
// connections of, under load. docs/availability.md says what is promised; this checks it.
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module without types (scripts/lib/postgres.mjs)
import { findPostgresBinDir, startPostgres } from "../../../../scripts/lib/postgres.mjs";
import { openDatabase } from "../../src/db/client.ts";
import { listen } from "../../src/db/notifications.ts";
import { type ServerProcess, spawnServer } from "../spawn-server.ts";

interface Postgres {
  url: string;
  stop(): Promise<void>;
  pause(): Promise<void>;
  resume(): Promise<void>;
}

interface Outcome {
  at: number;
  kind: "read" | "write";
  status: number | "socket error";
  code?: string;
  retryAfter?: string | null;
  detail?: string;
}

/** Writers stay well under the per-IP write rate limit (120 a minute, app.ts). */
const WRITES_PER_CUSTOMER = 22;
const CUSTOMERS = [
  "camille.martin@example.com",
  "lucas.bernard@example.com",
  "emma.petit@example.com",
] as const;

async function call(
  origin: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { "content-type": "application/json" } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
}

async function record(kind: Outcome["kind"], request: Promise<Response>): Promise<Outcome> {
  try {
    const response = await request;
    const body = (await response.json().catch(() => ({}))) as { code?: string; firstName?: string };
    return {
      at: Date.now(),
      kind,
      status: response.status,
      code: body.code,
      retryAfter: response.headers.get("retry-after"),
    };
  } catch (error) {
    return { at: Date.now(), kind, status: "socket error", detail: String(error) };
  }
}

/** Resolves with the time from `since` until `check` first returns true (polling every 50 ms). */
async function timeUntil(since: number, check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) {
      return Date.now() - since;
    }
    await sleep(50);
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

describe("the database going away under load", () => {
  let database: Postgres;
  let server: ServerProcess;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    const binDir = findPostgresBinDir();
    if (!binDir) {
      throw new Error("the fault tests need PostgreSQL binaries: apt-get install postgresql");
    }
    database = (await startPostgres({ binDir, log: () => undefined })) as Postgres;
    server = await spawnServer({
      DATABASE_URL: database.url,
      APP_ENV: "dev",
      LOG_LEVEL: "warn",
      DRAIN_SECONDS: "1",
    });
    await server.ready();
    for (const mail of CUSTOMERS) {
      const response = await call(server.origin, "/dev/token", { method: "POST", body: { mail } });
      expect(response.status).toBe(200);
      tokens.set(mail, ((await response.json()) as { accessToken: string }).accessToken);
    }
  }, 90_000);

  afterAll(async () => {
    await server?.kill();
    await database?.stop();
  });

  it("answers 503 with Retry-After while PostgreSQL is down, recovers by itself within 5 s, and loses no acknowledged write", async () => {
    const outcomes: Outcome[] = [];
    // Per customer, in order: the first names sent and how each write was answered.
    const writes = new Map<string, { firstname: string; status: Outcome["status"] }[]>();
    let running = true;

    const reader = async (token: string) => {
      while (running) {
        outcomes.push(await record("read", call(server.origin, "/api/accounts/me", { token })));
        await sleep(20);
      }
    };
    const writer = async (mail: string) => {
      const token = tokens.get(mail) ?? "";
      const sent: { firstname: string; status: Outcome["status"] }[] = [];
      writes.set(mail, sent);
      for (let i = 0; running && i < WRITES_PER_CUSTOMER; i += 1) {
        const firstname = `Fault${i}`;
        const outcome = await record(
          "write",
          call(server.origin, "/api/accounts/me", { method: "PATCH", token, body: { firstname } }),
        );
        outcomes.push(outcome);
        sent.push({ firstname, status: outcome.status });
        await sleep(300);
      }
    };
    const load = [
      ...CUSTOMERS.map((mail) => reader(tokens.get(mail) ?? "")),
      ...CUSTOMERS.map((mail) => writer(mail)),
    ];

    try {
      await sleep(1_000);
      expect(outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(0);

      // pg_ctl stop -m fast: every connection is cut, new ones are refused.
      const stoppedAt = Date.now();
      await database.pause();
      const toUnavailable = await timeUntil(
        stoppedAt,
        async () => outcomes.some((o) => o.at >= stoppedAt && o.status === 503),
        5_000,
      );
      const readyStarted = Date.now();
      const ready = await call(server.origin, "/readyz");
      const readyTook = Date.now() - readyStarted;
      expect(ready.status).toBe(503);
      expect(readyTook).toBeLessThan(2_000);
      await sleep(2_000);
      expect(server.child.exitCode, server.output().slice(-3000)).toBeNull();
      const during = outcomes.filter((o) => o.at > stoppedAt + toUnavailable + 500);
      expect(during.length).toBeGreaterThan(0);
      expect(during.every((o) => o.status === 503)).toBe(true);

      const resumedAt = Date.now();
      await database.resume();
      const startedIn = Date.now() - resumedAt;
      const toRecovered = await timeUntil(
        Date.now(),
        async () => {
          const me = await call(server.origin, "/api/accounts/me", { token: tokens.get(CUSTOMERS[0]) });
          const readyz = await call(server.origin, "/readyz");
          return me.status === 200 && readyz.status === 200;
        },
        5_000,
      );
      await sleep(1_500);
      console.log(
        `database stopped: first 503 after ${toUnavailable} ms, /readyz 503 in ${readyTook} ms; ` +
          `PostgreSQL back in ${startedIn} ms, service back ${toRecovered} ms later`,
      );
      expect(toRecovered).toBeLessThan(5_000);
    } finally {
      running = false;
      await Promise.all(load);
    }

    expect(server.child.exitCode, server.output().slice(-3000)).toBeNull();
    expect(outcomes.filter((o) => o.status === "socket error")).toEqual([]);
    // Every answer is a success or a retryable 503 UNAVAILABLE: no 500, no other failure.
    const failures = outcomes.filter((o) => o.status !== 200);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure).toMatchObject({ status: 503, code: "UNAVAILABLE", retryAfter: "5" });
    }
    // The last reads are served again.
    expect(outcomes.filter((o) => o.kind === "read").at(-1)?.status).toBe(200);

    // Every acknowledged write is in the database: per customer, the stored first name is the last
    // acknowledged one, or one sent after it whose 503 left its outcome open (the connection was
    // cut around the commit).
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (const [mail, sent] of writes) {
        const lastAcknowledged = sent.findLastIndex((write) => write.status === 200);
        expect(lastAcknowledged, mail).toBeGreaterThanOrEqual(0);
        const allowed = sent.slice(lastAcknowledged).map((write) => write.firstname);
        const { rows } = await client.query<{ first_name: string }>(
          "select first_name from accounts where mail = $1",
          [mail],
        );
        expect(allowed, mail).toContain(rows[0]?.first_name);
        // The process's account cache was cleared on the outage: the API shows the stored name.
        const me = await call(server.origin, "/api/accounts/me", { token: tokens.get(mail) });
        expect(((await me.json()) as { firstName?: string }).firstName, mail).toBe(rows[0]?.first_name);
      }
    } finally {
      await client.end();
    }
  }, 60_000);

  it("shrugs off idle connections cut by pg_terminate_backend: the process stays up and the next requests succeed", async () => {
    const token = tokens.get(CUSTOMERS[1]) ?? "";
    // Warm the pool, then let its connections go idle.
    await Promise.all(
      Array.from({ length: 5 }, () =>
        call(server.origin, "/api/accounts/me", { token }).then((r) => r.text()),
      ),
    );
    await sleep(100);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // The server's idle connections: its pool's, and the one listening for account changes.
      const { rows } = await client.query<{ terminated: boolean }>(
        `select pg_terminate_backend(pid) as terminated from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and backend_type = 'client backend' and state = 'idle'`,
      );
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.every((row) => row.terminated)).toBe(true);
    } finally {
      await client.end();
    }
    await sleep(300);
    expect(server.child.exitCode, server.output().slice(-3000)).toBeNull();
    for (let i = 0; i < 5; i += 1) {
      const read = await call(server.origin, "/api/accounts/me", { token });
      expect(read.status).toBe(200);
    }
    const write = await call(server.origin, "/api/accounts/me", {
      method: "PATCH",
      token,
      body: { firstname: "Terminated" },
    });
    expect(write.status).toBe(200);
    expect((await call(server.origin, "/readyz")).status).toBe(200);
  }, 30_000);

  it("keeps a LISTEN subscription through an outage: caches are told to reset, and it listens again within 1.5 s", async () => {
    const handle = await openDatabase({ kind: "postgres", url: database.url, max: 1 });
    const resets: { listening: boolean; at: number }[] = [];
    const messages: string[] = [];
    const subscription = await listen(handle, "availability_test", {
      onMessage: (payload) => messages.push(payload),
      onReset: (listening) => resets.push({ listening, at: Date.now() }),
    });
    try {
      expect(resets.map((reset) => reset.listening)).toEqual([false, true]);
      await database.pause();
      // Long enough for the retries to space out (they wait at most 1 s between attempts).
      await sleep(4_000);
      expect(resets.map((reset) => reset.listening)).toEqual([false, true, false]);
      await database.resume();
      const resumedAt = Date.now();
      await timeUntil(resumedAt, async () => resets.length === 4, 5_000);
      const listeningAgainAfter = (resets[3]?.at ?? 0) - resumedAt;
      expect(resets.map((reset) => reset.listening)).toEqual([false, true, false, true]);
      console.log(`LISTEN: listening again ${listeningAgainAfter} ms after PostgreSQL returned`);
      expect(listeningAgainAfter).toBeLessThan(1_500);
      await handle.ping();
      if (handle.driver.kind === "postgres") {
        await handle.driver.pool.query("select pg_notify('availability_test', 'after the outage')");
      }
      await timeUntil(Date.now(), async () => messages.length > 0, 2_000);
      expect(messages).toEqual(["after the outage"]);
      // The server process lived through this second outage too.
      await timeUntil(Date.now(), async () => (await call(server.origin, "/readyz")).status === 200, 5_000);
      expect(server.child.exitCode, server.output().slice(-3000)).toBeNull();
    } finally {
      await subscription.close();
      await handle.close();
    }
  }, 30_000);
});
