import { createServer, type Server, type Socket } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/database.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { Drain } from "./graceful-shutdown.ts";
import { healthRoutes } from "./health.routes.ts";

async function healthApp(database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(healthRoutes, { database });
  await app.ready();
  return app;
}

describe("/readyz", () => {
  // A "database" that accepts connections and never answers: a network cut, a hung server.
  const sockets = new Set<Socket>();
  let silent: Server;
  let database: DatabaseHandle;

  beforeAll(async () => {
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    const port = typeof address === "object" && address ? address.port : 0;
    database = await openDatabase({ kind: "postgres", url: `postgres://u@127.0.0.1:${port}/db` });
  });

  afterAll(async () => {
    for (const socket of sockets) {
      socket.destroy();
    }
    await database.close();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("answers 503 within 2 s when the database does not answer at all", async () => {
    const app = await healthApp(database);
    const started = Date.now();
    const response = await app.inject("/readyz");
    const took = Date.now() - started;
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "unavailable" });
    expect(response.headers["retry-after"]).toBeDefined();
    expect(took).toBeLessThan(2_000);
  });

  it("answers 503 once the process drains, while /healthz still answers 200", async () => {
    const healthy = await createTestDatabase();
    const app = await healthApp(healthy);
    try {
      expect((await app.inject("/readyz")).statusCode).toBe(200);
      new Drain(app.server).start();
      expect((await app.inject("/readyz")).statusCode).toBe(503);
      expect((await app.inject("/healthz")).statusCode).toBe(200);
    } finally {
      await app.close();
      await healthy.close();
    }
  });
});
