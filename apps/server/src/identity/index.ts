import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { createLocalJWKSet } from "jose";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { type KeySetSource, remoteKeySet } from "../plugins/auth.ts";
import { registerRawRoutes } from "../plugins/raw-routes.ts";
import { devTokenRoutes } from "./dev-token.routes.ts";
import { interactionRoutes } from "./interaction.routes.ts";
import { loadIdentityKeys, publicJwks } from "./keys.ts";
import { passwordRoutes } from "./password.routes.ts";
import { createProvider } from "./provider.ts";

const PROVIDER_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/**
 * Hands /idp/* to the provider's Koa callback. A plain route, not middleware, so no other request
 * pays for it; the provider finds its mount path from `originalUrl`, as under Express.
 */
async function mountProvider(
  app: FastifyInstance,
  callback: (req: IncomingMessage, res: ServerResponse) => unknown,
): Promise<void> {
  await registerRawRoutes(app, [
    {
      method: [...PROVIDER_METHODS],
      url: "/idp/*",
      schema: { hide: true },
      handler: async (request, reply) => {
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? "").slice("/idp".length) || "/";
        reply.hijack();
        await callback(raw, reply.raw);
      },
    },
  ]);
}

const LOGOUT_SCRIPT = `document.addEventListener("DOMContentLoaded",function(){var b=document.querySelector('button[name="logout"][value="yes"]');if(b){b.click();}});`;

/**
 * Mounts the embedded OIDC provider at /idp and its pages at /auth (Koa answers 404 for unknown
 * /idp paths, so the pages live outside it). With OIDC_ISSUER set, only verification is wired.
 */
export async function registerIdentity(
  app: FastifyInstance,
  options: { config: Config; db: Database },
): Promise<{ keySet: KeySetSource }> {
  const { config, db } = options;
  if (!config.oidc.embedded) {
    return { keySet: remoteKeySet(config.oidc.issuer) };
  }
  const keys = await loadIdentityKeys(db);
  const provider = createProvider({ config, db, keys });
  await mountProvider(app, provider.callback());

  await app.register(interactionRoutes, { provider, db, config });
  await app.register(passwordRoutes, { db, config });
  app.get("/auth/assets/logout.js", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(LOGOUT_SCRIPT),
  );
  if (config.env === "dev") {
    await app.register(devTokenRoutes, { db, config });
  }
  const keySet = createLocalJWKSet(publicJwks(keys));
  return { keySet: async () => keySet };
}
