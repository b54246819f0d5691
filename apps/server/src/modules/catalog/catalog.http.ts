import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { PublicReadCache } from "../../lib/notify-cache.ts";
import {
  COMPRESSION_THRESHOLD,
  compressBody,
  type Encoding,
  negotiateEncoding,
  varyOnAcceptEncoding,
} from "../../plugins/compression.ts";
import { ifNoneMatchHits } from "../../plugins/page-cache.ts";
import { getSettings } from "../settings/settings.service.ts";
import { secondsUntilTomorrow } from "./catalog-days.ts";

/** SPEC 7: mobile apps call the catalog with this header, the domain's settings `mobileKey`. */
export const MOBILE_KEY_HEADER = "x-lcpg-mobile-key";

/**
 * A CDN keeps an answer a minute and may serve it stale five more while it revalidates; browsers
 * revalidate every time (max-age=0) and get a 304 from the ETag. Near midnight both windows shrink
 * so no shared cache serves one day's schedule on the next (docs/catalog.md).
 */
export const S_MAXAGE_SECONDS = 60;
export const STALE_WHILE_REVALIDATE_SECONDS = 300;

export function catalogCacheControl(now: Date = new Date()): string {
  const left = secondsUntilTomorrow(now);
  const sMaxAge = Math.min(S_MAXAGE_SECONDS, left);
  const stale = Math.min(STALE_WHILE_REVALIDATE_SECONDS, left - sMaxAge);
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${stale}`;
}

/** One answer's bytes: the JSON, its validator, and each encoding once a client asked for it. */
interface EncodedAnswer {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

const encoded = new WeakMap<object, EncodedAnswer>();

function encodedAnswer<T extends object>(schema: z.ZodType<T>, value: T): EncodedAnswer {
  let entry = encoded.get(value);
  if (entry === undefined) {
    const body = Buffer.from(JSON.stringify(z.encode(schema, value)), "utf8");
    const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    entry = { body, etag };
    encoded.set(value, entry);
  }
  return entry;
}

function compressed(entry: EncodedAnswer, encoding: Encoding): Buffer {
  let body = entry[encoding];
  if (body === undefined) {
    body = compressBody(entry.body, encoding);
    entry[encoding] = body;
  }
  return body;
}

/**
 * Sends a catalog answer as JSON with its ETag. The answers kept on the programme are the same
 * object on every request, so their JSON, ETag and brotli or gzip bytes are made once (the
 * compression plugin leaves an answer with a Content-Encoding alone); a matching If-None-Match gets
 * a 304 without a body. The ETag is weak: one JSON goes out in several encodings (RFC 9110 8.8.3).
 */
export function sendCatalogJson<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: z.ZodType<T>,
  value: T,
): FastifyReply {
  const entry = encodedAnswer(schema, value);
  reply.header("etag", entry.etag);
  varyOnAcceptEncoding({
    getHeader: (name) => reply.getHeader(name),
    setHeader: (name, v) => reply.header(name, v),
  });
  if (ifNoneMatchHits(request.headers["if-none-match"], entry.etag.slice(2))) {
    return reply.code(304).send();
  }
  reply.header("content-type", "application/json; charset=utf-8");
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  if (encoding === undefined || entry.body.length < COMPRESSION_THRESHOLD) {
    return reply.send(entry.body);
  }
  reply.header("content-encoding", encoding);
  return reply.send(compressed(entry, encoding));
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * SPEC 7: a request that names a mobile key must name the domain's; one without the header is a
 * browser's and passes (the catalog is public).
 */
export function mobileKeyGuard(options: {
  db: Database;
  config: Pick<Config, "env" | "origins" | "publicUrl">;
  cache?: PublicReadCache | undefined;
}) {
  return async (request: FastifyRequest): Promise<void> => {
    const given = request.headers[MOBILE_KEY_HEADER];
    if (given === undefined) {
      return;
    }
    const settings = await getSettings({ ...options, host: request.host });
    if (typeof given !== "string" || !sameKey(given, settings.mobileKey)) {
      throw new AppError("MOBILE_KEY_INVALID", "The mobile key is not this site's.");
    }
  };
}
