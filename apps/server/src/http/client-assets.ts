import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Encoding, isCompressible, negotiateEncoding, varyOnAcceptEncoding } from "./compression.ts";
import { ifNoneMatchHits } from "./page-cache.ts";

/**
 * The client build at /assets (docs/decisions/010-client-assets-in-memory.md).
 *
 * `npm run build` wrote `.br` and `.gz` beside every text file (scripts/precompress.mjs): the
 * variant the browser accepts is answered (br, then gzip, else the file itself) with its
 * Content-Encoding, and every text file varies on Accept-Encoding.
 *
 * A plain GET or HEAD is answered from memory: each file and its variants are read once, on their
 * first request, and kept for the life of the process, as the server build is. Reading the file
 * for each request cost a stat, an open, a read and a close on libuv's thread pool and a 64 KiB
 * stream buffer each: the favicon served ~3,700 requests/s with a fifth of the CPU in GC. What
 * memory does not answer (a Range or another precondition than If-None-Match, a type outside
 * MEMORY_TYPES, a file too large or beyond the budget, a missing file) goes to @fastify/static,
 * which answers it as before.
 */

const PRECOMPRESSED = /\.(?:br|gz)$/;

/** The types of the files the build writes; any other file is sent from disk. */
export const MEMORY_TYPES: Readonly<Record<string, string>> = {
  js: "application/javascript; charset=utf-8",
  mjs: "application/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  webmanifest: "application/manifest+json",
};

/** Text the build does not write today, sent from disk but still varying on Accept-Encoding. */
const TEXT_ONLY: Readonly<Record<string, string>> = {
  html: "text/html",
  txt: "text/plain",
  xml: "application/xml",
};

/** A file's extension, without its dot: the key of MEMORY_TYPES and TEXT_ONLY. */
function extension(file: string): string {
  return file.slice(file.lastIndexOf(".") + 1);
}

/** A file kept in memory is at most this large; the build's largest script is ~330 KiB. */
export const MEMORY_FILE_LIMIT = 1024 * 1024;
/** All kept files together: the whole build is ~4.3 MiB with its variants. */
export const MEMORY_TOTAL_LIMIT = 32 * 1024 * 1024;

/** One representation of a file: the file itself or one of its precompressed variants. */
interface Representation {
  body: Buffer;
  etag: string;
  lastModified: string;
}

