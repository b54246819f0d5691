import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerServiceWorkerFile, SERVICE_WORKER_PATH } from "./service-worker.ts";

describe("GET /service-worker.js (decision 008)", () => {
  let folder: string;
  let app: FastifyInstance;
  const worker = "self.addEventListener('fetch', () => undefined);\n";

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "cinelux-sw-"));
    await writeFile(join(folder, "service-worker.js"), worker);
    app = Fastify();
    registerServiceWorkerFile(app, folder);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("serves the client build's worker at the site's root, as JavaScript, always revalidated", async () => {
    const response = await app.inject(SERVICE_WORKER_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(worker);
  });

  it("registers nothing without a client build", async () => {
    const bare = Fastify();
    registerServiceWorkerFile(bare, join(folder, "missing"));
    await bare.ready();
    expect((await bare.inject(SERVICE_WORKER_PATH)).statusCode).toBe(404);
    await bare.close();
  });
});
