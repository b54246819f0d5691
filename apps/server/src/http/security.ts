import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { cspNonce } from "../lib/csp-nonce.ts";

/** Origins a page may load beyond its own: the settings' injected scripts and iframes, the tunnel. */
export interface PolicySources {
  script: string[];
  frame: string[];
  /** Origins the page's scripts call (the tunnel's, settings `urls.tunnelBase`). */
  connect?: string[];
}

/**
 * What lets a page's inline scripts run: the request's nonce, or the sha256 of each inline script
 * (`'sha256-…'` sources) for pages whose bytes are served to many visitors (the page cache,
 * docs/decisions/005-page-cache.md), where one nonce for everybody would be no nonce at all.
 */
export type ScriptAllowance = string | { hashes: string[] };

/** Which responses are pages (a CSP with a script nonce) and which are data (a CSP that allows nothing). */
function isDataPath(url: string): boolean {
  return (
    url.startsWith("/api/") ||
    url.startsWith("/assets/") ||
    // Show artwork (modules/media): images, never a document, so nothing may run in them.
    url.startsWith("/media/") ||
    url.startsWith("/healthz") ||
    url.startsWith("/readyz")
  );
}

/**
 * Security headers, computed once (helmet's set, minus what only old browsers read): pages get a
 * CSP limited to the site's own origin with a per-request script nonce (or, for the server-rendered
 * pages, the hashes of their inline scripts) and `frame-ancestors` limited
 * to the configured parents; JSON and assets get a CSP that allows nothing. HSTS outside dev.
 */
export function securityHeaders(config: Config): {
  fixed: [string, string][];
  data: [string, string][];
  pagePolicy: (scripts: ScriptAllowance, extra?: PolicySources) => string;
  dataPolicy: string;
} {
  const frameAncestors = ["'self'", ...config.frameAncestors].join(" ");
  // The issuer may sit on another origin than the page (nl.localhost signs in at localhost/idp).
  const connect = ["'self'", ...new Set([new URL(config.oidc.issuer).origin, ...config.origins])].join(" ");
  const forms = ["'self'", ...config.origins].join(" ");
  const fixed: [string, string][] = [
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", "no-referrer"],
    ["cross-origin-opener-policy", "same-origin"],
    ["cross-origin-resource-policy", "same-origin"],
    ["origin-agent-cluster", "?1"],
    ["x-dns-prefetch-control", "off"],
    ["x-permitted-cross-domain-policies", "none"],
  ];
  if (config.env !== "dev") {
    // Not on a laptop's http://localhost, which must not be pinned to https.
    fixed.push(["strict-transport-security", "max-age=31536000; includeSubDomains"]);
  }
  const pagePolicy = (allowance: ScriptAllowance, extra: PolicySources = { script: [], frame: [] }) => {
    const inline = typeof allowance === "string" ? [`'nonce-${allowance}'`] : allowance.hashes;
    const scripts = ["'self'", ...inline, ...extra.script].join(" ");
    const frames = ["'self'", ...extra.frame].join(" ");
    const connects = [connect, ...(extra.connect ?? [])].join(" ");
    // media-src: the trailers are the site's own videos (/media/v1/trailers, docs/artwork.md).
    return `default-src 'self'; script-src ${scripts}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self'; font-src 'self'; connect-src ${connects}; frame-src ${frames}; form-action ${forms}; frame-ancestors ${frameAncestors}; base-uri 'self'; object-src 'none'`;
  };
  // JSON and assets are never documents: the document-only headers would be bytes on every answer.
  const documentOnly = new Set([
    "cross-origin-opener-policy",
    "origin-agent-cluster",
    "x-dns-prefetch-control",
    "x-permitted-cross-domain-policies",
  ]);
  const data = fixed.filter(([name]) => !documentOnly.has(name));
  return { fixed, data, pagePolicy, dataPolicy: "default-src 'none'; frame-ancestors 'none'" };
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  app.addHook("onRequest", (request, reply, done) => {
    // On the raw response, so pages answered outside Fastify (the provider, SSR) carry them too.
    const raw = reply.raw;
    const data = isDataPath(request.url);
    for (const [name, value] of data ? headers.data : headers.fixed) {
      raw.setHeader(name, value);
    }
    raw.setHeader(
      "content-security-policy",
      data ? headers.dataPolicy : headers.pagePolicy(cspNonce(request)),
    );
    done();
  });
}