interface KeptAsset {
  type: string;
  cacheControl: string;
  /** Whether the answer varies on Accept-Encoding (a variant exists or the type is text). */
  varies: boolean;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

/**
 * The Cache-Control of a file of the build: hashed bundles never change; translations and other
 * fixed names are revalidated.
 */
export function assetCacheControl(file: string): string {
  const fixedName = file.includes("/i18n/") || !/-[A-Za-z0-9_-]{8,}\.\w+$/.test(file);
  return fixedName ? "no-cache" : "public, max-age=31536000, immutable";
}

/** The validator @fastify/send gives a file (size and mtime), so both paths answer the same ETag. */
function weakEtag(size: number, mtime: Date): string {
  return `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
}

/** A file's bytes and validators, or `undefined` when it is missing, too large or unreadable. */
async function readRepresentation(file: string): Promise<Representation | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile() || info.size > MEMORY_FILE_LIMIT) {
    return undefined;
  }
  const body = await readFile(file).catch(() => undefined);
  return body && { body, etag: weakEtag(info.size, info.mtime), lastModified: info.mtime.toUTCString() };
}

/** The files of one folder, read on first request and kept; `undefined` for what memory does not answer. */
export class AssetMemory {
  private readonly kept = new Map<string, Promise<KeptAsset | undefined>>();
  private total = 0;
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  /** The bytes kept. */
  get size(): number {
    return this.total;
  }

  get(file: string): Promise<KeptAsset | undefined> {
    let asset = this.kept.get(file);
    if (!asset) {
      asset = this.load(file);
      this.kept.set(file, asset);
      // A file memory will not answer is forgotten (random URLs must not fill the map); the disk
      // path answers it.
      void asset.then((loaded) => {
        if (!loaded) {
          this.kept.delete(file);
        }
      });
    }
    return asset;
  }

  private async load(file: string): Promise<KeptAsset | undefined> {
    const type = MEMORY_TYPES[extension(file)];
    if (!type) {
      return undefined;
    }
    const full = path.join(this.root, file);
    const [identity, br, gzip] = await Promise.all([
      readRepresentation(full),
      readRepresentation(`${full}.br`),
      readRepresentation(`${full}.gz`),
    ]);
    if (!identity) {
      return undefined;
    }
    const bytes = identity.body.length + (br?.body.length ?? 0) + (gzip?.body.length ?? 0);
    if (this.total + bytes > MEMORY_TOTAL_LIMIT) {
      return undefined;
    }
    this.total += bytes;
    return {
      type,
      cacheControl: assetCacheControl(file),
      varies: br !== undefined || gzip !== undefined || isCompressible(type),
      identity,
      ...(br && { br }),
      ...(gzip && { gzip }),
    };
  }
}

/**
 * The file a URL under /assets names, relative to the folder, or `undefined` when it leaves the
 * folder, names a variant, or holds a byte no file name of the build has.
 */
export function assetFile(wildcard: string): string | undefined {
  if (!wildcard || wildcard.includes("\0") || wildcard.includes("\\") || PRECOMPRESSED.test(wildcard)) {
    return undefined;
  }
  const normal = path.posix.normalize(wildcard);
  if (normal.startsWith("/") || normal === ".." || normal.startsWith("../") || normal !== wildcard) {
    return undefined;
  }
  return normal;
}

/**
 * Requests memory answers: a whole representation, validated by If-None-Match at most. A browser
 * revalidating a fixed name sends If-Modified-Since beside If-None-Match, and RFC 9110 (13.1.3)
 * has the server ignore it then.
 */
function answerableFromMemory(request: FastifyRequest): boolean {
  const h = request.headers;
  return (
    h.range === undefined &&
    h["if-match"] === undefined &&
    h["if-unmodified-since"] === undefined &&
    (h["if-modified-since"] === undefined || h["if-none-match"] !== undefined)
  );
}

function sendKept(request: FastifyRequest, reply: FastifyReply, asset: KeptAsset, encoding?: Encoding): void {
  const variant = encoding && asset[encoding];
  const representation = variant ?? asset.identity;
  reply
    .header("cache-control", asset.cacheControl)
    .header("accept-ranges", "bytes")
    .header("last-modified", representation.lastModified)
    .header("etag", representation.etag)
    .header("content-type", asset.type);
  if (asset.varies) {
    varyOnAcceptEncoding({
      getHeader: (name) => reply.getHeader(name),
      setHeader: (name, value) => reply.header(name, value),
    });
  }
  if (variant && encoding) {
    reply.header("content-encoding", encoding);
  }
  // Weak comparison (RFC 9110): the W/ prefix is ignored on both sides.
  if (ifNoneMatchHits(request.headers["if-none-match"], representation.etag.replace(/^W\//, ""))) {
    reply.removeHeader("content-type");
    reply.code(304).send();
    return;
  }
  // A HEAD gets the GET's length; Node writes no body for it.
  reply.header("content-length", representation.body.length).send(representation.body);
}

export async function registerClientAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  const root = path.join(clientDir, "assets");
  if (!existsSync(root)) {
    return;
  }
  // The disk path: @fastify/static's sendFile, without its own routes.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, sent) {
      // `sent` is the file sent: `app-XXXXXXXX.js.br` for the brotli variant of `app-XXXXXXXX.js`.
      const file = sent.replace(PRECOMPRESSED, "");
      res.setHeader("cache-control", assetCacheControl(file));
      if (file !== sent || isCompressible(MEMORY_TYPES[extension(file)] ?? TEXT_ONLY[extension(file)])) {
        varyOnAcceptEncoding(res);
      }
    },
  });
  const memory = new AssetMemory(root);
  app.route({
    method: ["GET", "HEAD"],
    url: "/assets/*",
    schema: { hide: true },
    // The build is compressed once, at build time (scripts/precompress.mjs), and served with its
    // variant; a file too small for one is not worth compressing per request either.
    compress: false,
    handler: async (request, reply) => {
      const file = assetFile((request.params as { "*": string })["*"]);
      if (!file) {
        // The variants are answered in place of their file, never asked for by name.
        return reply.callNotFound();
      }
      const asset = answerableFromMemory(request) ? await memory.get(file) : undefined;
      if (!asset) {
        return reply.sendFile(file);
      }
      sendKept(request, reply, asset, negotiateEncoding(request.headers["accept-encoding"]));
      return reply;
    },
  });
}
