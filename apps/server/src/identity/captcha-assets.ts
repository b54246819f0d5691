import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import type { Language } from "@cinelux/contract";
import type { FastifyInstance } from "fastify";
import type { CaptchaWidget } from "./pages/pages.ts";

/**
 * The altcha widget, served to the sign-in page from node_modules (DESIGN.md "Captcha": self-hosted).
 *
 * The page's CSP is `script-src 'self' 'nonce-…'` with no `worker-src`, so the default bundle, which
 * starts its proof-of-work workers from blob: URLs, is blocked. The `external` build has no bundled
 * worker: setup.js registers the PBKDF2 worker from this same origin instead. Its styles are injected
 * as a <style> element, which `style-src 'unsafe-inline'` allows.
 */
const require = createRequire(import.meta.url);
const DIST = dirname(dirname(require.resolve("altcha/external")));

const FILES: Record<string, string> = {
  "altcha.js": "external/altcha.umd.min.cjs",
  "pbkdf2.js": "workers/pbkdf2.js",
  "fr-fr.js": "i18n/fr-fr.umd.cjs",
  "nl.js": "i18n/nl.umd.cjs",
};

/** The widget's language codes; English is built in. */
const WIDGET_LANGUAGE: Record<Language, string> = { fr: "fr-fr", nl: "nl", en: "en" };

interface Asset {
  raw: Buffer;
  encoded(encoding: "br" | "gzip"): Promise<Buffer>;
}

const compressors = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/**
 * Compressed on the first request that asks, once, off the main thread: brotli at its best quality
 * took ~0.3 s of every cold start when done here at registration.
 */
function asset(content: Buffer): Asset {
  const encoded: Partial<Record<"br" | "gzip", Promise<Buffer>>> = {};
  return {
    raw: content,
    encoded: (encoding) => {
      encoded[encoding] ??= compressors[encoding](content);
      return encoded[encoding];
    },
  };
}

export interface CaptchaAssets {
  widget(lang: Language): CaptchaWidget;
}

/** Registers GET /auth/assets/altcha/<version>/<file>; the version is a hash, so caching is forever. */
export function registerCaptchaAssets(app: FastifyInstance): CaptchaAssets {
  const sources = Object.entries(FILES).map(
    ([name, path]) => [name, readFileSync(join(DIST, path))] as const,
  );
  const hash = createHash("sha256");
  for (const [, content] of sources) {
    hash.update(content);
  }
  const version = hash.digest("hex").slice(0, 12);
  const base = `/auth/assets/altcha/${version}`;
  const setup = `(function(){var w=function(){return new Worker(${JSON.stringify(`${base}/pbkdf2.js`)});};["PBKDF2/SHA-256","PBKDF2/SHA-384","PBKDF2/SHA-512"].forEach(function(a){globalThis.$altcha.algorithms.set(a,w);});})();`;
  const assets = new Map<string, Asset>(sources.map(([name, content]) => [name, asset(content)]));
  assets.set("setup.js", asset(Buffer.from(setup)));

  app.get("/auth/assets/altcha/:version/:file", { schema: { hide: true } }, async (request, reply) => {
    const params = request.params as { version: string; file: string };
    const found = params.version === version ? assets.get(params.file) : undefined;
    if (!found) {
      return reply.callNotFound();
    }
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
    if (encoding) {
      reply.header("content-encoding", encoding);
    }
    return reply
      .type("text/javascript; charset=utf-8")
      .header("vary", "accept-encoding")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(encoding ? await found.encoded(encoding) : found.raw);
  });

  return {
    widget(lang) {
      const language = WIDGET_LANGUAGE[lang];
      const translation = lang === "en" ? [] : [`${base}/${language}.js`];
      return { language, scripts: [`${base}/altcha.js`, ...translation, `${base}/setup.js`] };
    },
  };
}
