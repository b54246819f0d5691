import { createServer, type Server, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "../http/errors.ts";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "./database-errors.ts";

const sockets = new Set<Socket>();

/** A TCP server that takes connections and does `onSocket` with them; closed after the tests. */
async function fakeDatabase(onSocket: (socket: Socket) => void): Promise<{
  port: number;
  server: Server;
}> {
  const server = createServer((socket) => {
    sockets.add(socket);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return { port: typeof address === "object" && address ? address.port : 0, server };
}

/** The error a Drizzle query raises against `url`, as a route would see it. */
async function queryError(url: string, options: { connectionTimeoutMillis?: number } = {}): Promise<unknown> {
  const pool = new pg.Pool({ connectionString: url, max: 1, ...options });
  pool.on("error", () => undefined);
  try {
    await drizzle(pool).execute(sql`select 1`);
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await pool.end().catch(() => undefined);
  }
}

describe("database connection errors", () => {
  const servers: Server[] = [];
  let refusedPort = 0;
  let app: FastifyInstance;
  const errors = new Map<string, unknown>();

  beforeAll(async () => {
    // A port nobody listens on: the server was closed after the OS handed it out.
    const closed = await fakeDatabase(() => undefined);
    refusedPort = closed.port;
    await new Promise((resolve) => closed.server.close(resolve));
    const hangsUp = await fakeDatabase((socket) => socket.destroy());
    const silent = await fakeDatabase(() => undefined);
    servers.push(hangsUp.server, silent.server);

    errors.set("refused", await queryError(`postgres://u@127.0.0.1:${refusedPort}/db`));
    errors.set("terminated", await queryError(`postgres://u@127.0.0.1:${hangsUp.port}/db`));
    errors.set(
      "connect timeout",
      await queryError(`postgres://u@127.0.0.1:${silent.port}/db`, { connectionTimeoutMillis: 100 }),
    );
    const shutdown = new pg.DatabaseError("terminating connection due to administrator command", 0, "error");
    shutdown.code = "57P01";
    errors.set("admin shutdown", shutdown);
    const startingUp = new pg.DatabaseError("the database system is starting up", 0, "error");
    startingUp.code = "57P03";
    errors.set("starting up", startingUp);
    const linkFailure = new pg.DatabaseError("connection failure", 0, "error");
    linkFailure.code = "08006";
    errors.set("connection failure", linkFailure);

    app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get("/fail/:name", async (request) => {
      throw errors.get((request.params as { name: string }).name);
    });
    app.get("/duplicate", async () => {
      const duplicate = new pg.DatabaseError("duplicate key value violates unique constraint", 0, "error");
      duplicate.code = "23505";
      throw duplicate;
    });
    app.get("/bug", async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    });
  });

  afterAll(async () => {
    await app?.close();
    for (const socket of sockets) {
      socket.destroy();
    }
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it("recognises what node-postgres raises when the database is gone, through Drizzle's wrapper", () => {
    for (const [name, error] of errors) {
      expect(error, name).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error), name).toBe(true);
    }
  });

  it.each([
    "refused",
    "terminated",
    "connect timeout",
    "admin shutdown",
    "starting up",
    "connection failure",
  ])("answers a %s error with 503 UNAVAILABLE and Retry-After, showing no internals", async (name) => {
    const response = await app.inject(`/fail/${encodeURIComponent(name)}`);
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({ code: "UNAVAILABLE", message: expect.any(String) });
    expect(response.body).not.toMatch(/127\.0\.0\.1|ECONN|select/);
  });

  it("keeps an ordinary failure, and a query the database refused, a 500 INTERNAL", async () => {
    for (const url of ["/bug", "/duplicate"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(500);
      expect(response.headers["retry-after"], url).toBeUndefined();
      expect(response.json(), url).toMatchObject({ code: "INTERNAL" });
    }
  });
});
