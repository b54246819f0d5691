import { existsSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { clientBuildApp } from "../../test/client-build.ts";
import { createCustomer, tokenOf } from "../../test/factories.ts";
import { COMPRESSION_THRESHOLD } from "../lib/compression-levels.ts";
import { compressBody, negotiateEncoding, registerCompression } from "./compression.ts";

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === "br") {
    return brotliDecompressSync(body).toString("utf8");
  }
  if (encoding === "gzip") {
    return gunzipSync(body).toString("utf8");
  }
  return body.toString("utf8");
}

describe("negotiateEncoding", () => {
  it("prefers br, falls back to gzip, honours q=0 and q values", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip, deflate")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    // `*` and x-gzip are gzip, as @fastify/compress reads them.
    expect(negotiateEncoding("*")).toBe("gzip");
    expect(negotiateEncoding("x-gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(negotiateEncoding("identity")).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});

describe("the precompressed client build", () => {
  let folder: string;
  let app: FastifyInstance;
  const script = `console.log(${JSON.stringify("Cinélux ".repeat(600))});\n`;
  const tiny = "export const a = 1;\n";
  // A route module of a few hundred bytes: small, but worth its build-time variants.
  const module = `export const labels = ${JSON.stringify(Array.from({ length: 40 }, (_, i) => `label-${i}`))};\n`;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ folder, app, close } = await clientBuildApp({
      "assets/app-AbCd1234.js": script,
      "assets/tiny-AbCd1234.js": tiny,
      "assets/module-AbCd1234.js": module,
      "assets/i18n/fr.json": JSON.stringify({ text: "Bonjour ".repeat(400) }),
      "assets/logo-AbCd1234.png": Buffer.alloc(4096, 7),
    }));
  });
  afterAll(async () => {
    await close?.();
  });

  it("writes .br and .gz beside text files of 200 bytes or more only", () => {
    expect(existsSync(join(folder, "assets/app-AbCd1234.js.br"))).toBe(true);
    expect(existsSync(join(folder, "assets/app-AbCd1234.js.gz"))).toBe(true);
    expect(Buffer.byteLength(module)).toBeLessThan(1024);
    expect(existsSync(join(folder, "assets/module-AbCd1234.js.gz"))).toBe(true);
    expect(existsSync(join(folder, "assets/i18n/fr.json.br"))).toBe(true);
    expect(existsSync(join(folder, "assets/tiny-AbCd1234.js.br"))).toBe(false);
    expect(existsSync(join(folder, "assets/logo-AbCd1234.png.br"))).toBe(false);
  });

  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", undefined],
  ])("answers Accept-Encoding %s with %s, Vary and the bundle's headers", async (accept, encoding) => {
    const response = await app.inject({
      method: "GET",
      url: "/assets/app-AbCd1234.js",
      headers: { "accept-encoding": accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["content-type"]).toMatch(/^(application|text)\/javascript; charset=utf-8$/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(decoded(response.rawPayload, encoding)).toBe(script);
    if (encoding) {
      expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
    }
  });

  it("keeps translations revalidated and answers them compressed", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/assets/i18n/fr.json",
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(JSON.parse(decoded(response.rawPayload, "br")).text).toContain("Bonjour");
  });

  it("answers a small file and an image as they are", async () => {
    const small = await app.inject({
      method: "GET",
      url: "/assets/tiny-AbCd1234.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body).toBe(tiny);
    const image = await app.inject({
      method: "GET",
      url: "/assets/logo-AbCd1234.png",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
  });

  it("keeps HEAD and Range working", async () => {
    const head = await app.inject({
      method: "HEAD",
      url: "/assets/app-AbCd1234.js",
      headers: { "accept-encoding": "br" },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.rawPayload.length).toBe(0);
    const range = await app.inject({
      method: "GET",
      url: "/assets/app-AbCd1234.js",
      headers: { range: "bytes=0-9" },
    });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe(script.slice(0, 10));
  });

  it("never serves a variant by its own name", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/app-AbCd1234.js.br" });
    expect(response.statusCode).toBe(404);
  });
});

describe("answers compressed by the plugin", () => {
  let app: FastifyInstance;
  const page = `<!DOCTYPE html><html><body>${"<p>Séance de 20 h 30</p>".repeat(200)}`;

  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get("/json", async () => ({
      items: Array.from({ length: 200 }, (_, index) => ({ index, title: "Film" })),
    }));
    app.get("/small", async (_request, reply) => reply.type("text/html; charset=utf-8").send("<p>court</p>"));
    // As a posted form's page is sent (web.ts): React Router's body stream through the reply.
    app.get("/stream", async (_request, reply) => {
      const body = new Response(page).body;
      return reply.type("text/html; charset=utf-8").send(body);
    });
    app.get("/already", async (_request, reply) =>
      reply
        .type("text/html; charset=utf-8")
        .header("content-encoding", "br")
        .send(compressBody(Buffer.from(page), "br")),
    );
    app.get("/events", async (_request, reply) => reply.type("text/event-stream").send(page));
  });
  afterAll(async () => {
    await app?.close();
  });

  it("compresses JSON in gzip for a client without brotli, with its length", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/json",
      headers: { "accept-encoding": "gzip" },
    });
    const identity = await app.inject({ method: "GET", url: "/json" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(decoded(response.rawPayload, "gzip")).toBe(identity.body);
    expect(identity.headers["content-encoding"]).toBeUndefined();
  });

  it("compresses a streamed body in the negotiated encoding", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/stream",
      headers: { "accept-encoding": "gzip;q=0.5, br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(decoded(response.rawPayload, "br")).toBe(page);
  });

  it("leaves alone a small answer, an event stream and an answer already compressed", async () => {
    const small = await app.inject({ method: "GET", url: "/small", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body).toBe("<p>court</p>");
    const events = await app.inject({ method: "GET", url: "/events", headers: { "accept-encoding": "br" } });
    expect(events.headers["content-encoding"]).toBeUndefined();
    const already = await app.inject({
      method: "GET",
      url: "/already",
      headers: { "accept-encoding": "br" },
    });
    expect(already.headers["content-encoding"]).toBe("br");
    expect(decoded(already.rawPayload, "br")).toBe(page);
  });
});

describe("the app's answers", () => {
  const t = useTestApp();

  it.each(["br", "gzip"])(
    "compresses GET /api/footer in %s, the same JSON once decoded",
    async (encoding) => {
      const identity = await t.app.inject({ method: "GET", url: "/api/footer" });
      expect(identity.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD);
      const response = await t.app.inject({
        method: "GET",
        url: "/api/footer",
        headers: { "accept-encoding": encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["cache-control"]).toBe("public, max-age=300");
      expect(response.rawPayload.length).toBeLessThan(identity.rawPayload.length);
      expect(decoded(response.rawPayload, encoding)).toBe(identity.body);
    },
  );

  it("answers a tiny JSON (GET /healthz) as it is", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(response.headers["content-encoding"]).toBeUndefined();
  });

  it("compresses the identity provider's discovery document", async () => {
    const identity = await t.app.inject({ method: "GET", url: "/idp/.well-known/openid-configuration" });
    expect(identity.statusCode).toBe(200);
    const response = await t.app.inject({
      method: "GET",
      url: "/idp/.well-known/openid-configuration",
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decoded(response.rawPayload, "br"))).toEqual(identity.json());
  });

  it("compresses a personal answer and keeps it out of shared caches", async () => {
    const customer = await createCustomer(t.database.db);
    const token = await tokenOf(t, customer);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me",
      headers: { authorization: `Bearer ${token}`, "accept-encoding": "br" },
    });
    const identity = await t.app.inject({
      method: "GET",
      url: "/api/accounts/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const encoding = identity.rawPayload.length >= COMPRESSION_THRESHOLD ? "br" : undefined;
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(decoded(response.rawPayload, encoding)).toBe(identity.body);
  });

  it("leaves a small error answer alone", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/nothing-here",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json().code).toBe("NOT_FOUND");
  });
});
