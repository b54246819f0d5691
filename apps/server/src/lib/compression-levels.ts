import { type BrotliOptions, constants } from "node:zlib";

/**
 * The levels every compressed answer of the server uses, whoever compresses it: `@fastify/compress`
 * for Fastify's replies (http/compression.ts), `koa-compress` for the identity provider's pages
 * (identity/provider.ts), and the page cache and cached JSON, which compress a body once and keep it.
 */

/**
 * Below this many bytes an answer goes out as is: a body under 1 KB already fits in the first TCP
 * round trip with its headers, and compressing it saves tens of bytes for the CPU of a compressor.
 */
export const COMPRESSION_THRESHOLD = 1024;

/** Per request, so a fast brotli level: 4 is near gzip 6's speed at a better ratio (measured). */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

/** Brotli in text mode at BROTLI_QUALITY, with the body's size when it is known. */
export function brotliOptions(size?: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      ...(size === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: size }),
    },
  };
}
