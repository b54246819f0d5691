import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ARTWORK_VERSION, artworkPath, artworkUrl } from "@cinelux/contract";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { shows } from "../../db/schema/index.ts";
import { registerErrorHandler } from "../../http/errors.ts";
import { encodeArtwork } from "./artwork-encoder.ts";
import { IMMUTABLE, type MediaRoutesOptions, mediaRoutes, REVALIDATED } from "./media.routes.ts";

const t = useTestApp();

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers });
}

/**
 * Only the media routes, on the test app's database, with the given disk cache folder (on PostgreSQL
 * the default would be DATA_DIR's, shared with earlier runs).
 */
async function mediaApp(options: Partial<MediaRoutesOptions> & { cacheDir: string }) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(mediaRoutes, { config: t.config, database: t.database, ...options });
  await app.ready();
  return app;
}

describe("GET /media/{posters|backdrops}/{slug}.jpg", () => {
  it("answers the poster as a 2:3 JPEG at the default width, revalidated by ETag", async () => {
    const response = await get(artworkPath("poster", "nosferatu"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["cache-control"]).toBe(REVALIDATED);
    expect(response.headers.etag).toMatch(new RegExp(`^"a${ARTWORK_VERSION}-[\\w-]{22}"$`));
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 342, 513]);
  });

  it("answers the backdrop as a 16:9 JPEG", async () => {
    const response = await get(artworkPath("backdrop", "metropolis"));
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1280, 720]);
  });
});

describe("GET /media/{kind}/{slug}-{width}.{format}", () => {
  it.each([
    ["avif", "image/avif", "heif"],
    ["webp", "image/webp", "webp"],
    ["jpg", "image/jpeg", "jpeg"],
  ] as const)("answers %s with its content type and the listed size", async (format, type, decoded) => {
    const response = await get(artworkUrl("poster", "the-kid", 160, format));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(type);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([decoded, 160, 240]);
    if (format === "avif") {
      expect(meta.compression).toBe("av1");
    }
  });

  it("caches a URL with the current generator version for a year as immutable, any other for an hour", async () => {
    const versioned = await get(artworkUrl("backdrop", "sunrise", 640, "webp"));
    expect(versioned.headers["cache-control"]).toBe(IMMUTABLE);
    const meta = await sharp(versioned.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 360]);
    const bare = await get("/media/backdrops/sunrise-640.webp");
    const stale = await get(`/media/v${ARTWORK_VERSION + 1}/backdrops/sunrise-640.webp`);
    for (const response of [bare, stale]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe(REVALIDATED);
      expect(response.headers.etag).toBe(versioned.headers.etag);
    }
  });

  it.each([
    ["an unknown show", "/media/posters/not-a-show-160.jpg"],
    ["an unknown show's stable JPEG", "/media/posters/not-a-show.jpg"],
    ["a width that is not listed", "/media/posters/nosferatu-300.jpg"],
    ["a poster width for a backdrop", "/media/backdrops/nosferatu-342.jpg"],
    ["an unknown kind", "/media/stills/nosferatu.jpg"],
    ["an unknown format", "/media/posters/nosferatu-160.png"],
    ["a stable name in another format than JPEG", "/media/posters/nosferatu.webp"],
    ["a path outside the slug's characters", "/media/posters/..%2F..%2Fetc%2Fpasswd.jpg"],
    ["a version segment that is not one", "/media/latest/posters/nosferatu-160.jpg"],
  ])("answers %s with a coded 404", async (_case, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("tells a slug that ends in a listed width from a variant of a shorter slug", async () => {
    await t.database.db.insert(shows).values({
      slug: "space-odyssey-500",
      salesforceShowId: "SF-TEST-500",
      title: "Space Odyssey 500",
      genres: ["science-fiction"],
      durationMinutes: 90,
      releaseYear: 1999,
    });
    const dir = await mkdtemp(path.join(tmpdir(), "cinelux-media-test-"));
    const app = await mediaApp({ cacheDir: dir });
    try {
      const stable = await app.inject("/media/posters/space-odyssey-500.jpg");
      expect(stable.statusCode).toBe(200);
      expect((await sharp(stable.rawPayload).metadata()).width).toBe(342);
      const variant = await app.inject("/media/posters/space-odyssey-500-160.jpg");
      expect(variant.statusCode).toBe(200);
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(160);
      // No show "space-odyssey": not a 500 px variant of it.
      expect((await app.inject("/media/posters/space-odyssey-500.webp")).statusCode).toBe(404);
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("answers 304 without a body when the ETag matches, in a list or weak", async () => {
    const url = artworkUrl("poster", "sherlock-jr", 160, "webp");
    const first = await get(url);
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `"other", W/${etag}`, "*"]) {
      const again = await get(url, { "if-none-match": ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(IMMUTABLE);
    }
    expect((await get(url, { "if-none-match": '"other"' })).statusCode).toBe(200);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const url = artworkUrl("poster", "safety-last", 160, "jpg");
    const body = await get(url);
    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/jpeg");
    expect(head.headers["content-length"]).toBe(String(body.rawPayload.length));
    expect(head.headers.etag).toBe(body.headers.etag);
    expect(head.rawPayload.length).toBe(0);
  });

  it("encodes a variant once when its first requests arrive together, then serves it from memory", async () => {
    const url = artworkUrl("poster", "the-navigator", 240, "avif");
    let encodes = 0;
    const dir = await mkdtemp(path.join(tmpdir(), "cinelux-media-test-"));
    const app = await mediaApp({
      cacheDir: dir,
      encode: async (...variant) => {
        encodes += 1;
        return encodeArtwork(...variant);
      },
    });
    try {
      const responses = await Promise.all(Array.from({ length: 6 }, () => app.inject(url)));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
      expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
      expect((await app.inject(url)).statusCode).toBe(200);
      expect(encodes).toBe(1);
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("serves the same bytes from another process's disk cache without encoding", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "cinelux-media-test-"));
    const url = artworkUrl("backdrop", "wings", 640, "avif");
    const first = await mediaApp({ cacheDir: dir });
    const second = await mediaApp({
      cacheDir: dir,
      encode: async () => {
        throw new Error("the second instance must read the disk cache");
      },
    });
    try {
      const encoded = await first.inject(url);
      expect(encoded.statusCode).toBe(200);
      expect(await readdir(path.join(dir, `v${ARTWORK_VERSION}`, "backdrops"))).toHaveLength(1);
      const reused = await second.inject(url);
      expect(reused.statusCode).toBe(200);
      expect(reused.headers.etag).toBe(encoded.headers.etag);
      expect(Buffer.compare(reused.rawPayload, encoded.rawPayload)).toBe(0);
    } finally {
      await first.close();
      await second.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
