import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { TRAILER_SECONDS, TRAILER_VERSION, trailerUrl } from "@cinelux/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { registerErrorHandler } from "../../http/errors.ts";
import { mediaRoutes } from "./media.routes.ts";
import { parseRange } from "./trailer.routes.ts";
import { ffmpegBinary } from "./trailer-encoder.ts";
import type { TrailerSubject } from "./trailer-generator.ts";
import { type EncodeTrailer, TrailerStore } from "./trailer-store.ts";

const t = useTestApp();
let dir: string;
let app: FastifyInstance;
let encodes: string[];

/** A stand-in encoder for the HTTP behaviour (a real encode is tested once below): 1,000 known bytes. */
const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const fakeEncode: EncodeTrailer = async (subject, height, format, output) => {
  encodes.push(`${subject.key}-${height}.${format}`);
  await new Promise((resolve) => setTimeout(resolve, 20));
  await writeFile(output, BYTES);
};

async function mediaApp(cacheDir: string, encodeTrailer: EncodeTrailer) {
  const instance = Fastify();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(instance);
  await instance.register(mediaRoutes, { config: t.config, database: t.database, cacheDir, encodeTrailer });
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cinelux-trailer-test-"));
  encodes = [];
  app = await mediaApp(dir, fakeEncode);
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("parseRange", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=900-", { start: 900, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=990-5000", { start: 990, end: 999 }],
    ["bytes=-5000", { start: 0, end: 999 }],
    ["bytes=1000-", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=5-1", undefined],
    ["bytes=0-1,5-9", undefined],
    ["items=0-1", undefined],
    [undefined, undefined],
  ] as const)("reads %s over 1,000 bytes", (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe("GET /media/v1/trailers/{key}-{height}.{format}", () => {
  it("answers the whole video with its type, length, ETag, Accept-Ranges and a year's immutable cache", async () => {
    const response = await app.inject(trailerUrl("metropolis", 720, "mp4"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(response.headers["content-length"]).toBe("1000");
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.etag).toMatch(new RegExp(`^"t${TRAILER_VERSION}-[\\w-]{22}"$`));
    expect(Buffer.compare(response.rawPayload, BYTES)).toBe(0);
    const webm = await app.inject(trailerUrl("metropolis", 360, "webm"));
    expect(webm.headers["content-type"]).toBe("video/webm");
    const head = await app.inject({ method: "HEAD", url: trailerUrl("metropolis", 720, "mp4") });
    expect([head.statusCode, head.headers["content-length"], head.rawPayload.length]).toEqual([
      200,
      "1000",
      0,
    ]);
  });

  it("answers a range with 206 and Content-Range, as a browser's <video> seeks", async () => {
    const url = trailerUrl("nosferatu", 720, "webm");
    const part = await app.inject({ url, headers: { range: "bytes=100-199" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe("bytes 100-199/1000");
    expect(part.headers["content-length"]).toBe("100");
    expect(Buffer.compare(part.rawPayload, BYTES.subarray(100, 200))).toBe(0);
    const tail = await app.inject({ url, headers: { range: "bytes=-10" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe("bytes 990-999/1000");
  });

  it("answers 416 with the size for a range past the end", async () => {
    const response = await app.inject({
      url: trailerUrl("nosferatu", 720, "webm"),
      headers: { range: "bytes=5000-" },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers["content-range"]).toBe("bytes */1000");
  });

  it("answers the whole file when If-Range names another version, and 304 for its ETag", async () => {
    const url = trailerUrl("nosferatu", 360, "mp4");
    const first = await app.inject(url);
    const etag = String(first.headers.etag);
    const stale = await app.inject({ url, headers: { range: "bytes=0-9", "if-range": '"t0-old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(1000);
    const fresh = await app.inject({ url, headers: { range: "bytes=0-9", "if-range": etag } });
    expect(fresh.statusCode).toBe(206);
    const unchanged = await app.inject({ url, headers: { "if-none-match": etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
  });

  it("encodes a rendition once for concurrent first requests, and keeps it on disk", async () => {
    const url = trailerUrl("the-general", 720, "mp4");
    const responses = await Promise.all(Array.from({ length: 5 }, () => app.inject(url)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(5).fill(200));
    expect(encodes.filter((name) => name === "the-general-720.mp4")).toHaveLength(1);
    const files = await readdir(path.join(dir, "trailers", `v${TRAILER_VERSION}`));
    expect(files.filter((file) => file.startsWith("the-general.") && file.endsWith("-720.mp4"))).toHaveLength(
      1,
    );
    // Another process on the same disk serves it without encoding.
    const other = await mediaApp(dir, async () => {
      throw new Error("must read the disk");
    });
    try {
      const reused = await other.inject(url);
      expect(reused.statusCode).toBe(200);
      expect(reused.headers.etag).toBe(responses[0]?.headers.etag);
    } finally {
      await other.close();
    }
  });

  it("caches a URL of another generator version for an hour only", async () => {
    const response = await app.inject(`/media/v${TRAILER_VERSION + 1}/trailers/metropolis-720.mp4`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600, stale-while-revalidate=86400");
  });

  it.each([
    ["an unknown show", "/media/v1/trailers/not-a-show-720.mp4"],
    ["a show without a trailer", "/media/v1/trailers/sherlock-jr-720.mp4"],
    ["a height that is not listed", "/media/v1/trailers/metropolis-1080.mp4"],
    ["an unknown format", "/media/v1/trailers/metropolis-720.avi"],
    ["a version segment that is not one", "/media/latest/trailers/metropolis-720.mp4"],
    ["a path outside the key's characters", "/media/v1/trailers/..%2F..%2Fetc%2Fpasswd-720.mp4"],
  ])("answers %s with a coded 404", async (_case, url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("TrailerStore", () => {
  it("encodes one rendition at a time and refuses a first request past its queue with a 503", async () => {
    const storeDir = await mkdtemp(path.join(tmpdir(), "cinelux-trailer-queue-"));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let running = 0;
    let most = 0;
    const store = new TrailerStore({
      dir: storeDir,
      maxQueued: 1,
      encode: async (_subject, _height, _format, output) => {
        running += 1;
        most = Math.max(most, running);
        await gate;
        await writeFile(output, BYTES);
        running -= 1;
      },
    });
    const subject = (key: string): TrailerSubject => ({
      key,
      slug: key,
      genres: ["drama"],
      title: key,
      releaseYear: 1927,
      durationMinutes: 90,
      director: null,
      cast: [],
    });
    try {
      const first = store.get(subject("a"), 360, "mp4");
      await vi.waitFor(() => expect(running).toBe(1));
      const second = store.get(subject("b"), 360, "mp4");
      await vi.waitFor(() => expect(store.queued).toBe(2));
      // Same rendition as the first: it shares its encode, it does not queue.
      const again = store.get(subject("a"), 360, "mp4");
      expect(store.queued).toBe(2);
      await expect(store.get(subject("c"), 360, "mp4")).rejects.toMatchObject({ code: "UNAVAILABLE" });
      release();
      const answers = await Promise.all([first, second, again]);
      expect(answers.map((answer) => answer.size)).toEqual([1000, 1000, 1000]);
      expect(answers[2]).toBe(answers[0]);
      expect(most).toBe(1);
    } finally {
      await rm(storeDir, { recursive: true, force: true });
    }
  });
});

/** The boxes at the top level of an MP4 file, in order: [type, offset, size]. */
function topBoxes(file: Buffer): [string, number, number][] {
  const boxes: [string, number, number][] = [];
  for (let offset = 0; offset + 8 <= file.length; ) {
    const size = file.readUInt32BE(offset);
    boxes.push([file.toString("latin1", offset + 4, offset + 8), offset, size]);
    if (size < 8) {
      break;
    }
    offset += size;
  }
  return boxes;
}

/** ffmpeg decodes the whole file and counts its frames (`-f null`): a browser could play it. */
function decodedFrames(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegBinary(), ["-hide_banner", "-nostdin", "-i", file, "-f", "null", "-"]);
    let log = "";
    child.stderr.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const frames = [...log.matchAll(/frame=\s*(\d+)/g)].at(-1)?.[1];
      return code === 0 && frames ? resolve(Number(frames)) : reject(new Error(log.slice(-2000)));
    });
  });
}

describe("a real trailer, encoded by the shipped ffmpeg", () => {
  it("is a faststart H.264 MP4 of 16 s at 640×360 that decodes whole", { timeout: 120_000 }, async () => {
    const realDir = await mkdtemp(path.join(tmpdir(), "cinelux-trailer-real-"));
    const real = await mediaApp(realDir, async (...rendition) =>
      (await import("./trailer-encoder.ts")).encodeTrailer(...rendition),
    );
    try {
      const response = await real.inject(trailerUrl("metropolis", 360, "mp4"));
      expect(response.statusCode).toBe(200);
      const boxes = topBoxes(response.rawPayload).map(([type]) => type);
      expect(boxes[0]).toBe("ftyp");
      // +faststart: the index (moov) comes before the frames (mdat), so playback starts at once.
      expect(boxes.indexOf("moov")).toBeGreaterThan(0);
      expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
      // mvhd: version 0, timescale at +20, duration at +24 (ISO/IEC 14496-12).
      const mvhd = response.rawPayload.indexOf("mvhd", 0, "latin1");
      const timescale = response.rawPayload.readUInt32BE(mvhd + 16);
      const duration = response.rawPayload.readUInt32BE(mvhd + 20);
      expect(duration / timescale).toBeCloseTo(TRAILER_SECONDS, 0);
      const [file] = await readdir(path.join(realDir, "trailers", `v${TRAILER_VERSION}`));
      const frames = await decodedFrames(path.join(realDir, "trailers", `v${TRAILER_VERSION}`, String(file)));
      expect(frames).toBe(TRAILER_SECONDS * 24);
    } finally {
      await real.close();
      await rm(realDir, { recursive: true, force: true });
    }
  });
});
