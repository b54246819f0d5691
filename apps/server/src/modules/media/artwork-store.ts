import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ARTWORK_VERSION, type ArtworkFormat, type ArtworkKind, artworkFolder } from "@cinelux/contract";
import type { ArtworkSubject } from "./artwork-generator.ts";
import { seedOf } from "./svg-kit.ts";

export type EncodeArtwork = (
  kind: ArtworkKind,
  subject: ArtworkSubject,
  width: number,
  format: ArtworkFormat,
) => Promise<Buffer>;

export interface StoredArtwork {
  body: Buffer;
  /** Strong validator: the generator version and a hash of the bytes (equal in every process). */
  etag: string;
}

export interface ArtworkStoreOptions {
  /** The disk cache's folder; variants are kept under `v{ARTWORK_VERSION}/`. */
  dir: string;
  /** Bound of the in-memory LRU, in bytes of encoded images. */
  maxMemoryBytes: number;
  encode: EncodeArtwork;
  /** Encodes running at once: the rest wait, so a burst of first requests cannot starve the event loop's CPU. */
  concurrency: number;
  onDiskError?: (error: unknown) => void;
}

function etagOf(body: Buffer): string {
  return `"a${ARTWORK_VERSION}-${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}

/**
 * Every variant is encoded once: looked up in memory (LRU bounded in bytes), then on disk, then
 * encoded; concurrent first requests for one variant share one encode (docs/artwork.md).
 */
export class ArtworkStore {
  readonly #options: ArtworkStoreOptions;
  readonly #memory = new Map<string, StoredArtwork>();
  #memoryBytes = 0;
  readonly #inFlight = new Map<string, Promise<StoredArtwork>>();
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  #pruned: Promise<void> | undefined;

  constructor(options: ArtworkStoreOptions) {
    this.#options = options;
  }

  get memoryBytes(): number {
    return this.#memoryBytes;
  }

  async get(
    kind: ArtworkKind,
    subject: ArtworkSubject,
    width: number,
    format: ArtworkFormat,
  ): Promise<StoredArtwork> {
    // The genres are part of the name: a show whose genres change gets new art, not yesterday's file;
    // an uploaded image's digest likewise, so a new upload never serves the previous one's variants.
    const uploaded = subject.uploaded?.[kind];
    const stamp = uploaded ? `u${uploaded}` : seedOf(subject.genres.join(",")).toString(36);
    const file = path.join(
      `v${ARTWORK_VERSION}`,
      artworkFolder(kind),
      `${subject.slug}.${stamp}-${width}.${format}`,
    );
    const cached = this.#memory.get(file);
    if (cached) {
      this.#memory.delete(file);
      this.#memory.set(file, cached);
      return cached;
    }
    let pending = this.#inFlight.get(file);
    if (!pending) {
      pending = this.#load(file, () => this.#encode(kind, subject, width, format)).finally(() =>
        this.#inFlight.delete(file),
      );
      this.#inFlight.set(file, pending);
    }
    return pending;
  }

  async #load(file: string, encode: () => Promise<Buffer>): Promise<StoredArtwork> {
    const location = path.join(this.#options.dir, file);
    let body: Buffer | undefined = await readFile(location).catch(() => undefined);
    if (!body) {
      body = await encode();
      await this.#write(location, body);
    }
    const stored = { body, etag: etagOf(body) };
    this.#remember(file, stored);
    return stored;
  }

  async #encode(
    kind: ArtworkKind,
    subject: ArtworkSubject,
    width: number,
    format: ArtworkFormat,
  ): Promise<Buffer> {
    if (this.#running >= this.#options.concurrency) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.#running += 1;
    try {
      return await this.#options.encode(kind, subject, width, format);
    } finally {
      this.#running -= 1;
      this.#waiting.shift()?.();
    }
  }

  /** Written under a temporary name then renamed: another process never reads half a file. */
  async #write(location: string, body: Buffer): Promise<void> {
    try {
      await mkdir(path.dirname(location), { recursive: true });
      const temporary = `${location}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, location);
      this.#pruned ??= this.#pruneOldVersions();
    } catch (error) {
      // A full or read-only disk costs the cache, not the answer.
      this.#options.onDiskError?.(error);
    }
  }

  /**
   * Once per process, after its first write: the folders of earlier generator versions go, so the
   * disk holds one version whatever the number of deploys. Not at start (cold start).
   */
  async #pruneOldVersions(): Promise<void> {
    const current = `v${ARTWORK_VERSION}`;
    const entries = await readdir(this.#options.dir).catch(() => []);
    await Promise.all(
      entries
        .filter((entry) => /^v\d+$/.test(entry) && entry !== current)
        .map((entry) =>
          rm(path.join(this.#options.dir, entry), { recursive: true, force: true }).catch((error: unknown) =>
            this.#options.onDiskError?.(error),
          ),
        ),
    );
  }

  /** Resolves once the old versions' folders are gone (tests). */
  async settled(): Promise<void> {
    await this.#pruned;
  }

  #remember(file: string, stored: StoredArtwork): void {
    const size = stored.body.length;
    if (size > this.#options.maxMemoryBytes / 4) {
      return;
    }
    const previous = this.#memory.get(file);
    if (previous) {
      this.#memory.delete(file);
      this.#memoryBytes -= previous.body.length;
    }
    this.#memory.set(file, stored);
    this.#memoryBytes += size;
    for (const [oldest, entry] of this.#memory) {
      if (this.#memoryBytes <= this.#options.maxMemoryBytes) {
        break;
      }
      this.#memory.delete(oldest);
      this.#memoryBytes -= entry.body.length;
    }
  }
}
