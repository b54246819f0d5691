import type { FastifyInstance, FastifyRequest } from "fastify";
import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import type { Config } from "../config.ts";
import type { KeySetSource } from "../identity/key-set.ts";
import { AppError } from "../lib/app-error.ts";

/** Only asymmetric algorithms: an HS256 token signed with the public key must never pass. */
const ACCESS_TOKEN_ALGORITHMS = ["RS256", "PS256", "ES256"];

declare module "fastify" {
  interface FastifyRequest {
    /** The `sub` of a verified access token; set on every non-public /api route. */
    accountId: string;
    /** The verified access token's `scope` (space-separated; empty when it has none). */
    tokenScope: string;
  }
  interface FastifyContextConfig {
    /** SPEC 7: settings and the public catalog skip authentication. */
    public?: boolean;
    /** A route outside /api that takes the API's access token all the same (identity/userinfo.routes.ts). */
    accessToken?: boolean;
    /**
     * A public route that knows the customer when a token comes with the request (buying as a guest
     * or signed in): a token, when sent, is checked as on any route; `accountId` stays empty without one.
     */
    optionalAuth?: boolean;
  }
}

/** The grants whose access tokens are refused (modules/revocation/revoked-grants.ts). */
export interface GrantRevocations {
  /** A promise only while the answer needs the database; a plain boolean on the hot path. */
  isRevoked(grantId: string): boolean | Promise<boolean>;
}

/** What a verified access token says: its subject and, from the embedded provider, its grant. */
export interface VerifiedAccessToken {
  sub: string;
  /** The `gid` claim (identity/provider.ts `extraTokenClaims`); undefined on tokens without one. */
  gid: string | undefined;
  /** The `scope` claim; empty when the token has none. */
  scope: string;
  /** Every claim of the token (the staff guard reads `roles` and `mfa_at`, http/staff-guard.ts). */
  payload: JWTPayload;
}

export const INVALID_TOKEN = { "www-authenticate": 'Bearer error="invalid_token"' };

export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer ([A-Za-z0-9\-_.~+/]+=*)$/.exec(header);
  if (!match?.[1]) {
    throw new AppError("UNAUTHORIZED", { detail: "A bearer access token is required." });
  }
  return match[1];
}

/**
 * Tokens that passed every check, until they expire: a signature is checked once per token, not once
 * per request. Bounded; the oldest entries leave first.
 */
const VERIFIED_CAPACITY = 10_000;
type VerifiedTokens = Map<string, VerifiedAccessToken & { expiresAtMs: number }>;
/** One cache per issuer and audience, so a token is never trusted for another verifier's settings. */
const verifiedBySettings = new Map<string, VerifiedTokens>();

function rememberVerified(
  verified: VerifiedTokens,
  token: string,
  claims: VerifiedAccessToken,
  exp: number,
): void {
  if (verified.size >= VERIFIED_CAPACITY) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) {
      verified.delete(oldest);
    }
  }
  verified.set(token, { ...claims, expiresAtMs: exp * 1000 });
}

/**
 * Verifies signature, algorithm, issuer, audience, expiry, not-before and `typ` (RFC 9068). Whether the
 * token's grant still stands is the caller's question (registerAuth), asked on every request.
 */
export async function verifyAccessToken(
  token: string,
  options: { keySet: JWTVerifyGetKey; issuer: string; audience: string },
): Promise<VerifiedAccessToken> {
  const settings = `${options.issuer} ${options.audience}`;
  let verified = verifiedBySettings.get(settings);
  if (!verified) {
    verified = new Map();
    verifiedBySettings.set(settings, verified);
  }
  const known = verified.get(token);
  if (known) {
    if (known.expiresAtMs > Date.now()) {
      return known;
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
      throw new AppError("UNAUTHORIZED", { detail: "The access token has no subject." });
    }
    if (payload.gid !== undefined && (typeof payload.gid !== "string" || payload.gid.length === 0)) {
      throw new AppError("UNAUTHORIZED", {
        detail: "The access token's grant is malformed.",
        headers: INVALID_TOKEN,
      });
    }
    const scope = typeof payload.scope === "string" ? payload.scope : "";
    const claims: VerifiedAccessToken = { sub: payload.sub, gid: payload.gid, scope, payload };
    rememberVerified(verified, token, claims, payload.exp as number);
    return claims;
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    const reason = error instanceof errors.JOSEError ? error.code : "ERR_INVALID_TOKEN";
    throw new AppError("UNAUTHORIZED", {
      detail: `The access token is not valid (${reason}).`,
      headers: INVALID_TOKEN,
    });
  }
}

