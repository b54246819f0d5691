import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  ARTWORK_CONTENT_TYPES,
  ARTWORK_DEFAULT_WIDTH,
  ARTWORK_VERSION,
  type ArtworkFormat,
  type ArtworkKind,
  ErrorResponseSchema,
  isArtworkWidth,
} from "@cinelux/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import type { Config } from "../../config.ts";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { fileResponse } from "../../lib/response-declarations.ts";
import { ArtworkStore, type EncodeArtwork } from "./artwork-store.ts";
import { ArtworkSubjects } from "./artwork-subjects.ts";
import { findUploadedImage, listArtworkSubjects, listTrailerSubjects } from "./media.repository.ts";
import { trailerRoutes } from "./trailer.routes.ts";
import { type EncodeTrailer, TrailerStore } from "./trailer-store.ts";

/** A versioned variant URL never changes meaning: a new generator bumps the version in every URL. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** The stable `{slug}.jpg` (and any URL without the current version): revalidated by ETag after an hour. */
export const REVALIDATED = "public, max-age=3600, stale-while-revalidate=86400";

const KINDS: Record<string, ArtworkKind> = { posters: "poster", backdrops: "backdrop" };
const FILE = /^([a-z0-9][a-z0-9-]{0,150})\.(avif|webp|jpg)$/;
const VARIANT = /^(.+)-(\d{2,4})$/;
const VERSION = /^v\d{1,6}$/;

interface Wanted {
  slug: string;
  width: number;
  format: ArtworkFormat;
  /** `{slug}-{width}.{format}`, which may be cached as immutable; else the stable `{slug}.jpg`. */
  variant: boolean;
}

/**
 * `{slug}-{width}.{format}` when the width is one of the kind's, else `{slug}.jpg` at the default
 * width; a slug that itself ends in `-{listed width}` is tried both ways, the variant first.
 */
function candidates(kind: ArtworkKind, file: string): Wanted[] {
  const match = FILE.exec(file);
  if (!match) {
    return [];
  }
  const [, stem = "", format = "jpg"] = match;
  const found: Wanted[] = [];
  const variant = VARIANT.exec(stem);
  if (variant && isArtworkWidth(kind, Number(variant[2]))) {
    found.push({
      slug: variant[1] ?? "",
      width: Number(variant[2]),
      format: format as ArtworkFormat,
      variant: true,
    });
  }
  if (format === "jpg") {
    found.push({ slug: stem, width: ARTWORK_DEFAULT_WIDTH[kind], format: "jpg", variant: false });
  }
  return found;
}

/** RFC 9110 If-None-Match: weak comparison, a list, or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) {
    return false;
  }
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === etag;
  });
}

/** Where variants are kept: under DATA_DIR, or a temporary folder for an in-memory database. */
function cacheDirOf(config: Config, database: DatabaseHandle): { dir: string; temporary: boolean } {
  if (database.driver.kind === "pglite" && !database.driver.client.dataDir) {
    return { dir: mkdtempSync(path.join(tmpdir(), "cinelux-media-")), temporary: true };
  }
  return { dir: path.resolve(config.dataDir, "media-cache"), temporary: false };
}

/** The shows that have artwork, shared with the editors' routes, which `forget` it after an upload. */
export function createArtworkSubjects(db: Database): ArtworkSubjects {
  return new ArtworkSubjects(() => listArtworkSubjects(db));
}

