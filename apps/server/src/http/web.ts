import { hash } from "node:crypto";
import type { Injection, SettingsResponse, WebServerContext } from "@cinelux/contract";
import { AUTH_FLAG_PAIR, hasAuthFlag } from "@cinelux/contract/auth-flag";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { ReadRouter } from "../db/read-routing.ts";
import { AppError } from "../lib/app-error.ts";
import { cspNonce, randomToken } from "../lib/csp-nonce.ts";
import { registerRawRoutes } from "../lib/raw-routes.ts";
import { catalogReader } from "../modules/catalog/catalog.service.ts";
import { getFooter } from "../modules/footer/footer.service.ts";
import { getSettings } from "../modules/settings/settings.service.ts";
import { siteContentReader } from "../modules/site-pages/site-pages.service.ts";
import { registerClientAssets } from "./client-assets.ts";
import { negotiateEncoding, varyOnAcceptEncoding } from "./compression.ts";
import {
  ANONYMOUS_PAGE_CACHE_CONTROL,
  describePage,
  detachedEntry,
  ifNoneMatchHits,
  isCacheablePage,
  PageCache,
  type PageEntry,
  PERSONAL_PAGE_CACHE_CONTROL,
  type RenderedPage,
  variantEtag,
} from "./page-cache.ts";
import { type PolicySources, securityHeaders } from "./security.ts";
import { registerServiceWorkerFile } from "./service-worker.ts";

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

function serverContextKey(build: ServerBuild): RouterContext<WebServerContext> {
  // DESIGN.md pitfall: the key must be the very object the web build created.
  const key = (build.entry.module as { serverContext?: RouterContext<WebServerContext> }).serverContext;
  if (!key) {
    throw new Error("the web build does not export serverContext from entry.server.tsx");
  }
  return key;
}

/**
 * What a page of this domain may reach beyond its own origin (SPEC 3 "Settings"): the injected scripts'
 * and iframes' origins, and the tunnel's when `urls.tunnelBase` sends the e-ticket calls elsewhere.
 */
export function pageSources(settings: Pick<SettingsResponse, "injections" | "urls">): PolicySources {
  const sources = injectionSources(settings.injections);
  const tunnel = absoluteOrigin(settings.urls.tunnelBase);
  return tunnel ? { ...sources, connect: [tunnel] } : sources;
}

function absoluteOrigin(base: string): string | undefined {
  try {
    const url = new URL(base);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : undefined;
  } catch {
    // Empty or relative: this site's own origin, allowed already.
    return undefined;
  }
}

/**
 * What the page's CSP must allow of the injected items: the origins of scripts and iframes with a
 * `src`, and the sha256 of each inline head script. The browser inserts them once the visitor
 * consents (docs/shell.md "Consent"), after the render: no nonce or marker reaches them there.
 */
