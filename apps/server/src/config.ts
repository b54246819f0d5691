import {
  ENVIRONMENTS,
  type Environment,
  environmentFromHost,
  IDENTITY_PROVIDERS,
  type IdentityProvider,
} from "@cinelux/contract";
import * as z from "zod";

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

const urlList = z
  .string()
  .optional()
  .transform((value) => (value ?? "").split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(z.url()));

/** Upstream OIDC connections of the social sign-ins (docs/identities.md), one set per provider. */
const UPSTREAM_FIELDS = [
  "ISSUER",
  "AUTHORIZATION_URL",
  "TOKEN_URL",
  "JWKS_URL",
  "CLIENT_ID",
  "CLIENT_SECRET",
] as const;

function upstreamPrefix(provider: IdentityProvider): string {
  return `UPSTREAM_${provider.toUpperCase().replaceAll("-", "_")}_`;
}

function upstreamVariables() {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const provider of IDENTITY_PROVIDERS) {
    for (const field of UPSTREAM_FIELDS) {
      shape[`${upstreamPrefix(provider)}${field}`] =
        field === "CLIENT_ID" || field === "CLIENT_SECRET"
          ? z.string().trim().max(2048).optional()
          : optionalUrl;
    }
  }
  return shape;
}

/** The well-known endpoints of each provider's real OIDC service; each can be overridden by its variable. */
const UPSTREAM_DEFAULTS: Record<
  IdentityProvider,
  { issuer: string; authorizationUrl: string; tokenUrl: string; jwksUrl: string }
> = {
  "google-oauth2": {
    issuer: "https://accounts.google.com",
    authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: "https://oauth2.googleapis.com/token",
    jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
  },
  facebook: {
    issuer: "https://www.facebook.com",
    authorizationUrl: "https://www.facebook.com/v19.0/dialog/oauth",
    tokenUrl: "https://graph.facebook.com/v19.0/oauth/access_token",
    jwksUrl: "https://www.facebook.com/.well-known/oauth/openid/jwks/",
  },
  apple: {
    issuer: "https://appleid.apple.com",
    authorizationUrl: "https://appleid.apple.com/auth/authorize",
    tokenUrl: "https://appleid.apple.com/auth/token",
    jwksUrl: "https://appleid.apple.com/auth/keys",
  },
};

/** A real upstream OIDC provider, or this server's labelled demonstration of one (dev only). */
export type UpstreamConfig =
  | {
      kind: "oidc";
      issuer: string;
      authorizationUrl: string;
      tokenUrl: string;
      jwksUrl: string;
      clientId: string;
      clientSecret: string;
    }
  | { kind: "demo" };

function upstreamConfigs(
  env: Record<string, string | undefined>,
  demo: boolean,
): Partial<Record<IdentityProvider, UpstreamConfig>> {
  const upstreams: Partial<Record<IdentityProvider, UpstreamConfig>> = {};
  for (const provider of IDENTITY_PROVIDERS) {
    const read = (field: (typeof UPSTREAM_FIELDS)[number]) =>
      env[`${upstreamPrefix(provider)}${field}`] || undefined;
    const clientId = read("CLIENT_ID");
    if (clientId) {
      const defaults = UPSTREAM_DEFAULTS[provider];
      upstreams[provider] = {
        kind: "oidc",
        issuer: read("ISSUER") ?? defaults.issuer,
        authorizationUrl: read("AUTHORIZATION_URL") ?? defaults.authorizationUrl,
        tokenUrl: read("TOKEN_URL") ?? defaults.tokenUrl,
        jwksUrl: read("JWKS_URL") ?? defaults.jwksUrl,
        clientId,
        clientSecret: read("CLIENT_SECRET") ?? "",
      };
    } else if (demo) {
      upstreams[provider] = { kind: "demo" };
    }
  }
  return upstreams;
}

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => parseTrustProxy(value, ctx)),
    DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(10),
    PUBLIC_URL: optionalUrl,
    PUBLIC_ORIGINS: urlList,
    FRAME_ANCESTORS: urlList,
    EMBEDDED_HOST_ORIGIN: optionalUrl.refine(
      (v) => !v || (URL.canParse(v) && new URL(v).origin === v.replace(/\/$/, "")),
      "must be an origin (scheme, host and port, no path), never *",
    ),
    DATABASE_URL: optionalUrl.refine((v) => !v || /^postgres(ql)?:/.test(v), "must be a postgres:// URL"),
    DATABASE_REPLICA_URL: optionalUrl.refine(
      (v) => !v || /^postgres(ql)?:/.test(v),
      "must be a postgres:// URL",
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATA_DIR: z.string().min(1).default(".data"),
    SMTP_URL: optionalUrl.refine((v) => !v || /^smtps?:/.test(v), "must be an smtp:// or smtps:// URL"),
    MAIL_FROM: z.string().min(3).default("Cinélux <no-reply@cinelux.fr>"),
    OIDC_ISSUER: optionalUrl,
    OIDC_AUDIENCE: z.string().trim().min(1).optional(),
    OIDC_CLIENT_ID: z.string().min(1).default("cinelux-web"),
    OIDC_STAFF_CLIENT_ID: z.string().min(1).default("cinelux-staff"),
    OIDC_STAFF_AUDIENCE: z.string().trim().min(1).optional(),
    APP_ENV: z.enum(ENVIRONMENTS).optional(),
    UPSTREAM_DEMO: z.enum(["on", "off"]).optional(),
    ...upstreamVariables(),
    MOLLIE_API_KEY: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(
        z
          .string()
          .regex(/^(test|live)_[A-Za-z0-9]{10,64}$/, "must be a Mollie API key (test_… or live_…)")
          .optional(),
      ),
    MOLLIE_API_ENDPOINT: optionalUrl,
    APPLE_PAY_DOMAIN_FILE: z.string().trim().min(1).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SSR_PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  })
  .refine((env) => Boolean(env.OIDC_ISSUER) === Boolean(env.OIDC_AUDIENCE), {
    message: "OIDC_ISSUER and OIDC_AUDIENCE go together: set both to use an external provider, or neither",
    path: ["OIDC_AUDIENCE"],
  })
  .refine((env) => !env.DATABASE_REPLICA_URL || Boolean(env.DATABASE_URL), {
    // A replica of the embedded PGlite cannot exist: the replica only ever serves a PostgreSQL primary.
    message:
      "needs DATABASE_URL: a replica serves reads of a PostgreSQL primary, never of the embedded database",
    path: ["DATABASE_REPLICA_URL"],
  });

