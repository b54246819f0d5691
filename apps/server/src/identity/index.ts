import type { FastifyInstance } from "fastify";
import { createLocalJWKSet } from "jose";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { loadIdentityKeys, publicJwks } from "../db/keys.ts";
import { captchaRoutes } from "../modules/captcha/captcha.routes.ts";
import { type CaptchaWork, createCaptcha } from "../modules/captcha/captcha.service.ts";
import { registerCaptchaAssets } from "./captcha-assets.ts";
import { devTokenRoutes } from "./dev-token.routes.ts";
import { interactionRoutes } from "./interaction.routes.ts";
import { type KeySetSource, remoteKeySet } from "./key-set.ts";
import { passwordRoutes } from "./password.routes.ts";
import type { createProvider } from "./provider.ts";
import { mountProvider } from "./provider-routes.ts";
import type { ProviderInteractions } from "./request-context.ts";
import { staffInteractionRoutes } from "./staff-interaction.routes.ts";
import { registerUpstreams } from "./upstream/index.ts";
import { userinfoRoutes } from "./userinfo.routes.ts";

type ProviderCallback = ReturnType<ReturnType<typeof createProvider>["callback"]>;

/**
 * How long after listening the provider is loaded if no request asked for it first: its import holds
 * the event loop for a few hundred ms, which must not delay the start's first answers (a health
 * probe, the first page), yet should be over before a visitor reaches the sign-in.
 */
const PROVIDER_PRELOAD_DELAY_MS = 2_000;

const LOGOUT_SCRIPT = `document.addEventListener("DOMContentLoaded",function(){var b=document.querySelector('button[name="logout"][value="yes"]');if(b){b.click();}});`;

/**
 * Mounts the embedded OIDC provider at /idp and its pages at /auth (Koa answers 404 for unknown
 * /idp paths, so the pages live outside it). With OIDC_ISSUER set, only verification is wired.
 */
export async function registerIdentity(
  app: FastifyInstance,
  options: { config: Config; db: Database; captchaWork?: CaptchaWork },
): Promise<{ keySet: KeySetSource }> {
  const { config, db } = options;
  // The captcha serves the API too, whichever provider signs customers in.
  const captcha = createCaptcha({ db, work: options.captchaWork });
  await app.register(captchaRoutes, { captcha });
  if (!config.oidc.embedded) {
    return { keySet: remoteKeySet(config.oidc.issuer) };
  }
  const keys = await loadIdentityKeys(db);
  // `oidc-provider` (~180 modules, ~0.3 s) is not on the start's critical path (cold start, decision 006):
  // it loads on the first request that needs it, or just after the server listens, whichever comes
  // first; requests meanwhile wait for the one load. A failed load is retried by the next request.
  let loading: Promise<{ provider: ReturnType<typeof createProvider>; koa: ProviderCallback }> | undefined;
  const load = () => {
    loading ??= import("./provider.ts")
      .then(({ createProvider }) => {
        const provider = createProvider({ config, db, keys });
        // The provider answers its own 500s (Koa): log each one with its stack, as the app's error handler does.
        provider.on("server_error", (ctx: { method: string; path: string }, err: Error) => {
          app.log.error({ err, method: ctx.method, path: ctx.path }, "identity provider failed");
        });
        return { provider, koa: provider.callback() };
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
  const provider: ProviderInteractions = {
    interactionDetails: async (...args) => (await load()).provider.interactionDetails(...args),
    interactionResult: async (...args) => (await load()).provider.interactionResult(...args),
  };
  let preload: NodeJS.Timeout | undefined;
  app.addHook("onListen", (done) => {
    preload = setTimeout(() => {
      load().catch((error: unknown) => app.log.error({ err: error }, "identity provider failed to load"));
    }, PROVIDER_PRELOAD_DELAY_MS).unref();
    done();
  });
  app.addHook("onClose", async () => clearTimeout(preload));
  await mountProvider(app, async () => (await load()).koa, config);
  await app.register(userinfoRoutes, { db });

  const captchaAssets = registerCaptchaAssets(app);
  await app.register(interactionRoutes, { provider, db, config, captcha, captchaAssets });
  await app.register(staffInteractionRoutes, { provider, db, config });
  await app.register(passwordRoutes, { db, config });
  // Social sign-ins: link popup, "Continue with …" on the sign-in page, dev demonstrations (docs/identities.md).
  await registerUpstreams(app, { config, db, provider, keys });
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
