import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import {
  type BrotliOptions,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  type Gzip,
  gzipSync,
  type BrotliCompress as ZlibBrotli,
} from "node:zlib";
import type { FastifyInstance } from "fastify";

/**
 * Below this many bytes an answer goes out as is: a body under 1 KB already fits in the first TCP
 * round trip with its headers, and compressing it saves tens of bytes for the CPU of a compressor
 * (docs/performance.md "Compression (issue 8)").
 */
export const COMPRESSION_THRESHOLD = 1024;

/** Per request, so a fast brotli level: 4 is near gzip 6's speed at a better ratio (measured). */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

export type Encoding = "br" | "gzip";

const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i;

/** Whether a Content-Type is text worth compressing (never event streams, never images but SVG). */
export function isCompressible(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType);
}

/** The Accept-Encoding headers seen, with their answer; cleared when full (any client may send any text). */
const negotiated = new Map<string, Encoding | "identity">();
const NEGOTIATED_HEADERS_KEPT = 64;

/**
 * The encoding to answer with: the highest q among br and gzip (`*` counts for both), br on a tie;
 * q=0 refuses. Undefined means identity.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) {
    return undefined;
  }
  if (typeof header !== "string") {
    return parseAcceptEncoding(header.join(","));
  }
  // Browsers send one of a handful of headers: each is parsed once (every answer asks, some twice).
  let known = negotiated.get(header);
  if (known === undefined) {
    known = parseAcceptEncoding(header) ?? "identity";
    if (negotiated.size >= NEGOTIATED_HEADERS_KEPT) {
      negotiated.clear();
    }
    negotiated.set(header, known);
  }
  return known === "identity" ? undefined : known;
}

function parseAcceptEncoding(header: string): Encoding | undefined {
  let br = -1;
  let gzip = -1;
  let any = -1;
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName?.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split("=");
      if (key?.trim().toLowerCase() === "q") {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    if (name === "br") {
      br = q;
    } else if (name === "gzip" || name === "x-gzip") {
      gzip = q;
    } else if (name === "*") {
      any = q;
    }
  }
  const brQ = br >= 0 ? br : any;
  const gzipQ = gzip >= 0 ? gzip : any;
  if (brQ > 0 && brQ >= gzipQ) {
    return "br";
  }
  return gzipQ > 0 ? "gzip" : undefined;
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

/**
 * The dynamic answers' brotli settings (text mode, BROTLI_QUALITY), with the body's size when known:
 * shared by this hook and the page cache (page-cache.ts), which compresses each page once.
 */
export function brotliOptions(size?: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      ...(size === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: size }),
    },
  };
}

/** A whole body compressed at once, at the levels above (also http/cached-json.ts, once per cached answer). */
export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, brotliOptions(body.length))
    : gzipSync(body, { level: GZIP_LEVEL });
}

function compressStream(encoding: Encoding): ZlibBrotli | Gzip {
  return encoding === "br" ? createBrotliCompress(brotliOptions()) : createGzip({ level: GZIP_LEVEL });
}

function applyHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | OutgoingHttpHeader[]): void {
  if (Array.isArray(headers)) {
    // [[name, value], …] or the flat [name, value, name, value, …] form.
    const pairs: [string, OutgoingHttpHeader][] = Array.isArray(headers[0])
      ? (headers as unknown as [string, OutgoingHttpHeader][])
      : [];
    if (pairs.length === 0) {
      for (let index = 0; index + 1 < headers.length; index += 2) {
        pairs.push([String(headers[index]), headers[index + 1] as OutgoingHttpHeader]);
      }
    }
    for (const [name, value] of pairs) {
      res.appendHeader(name, value as string | string[]);
    }
    return;
  }
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) {
      res.setHeader(name, value);
    }
  }
}

type Chunk = string | Buffer | Uint8Array;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
}

const NEGOTIATED = Symbol("cinelux.compression.negotiated");

/**
 * Marks a response whose writer already applied these rules itself (the cached answers of
 * http/cached-json.ts: compressed once per encoding, Vary set): the hook sends it as written.
 */
export function markNegotiated(res: ServerResponse): void {
  (res as ServerResponse & { [NEGOTIATED]?: boolean })[NEGOTIATED] = true;
}

/** The headers `writeHead` was given, lower-cased, for the four that decide whether to compress. */
function givenHeaders(headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined) {
  const found: { type?: unknown; length?: unknown; encoding?: unknown; cacheControl?: unknown } = {};
  if (headers === undefined) {
    return found;
  }
  if (Array.isArray(headers)) {
    return undefined;
  }
  for (const name in headers) {
    const value = headers[name];
    switch (name.toLowerCase()) {
      case "content-type":
        found.type = value;
        break;
      case "content-length":
        found.length = value;
        break;
      case "content-encoding":
        found.encoding = value;
        break;
      case "cache-control":
        found.cacheControl = value;
        break;
    }
  }
  return found;
}

