// Replica reads on a real streaming replica (docs/scaling.md "Replica reads"): `npm run test:api`
// starts one beside the primary and passes it as TEST_REPLICA_URL; without it the server project
// leaves this file out (vitest.config.ts): the PGlite run has no replica. They pause and resume the replica's replay, which holds
// back every database of that server: nothing else reads the replica.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { FooterResponse, SessionSeats } from "@cinelux/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module without types (scripts/lib/postgres.mjs)
import { startReplica } from "../../../../scripts/lib/postgres.mjs";
import { TEST_CAPTCHA_WORK } from "../../test/app.ts";
import { createTestDatabase, databaseUrl, withAdminClient } from "../../test/database.ts";
import { createSocialNetwork } from "../../test/footer.factories.ts";
import { createTunnelSession, drawnSeatMap, sellSeats } from "../../test/tunnel.factories.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { READ_AFTER_COOKIE, READ_AFTER_HEADER } from "../lib/read-after.ts";
import type { DatabaseHandle } from "./client.ts";
import { openReadRouter, READ_SOURCE_HEADER, type ReadRouter } from "./read-routing.ts";

const REPLICA_URL = process.env.TEST_REPLICA_URL;
const HALL = drawnSeatMap("........", "........");

/** Resolves once `check` answers true, polling every 100 ms; throws after `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) {
      return;
    }
    await sleep(100);
  }
  throw new Error(`condition not met within ${ms} ms`);
}

/** Pauses the replica's replay and waits until it has stopped (the request alone does not stop it at once). */
async function pauseReplay(url: string): Promise<void> {
  await withAdminClient(url, async (client) => {
    await client.query("select pg_wal_replay_pause()");
    await within(5_000, async () => {
      const state = await client.query<{ state: string }>("select pg_get_wal_replay_pause_state() as state");
      return state.rows[0]?.state === "paused";
    });
  });
}

/** An app ("a server process") on the test database whose replica reads go through `reads`. */
async function appWith(
  database: DatabaseHandle,
  reads: ReadRouter,
  dataDir: string,
): Promise<FastifyInstance> {
  const config = loadConfig({ PORT: "3000", APP_ENV: "dev", LOG_LEVEL: "silent", DATA_DIR: dataDir });
  const app = await buildApp({ config, database, reads, logger: false, captchaWork: TEST_CAPTCHA_WORK });
  await app.ready();
  return app;
}

let ips = 0;
const freshIp = () => `10.29.${Math.floor(++ips / 250)}.${ips % 250}`;

