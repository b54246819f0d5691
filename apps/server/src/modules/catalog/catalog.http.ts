import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { AppError } from "../../lib/app-error.ts";
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

/** The last second asked and its answer. */
let lastCacheControl = { second: Number.NaN, value: "" };

export function catalogCacheControl(now: Date = new Date()): string {
  // The value changes once a second at most: reading the local clock (Intl) once a second, not for
  // every answer (the public-read budget, DESIGN.md "Quality budgets").
  const second = Math.floor(now.getTime() / 1000);
  if (second !== lastCacheControl.second) {
    const left = secondsUntilTomorrow(now);
    const sMaxAge = Math.min(S_MAXAGE_SECONDS, left);
    const stale = Math.min(STALE_WHILE_REVALIDATE_SECONDS, left - sMaxAge);
    lastCacheControl = {
      second,
      value: `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${stale}`,
    };
  }
  return lastCacheControl.value;
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * SPEC 7 "catalog mobile (header x-lcpg-mobile-key)" (docs/catalog.md "Mobile apps"). On the mobile
 * catalog (`required`) an app must name the domain's key: none is 401 MOBILE_KEY_REQUIRED. On the web
 * catalog a browser sends none and passes (the catalog is public). Either way a key that is not the
 * domain's settings `mobileKey` is 401 MOBILE_KEY_INVALID.
 */
export function mobileKeyGuard(options: {
  db: Database;
  config: Pick<Config, "env" | "origins" | "publicUrl">;
  cache?: PublicReadCache | undefined;
  required: boolean;
}) {
  const { required, ...settingsOptions } = options;
  // Callback style: a browser's request (no header) passes without a promise (public-read budget).
  return (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void => {
    const given = request.headers[MOBILE_KEY_HEADER];
    if (given === undefined) {
      done(required ? new AppError("MOBILE_KEY_REQUIRED") : undefined);
      return;
    }
    getSettings({ ...settingsOptions, host: request.host }).then(
      (settings) =>
        done(
          typeof given === "string" && sameKey(given, settings.mobileKey)
            ? undefined
            : new AppError("MOBILE_KEY_INVALID"),
        ),
      done,
    );
  };
}

/**
 * The mobile catalog's answers vary on the key: a shared cache must not hand an app's 200 to a
 * request without the key, which gets a 401 (`Vary` kept from the compression rules, appended to).
 */
export function varyOnMobileKey(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  const current = reply.getHeader("vary");
  const text = Array.isArray(current) ? current.join(", ") : current === undefined ? "" : String(current);
  reply.header("vary", text ? `${text}, ${MOBILE_KEY_HEADER}` : MOBILE_KEY_HEADER);
  done(null, payload);
}
