import middie from "@fastify/middie";
import type { FastifyInstance } from "fastify";
import { createLocalJWKSet } from "jose";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { type KeySetSource, remoteKeySet } from "../plugins/auth.ts";
import { devTokenRoutes } from "./dev-token.routes.ts";
import { interactionRoutes } from "./interaction.routes.ts";
import { loadIdentityKeys, publicJwks } from "./keys.ts";
import { passwordRoutes } from "./password.routes.ts";
import { createProvider } from "./provider.ts";

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
  await app.register(middie);
  app.use("/idp", provider.callback());

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
