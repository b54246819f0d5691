import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { type IdentityKeys, loadOrCreateKey } from "../../db/keys.ts";
import { offeredProviders } from "../pages/social-buttons.ts";
import type { ProviderInteractions } from "../request-context.ts";
import { randomToken } from "./client.ts";
import { upstreamConnections, upstreamFetch } from "./connections.ts";
import { type DemoUpstreamKeys, demoUpstreamRoutes, newDemoUpstreamKeys } from "./demo.routes.ts";
import { upstreamFlowRoutes } from "./flow.routes.ts";

/**
 * The social sign-ins of the embedded provider (docs/identities.md): the demonstration upstreams
 * (dev only), then the link and sign-in flows for every offered provider.
 */
export async function registerUpstreams(
  app: FastifyInstance,
  options: { config: Config; db: Database; provider: ProviderInteractions; keys: IdentityKeys },
): Promise<void> {
  const { config, db, provider, keys } = options;
  const offered = offeredProviders(config);
  if (offered.length === 0) {
    return;
  }
  const demoProviders = offered.filter((name) => config.upstreams[name]?.kind === "demo");
  const demoKeys =
    demoProviders.length > 0
      ? await loadOrCreateKey<DemoUpstreamKeys>(db, "demo-upstream", () => newDemoUpstreamKeys(randomToken()))
      : undefined;
  if (demoKeys) {
    await app.register(demoUpstreamRoutes, { config, providers: demoProviders, keys: demoKeys });
  }
  const http = upstreamFetch(app, config);
  const secret = keys.cookies[0];
  if (!secret) {
    throw new Error("no cookie key");
  }
  await app.register(upstreamFlowRoutes, {
    config,
    db,
    provider,
    connections: upstreamConnections(config, http, demoKeys?.secret ?? ""),
    http,
    secret,
  });
}