export function injectionSources(injections: Injection[]): PolicySources {
  const sources: PolicySources = { script: [], frame: [] };
  for (const item of injections) {
    const src = item.attributes.src;
    if (!src) {
      if (item.element === "script" && item.position === "head" && item.value) {
        sources.script.push(`'sha256-${hash("sha256", item.value, "base64")}'`);
      }
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

/** Every render's own headers, lower-case; `set-cookie` kept one per cookie. */
function headerList(headers: Headers): [string, string][] {
  const list: [string, string][] = [];
  for (const [name, value] of headers) {
    if (name !== "set-cookie") {
      list.push([name, value]);
    }
  }
  for (const cookie of headers.getSetCookie()) {
    list.push(["set-cookie", cookie]);
  }
  return list;
}

/** The request's headers as a fetch Headers (HTTP/2 pseudo-headers left out). */
function fetchHeaders(raw: FastifyRequest["raw"]): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw.headers)) {
    if (name.startsWith(":") || value === undefined) {
      continue;
    }
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

/**
 * Which shared render a GET or HEAD gets (docs/decisions/005-page-cache.md, "Bypass" and
 * "Cookies"): the anonymous page, the signed-in face (the one cookie a page reads: the
 * authentication flag, decision 007), or none at all for a request with an Authorization header,
 * which is rendered for itself.
 */
type PageFace = "anonymous" | "signed-in";
function pageFace(request: FastifyRequest): PageFace | undefined {
  if (request.headers.authorization !== undefined) {
    return undefined;
  }
  return hasAuthFlag(request.headers.cookie) ? "signed-in" : "anonymous";
}

/** Serves the client build at /assets and hands every other path to React Router's SSR handler. */
export async function registerWeb(
  app: FastifyInstance,
  options: { config: Config; db: Database; build: ServerBuild; clientDir?: string; reads?: ReadRouter },
): Promise<void> {
  const { config, build } = options;
  if (options.clientDir) {
    await registerClientAssets(app, options.clientDir);
    registerServiceWorkerFile(app, options.clientDir);
  }

  const key = serverContextKey(build);
  const headers = securityHeaders(config);
  const loadContext = (host: string, settings: SettingsResponse, nonce: string) => {
    const context = new RouterContextProvider();
    context.set(key, {
      settings,
      cspNonce: nonce,
      env: config.env,
      auth: {
        authority: config.oidc.issuer,
        clientId: config.oidc.clientId,
        staffClientId: config.oidc.staffClientId,
        logoutReturnUrl: settings.urls.logoutReturn,
        embeddedHostOrigin: config.embeddedHostOrigin,
      },
      // The root loader puts the footer in the first HTML (no request, no layout shift),
      // read through the process's public read cache as GET /api/footer is.
      // Footer and catalog may come from the replica, as their API answers do (docs/scaling.md).
      footer: (language) =>
        getFooter({
          db: options.db,
          host,
          language,
          cache: app.publicReads,
          routing: { reads: options.reads },
        }),
      catalog: catalogReader({
        db: options.db,
        host,
        cache: app.publicReads,
        routing: { reads: options.reads },
      }),
      content: siteContentReader({ db: options.db, host, cache: app.publicReads }),
    });
    return context;
  };
  // Through the public read cache, as GET /api/settings is: a page costs no settings query.
  const settingsFor = (host: string) => getSettings({ db: options.db, config, host, cache: app.publicReads });

  /**
   * GET and HEAD (docs/decisions/005-page-cache.md): rendered as a GET into one buffer (one write,
   * one compression), without a nonce in the bytes: the page's CSP allows its inline scripts by
   * their sha256, so the same bytes can serve every visitor. The settings are read here, inside
   * the render, so a change notified during it is seen by the page cache's generation check.
   */
  const handleDocument = createRequestHandler(build, "production");
  const renderPage = async (request: FastifyRequest, face: PageFace | undefined): Promise<RenderedPage> => {
    const host = request.headers.host ?? "";
    const settings = await settingsFor(host);
    const url = `${request.protocol}://${host || "localhost"}${request.raw.url ?? "/"}`;
    // The render's scripts carry this one-off nonce; describePage hashes them and takes it out.
    const marker = randomToken();
    const response = await handleDocument(
      // A shared page sees only the Host, and the authentication flag for the signed-in face: it
      // cannot come to depend on one visitor's other headers or cookies (the key has none).
      // Crawlers get the same collected, complete document.
      new Request(url, {
        method: "GET",
        headers:
          face === undefined
            ? fetchHeaders(request.raw)
            : { host, ...(face === "signed-in" && { cookie: AUTH_FLAG_PAIR }) },
      }),
      loadContext(host, settings, marker),
    );
    const page = describePage(
      response.status,
      headerList(response.headers),
      Buffer.from(await response.arrayBuffer()),
      marker,
    );
    // SPEC 3 "Settings": the page may load exactly the injected items of its domain.
    page.headers.push([
      "content-security-policy",
      headers.pagePolicy({ hashes: page.scriptHashes }, pageSources(settings)),
    ]);
    return page;
  };

  const pageCache = new PageCache({ source: app.publicReads, enabled: config.ssrPageCache });

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    entry: PageEntry,
    // Whether a shared cache (a CDN) may keep the answer: only for a request without credentials.
    publicAnswer: boolean,
  ): Promise<void> => {
    const { page } = entry;
    const encoding = negotiateEncoding(request.headers["accept-encoding"]);
    const compressed = await pageCache.variant(entry, encoding);
    const sentEncoding = compressed ? encoding : undefined;
    reply.hijack();
    const raw = reply.raw;
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) {
        raw.setHeader(name, value);
      }
    }
    for (const [name, value] of page.headers) {
      if (name === "set-cookie") {
        raw.appendHeader(name, value);
      } else {
        raw.setHeader(name, value);
      }
    }
    // Redirects and errors carry no validator and keep whatever caching React Router gave them.
    const validated = isCacheablePage(page);
    if (validated) {
      raw.setHeader(
        "cache-control",
        publicAnswer ? ANONYMOUS_PAGE_CACHE_CONTROL : PERSONAL_PAGE_CACHE_CONTROL,
      );
    }
    const etag = variantEtag(page.etag, sentEncoding);
    if (validated) {
      raw.setHeader("etag", etag);
    }
    varyOnAcceptEncoding(raw);
    if (validated && page.status === 200 && ifNoneMatchHits(request.headers["if-none-match"], etag)) {
      raw.statusCode = 304;
      raw.removeHeader("content-type");
      raw.end();
      return;
    }
    const body = compressed ?? page.body;
    if (sentEncoding) {
      // Already compressed once for every visitor: sent as it is, past Fastify's reply.
      raw.setHeader("content-encoding", sentEncoding);
    }
    raw.statusCode = page.status;
    raw.setHeader("content-length", body.length);
    raw.end(request.method === "HEAD" ? undefined : body);
  };

  await registerRawRoutes(app, [
    {
      method: [...HTTP_METHODS],
      url: "/api/*",
      config: { public: true },
      schema: { hide: true },
      handler: async (request: FastifyRequest) => {
        const path = request.url.split("?")[0] ?? "/";
        throw new AppError("NOT_FOUND", { message: (m) => m.when.noRoute.NOT_FOUND(request.method, path) });
      },
    },
    {
      method: [...HTTP_METHODS],
      url: "/*",
      schema: { hide: true },
      handler: async (request, reply) => {
        if (request.method === "GET" || request.method === "HEAD") {
          const face = pageFace(request);
          if (!face) {
            await sendPage(request, reply, detachedEntry(await renderPage(request, undefined)), false);
            return;
          }
          const key = `${(request.headers.host ?? "").toLowerCase()} ${request.raw.url ?? "/"} ${face}`;
          const { entry } = await pageCache.get(key, () => renderPage(request, face));
          // A shared cache (a CDN) keeps only answers to requests without cookies: the anonymous
          // answer has no Vary: Cookie, and the signed-in face must never reach an anonymous visitor.
          await sendPage(request, reply, entry, request.headers.cookie === undefined);
          return;
        }
        // A form posted to a route action: rendered for this request alone, with a nonce, and sent
        // through the reply as a stream (so `@fastify/compress` compresses it like any answer).
        const nonce = cspNonce(request);
        const host = request.headers.host ?? "";
        const settings = await settingsFor(host);
        const response = await handleDocument(
          new Request(`${request.protocol}://${host || "localhost"}${request.raw.url ?? "/"}`, {
            method: request.method,
            headers: fetchHeaders(request.raw),
            body: createReadableStreamFromReadable(request.raw),
            duplex: "half",
          } as RequestInit),
          loadContext(host, settings, nonce),
        );
        reply.code(response.status);
        // Fastify adds each `set-cookie` to those already set instead of replacing them.
        for (const [name, value] of headerList(response.headers)) {
          reply.header(name, value);
        }
        reply.header("content-security-policy", headers.pagePolicy(nonce, pageSources(settings)));
        return reply.send(response.body ?? undefined);
      },
    },
  ]);
}
