import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientBuildApp } from "../../test/client-build.ts";
import { AssetMemory, assetFile, MEMORY_FILE_LIMIT } from "./client-assets.ts";

/** Headers both paths must agree on. */
const COMPARED = [
  "content-type",
  "content-encoding",
  "content-length",
  "cache-control",
  "vary",
  "etag",
  "last-modified",
  "accept-ranges",
] as const;

describe("the client build answered from memory", () => {
  let folder: string;
  let app: FastifyInstance;
  const script = `console.log(${JSON.stringify("Séance de 20 h 30. ".repeat(300))});\n`;
  const css = `.poster{width:100%}\n`.repeat(40);
  const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle r="4" cx="4" cy="4"/></svg>`;

  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ folder, app, close } = await clientBuildApp({
      "assets/app-AbCd1234.js": script,
      "assets/app-AbCd1234.css": css,
      "assets/favicon.svg": icon,
      "assets/i18n/nl.json": JSON.stringify({ text: "Welkom ".repeat(300) }),
      "assets/poster-AbCd1234.png": Buffer.alloc(2048, 9),
      "assets/manifest.webmanifest": JSON.stringify({ name: "Cinélux ".repeat(40) }),
      "assets/large-AbCd1234.js": "x".repeat(MEMORY_FILE_LIMIT + 1),
      "secret.txt": "outside the assets folder",
    }));
  });
  afterAll(async () => {
    await close?.();
  });

  it.each([
    ["/assets/app-AbCd1234.js", "br"],
    ["/assets/app-AbCd1234.js", "gzip"],
    ["/assets/app-AbCd1234.js", "identity"],
    ["/assets/app-AbCd1234.css", "br"],
    ["/assets/favicon.svg", "br"],
    ["/assets/i18n/nl.json", "gzip"],
    ["/assets/poster-AbCd1234.png", "br"],
    ["/assets/manifest.webmanifest", "br"],
  ])("answers %s (%s) with the headers and bytes the disk path gives", async (url, accept) => {
    const fromMemory = await app.inject({ method: "GET", url, headers: { "accept-encoding": accept } });
    // A precondition memory leaves to @fastify/static: a date long past, so the disk path answers 200.
    const fromDisk = await app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": accept, "if-modified-since": "Mon, 01 Jan 2001 00:00:00 GMT" },
    });
    expect(fromMemory.statusCode).toBe(200);
    expect(fromDisk.statusCode).toBe(200);
    for (const name of COMPARED) {
      expect([name, fromMemory.headers[name]]).toEqual([name, fromDisk.headers[name]]);
    }
    expect(fromMemory.rawPayload.equals(fromDisk.rawPayload)).toBe(true);
  });

  it("reads a file once: what the process serves is the build it started with", async () => {
    const first = await app.inject({ method: "GET", url: "/assets/app-AbCd1234.css" });
    await writeFile(join(folder, "assets/app-AbCd1234.css"), ".changed{}\n");
    const again = await app.inject({ method: "GET", url: "/assets/app-AbCd1234.css" });
    expect(again.body).toBe(css);
    expect(again.headers.etag).toBe(first.headers.etag);
    // A browser's revalidation (If-None-Match with If-Modified-Since) is answered from memory too:
    // the file on disk has another validator now, so the disk path would answer 200.
    const revalidated = await app.inject({
      method: "GET",
      url: "/assets/app-AbCd1234.css",
      headers: {
        "if-none-match": String(first.headers.etag),
        "if-modified-since": String(first.headers["last-modified"]),
      },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("validates with If-None-Match, weak or strong, per representation", async () => {
    const br = await app.inject({
      method: "GET",
      url: "/assets/app-AbCd1234.js",
      headers: { "accept-encoding": "br" },
    });
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    for (const tag of [etag, etag.slice(2), `"other", ${etag}`]) {
      const revalidated = await app.inject({
        method: "GET",
        url: "/assets/app-AbCd1234.js",
        headers: { "accept-encoding": "br", "if-none-match": tag },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
    }
    // The gzip variant is another representation: the br validator does not match it.
    const gzip = await app.inject({
      method: "GET",
      url: "/assets/app-AbCd1234.js",
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const get = await app.inject({
      method: "GET",
      url: "/assets/app-AbCd1234.js",
      headers: { "accept-encoding": "br" },
    });
    const head = await app.inject({
      method: "HEAD",
      url: "/assets/app-AbCd1234.js",
      headers: { "accept-encoding": "br" },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.rawPayload.length).toBe(0);
    expect(brotliDecompressSync(get.rawPayload).toString("utf8")).toBe(script);
  });

  it("sends a file over the memory limit from disk, whole", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/large-AbCd1234.js" });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(MEMORY_FILE_LIMIT + 1);
  });

  it.each([
    "/assets/nothing-here.js",
    "/assets/app-AbCd1234.js.br",
    "/assets/i18n/nl.json.gz",
    "/assets/../secret.txt",
    "/assets/%2e%2e/secret.txt",
    "/assets/i18n/..%2f..%2fsecret.txt",
    "/assets/app-AbCd1234.js%00.png",
  ])("never answers %s", async (url) => {
    const response = await app.inject({ method: "GET", url });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain("outside the assets folder");
  });
});

describe("AssetMemory", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "cinelux-asset-memory-"));
    await writeFile(join(folder, "kept-AbCd1234.js"), "export const kept = true;\n");
    await writeFile(join(folder, "large-AbCd1234.js"), "x".repeat(MEMORY_FILE_LIMIT + 1));
    await writeFile(join(folder, "font-AbCd1234.woff2"), Buffer.alloc(64, 1));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("keeps the files it can answer and counts their bytes", async () => {
    const memory = new AssetMemory(folder);
    expect(await memory.get("kept-AbCd1234.js")).toMatchObject({
      type: "application/javascript; charset=utf-8",
      cacheControl: "public, max-age=31536000, immutable",
    });
    expect(memory.size).toBe(Buffer.byteLength("export const kept = true;\n"));
    // Read once: a second ask returns the same object.
    expect(await memory.get("kept-AbCd1234.js")).toBe(await memory.get("kept-AbCd1234.js"));
  });

  it("keeps nothing for a missing file, a file over the limit or a type it does not know", async () => {
    const memory = new AssetMemory(folder);
    for (const file of ["missing-AbCd1234.js", "large-AbCd1234.js", "font-AbCd1234.woff2"]) {
      expect(await memory.get(file)).toBeUndefined();
    }
    expect(memory.size).toBe(0);
  });
});

describe("assetFile", () => {
  it("keeps names inside the folder and refuses the rest", () => {
    expect(assetFile("app-AbCd1234.js")).toBe("app-AbCd1234.js");
    expect(assetFile("i18n/fr.json")).toBe("i18n/fr.json");
    for (const name of [
      "",
      "../secret.txt",
      "i18n/../../secret.txt",
      "/etc/passwd",
      "a\\b.js",
      "a.js.br",
      "./a.js",
      "a//b.js",
      "a.js\0",
    ]) {
      expect([name, assetFile(name)]).toEqual([name, undefined]);
    }
  });
});
