import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import { COMPRESSION_THRESHOLD } from "../lib/compression-levels.ts";
import { compressBody, type Encoding, negotiateEncoding } from "./compression.ts";
import { ifNoneMatchHits } from "./page-cache.ts";

declare module "fastify" {
  interface FastifyReply {
    /** Sends `value` as JSON encoded once per object (sendCachedJson below); registered by registerCachedJson. */
    sendCachedJson<T extends object>(schema: z.ZodType<T>, value: T): FastifyReply;
  }
}

/** One cached answer's bytes: the JSON, its validator, and each encoding once it has been asked for. */
interface EncodedAnswer {
  body: Buffer;
  /** Strong, from the JSON's bytes; each encoding has its own (`"…-br"`, `"…-gz"`), as the pages have. */
  etag: string;
  br?: { body: Buffer; etag: string };
  gzip?: { body: Buffer; etag: string };
}

const encoded = new WeakMap<object, EncodedAnswer>();

function encode<T extends object>(schema: z.ZodType<T>, value: T): EncodedAnswer {
  let answer = encoded.get(value);
  if (answer === undefined) {
    const body = Buffer.from(JSON.stringify(z.encode(schema, value)), "utf8");
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
    answer = { body, etag };
    encoded.set(value, answer);
  }
  return answer;
}

function variant(answer: EncodedAnswer, encoding: Encoding): { body: Buffer; etag: string } {
  let compressed = answer[encoding];
  if (compressed === undefined) {
    // Once per cached object and encoding (a few KB at lib/compression-levels.ts's levels: well
    // under a millisecond); every later request for it sends these bytes.
    compressed = {
      body: compressBody(answer.body, encoding),
      etag: `${answer.etag.slice(0, -1)}-${encoding === "br" ? "br" : "gz"}"`,
    };
    answer[encoding] = compressed;
  }
  return compressed;
}

/**
 * Sends `value` as JSON, encoded with `schema` once per object rather than on every request: for the
 * answers of db/notify-cache.ts, the same object until a change (NOTIFY) drops it, and its bytes with
 * it. The text is what the route's zod serializer would send (`safeEncode` then `JSON.stringify`).
 *
 * The compression rules (compression.ts), applied once per object instead of per request: above
 * COMPRESSION_THRESHOLD the answer varies on `Accept-Encoding` and is compressed (brotli or gzip,
 * negotiated as `@fastify/compress` does) the first time an encoding is asked for, then those bytes
 * are reused; the plugin leaves an answer that carries a Content-Encoding alone.
 * Each representation has a strong ETag, and a matching `If-None-Match` gets a 304 without a body.
 */
function sendCachedJson<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: z.ZodType<T>,
  value: T,
): FastifyReply {
  const answer = encode(schema, value);
  let body = answer.body;
  let etag = answer.etag;
  let encoding: Encoding | undefined;
  if (body.length >= COMPRESSION_THRESHOLD) {
    reply.header("vary", "Accept-Encoding");
    encoding = negotiateEncoding(request.headers["accept-encoding"]);
    if (encoding !== undefined) {
      ({ body, etag } = variant(answer, encoding));
    }
  }
  reply.header("etag", etag);
  if (ifNoneMatchHits(request.headers["if-none-match"], etag)) {
    return reply.code(304).send();
  }
  if (encoding !== undefined) {
    reply.header("content-encoding", encoding);
  }
  reply.header("content-type", "application/json; charset=utf-8");
  return reply.send(body);
}

/**
 * `reply.sendCachedJson(schema, value)` for the modules' routes: the read caches live in the modules,
 * their delivery (encoding, compression, validators) here, between the socket and the module.
 */
export function registerCachedJson(app: FastifyInstance): void {
  app.decorateReply("sendCachedJson", function <
    T extends object,
  >(this: FastifyReply, schema: z.ZodType<T>, value: T) {
    return sendCachedJson(this.request, this, schema, value);
  });
}
