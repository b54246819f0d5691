import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ARTWORK_VERSION } from "@cinelux/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ArtworkStore, type EncodeArtwork } from "./artwork-store.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "cinelux-store-test-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A fake encoder: 1 KB named after its variant, counting its calls. */
function fakeEncoder() {
  const calls: string[] = [];
  const encode: EncodeArtwork = async (kind, subject, width, format) => {
    calls.push(`${kind}/${subject.slug}-${width}.${format}`);
    return Buffer.alloc(1024, `${subject.slug}${subject.genres.join()}`);
  };
  return { calls, encode };
}

const NOSFERATU = { slug: "nosferatu", genres: ["horror"] };

describe("ArtworkStore", () => {
  it("keeps the memory under its byte bound, the least recently used leaving first", async () => {
    const { calls, encode } = fakeEncoder();
    const store = new ArtworkStore({ dir, maxMemoryBytes: 4096, encode, concurrency: 2 });
    for (const width of [160, 240, 342, 500]) {
      await store.get("poster", NOSFERATU, width, "jpg");
    }
    await store.get("poster", NOSFERATU, 160, "jpg");
    await store.get("backdrop", NOSFERATU, 640, "jpg");
    expect(store.memoryBytes).toBeLessThanOrEqual(4096);
    // 240 was the least recently used: it left memory, and comes back from disk, not from the encoder.
    await store.get("poster", NOSFERATU, 240, "jpg");
    expect(calls).toHaveLength(5);
  });

  it("draws the art again when the show's genres change", async () => {
    const { calls, encode } = fakeEncoder();
    const store = new ArtworkStore({ dir, maxMemoryBytes: 1 << 20, encode, concurrency: 2 });
    const before = await store.get("poster", NOSFERATU, 160, "webp");
    const after = await store.get("poster", { ...NOSFERATU, genres: ["horror", "romance"] }, 160, "webp");
    expect(calls).toHaveLength(2);
    expect(after.etag).not.toBe(before.etag);
  });

  it("runs no more encodes at once than its concurrency", async () => {
    let running = 0;
    let highest = 0;
    const encode: EncodeArtwork = async () => {
      running += 1;
      highest = Math.max(highest, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return Buffer.alloc(10);
    };
    const store = new ArtworkStore({ dir, maxMemoryBytes: 1 << 20, encode, concurrency: 2 });
    await Promise.all([160, 240, 342, 500].map((width) => store.get("poster", NOSFERATU, width, "avif")));
    expect(highest).toBe(2);
  });

  it("still answers when the disk cache cannot be written", async () => {
    const errors: unknown[] = [];
    const { encode } = fakeEncoder();
    const store = new ArtworkStore({
      dir: path.join(dir, "missing", "\0invalid"),
      maxMemoryBytes: 1 << 20,
      encode,
      concurrency: 1,
      onDiskError: (error) => errors.push(error),
    });
    const artwork = await store.get("poster", NOSFERATU, 160, "jpg");
    expect(artwork.body).toHaveLength(1024);
    expect(errors).toHaveLength(1);
  });

  it("removes the folders of earlier generator versions after its first write, and nothing else", async () => {
    await mkdir(path.join(dir, "v0", "posters"), { recursive: true });
    await writeFile(path.join(dir, "v0", "posters", "nosferatu.1-160.jpg"), "old");
    await writeFile(path.join(dir, "notes.txt"), "kept");
    const { encode } = fakeEncoder();
    const store = new ArtworkStore({ dir, maxMemoryBytes: 1 << 20, encode, concurrency: 1 });
    expect((await readdir(dir)).sort()).toEqual(["notes.txt", "v0"]);
    await store.get("poster", NOSFERATU, 160, "jpg");
    await store.settled();
    expect((await readdir(dir)).sort()).toEqual(["notes.txt", `v${ARTWORK_VERSION}`]);
  });
});