/** The OpenAPI document and its viewer are readable without a token. */
const PUBLIC_PREFIXES = ["/api/docs"];

export function isPublicRoute(
  url: string,
  config: { public?: boolean; accessToken?: boolean } | undefined,
): boolean {
  if (config?.accessToken) {
    return false;
  }
  return (
    !url.startsWith("/api/") || Boolean(config?.public) || PUBLIC_PREFIXES.some((p) => url.startsWith(p))
  );
}

/**
 * Whether an access token must name its grant (docs/sessions.md). The embedded provider puts `gid` in
 * every token it signs, and so does the dev tooling (identity/tokens.ts): a token without one could
 * not be refused at sign-out, so it is refused. An external provider's tokens name no grant of ours.
 */
export function requiresGrant(config: Pick<Config, "oidc">): boolean {
  return config.oidc.embedded;
}

/**
 * Refuses a token whose grant has ended (sign-out, revocation), or, when grants are required, a
 * token that names none. Asked on every request, cached token or not.
 */
export function checkTokenGrant(
  token: VerifiedAccessToken,
  grantRequired: boolean,
  revocations: GrantRevocations,
): void | Promise<void> {
  const ended = () =>
    new AppError("UNAUTHORIZED", { detail: "The access token's session has ended.", headers: INVALID_TOKEN });
  if (token.gid === undefined) {
    if (grantRequired) {
      throw new AppError("UNAUTHORIZED", {
        detail: "The access token names no grant.",
        headers: INVALID_TOKEN,
      });
    }
    return;
  }
  const revoked = revocations.isRevoked(token.gid);
  if (revoked === true) {
    throw ended();
  }
  // A promise only while the answer needs the database: the hot path stays synchronous.
  if (revoked !== false) {
    return revoked.then((isRevoked) => {
      if (isRevoked) {
        throw ended();
      }
    });
  }
}

/** The back-office's routes: guarded by their role instead (http/staff-guard.ts, docs/staff.md). */
export function isStaffRoute(url: string): boolean {
  return url === "/api/staff" || url.startsWith("/api/staff/");
}

/**
 * Every /api route requires a token unless its route config says `public: true`; a route elsewhere
 * requires one when its config says `accessToken: true`. Same checks either way: audience included,
 * so a staff token (its own audience) opens none of them. `/api/staff/*` is the staff guard's.
 */
export function registerAuth(
  app: FastifyInstance,
  config: Config,
  keySetSource: KeySetSource,
  revocations: GrantRevocations,
): void {
  const grantRequired = requiresGrant(config);
  app.decorateRequest("accountId", "");
  app.decorateRequest("tokenScope", "");
  app.addHook("onRoute", (route) => {
    const optional = Boolean(route.config?.optionalAuth);
    if (isStaffRoute(route.url) || (isPublicRoute(route.url, route.config) && !optional)) {
      return;
    }
    const authenticate = async (request: FastifyRequest) => {
      if (optional && request.headers.authorization === undefined) {
        return;
      }
      const token = await verifyAccessToken(bearerToken(request), {
        keySet: await keySetSource(),
        issuer: config.oidc.issuer,
        audience: config.oidc.audience,
      });
      // Checked on every request, cached token or not: sign-out and revocation end a token at once.
      const pending = checkTokenGrant(token, grantRequired, revocations);
      if (pending) {
        await pending;
      }
      request.accountId = token.sub;
      request.tokenScope = token.scope;
    };
    // After the rate limiter (registered first), so unauthenticated floods are counted too.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, authenticate];
  });
}
