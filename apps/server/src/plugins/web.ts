import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import type { Injection, SettingsResponse, WebServerContext } from "@cinelux/contract";
import fastifyStatic from "@fastify/static";
import { createRequestListener } from "@react-router/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import { getFooter } from "../modules/footer/footer.service.ts";
import { getSettings } from "../modules/settings/settings.service.ts";
import { isCompressible, varyOnAcceptEncoding } from "./compression.ts";
import { registerRawRoutes } from "./raw-routes.ts";
import { cspNonce, type PolicySources, securityHeaders } from "./security.ts";

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

/** What the SSR handler read for this request, handed to React Router's load context. */
const renderState = new AsyncLocalStorage<{ nonce: string; settings: SettingsResponse }>();

function serverContextKey(build: ServerBuild): RouterContext<WebServerContext> {
  // DESIGN.md pitfall: the key must be the very object the web build created.
  const key = (build.entry.module as { serverContext?: RouterContext<WebServerContext> }).serverContext;
  if (!key) {
    throw new Error("the web build does not export serverContext from entry.server.tsx");
  }
  return key;
}

/** The origins of injected scripts and iframes with a `src`, which the page's CSP must allow. */
export function injectionSources(injections: Injection[]): PolicySources {
  const sources: PolicySources = { script: [], frame: [] };
  for (const item of injections) {
    const src = item.attributes.src;
    if (!src) {
      continue;
    }
    try {
      const url = new URL(src);
      if (url.protocol === "https:") {
        sources[item.element === "script" ? "script" : "frame"].push(url.origin);
      }
    } catch {
      // A relative src is the site's own origin, allowed already.
    }
  }
  return { script: [...new Set(sources.script)], frame: [...new Set(sources.frame)] };
}

const PRECOMPRESSED = /\.(?:br|gz)$/;

/**
 * The client build at /assets. `npm run build` wrote `.br` and `.gz` beside every text file
 * (scripts/precompress.mjs): the static plugin answers the variant the browser accepts (br, then
 * gzip, else the file itself) with its Content-Encoding, and every text file varies on
 * Accept-Encoding (docs/performance.md "Compression (issue 8)").
 */
export async function registerClientAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  if (!existsSync(`${clientDir}/assets`)) {
    return;
  }
  await app.register(fastifyStatic, {
    root: `${clientDir}/assets`,
    prefix: "/assets/",
    wildcard: true,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // The variants are answered in place of their file, never asked for by name.
    allowedPath: (pathname) => !PRECOMPRESSED.test(pathname),
    setHeaders(res, path) {
      // `path` is the file sent: `app-XXXXXXXX.js.br` for the brotli variant of `app-XXXXXXXX.js`.
      const file = path.replace(PRECOMPRESSED, "");
      // Hashed bundles never change; translations and other fixed names are revalidated.
      const fixedName = file.includes("/i18n/") || !/-[A-Za-z0-9_-]{8,}\.\w+$/.test(file);
      res.setHeader("cache-control", fixedName ? "no-cache" : "public, max-age=31536000, immutable");
      if (file !== path || isCompressible(contentTypeOf(file))) {
        varyOnAcceptEncoding(res);
      }
    },
  });
}

const TEXT_TYPES: Record<string, string> = {
  js: "text/javascript",
  mjs: "text/javascript",
  css: "text/css",
  json: "application/json",
  svg: "image/svg+xml",
  html: "text/html",
  txt: "text/plain",
  webmanifest: "application/manifest+json",
  xml: "application/xml",
};

function contentTypeOf(file: string): string | undefined {
  return TEXT_TYPES[file.slice(file.lastIndexOf(".") + 1)];
}

/** Serves the client build at /assets and hands every other path to React Router's SSR handler. */
export async function registerWeb(
  app: FastifyInstance,
  options: { config: Config; db: Database; build: ServerBuild; clientDir?: string },
): Promise<void> {
  const { config, build } = options;
  if (options.clientDir) {
    await registerClientAssets(app, options.clientDir);
  }

  const key = serverContextKey(build);
  const headers = securityHeaders(config);
  const listener = createRequestListener({
    build,
    mode: "production",
    getLoadContext(request) {
      const state = renderState.getStore();
      if (!state) {
        throw new Error("React Router ran outside the SSR handler");
      }
      const context = new RouterContextProvider();
      context.set(key, {
        settings: state.settings,
        cspNonce: state.nonce,
        env: config.env,
        auth: {
          authority: config.oidc.issuer,
          clientId: config.oidc.clientId,
          logoutReturnUrl: state.settings.urls.logoutReturn,
        },
        // Issue 8: the root loader puts the footer in the first HTML (no request, no layout shift),
        // read through the process's public read cache as GET /api/footer is.
        footer: (language) =>
          getFooter({
            db: options.db,
            host: request.headers.get("host") ?? "",
            language,
            cache: app.publicReads,
          }),
      });
      return context;
    },
  });

  await registerRawRoutes(app, [
    {
      method: [...HTTP_METHODS],
      url: "/api/*",
      config: { public: true },
      schema: { hide: true },
      handler: async (request: FastifyRequest) => {
        throw new AppError("NOT_FOUND", `No route ${request.method} ${request.url.split("?")[0]}`);
      },
    },
    {
      method: [...HTTP_METHODS],
      url: "/*",
      schema: { hide: true },
      handler: async (request, reply) => {
        const nonce = cspNonce(request);
        // Through the public read cache, as GET /api/settings (issue 8): a page costs no settings query.
        const settings = await getSettings({
          db: options.db,
          config,
          host: request.headers.host ?? "",
          cache: app.publicReads,
        });
        // SPEC 3 "Settings": the page may load exactly the injected items of its domain.
        reply.raw.setHeader(
          "content-security-policy",
          headers.pagePolicy(nonce, injectionSources(settings.injections)),
        );
        reply.hijack();
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) {
            reply.raw.setHeader(name, value);
          }
        }
        await renderState.run({ nonce, settings }, () => listener(request.raw, reply.raw));
      },
    },
  ]);
}