/**
 * Which clients' `X-Forwarded-For` to believe (docs/security.md): nobody by default; a number is the
 * count of proxy hops in front of the server; otherwise a list of proxy addresses or CIDR ranges
 * (and the names `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/i;

function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): TrustProxy {
  if (!value || ["false", "0", "off", "no"].includes(value.toLowerCase())) {
    return false;
  }
  if (/^\d+$/.test(value)) {
    return Number(value);
  }
  const entries = value.split(/[\s,]+/).filter(Boolean);
  const invalid = entries.filter((entry) => !PROXY_NAMES.has(entry) && !ADDRESS.test(entry));
  if (invalid.length > 0 || ["true", "yes", "on"].includes(value.toLowerCase())) {
    ctx.addIssue({
      code: "custom",
      message: `must be a hop count or a list of proxy addresses, not ${invalid.join(", ") || value}`,
    });
    return false;
  }
  return entries;
}

export interface Config {
  port: number;
  /**
   * Listen address: loopback (`localhost`, both 127.0.0.1 and ::1) in the dev environment unless HOST
   * says otherwise, every interface elsewhere (docs/security.md).
   */
  host: string;
  trustProxy: TrustProxy;
  /** On SIGTERM: how long in-flight and kept-alive requests may still finish before the process exits. */
  drainMs: number;
  /** Origin of the site as customers reach it; the embedded issuer lives at `{publicUrl}/idp`. */
  publicUrl: string;
  /** Every origin the web may be served from (sign-in redirect targets), publicUrl first. */
  origins: string[];
  frameAncestors: string[];
  /**
   * The parent frame the embedded pages (m/{language}) send their signals to with `postMessage`
   * (docs/embedded.md): an explicit origin, never `*`. In dev the site's own origin (the dev host
   * page); elsewhere only when EMBEDDED_HOST_ORIGIN is set, and then it may frame the site too.
   */
  embeddedHostOrigin: string | null;
  databaseUrl: string | undefined;
  /**
   * A streaming replica of DATABASE_URL's primary: the public reads that tolerate a second of
   * staleness may go to it (db/read-routing.ts, docs/scaling.md "Replica reads").
   */
  databaseReplicaUrl: string | undefined;
  /** Connections per process in the primary's pool; the replica's pool has as many. */
  databasePoolSize: number;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * `staffClientId` and `staffAudience`: the back-office's own client and the audience of its access
   * tokens, never the customers' (docs/staff.md "Sign-in").
   */
  oidc: {
    issuer: string;
    audience: string;
    clientId: string;
    staffClientId: string;
    staffAudience: string;
    embedded: boolean;
  };
  /**
   * The social sign-ins the embedded provider offers (docs/identities.md): a configured upstream, or
   * in the dev environment (or with UPSTREAM_DEMO=on outside production) a demonstration one; a
   * provider left out is not offered.
   */
  upstreams: Partial<Record<IdentityProvider, UpstreamConfig>>;
  env: Environment;
  logLevel: string;
  /**
   * The anonymous page micro-cache (http/page-cache.ts, docs/decisions/005-page-cache.md);
   * `SSR_PAGE_CACHE=off` renders every page request (the bench's "cold" measure).
   */
  ssrPageCache: boolean;
  payments: PaymentsConfig;
  /** Mollie's Apple Pay domain validation file, served on every domain at its well-known path. */
  applePayDomainFile: string | undefined;
}

