import { createReadStream } from "node:fs";
import {
  ErrorResponseSchema,
  isTrailerHeight,
  TRAILER_CONTENT_TYPES,
  TRAILER_VERSION,
  type TrailerFormat,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import { AppError } from "../../lib/app-error.ts";
import { fileResponse } from "../../lib/response-declarations.ts";
import type { ArtworkSubjects } from "./artwork-subjects.ts";
import type { TrailerSubject } from "./trailer-generator.ts";
import type { TrailerStore } from "./trailer-store.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATED = "public, max-age=3600, stale-while-revalidate=86400";
/** `{trailerKey}-{height}.{webm|mp4}`; the key is the show's (the seed's slug, or any URL-safe id). */
const FILE = /^([A-Za-z0-9_-]{1,160})-(\d{3,4})\.(webm|mp4)$/;
const VERSION = /^v\d{1,6}$/;

export type ByteRange = { start: number; end: number };

/**
 * RFC 9110 Range, one `bytes=` range (`a-b`, `a-` or `-suffix`) over a file of `size` bytes:
 * the range, `"unsatisfiable"` (a 416), or undefined for "send it whole" (no header, another unit,
 * several ranges or a malformed one, which a server may ignore).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) {
    return undefined;
  }
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") {
    return undefined;
  }
  if (first === "") {
    const suffix = Number(last);
    return suffix === 0 || size === 0
      ? "unsatisfiable"
      : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) {
    return undefined;
  }
  return start >= size ? "unsatisfiable" : { start, end };
}

export interface TrailerRoutesOptions {
  store: TrailerStore;
  subjects: ArtworkSubjects<TrailerSubject>;
}

/** `/media/v{N}/trailers/{trailerKey}-{height}.{webm|mp4}` (docs/artwork.md "Trailers"). */
export const trailerRoutes: FastifyPluginAsyncZod<TrailerRoutesOptions> = async (
  app,
  { store, subjects },
) => {
  app.get(
    "/media/:version/trailers/:file",
    {
      schema: {
        tags: ["media"],
        summary: "A show's trailer: a short video generated from its artwork, encoded once (docs/artwork.md)",
        description:
          "`/media/v{version}/trailers/{trailerKey}-{720|360}.{webm|mp4}`. Range requests (206, 416), ETag, immutable at the current version.",
        params: z.object({ version: z.string(), file: z.string() }),
        response: {
          200: fileResponse("The video", [TRAILER_CONTENT_TYPES.webm, TRAILER_CONTENT_TYPES.mp4]),
          206: fileResponse("Part of the video", [TRAILER_CONTENT_TYPES.webm, TRAILER_CONTENT_TYPES.mp4]),
          304: z.undefined().describe("Not modified"),
          404: ErrorResponseSchema,
          416: z.undefined().describe("Range not satisfiable"),
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { version, file } = request.params;
      const match = VERSION.test(version) ? FILE.exec(file) : null;
      const height = Number(match?.[2]);
      const subject = match?.[1] && isTrailerHeight(height) ? await subjects.find(match[1]) : undefined;
      if (!match || !subject || !isTrailerHeight(height)) {
        throw new AppError("NOT_FOUND", {
          detail: "No such trailer: unknown show, height, format or version.",
        });
      }
      const format = match[3] as TrailerFormat;
      const trailer = await store.get(subject, height, format);
      // Only a URL naming the current generator may be kept for a year (as the artwork's).
      reply
        .header("cache-control", version === `v${TRAILER_VERSION}` ? IMMUTABLE : REVALIDATED)
        .header("etag", trailer.etag)
        .header("accept-ranges", "bytes")
        .type(TRAILER_CONTENT_TYPES[format]);
      const ifNoneMatch = request.headers["if-none-match"];
      if (
        ifNoneMatch?.split(",").some((tag) => ["*", trailer.etag].includes(tag.trim().replace(/^W\//, "")))
      ) {
        return reply.code(304).send();
      }
      // If-Range: a range of a changed file would splice two videos; send the whole new one instead.
      const ifRange = request.headers["if-range"];
      const range =
        ifRange === undefined || ifRange === trailer.etag
          ? parseRange(request.headers.range, trailer.size)
          : undefined;
      if (range === "unsatisfiable") {
        return reply.code(416).header("content-range", `bytes */${trailer.size}`).send();
      }
      if (range) {
        reply
          .code(206)
          .header("content-range", `bytes ${range.start}-${range.end}/${trailer.size}`)
          .header("content-length", range.end - range.start + 1);
        return reply.send(createReadStream(trailer.file, range));
      }
      reply.header("content-length", trailer.size);
      return reply.send(createReadStream(trailer.file));
    },
  );
};
