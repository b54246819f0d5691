import { brotliCompressSync, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { brotliOptions, COMPRESSION_THRESHOLD, GZIP_LEVEL } from "../lib/compression-levels.ts";

/**
 * Every text answer of Fastify's replies above COMPRESSION_THRESHOLD goes out in brotli or gzip
 * (DESIGN.md "Compression"), by `@fastify/compress`. What it does not see is compressed where it is
 * written, with the same levels (lib/compression-levels.ts) and the same negotiation:
 * - the client build: precompressed at build time (scripts/precompress.mjs), served from memory or
 *   disk with its variant (client-assets.ts);
 * - server-rendered pages: compressed once per page and encoding by the page cache (page-cache.ts);
 * - the read caches' JSON: compressed once per object (cached-json.ts);
 * - the identity provider's pages, written by Koa: `koa-compress` (identity/provider.ts).
 * An answer that already carries a Content-Encoding is left alone by the plugin.
 */

export type Encoding = "br" | "gzip";
const ENCODINGS: Encoding[] = ["br", "gzip"];

const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i;

/** Whether a Content-Type is text worth compressing (never event streams, never images but SVG). */
export function isCompressible(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType);
}

const negotiator = new Negotiator({ supportedValues: ENCODINGS });
/** `*` (no preference) and `x-gzip` count as gzip, as `@fastify/compress` reads them. */
const GZIP_ALIASES = /\*|x-gzip/g;

/**
 * The encoding to answer with, as `@fastify/compress` negotiates it for the replies it compresses:
 * the highest q among br and gzip, br on a tie; q=0 refuses. Undefined means identity.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) {
    return undefined;
  }
  const text = (typeof header === "string" ? header : header.join(",")).toLowerCase();
  const chosen = negotiator.negotiate(text.replace(GZIP_ALIASES, "gzip"));
  return chosen === "br" || chosen === "gzip" ? chosen : undefined;
}

/** Adds `Accept-Encoding` to Vary unless it is there (or Vary is `*`). */
export function varyOnAcceptEncoding(res: {
  getHeader(name: string): number | string | string[] | undefined;
  setHeader(name: string, value: string): unknown;
}): void {
  const current = res.getHeader("vary");
  const text = Array.isArray(current) ? current.join(", ") : current === undefined ? "" : String(current);
  if (text.trim() === "*" || /(^|,)\s*accept-encoding\s*(,|$)/i.test(text)) {
    return;
  }
  res.setHeader("vary", text ? `${text}, Accept-Encoding` : "Accept-Encoding");
}

/** A whole body compressed at once, for the answers compressed once and kept (cached-json.ts). */
export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, brotliOptions(body.length))
    : gzipSync(body, { level: GZIP_LEVEL });
}

/** `@fastify/compress` on every route of `app` (register it before the routes). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ENCODINGS,
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE,
    brotliOptions: brotliOptions(),
    zlibOptions: { level: GZIP_LEVEL },
    // A request body is never compressed here: decompressing it would only widen what a client can send.
    globalDecompression: false,
  });
}
