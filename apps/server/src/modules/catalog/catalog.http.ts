import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { PublicReadCache } from "../../lib/notify-cache.ts";
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

const encoded = new WeakMap<object, { json: string; etag: string }>();

/**
 * Sends a catalog answer as JSON with its ETag, encoded once per (shared, cached) answer object;
 * a matching If-None-Match gets a 304 without a body. The ETag is weak: the compression plugin
 * sends the same JSON in several encodings (RFC 9110 8.8.3).
 */
export function sendCatalogJson<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: z.ZodType<T>,
  value: T,
): FastifyReply {
  let entry = encoded.get(value);
  if (entry === undefined) {
    const json = JSON.stringify(z.encode(schema, value));
    const etag = `W/"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;
    entry = { json, etag };
    encoded.set(value, entry);
  }
  reply.header("etag", entry.etag);
  if (ifNoneMatchHits(request.headers["if-none-match"], entry.etag.slice(2))) {
    return reply.code(304).send();
  }
  reply.header("content-type", "application/json; charset=utf-8");
  return reply.send(entry.json);
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
