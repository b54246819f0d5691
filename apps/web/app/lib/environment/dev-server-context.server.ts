import { environmentFromHost } from "@cinelux/contract/domains";
import type { WebServerContext } from "@cinelux/contract/web-context";
import type { MiddlewareFunction } from "react-router";
import { serverContext } from "../../server-context";

/**
 * `react-router dev` (scripts/dev.mjs) renders pages without the Fastify server, so nobody fills
 * serverContext. Mirror apps/server/src/config.ts: the embedded issuer lives at {PUBLIC_URL}/idp,
 * PUBLIC_URL defaulting to the dev origin on localhost (nl.localhost shares it).
 */
export function devServerContext(
  request: Request,
  env: Record<string, string | undefined>,
): WebServerContext {
  const url = new URL(request.url);
  const site = new URL(url.origin);
  if (site.hostname.endsWith(".localhost")) {
    site.hostname = "localhost";
  }
  const publicUrl = env.PUBLIC_URL?.replace(/\/$/, "") || site.origin;
  return {
    // Vite's dev server sends no Content-Security-Policy.
    cspNonce: "",
    env: environmentFromHost(url.host),
    auth: {
      authority: env.OIDC_ISSUER || `${publicUrl}/idp`,
      clientId: env.OIDC_CLIENT_ID || "cinelux-web",
      logoutReturnUrl: `${url.origin}/`,
    },
  };
}

export const provideDevServerContext: MiddlewareFunction<Response> = ({ request, context }, next) => {
  try {
    context.get(serverContext);
  } catch {
    context.set(serverContext, devServerContext(request, process.env));
  }
  return next();
};