export interface MediaRoutesOptions {
  config: Config;
  database: DatabaseHandle;
  /** The process's artwork subjects (createArtworkSubjects); one of its own when left out. */
  subjects?: ArtworkSubjects;
  /** Tests: a shared disk cache, another encoder. */
  cacheDir?: string;
  encode?: EncodeArtwork;
  maxMemoryBytes?: number;
  encodeTrailer?: EncodeTrailer;
}

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, options) => {
  const { dir, temporary } = options.cacheDir
    ? { dir: options.cacheDir, temporary: false }
    : cacheDirOf(options.config, options.database);
  if (temporary) {
    app.addHook("onClose", async () => rmSync(dir, { recursive: true, force: true }));
  }
  const store = new ArtworkStore({
    dir,
    maxMemoryBytes: options.maxMemoryBytes ?? 24 * 1024 * 1024,
    // sharp and the generator load on the first image, not at start (cold start, DESIGN.md budgets).
    encode:
      options.encode ??
      (async (kind, subject, width, format) => {
        const encoder = await import("./artwork-encoder.ts");
        const digest = subject.uploaded?.[kind];
        const master = digest
          ? await findUploadedImage(options.database.db, subject.slug, kind, digest)
          : undefined;
        // An upload replaced since the subjects were read is drawn no more: its newer digest comes next.
        return master
          ? encoder.encodeUploadedArtwork(master, width, format)
          : encoder.encodeArtwork(kind, subject, width, format);
      }),
    concurrency: 2,
    onDiskError: (error) => app.log.warn({ err: error }, "artwork disk cache not written"),
  });
  const subjects = options.subjects ?? createArtworkSubjects(options.database.db);

  // Trailers: generated on the first request, one ffmpeg at a time, kept on disk (docs/artwork.md).
  const trailers = new TrailerStore({
    dir,
    maxQueued: 8,
    // ffmpeg, sharp and the generator load on the first trailer, not at start.
    encode:
      options.encodeTrailer ??
      (async (...rendition) => (await import("./trailer-encoder.ts")).encodeTrailer(...rendition)),
    onDiskError: (error) => app.log.warn({ err: error }, "trailer cache not pruned"),
  });
  const trailerSubjects = new ArtworkSubjects(
    () => listTrailerSubjects(options.database.db),
    undefined,
    (subject) => subject.key,
  );
  await app.register(trailerRoutes, { store: trailers, subjects: trailerSubjects });

  /** The artwork a URL names (the versioned form's `version`, else none), or 404. */
  const sendArtwork = async (
    where: { version?: string; folder: string; file: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const { version, folder, file } = where;
    const kind = KINDS[folder];
    const wants = kind && (version === undefined || VERSION.test(version)) ? candidates(kind, file) : [];
    for (const wanted of wants) {
      const subject = await subjects.find(wanted.slug);
      if (!kind || !subject) {
        continue;
      }
      const artwork = await store.get(kind, subject, wanted.width, wanted.format);
      // Only a URL naming the current generator may be kept for a year (docs/artwork.md "Versions");
      // an uploaded image keeps the same URL when the editors replace it, so it is revalidated instead.
      const versioned = wanted.variant && version === `v${ARTWORK_VERSION}` && !subject.uploaded?.[kind];
      reply.header("cache-control", versioned ? IMMUTABLE : REVALIDATED).header("etag", artwork.etag);
      if (matches(request.headers["if-none-match"], artwork.etag)) {
        return reply.code(304).send();
      }
      return reply.type(ARTWORK_CONTENT_TYPES[wanted.format]).send(artwork.body);
    }
    throw new AppError("NOT_FOUND", {
      detail: "No such artwork: unknown show, kind, width, format or version.",
    });
  };
  const artworkSchema = {
    tags: ["media"],
    summary: "Show artwork: a poster (2:3) or backdrop (16:9), generated and cached (docs/artwork.md)",
    description:
      "`/media/v{version}/{posters|backdrops}/{slug}-{width}.{avif|webp|jpg}` at a listed width (immutable), or `/media/{posters|backdrops}/{slug}.jpg` at the default width (ETag revalidated).",
    response: {
      200: fileResponse("The image", [
        ARTWORK_CONTENT_TYPES.avif,
        ARTWORK_CONTENT_TYPES.webp,
        ARTWORK_CONTENT_TYPES.jpg,
      ]),
      304: z.undefined().describe("Not modified"),
      404: ErrorResponseSchema,
    },
  };
  const ArtworkParamsSchema = z.object({ folder: z.string(), file: z.string() });
  // The versioned form (what pages use) and the bare one (the stable JPEG, older links), each with
  // the path parameters of its own template.
  app.get(
    "/media/:version/:folder/:file",
    { schema: { ...artworkSchema, params: ArtworkParamsSchema.extend({ version: z.string() }) } },
    (request, reply) => sendArtwork(request.params, request, reply),
  );
  app.get(
    "/media/:folder/:file",
    { schema: { ...artworkSchema, params: ArtworkParamsSchema } },
    (request, reply) => sendArtwork(request.params, request, reply),
  );
};
