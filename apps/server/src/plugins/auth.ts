import type { FastifyInstance, FastifyRequest } from "fastify";
import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from "jose";
import type { Config } from "../config.ts";
import { AppError } from "../lib/app-error.ts";

/** Only asymmetric algorithms: an HS256 token signed with the public key must never pass. */
export const ACCESS_TOKEN_ALGORITHMS = ["RS256", "PS256", "ES256"];

declare module "fastify" {
  interface FastifyRequest {
    /** The `sub` of a verified access token; set on every non-public /api route. */
    accountId: string;
  }
  interface FastifyContextConfig {
    /** SPEC 7: settings and the public catalog skip authentication. */
    public?: boolean;
  }
}

export type KeySetSource = () => Promise<JWTVerifyGetKey>;

/** Embedded provider: its own public keys; external provider: the JWKS named by its discovery document. */
export function remoteKeySet(issuer: string): KeySetSource {
  let keySet: JWTVerifyGetKey | undefined;
  return async () => {
    if (!keySet) {
      const response = await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`);
      const discovery = (await response.json()) as { jwks_uri: string };
      keySet = createRemoteJWKSet(new URL(discovery.jwks_uri));
    }
    return keySet;
  };
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer ([A-Za-z0-9\-_.~+/]+=*)$/.exec(header);
  if (!match?.[1]) {
    throw new AppError("UNAUTHORIZED", "A bearer access token is required.");
  }
  return match[1];
}

/**
 * Tokens that passed every check, until they expire: a signature is checked once per token, not once
 * per request. Bounded; the oldest entries leave first.
 */
const VERIFIED_CAPACITY = 10_000;
type VerifiedTokens = Map<string, { sub: string; expiresAtMs: number }>;
/** One cache per issuer and audience, so a token is never trusted for another verifier's settings. */
const verifiedBySettings = new Map<string, VerifiedTokens>();

function rememberVerified(verified: VerifiedTokens, token: string, sub: string, exp: number): void {
  if (verified.size >= VERIFIED_CAPACITY) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) {
      verified.delete(oldest);
    }
  }
  verified.set(token, { sub, expiresAtMs: exp * 1000 });
}

/** Verifies signature, algorithm, issuer, audience, expiry, not-before and `typ` (RFC 9068). */
export async function verifyAccessToken(
  token: string,
  options: { keySet: JWTVerifyGetKey; issuer: string; audience: string },
): Promise<string> {
  const settings = `${options.issuer} ${options.audience}`;
  let verified = verifiedBySettings.get(settings);
  if (!verified) {
    verified = new Map();
    verifiedBySettings.set(settings, verified);
  }
  const known = verified.get(token);
  if (known) {
    if (known.expiresAtMs > Date.now()) {
      return known.sub;
    }
    verified.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, options.keySet, {
      algorithms: ACCESS_TOKEN_ALGORITHMS,
      issuer: options.issuer,
      audience: options.audience,
      typ: "at+jwt",
      requiredClaims: ["sub", "exp", "iat"],
      clockTolerance: 5,
    });
    if (typeof payload.sub !== "string" || payload.sub.length === 0) {
      throw new AppError("UNAUTHORIZED", "The access token has no subject.");
    }
    rememberVerified(verified, token, payload.sub, payload.exp as number);
    return payload.sub;
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    const reason = error instanceof errors.JOSEError ? error.code : "ERR_INVALID_TOKEN";
    throw new AppError("UNAUTHORIZED", `The access token is not valid (${reason}).`, {
      "www-authenticate": 'Bearer error="invalid_token"',
    });
  }
}

/** The OpenAPI document and its viewer are readable without a token. */
const PUBLIC_PREFIXES = ["/api/docs"];

export function isPublicRoute(url: string, config: { public?: boolean } | undefined): boolean {
  return (
    !url.startsWith("/api/") || Boolean(config?.public) || PUBLIC_PREFIXES.some((p) => url.startsWith(p))
  );
}

/** Every /api route requires a token unless its route config says `public: true`. */
export function registerAuth(app: FastifyInstance, config: Config, keySetSource: KeySetSource): void {
  app.decorateRequest("accountId", "");
  app.addHook("onRoute", (route) => {
    if (isPublicRoute(route.url, route.config)) {
      return;
    }
    const authenticate = async (request: FastifyRequest) => {
      request.accountId = await verifyAccessToken(bearerToken(request), {
        keySet: await keySetSource(),
        issuer: config.oidc.issuer,
        audience: config.oidc.audience,
      });
    };
    // After the rate limiter (registered first), so unauthenticated floods are counted too.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, authenticate];
  });
}