/**
 * Compresses one raw response, whoever writes it (Fastify's reply, React Router's SSR stream, the
 * identity provider): `writeHead` is held until the first byte so the decision sees every header;
 * a body ended in one call is compressed at once (Content-Length kept), a streamed body goes through
 * a zlib stream flushed once per tick, so a streamed page still arrives as it renders.
 *
 * Left as is: HEAD, 1xx/204/206/304, bodies below the threshold, types that are not text, answers
 * that already carry a Content-Encoding (the precompressed client build) or `no-transform`.
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  const skipMethod = req.method === "HEAD";
  const originalWriteHead = res.writeHead;
  const originalWrite = res.write as (...args: unknown[]) => boolean;
  const originalEnd = res.end as (...args: unknown[]) => ServerResponse;
  let decided = false;
  let chosen: Encoding | undefined;
  let ended = false;
  let stream: ZlibBrotli | Gzip | undefined;
  let pending: Buffer[] = [];
  let callbacks: (() => void)[] = [];
  let tickScheduled = false;

  /** Decides once, before the headers leave; `knownLength` is the whole body when ended at once. */
  const decide = (knownLength: number | undefined): Encoding | undefined => {
    decided = true;
    res.writeHead = originalWriteHead;
    if (skipMethod || res.headersSent) {
      return undefined;
    }
    const status = res.statusCode;
    if (status < 200 || status === 204 || status === 206 || status === 304) {
      return undefined;
    }
    const type = res.getHeader("content-type");
    if (!isCompressible(typeof type === "string" ? type : undefined) || res.hasHeader("content-encoding")) {
      return undefined;
    }
    const cacheControl = res.getHeader("cache-control");
    if (typeof cacheControl === "string" && /no-transform/i.test(cacheControl)) {
      return undefined;
    }
    const declared = res.getHeader("content-length");
    const length = knownLength ?? (declared === undefined ? undefined : Number(declared));
    if (length !== undefined && length < COMPRESSION_THRESHOLD) {
      return undefined;
    }
    varyOnAcceptEncoding(res);
    if (!encoding) {
      return undefined;
    }
    res.setHeader("content-encoding", encoding);
    res.removeHeader("content-length");
    return encoding;
  };

  const takePending = (): Buffer => {
    const body = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    pending = [];
    return body;
  };

  const takeCallbacks = (): (() => void) | undefined => {
    if (callbacks.length === 0) {
      return undefined;
    }
    const taken = callbacks;
    callbacks = [];
    return () => {
      for (const callback of taken) {
        callback();
      }
    };
  };

  const startStream = (encoding: Encoding): ZlibBrotli | Gzip => {
    const zlib = compressStream(encoding);
    zlib.on("data", (chunk: Buffer) => {
      if (originalWrite.call(res, chunk) === false) {
        zlib.pause();
      }
    });
    zlib.on("end", () => {
      chosen = undefined;
      originalEnd.call(res);
    });
    zlib.on("drain", () => res.emit("drain"));
    res.on("drain", () => zlib.resume());
    res.on("close", () => zlib.destroy());
    return zlib;
  };

  /**
   * Once per tick: what was written since goes to the compressor in one piece and is flushed, so a
   * page streams as it renders without a compressor round trip per small write.
   */
  const tick = () => {
    tickScheduled = false;
    if (ended || !chosen) {
      return;
    }
    stream ??= startStream(chosen);
    if (stream.destroyed) {
      return;
    }
    if (pending.length > 0) {
      const done = takeCallbacks();
      stream.write(takePending(), done ? () => done() : undefined);
    }
    stream.flush(chosen === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH);
  };

  const scheduleTick = () => {
    if (!tickScheduled) {
      tickScheduled = true;
      setImmediate(tick);
    }
  };

  /** Decided not to compress: the response's own methods from here on, at no cost per write. */
  const passThrough = () => {
    decided = true;
    chosen = undefined;
    res.writeHead = originalWriteHead;
    res.write = originalWrite as ServerResponse["write"];
    res.end = originalEnd as ServerResponse["end"];
  };

  /**
   * Whether `writeHead`'s arguments already settle that the answer goes out as is (most API answers:
   * Fastify passes every header, Content-Length included, in one object), so its headers need not be
   * held and copied: decide()'s rules on what is known now, nothing else.
   */
  const leftAloneAtWriteHead = (
    statusCode: number,
    headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined,
  ): boolean => {
    if (
      skipMethod ||
      statusCode < 200 ||
      statusCode === 204 ||
      statusCode === 206 ||
      statusCode === 304 ||
      (res as ServerResponse & { [NEGOTIATED]?: boolean })[NEGOTIATED] === true
    ) {
      return true;
    }
    const given = givenHeaders(headers);
    if (given === undefined) {
      return false;
    }
    const pick = (value: unknown, name: string) => (value !== undefined ? value : res.getHeader(name));
    if (pick(given.encoding, "content-encoding") !== undefined) {
      return true;
    }
    const type = pick(given.type, "content-type");
    if (!isCompressible(typeof type === "string" ? type : undefined)) {
      return true;
    }
    const cacheControl = pick(given.cacheControl, "cache-control");
    if (typeof cacheControl === "string" && /no-transform/i.test(cacheControl)) {
      return true;
    }
    const length = pick(given.length, "content-length");
    return length !== undefined && Number(length) < COMPRESSION_THRESHOLD;
  };

  // Held: the status and headers are applied now and sent with the first byte.
  res.writeHead = function writeHead(
    this: ServerResponse,
    statusCode: number,
    messageOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ) {
    if (
      !decided &&
      leftAloneAtWriteHead(statusCode, typeof messageOrHeaders === "string" ? headers : messageOrHeaders)
    ) {
      passThrough();
      return (originalWriteHead as (...args: unknown[]) => ServerResponse).call(
        res,
        statusCode,
        messageOrHeaders,
        headers,
      );
    }
    res.statusCode = statusCode;
    if (typeof messageOrHeaders === "string") {
      res.statusMessage = messageOrHeaders;
    } else if (messageOrHeaders) {
      applyHeaders(res, messageOrHeaders);
    }
    if (headers) {
      applyHeaders(res, headers);
    }
    return res;
  } as ServerResponse["writeHead"];

  res.write = function write(this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    if (!decided) {
      chosen = decide(undefined);
      if (chosen) {
        // React Router calls flush() after each chunk it writes when the writable has one.
        (res as ServerResponse & { flush?: () => void }).flush = scheduleTick;
      }
    }
    if (!chosen) {
      return originalWrite.call(res, chunk, ...rest);
    }
    const callback = rest.find((item) => typeof item === "function") as (() => void) | undefined;
    const textEncoding = typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : undefined;
    pending.push(toBuffer(chunk, textEncoding));
    if (callback) {
      callbacks.push(callback);
    }
    scheduleTick();
    return !stream?.writableNeedDrain;
  } as ServerResponse["write"];

  res.end = function end(this: ServerResponse, ...args: unknown[]) {
    const callback = args.find((item) => typeof item === "function") as (() => void) | undefined;
    const chunk =
      args[0] !== undefined && args[0] !== null && typeof args[0] !== "function"
        ? (args[0] as Chunk)
        : undefined;
    const textEncoding = typeof args[1] === "string" ? (args[1] as BufferEncoding) : undefined;
    if (!decided) {
      // The length alone decides; a string body becomes a Buffer only when it is compressed.
      const length =
        chunk === undefined
          ? 0
          : typeof chunk === "string"
            ? Buffer.byteLength(chunk, textEncoding)
            : chunk.byteLength;
      chosen = decide(length);
      if (!chosen || chunk === undefined) {
        return originalEnd.apply(res, args);
      }
      pending.push(toBuffer(chunk, textEncoding));
    } else if (!chosen) {
      return originalEnd.apply(res, args);
    } else if (chunk !== undefined) {
      pending.push(toBuffer(chunk, textEncoding));
    }
    if (ended) {
      return res;
    }
    ended = true;
    if (callback) {
      callbacks.push(callback);
    }
    const done = takeCallbacks();
    if (done) {
      res.once("finish", done);
    }
    if (!stream) {
      // Everything was written within one tick: compressed at once, with its length.
      const compressed = compressBody(takePending(), chosen);
      res.setHeader("content-length", compressed.length);
      // Some responses (light-my-request's) end through this.write: let it through from here.
      chosen = undefined;
      return originalEnd.call(res, compressed);
    }
    stream.end(pending.length > 0 ? takePending() : undefined);
    return res;
  } as ServerResponse["end"];
}

/** Compresses every answer of the app (see compressResponse for what is left alone). */
export function registerCompression(app: FastifyInstance): void {
  // Callback style: an async hook would cost every request a promise.
  app.addHook("onRequest", (request, reply, done) => {
    compressResponse(request.raw, reply.raw);
    done();
  });
}
