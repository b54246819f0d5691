import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { TRAILER_VERSION, type TrailerFormat, type TrailerHeight } from "@cinelux/contract";
import { AppError } from "../../lib/app-error.ts";
import { seedOf } from "./svg-kit.ts";
import type { TrailerSubject } from "./trailer-generator.ts";

/** Writes one rendition to `output` (the real one spawns ffmpeg: trailer-encoder.ts). */
export type EncodeTrailer = (
  subject: TrailerSubject,
  height: TrailerHeight,
  format: TrailerFormat,
  output: string,
) => Promise<void>;

export interface StoredTrailer {
  file: string;
  size: number;
  /** Strong validator: the generator version and a hash of the bytes (equal in every process). */
  etag: string;
}

export interface TrailerStoreOptions {
  /** The media cache folder; renditions are kept under `trailers/v{TRAILER_VERSION}/`. */
  dir: string;
  encode: EncodeTrailer;
  /** Renditions waiting behind the running encode; a first request beyond them gets a 503 (bounded queue). */
  maxQueued: number;
  onDiskError?: (error: unknown) => void;
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
  }
  return hash.digest("base64url").slice(0, 22);
}

/**
 * Every rendition is encoded once, on its first request, and kept on disk: one encode at a time
 * (ffmpeg takes a core for seconds), the others wait in a bounded queue; concurrent requests for
 * one rendition share its encode. Only file names, sizes and ETags are kept in memory.
 */
export class TrailerStore {
  readonly #options: TrailerStoreOptions;
  readonly #known = new Map<string, StoredTrailer>();
  readonly #inFlight = new Map<string, Promise<StoredTrailer>>();
  #chain: Promise<unknown> = Promise.resolve();
  #queued = 0;
  #pruned: Promise<void> | undefined;

  constructor(options: TrailerStoreOptions) {
    this.#options = options;
  }

  /** Renditions encoding or waiting to (at most 1 + maxQueued). */
  get queued(): number {
    return this.#queued;
  }

  /** The folder of the current version's renditions. */
  get folder(): string {
    return path.join(this.#options.dir, "trailers", `v${TRAILER_VERSION}`);
  }

  async get(subject: TrailerSubject, height: TrailerHeight, format: TrailerFormat): Promise<StoredTrailer> {
    // Every fact drawn into the video is part of the name: a corrected title gets a new video.
    const facts = [
      subject.title,
      subject.releaseYear,
      subject.durationMinutes,
      subject.director,
      ...subject.cast,
    ];
    const name = `${subject.key}.${seedOf(JSON.stringify([facts, subject.genres])).toString(36)}-${height}.${format}`;
    const known = this.#known.get(name);
    if (known) {
      return known;
    }
    let pending = this.#inFlight.get(name);
    if (!pending) {
      pending = this.#load(name, subject, height, format).finally(() => this.#inFlight.delete(name));
      this.#inFlight.set(name, pending);
    }
    return pending;
  }

  async #load(
    name: string,
    subject: TrailerSubject,
    height: TrailerHeight,
    format: TrailerFormat,
  ): Promise<StoredTrailer> {
    const file = path.join(this.folder, name);
    let size = await stat(file).then(
      (found) => found.size,
      () => undefined,
    );
    if (size === undefined) {
      await this.#encodeOne(file, subject, height, format);
      size = (await stat(file)).size;
    }
    const stored = { file, size, etag: `"t${TRAILER_VERSION}-${await hashFile(file)}"` };
    this.#known.set(name, stored);
    return stored;
  }

  /** Queued behind the running encode; written under a temporary name then renamed (no half file is ever served). */
  async #encodeOne(file: string, subject: TrailerSubject, height: TrailerHeight, format: TrailerFormat) {
    // #queued counts the running encode too.
    if (this.#queued > this.#options.maxQueued) {
      throw new AppError("UNAVAILABLE", {
        detail: "Too many trailers are being prepared.",
        headers: { "retry-after": "30" },
      });
    }
    this.#queued += 1;
    const turn = this.#chain.then(async () => {
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await this.#options.encode(subject, height, format, temporary);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      this.#pruned ??= this.#pruneOldVersions();
    });
    this.#chain = turn
      .catch(() => undefined)
      .finally(() => {
        this.#queued -= 1;
      });
    await turn;
  }

  /** Once per process, after its first encode: the folders of earlier generator versions go. */
  async #pruneOldVersions(): Promise<void> {
    const root = path.join(this.#options.dir, "trailers");
    const current = `v${TRAILER_VERSION}`;
    const entries = await readdir(root).catch(() => []);
    await Promise.all(
      entries
        .filter((entry) => /^v\d+$/.test(entry) && entry !== current)
        .map((entry) =>
          rm(path.join(root, entry), { recursive: true, force: true }).catch((error: unknown) =>
            this.#options.onDiskError?.(error),
          ),
        ),
    );
  }

  /** Resolves once the old versions' folders are gone (tests). */
  async settled(): Promise<void> {
    await this.#pruned;
  }
}
