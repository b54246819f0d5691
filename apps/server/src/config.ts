import { ENVIRONMENTS, type Environment, environmentFromHost } from "@cinelux/contract";
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
    DATABASE_URL: optionalUrl.refine((v) => !v || /^postgres(ql)?:/.test(v), "must be a postgres:// URL"),
    DATA_DIR: z.string().min(1).default(".data"),
    SMTP_URL: optionalUrl.refine((v) => !v || /^smtps?:/.test(v), "must be an smtp:// or smtps:// URL"),
    MAIL_FROM: z.string().min(3).default("Cinélux <no-reply@cinelux.fr>"),
    OIDC_ISSUER: optionalUrl,
    OIDC_AUDIENCE: z.string().trim().min(1).optional(),
    OIDC_CLIENT_ID: z.string().min(1).default("cinelux-web"),
    APP_ENV: z.enum(ENVIRONMENTS).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .refine((env) => Boolean(env.OIDC_ISSUER) === Boolean(env.OIDC_AUDIENCE), {
    message: "OIDC_ISSUER and OIDC_AUDIENCE go together: set both to use an external provider, or neither",
    path: ["OIDC_AUDIENCE"],
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
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: { issuer: string; audience: string; clientId: string; embedded: boolean };
  env: Environment;
  logLevel: string;
}

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
    // SPEC 2.1 / issue 3: the Dutch domain is served on nl.localhost locally.
    origins.push(withPort(publicUrl, "nl.localhost"));
  }
  const embedded = !e.OIDC_ISSUER;
  return {
    port: e.PORT,
    host: e.HOST ?? (appEnv === "dev" ? "localhost" : "0.0.0.0"),
    trustProxy: e.TRUST_PROXY,
    drainMs: e.DRAIN_SECONDS * 1000,
    publicUrl: publicUrl.origin,
    origins: [...new Set(origins)],
    frameAncestors: e.FRAME_ANCESTORS.map((o) => new URL(o).origin),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc: {
      issuer: e.OIDC_ISSUER ?? `${publicUrl.origin}/idp`,
      audience: e.OIDC_AUDIENCE ?? `${publicUrl.origin}/api`,
      clientId: e.OIDC_CLIENT_ID,
      embedded,
    },
    env: appEnv,
    logLevel: e.LOG_LEVEL,
  };
}

/** For entry points (server, CLIs): an invalid configuration prints its message and exits 1. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
