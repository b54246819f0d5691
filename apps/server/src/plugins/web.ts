import { existsSync } from "node:fs";
import type { WebServerContext } from "@cinelux/contract";
import fastifyStatic from "@fastify/static";
import { createRequestListener } from "@react-router/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import { getSettings } from "../modules/settings/settings.service.ts";
import { registerRawRoutes } from "./raw-routes.ts";
import { cspNonce } from "./security.ts";

const NONCE_HEADER = "x-cinelux-csp-nonce";
const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

function serverContextKey(build: ServerBuild): RouterContext<WebServerContext> {
  // DESIGN.md pitfall: the key must be the very object the web build created.
  const key = (build.entry.module as { serverContext?: RouterContext<WebServerContext> }).serverContext;
  if (!key) {
    throw new Error("the web build does not export serverContext from entry.server.tsx");
  }
  return key;
}

function siteOrigin(config: Config, request: Request): string {
  const host = request.headers.get("host");
  const origin = host ? `${new URL(request.url).protocol}//${host}` : config.publicUrl;
  return config.origins.includes(origin) ? origin : config.publicUrl;
}

/** Serves the client build at /assets and hands every other path to React Router's SSR handler. */
export async function registerWeb(
  app: FastifyInstance,
  options: { config: Config; db: Database; build: ServerBuild; clientDir?: string },
): Promise<void> {
  const { config, build } = options;
  if (options.clientDir && existsSync(`${options.clientDir}/assets`)) {
    await app.register(fastifyStatic, {
      root: `${options.clientDir}/assets`,
      prefix: "/assets/",
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        // Hashed bundles never change; translations and other fixed names are revalidated.
        const fixedName = path.includes("/i18n/") || !/-[A-Za-z0-9_-]{8,}\.\w+$/.test(path);
        res.setHeader("cache-control", fixedName ? "no-cache" : "public, max-age=31536000, immutable");
      },
    });
  }

  const key = serverContextKey(build);
  const listener = createRequestListener({
    build,
    mode: "production",
    async getLoadContext(request) {
      const context = new RouterContextProvider();
      const settings = await getSettings({ db: options.db, config, host: request.headers.get("host") ?? "" });
      context.set(key, {
        settings,
        cspNonce: request.headers.get(NONCE_HEADER) ?? "",
        env: config.env,
        auth: {
          authority: config.oidc.issuer,
          clientId: config.oidc.clientId,
          logoutReturnUrl: `${siteOrigin(config, request)}/`,
        },
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
        // The nonce travels as a header we always overwrite, so a client cannot choose it.
        request.raw.headers[NONCE_HEADER] = cspNonce(request);
        reply.hijack();
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) {
            reply.raw.setHeader(name, value);
          }
        }
        await listener(request.raw, reply.raw);
      },
    },
  ]);
}
