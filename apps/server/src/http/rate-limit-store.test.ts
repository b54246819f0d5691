import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { useSecondProcess, useTestApp } from "../../test/app.ts";
import { createTestDatabase } from "../../test/database.ts";
import { postgresRateLimitStore } from "./rate-limit-store.ts";

const t = useTestApp({ seed: false });
// A second server process on the same database, as behind a load balancer.
const other = useSecondProcess(t);

/** A write without a token: refused by authentication (401), but counted by the limiter first. */
async function write(app: FastifyInstance, url = "/api/accounts/me") {
  return app.inject({ method: "PATCH", url, payload: {} });
}

type Store = {
  incr(
    key: string,
    cb: (error: Error | null, r?: { current: number; ttl: number }) => void,
    windowMs: number,
    max: number,
  ): void;
};

function incr(store: Store, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => {
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, 120);
  });
}

describe("write rate limits across processes", () => {
  it("gives a client one allowance of 120 writes a minute per route, whichever process answers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 1) {
      statuses.push((await write(i % 2 === 0 ? t.app : other.app)).statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);

    const onFirst = await write(t.app);
    if (t.database.kind === "postgres") {
      // The 121st write across both processes is refused, on either of them.
      expect(onFirst.statusCode).toBe(429);
      expect(Number(onFirst.headers["retry-after"])).toBeGreaterThan(0);
      expect(onFirst.json()).toMatchObject({ code: "RATE_LIMITED" });
      expect((await write(other.app)).statusCode).toBe(429);
    } else {
      // PGlite is one process: the in-memory store counts per app, so each has seen only 60.
      expect(onFirst.statusCode).toBe(401);
      for (let i = 0; i < 59; i += 1) {
        await write(t.app);
      }
      expect((await write(t.app)).statusCode).toBe(429);
      expect((await write(other.app)).statusCode).toBe(401);
    }
    // Another route has its own allowance.
    expect((await write(t.app, "/api/accounts/me/verification-mail")).statusCode).not.toBe(429);
  });

  it("counts in one atomic upsert per request and starts a new window once the old one ends", async () => {
    const Store = postgresRateLimitStore(t.database.db);
    const store = new Store({}) as unknown as Store;
    const counts = await Promise.all(Array.from({ length: 20 }, () => incr(store, "burst", 60_000)));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(counts.every((c) => c.ttl > 55_000 && c.ttl <= 60_000)).toBe(true);

    expect((await incr(store, "short", 200)).current).toBe(1);
    expect((await incr(store, "short", 200)).current).toBe(2);
    await sleep(250);
    const renewed = await incr(store, "short", 200);
    expect(renewed.current).toBe(1);
    expect(renewed.ttl).toBeGreaterThan(100);
  });

  it("keeps routes apart and fails closed when the database cannot count", async () => {
    const database = await createTestDatabase();
    const Store = postgresRateLimitStore(database.db);
    const root = new Store({}) as unknown as Store & { child(options: object): Store };
    const patch = root.child({ routeInfo: { method: "PATCH", url: "/api/accounts/me" } });
    const post = root.child({ routeInfo: { method: "POST", url: "/api/accounts/me/verification-mail" } });
    await incr(patch, "127.0.0.1", 60_000);
    expect((await incr(patch, "127.0.0.1", 60_000)).current).toBe(2);
    expect((await incr(post, "127.0.0.1", 60_000)).current).toBe(1);
    await database.close();
    await expect(incr(patch, "127.0.0.1", 60_000)).rejects.toBeInstanceOf(Error);
  });
});
