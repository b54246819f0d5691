import http from "node:http";
import https from "node:https";
import { domainFromHost, environmentFromHost } from "@cinelux/contract/domains";
import type { SettingsResponse } from "@cinelux/contract/settings";
import type { WebServerContext } from "@cinelux/contract/web-context";
import type { MiddlewareFunction } from "react-router";
import { fakeSettings } from "./mocks/data/settings";
import { serverContext } from "./server-context";

/**
 * `react-router dev` (scripts/dev.mjs) renders pages without the Fastify server, so nobody fills
 * serverContext. Mirror apps/server/src/config.ts: the embedded issuer lives at {PUBLIC_URL}/idp,
 * PUBLIC_URL defaulting to the dev origin on localhost (nl.localhost shares it).
 */
export function devServerContext(
  request: Request,
  env: Record<string, string | undefined>,
  settings: SettingsResponse = fakeSettings(
    domainFromHost(new URL(request.url).host).id,
    new URL(request.url).origin,
  ),
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
      staffClientId: env.OIDC_STAFF_CLIENT_ID || "cinelux-staff",
      logoutReturnUrl: `${url.origin}/`,
      // The dev host page (/dev/embedded) runs on the API server's origin.
      embeddedHostOrigin: env.EMBEDDED_HOST_ORIGIN || publicUrl,
    },
    settings,
  };
}

/** GET with a chosen Host header: fetch() ignores one, and the server picks the domain by it. */
function getJson(target: URL, host: string): Promise<unknown> {
  // Looked up at call time (not a named import), so request interceptors in tests see the call.
  const send = target.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      target,
      { headers: { host, accept: "application/json" }, timeout: 2_000 },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => {
          if (response.statusCode !== 200) {
            reject(new Error(`GET ${target.pathname}: HTTP ${response.statusCode}`));
            return;
          }
          try {
            resolve(JSON.parse(body));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`GET ${target.pathname}: timed out`)));
    outgoing.on("error", reject);
    outgoing.end();
  });
}

let warned = false;

/**
 * The server renders with the settings it read in-process; here they come from the API server the
 * dev proxy targets (Host kept, so the domain is the browser's). With the fake endpoints
 * (`npm run dev:fake`), or when that server is down, the fake settings stand in.
 */
export async function devSettings(
  request: Request,
  env: Record<string, string | undefined>,
): Promise<SettingsResponse | undefined> {
  if (env.VITE_FAKE_ENDPOINTS === "1") {
    return undefined;
  }
  const url = new URL(request.url);
  const target = new URL("/api/settings", env.CINELUX_API_URL ?? "http://localhost:3000");
  target.searchParams.set("language", "fr");
  try {
    return (await getJson(target, url.host)) as SettingsResponse;
  } catch (error) {
    if (!warned) {
      warned = true;
      console.warn(
        `[dev] ${target.origin} did not serve the settings (${String(error)}); using the fake ones.`,
      );
    }
    return undefined;
  }
}

export const provideDevServerContext: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  try {
    context.get(serverContext);
  } catch {
    const settings = await devSettings(request, process.env);
    const devContext = devServerContext(request, process.env, settings);
    if (process.env.VITE_FAKE_ENDPOINTS === "1") {
      // SPEC 1: the catalog pages' server loaders read the fake catalog, as the browser's calls do.
      const { fakeCatalogReader } = await import("./mocks/fakes/catalog-programme");
      devContext.catalog = fakeCatalogReader(new URL(request.url).host);
    }
    context.set(serverContext, devContext);
  }
  return next();
};
