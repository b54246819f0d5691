import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

const NONCE = Symbol("cspNonce");
type WithNonce = IncomingMessage & { [NONCE]?: string };

/** The per-request script nonce: React Router's hydration scripts carry it (entry.server.tsx). */
export function cspNonce(request: FastifyRequest): string {
  const raw = request.raw as WithNonce;
  raw[NONCE] ??= randomBytes(16).toString("base64");
  return raw[NONCE];
}

/** Security headers: a CSP limited to the site's own origin, frame-ancestors to configured parents. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook("onRequest", async (request) => {
    cspNonce(request);
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (req: IncomingMessage) => `'nonce-${(req as WithNonce)[NONCE] ?? "none"}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        // The issuer may sit on another origin than the page (nl.localhost signs in at localhost/idp).
        connectSrc: ["'self'", ...new Set([new URL(config.oidc.issuer).origin, ...config.origins])],
        frameSrc: ["'self'"],
        formAction: ["'self'", ...config.origins],
        frameAncestors: ["'self'", ...config.frameAncestors],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // HSTS only outside dev: a laptop on http://localhost must not be pinned to https.
    strictTransportSecurity: config.env === "dev" ? false : { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    // Frames are governed by CSP frame-ancestors; X-Frame-Options cannot list several parents.
    frameguard: false,
  });
}