/**
 * How the site takes payments (docs/domain/payments.md): Mollie with MOLLIE_API_KEY (its own API, or
 * MOLLIE_API_ENDPOINT); without a key, in the dev environment only, the built-in provider that speaks
 * Mollie's protocol; elsewhere none (payments answer PAYMENT_UNAVAILABLE, and prod refuses to serve).
 */
export type PaymentsConfig =
  | { kind: "mollie"; apiKey: string; apiEndpoint: string | undefined }
  | { kind: "builtin" }
  | { kind: "none" };

export class ConfigError extends Error {}

function withPort(url: URL, hostname: string): string {
  const copy = new URL(url);
  copy.hostname = hostname;
  return copy.origin;
}

/** Validates the environment; an invalid variable stops the start with a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const appEnv = e.APP_ENV ?? environmentFromHost(publicUrl.hostname);
  const origins = [publicUrl.origin, ...e.PUBLIC_ORIGINS.map((o) => new URL(o).origin)];
  if (publicUrl.hostname === "localhost") {
    // SPEC 2.1: the Dutch domain is served on nl.localhost locally.
    origins.push(withPort(publicUrl, "nl.localhost"));
  }
  const embedded = !e.OIDC_ISSUER;
  const demo = e.UPSTREAM_DEMO ? e.UPSTREAM_DEMO === "on" : appEnv === "dev";
  if (e.UPSTREAM_DEMO === "on" && (appEnv === "prod" || appEnv === "preprod")) {
    // Anyone may type any demonstration identity: never where real customers sign in.
    throw new ConfigError(
      "Invalid configuration:\n  UPSTREAM_DEMO: the demonstration sign-ins are refused in prod and preprod",
    );
  }
  const audience = e.OIDC_AUDIENCE ?? `${publicUrl.origin}/api`;
  const staffAudience = e.OIDC_STAFF_AUDIENCE ?? `${publicUrl.origin}/staff-api`;
  if (staffAudience === audience) {
    // A staff token must open no customer route, nor a customer's token a staff one (docs/staff.md).
    throw new ConfigError(
      "Invalid configuration:\n  OIDC_STAFF_AUDIENCE: must differ from the API's audience (OIDC_AUDIENCE)",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST ?? (appEnv === "dev" ? "localhost" : "0.0.0.0"),
    trustProxy: e.TRUST_PROXY,
    drainMs: e.DRAIN_SECONDS * 1000,
    publicUrl: publicUrl.origin,
    origins: [...new Set(origins)],
    frameAncestors: [
      ...new Set(
        [...e.FRAME_ANCESTORS, ...(e.EMBEDDED_HOST_ORIGIN ? [e.EMBEDDED_HOST_ORIGIN] : [])].map(
          (o) => new URL(o).origin,
        ),
      ),
    ],
    embeddedHostOrigin: e.EMBEDDED_HOST_ORIGIN
      ? new URL(e.EMBEDDED_HOST_ORIGIN).origin
      : appEnv === "dev"
        ? publicUrl.origin
        : null,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc: {
      issuer: e.OIDC_ISSUER ?? `${publicUrl.origin}/idp`,
      audience,
      clientId: e.OIDC_CLIENT_ID,
      staffClientId: e.OIDC_STAFF_CLIENT_ID,
      staffAudience,
      embedded,
    },
    upstreams: embedded ? upstreamConfigs(env, demo) : {},
    env: appEnv,
    logLevel: e.LOG_LEVEL,
    ssrPageCache: e.SSR_PAGE_CACHE === "on",
    payments: e.MOLLIE_API_KEY
      ? { kind: "mollie", apiKey: e.MOLLIE_API_KEY, apiEndpoint: e.MOLLIE_API_ENDPOINT }
      : appEnv === "dev"
        ? { kind: "builtin" }
        : { kind: "none" },
    applePayDomainFile: e.APPLE_PAY_DOMAIN_FILE,
  };
}

/** For entry points (server, CLIs): an invalid configuration prints its message and exits 1. */
/**
 * What the serving process needs beyond a valid configuration: in prod, a mail relay. Without
 * SMTP_URL every mail (sign-up confirmation, password reset, e-tickets) would wait in the outbox
 * and nobody would know, so the server refuses to start. Tools (the seed, migrations) do not send.
 */
export function checkServingConfig(config: Config): void {
  if (config.env === "prod" && !config.smtpUrl) {
    throw new ConfigError(
      "Invalid configuration:\n  SMTP_URL: required in prod (without it every mail stays in the outbox)",
    );
  }
  if (
    config.env === "prod" &&
    !(config.payments.kind === "mollie" && config.payments.apiKey.startsWith("live_"))
  ) {
    throw new ConfigError(
      "Invalid configuration:\n  MOLLIE_API_KEY: a live_ key is required in prod (customers pay through Mollie)",
    );
  }
}

export function loadConfigOrExit(
  env: Record<string, string | undefined> = process.env,
  options: { serving?: boolean } = {},
): Config {
  try {
    const config = loadConfig(env);
    if (options.serving) {
      checkServingConfig(config);
    }
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
