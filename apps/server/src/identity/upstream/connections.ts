import { IDENTITY_PROVIDERS, type IdentityProvider } from "@cinelux/contract";
import type { FastifyInstance } from "fastify";
import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from "jose";
import type { Config } from "../../config.ts";

/** SPEC 9 "Identity library defaults": HTTP time-out 10 s, ID token leeway 60 s. */
export const UPSTREAM_HTTP_TIMEOUT_MS = 10_000;
export const ID_TOKEN_LEEWAY_SECONDS = 60;

/** The names shown on the buttons and pages (brands: not translated). */
export const PROVIDER_LABELS: Record<IdentityProvider, string> = {
  "google-oauth2": "Google",
  facebook: "Facebook",
  apple: "Apple",
};

/** The client the demonstration upstreams know this site as. */
export const DEMO_CLIENT_ID = "cinelux-demo";

/** One upstream OpenID provider as the flow talks to it: real or demonstration, the same fields. */
export interface UpstreamConnection {
  provider: IdentityProvider;
  demo: boolean;
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Apple answers with a form POST when asked for the e-mail (its rule); the others redirect. */
  responseMode: "query" | "form_post";
  keys: JWTVerifyGetKey;
  /** Where the upstream sends the browser back: one fixed URL per provider, registered upstream. */
  redirectUri: string;
}

export type UpstreamFetch = (url: string, init?: RequestInit) => Promise<Response>;

export function demoIssuer(config: Config, provider: IdentityProvider): string {
  return `${config.publicUrl}/auth/demo-upstream/${provider}`;
}

export function upstreamCallbackUrl(config: Config, provider: IdentityProvider): string {
  return `${config.publicUrl}/auth/upstream/${provider}/callback`;
}

/**
 * HTTP to an upstream, with SPEC 9's 10 s time-out. A URL on this server's own public origin (the
 * demonstration upstreams) is answered in-process through `app.inject`: the same requests and
 * answers as over the network, without the server calling itself through its listening socket.
 */
export function upstreamFetch(app: FastifyInstance, config: Config): UpstreamFetch {
  return async (url, init = {}) => {
    if (new URL(url).origin !== config.publicUrl) {
      return fetch(url, {
        ...init,
        redirect: "manual",
        signal: AbortSignal.timeout(UPSTREAM_HTTP_TIMEOUT_MS),
      });
    }
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const response = await app.inject({
      method: (init.method ?? "GET") as "GET" | "POST",
      url: new URL(url).pathname + new URL(url).search,
      headers,
      payload: typeof init.body === "string" ? init.body : undefined,
    });
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  };
}

/** The connection of every provider the configuration offers (docs/identities.md). */
export function upstreamConnections(
  config: Config,
  http: UpstreamFetch,
  demoSecret: string,
): Partial<Record<IdentityProvider, UpstreamConnection>> {
  const connections: Partial<Record<IdentityProvider, UpstreamConnection>> = {};
  for (const provider of IDENTITY_PROVIDERS) {
    const upstream = config.upstreams[provider];
    if (!upstream) {
      continue;
    }
    const common = {
      provider,
      redirectUri: upstreamCallbackUrl(config, provider),
      scope: provider === "apple" ? "openid email name" : "openid email profile",
      responseMode: provider === "apple" ? ("form_post" as const) : ("query" as const),
    };
    const jwks = (url: string) =>
      createRemoteJWKSet(new URL(url), {
        timeoutDuration: UPSTREAM_HTTP_TIMEOUT_MS,
        [customFetch]: (resource: string, options: RequestInit) => http(resource, options),
      });
    if (upstream.kind === "demo") {
      const issuer = demoIssuer(config, provider);
      connections[provider] = {
        ...common,
        demo: true,
        issuer,
        authorizationUrl: `${issuer}/authorize`,
        tokenUrl: `${issuer}/token`,
        clientId: DEMO_CLIENT_ID,
        clientSecret: demoSecret,
        keys: jwks(`${issuer}/jwks`),
      };
    } else {
      connections[provider] = {
        ...common,
        demo: false,
        issuer: upstream.issuer,
        authorizationUrl: upstream.authorizationUrl,
        tokenUrl: upstream.tokenUrl,
        clientId: upstream.clientId,
        clientSecret: upstream.clientSecret,
        keys: jwks(upstream.jwksUrl),
      };
    }
  }
  return connections;
}