describe("replica reads on a streaming replica", () => {
  let database: DatabaseHandle;
  let replicaUrl: string;
  let reads: ReadRouter;
  let app: FastifyInstance;
  let other: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "cinelux-replica-test-"));
    database = await createTestDatabase({ seeded: false });
    const primaryUrl =
      database.driver.kind === "postgres" ? database.driver.pool.options.connectionString : "";
    replicaUrl = databaseUrl(REPLICA_URL ?? "", new URL(primaryUrl ?? "").pathname.slice(1));
    // The clone's CREATE DATABASE reaches the replica a moment later.
    await within(10_000, () => withAdminClient(replicaUrl, async () => true).catch(() => false));
    reads = await openReadRouter({ primary: database, replicaUrl, poolSize: 3 });
    app = await appWith(database, reads, dataDir);
    // Another process behind the balancer: its own caches, the same databases.
    other = await appWith(database, reads, dataDir);
  }, 30_000);

  afterAll(async () => {
    await withAdminClient(replicaUrl, (client) => client.query("select pg_wal_replay_resume()")).catch(
      () => undefined,
    );
    await other?.close();
    await app?.close();
    await reads?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const seats = async (target: FastifyInstance, sessionId: string, headers: Record<string, string> = {}) => {
    const response = await target.inject({ url: `/api/sessions/${sessionId}/seats`, headers });
    expect(response.statusCode).toBe(200);
    const states = Object.fromEntries((response.json() as SessionSeats).seats.map((s) => [s.id, s.state]));
    return { source: response.headers[READ_SOURCE_HEADER], states };
  };
  /** The catalog read again from a database: the process's cache dropped first, as a NOTIFY does. */
  const freshCinemas = async (target: FastifyInstance) => {
    target.publicReads.clear();
    // The rule needs a position of the primary read after the drop.
    await sleep(600);
    const response = await target.inject("/api/cinemas");
    expect(response.statusCode).toBe(200);
    return response.headers[READ_SOURCE_HEADER];
  };

  it("serves a catalog read and a seat map from the replica, saying so", async () => {
    const { sessionId } = await createTunnelSession(database.db, { seatMap: HALL });
    await within(5_000, async () => (await freshCinemas(app)) === "replica");
    await within(5_000, async () => (await seats(app, sessionId)).source === "replica");
    const footer = await app.inject("/api/footer");
    expect(footer.headers[READ_SOURCE_HEADER]).toMatch(/^(replica|primary)$/);
    const faq = await app.inject("/api/faq/data");
    expect(faq.headers[READ_SOURCE_HEADER]).toMatch(/^(replica|primary)$/);
  });

  it("serves a session's detail from the replica, and one created since the replica's last replay from the primary", async () => {
    const { sessionId } = await createTunnelSession(database.db, { seatMap: HALL });
    const detail = (id: string) => app.inject(`/api/sessions/${id}?language=en`);
    await within(5_000, async () => (await detail(sessionId)).headers[READ_SOURCE_HEADER] === "replica");
    await pauseReplay(replicaUrl);
    try {
      const created = await createTunnelSession(database.db, { seatMap: HALL });
      const fresh = await detail(created.sessionId);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers[READ_SOURCE_HEADER]).toBe("primary");
    } finally {
      await withAdminClient(replicaUrl, (client) => client.query("select pg_wal_replay_resume()"));
    }
  });

  it("reads the primary once the replica falls more than a second behind, and the replica again once it catches up", async () => {
    const { sessionId } = await createTunnelSession(database.db, { seatMap: HALL });
    await within(5_000, async () => (await seats(app, sessionId)).source === "replica");
    await pauseReplay(replicaUrl);
    try {
      await sellSeats(database.db, sessionId, ["A1"]);
      await sleep(1_300);
      const behind = await seats(app, sessionId);
      expect(behind).toMatchObject({ source: "primary", states: { A1: "sold" } });
      expect(await freshCinemas(app)).toBe("primary");
    } finally {
      await withAdminClient(replicaUrl, (client) => client.query("select pg_wal_replay_resume()"));
    }
    await within(5_000, async () => (await seats(app, sessionId)).source === "replica");
    expect((await seats(app, sessionId)).states.A1).toBe("sold");
  });

  it("reads a customer's own hold back from the primary on another process while the replica has not replayed it", async () => {
    const { sessionId } = await createTunnelSession(database.db, { seatMap: HALL });
    await within(5_000, async () => (await seats(other, sessionId)).source === "replica");
    await pauseReplay(replicaUrl);
    try {
      const hold = await app.inject({
        method: "POST",
        url: "/api/bookings?language=en",
        payload: { sessionId, seats: ["B2"] },
        remoteAddress: freshIp(),
      });
      expect(hold.statusCode).toBeLessThan(300);
      const position = String(hold.headers[READ_AFTER_HEADER]);
      expect(position).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      expect(String(hold.headers["set-cookie"])).toContain(
        `${READ_AFTER_COOKIE}=${position}; Max-Age=5; Path=/; HttpOnly; SameSite=Lax`,
      );
      // The other process never saw the write: the cookie alone sends its read to the primary.
      const mine = await seats(other, sessionId, { cookie: `${READ_AFTER_COOKIE}=${position}` });
      expect(mine).toMatchObject({ source: "primary", states: { B2: "held" } });
      // An API client without cookies sends the header back.
      const api = await seats(other, sessionId, { [READ_AFTER_HEADER]: position });
      expect(api).toMatchObject({ source: "primary", states: { B2: "held" } });
      // Within the bound the replica may still answer reads that ask nothing of that write.
      const afterLsn =
        BigInt(`0x${position.split("/")[0]}`) * 2n ** 32n + BigInt(`0x${position.split("/")[1]}`);
      expect(reads.choose({ afterLsn, staleMs: 5_000 })).toBe("primary");
    } finally {
      await withAdminClient(replicaUrl, (client) => client.query("select pg_wal_replay_resume()"));
    }
  });

  it("reloads a cache dropped by a NOTIFY from the primary while the replica has not replayed the change", async () => {
    const label = `replica-${Date.now()}`;
    const before = await app.inject("/api/footer");
    expect(before.statusCode).toBe(200);
    await pauseReplay(replicaUrl);
    try {
      await createSocialNetwork(database.db, { domain: "fr", label });
      // Stale would stay cached for minutes: the change must show within the NOTIFY's delay.
      await within(3_000, async () => {
        const footer = await app.inject("/api/footer");
        return (footer.json() as FooterResponse).socialNetworks.some((network) => network.label === label);
      });
      const footer = await app.inject("/api/footer");
      expect(footer.headers[READ_SOURCE_HEADER]).toBe("primary");
    } finally {
      await withAdminClient(replicaUrl, (client) => client.query("select pg_wal_replay_resume()"));
    }
  });

  it("answers every read from the primary, without an error, while the replica is stopped, and uses it again once back", async () => {
    const own = await startReplica({
      primaryUrl: process.env.TEST_DATABASE_URL ?? "",
      log: () => undefined,
    });
    let ownReads: ReadRouter | undefined;
    let ownApp: FastifyInstance | undefined;
    try {
      const url = databaseUrl(own.url, new URL(replicaUrl).pathname.slice(1));
      await within(10_000, () => withAdminClient(url, async () => true).catch(() => false));
      ownReads = await openReadRouter({ primary: database, replicaUrl: url, poolSize: 3 });
      ownApp = await appWith(database, ownReads, dataDir);
      const { sessionId } = await createTunnelSession(database.db, { seatMap: HALL });
      const target = ownApp;
      await within(5_000, async () => (await seats(target, sessionId)).source === "replica");
      await own.pause();
      // At once (before the lag sampler notices) and after: 200 every time, and soon from the primary
      // (a seat map read from the replica before it stopped may still serve its second).
      const sources: unknown[] = [];
      for (let i = 0; i < 6; i += 1) {
        await sleep(i === 0 ? 0 : 300);
        target.publicReads.clear();
        const shows = await target.inject("/api/shows");
        expect(shows.statusCode).toBe(200);
        sources.push((await seats(target, sessionId)).source);
      }
      expect(sources.at(-1)).toBe("primary");
      expect(await freshCinemas(target)).toBe("primary");
      await own.resume();
      await within(10_000, async () => (await seats(target, sessionId)).source === "replica");
    } finally {
      await ownApp?.close();
      await ownReads?.close();
      await own.stop();
    }
  }, 60_000);
});
