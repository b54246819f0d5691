import { describe, expect, it } from "vitest";
import { ConfigError, checkServingConfig, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults: port 3000, embedded provider at /idp, PGlite in .data, dev on localhost", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: "http://localhost:3000",
      dataDir: ".data",
      databaseUrl: undefined,
      env: "dev",
      oidc: { issuer: "http://localhost:3000/idp", audience: "http://localhost:3000/api", embedded: true },
    });
    // Both local domains are registered sign-in origins.
    expect(config.origins).toEqual(["http://localhost:3000", "http://nl.localhost:3000"]);
  });

  it.each([
    ["PORT", { PORT: "seventy" }],
    ["PORT", { PORT: "70000" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://db/cinelux" }],
    ["SMTP_URL", { SMTP_URL: "http://mail" }],
    ["LOG_LEVEL", { LOG_LEVEL: "loud" }],
    ["APP_ENV", { APP_ENV: "production" }],
    ["OIDC_AUDIENCE", { OIDC_ISSUER: "https://tenant.example.com/" }],
    ["PUBLIC_URL", { PUBLIC_URL: "not a url" }],
    ["TRUST_PROXY", { TRUST_PROXY: "true" }],
    ["TRUST_PROXY", { TRUST_PROXY: "10.0.0.1, proxy.example.com" }],
    ["DRAIN_SECONDS", { DRAIN_SECONDS: "-1" }],
    ["SSR_PAGE_CACHE", { SSR_PAGE_CACHE: "no" }],
    ["DATABASE_REPLICA_URL", { DATABASE_REPLICA_URL: "postgres://replica/cinelux" }],
    ["DATABASE_REPLICA_URL", { DATABASE_URL: "postgres://db/cinelux", DATABASE_REPLICA_URL: "http://x" }],
    ["DATABASE_POOL_SIZE", { DATABASE_POOL_SIZE: "0" }],
    ["DATABASE_POOL_SIZE", { DATABASE_POOL_SIZE: "101" }],
    ["DATABASE_POOL_SIZE", { DATABASE_POOL_SIZE: "2.5" }],
  ])("stops with a message naming %s", (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("reads a replica beside its primary, and one pool size for both (10 by default)", () => {
    expect(loadConfig({})).toMatchObject({ databaseReplicaUrl: undefined, databasePoolSize: 10 });
    expect(
      loadConfig({
        DATABASE_URL: "postgres://primary/cinelux",
        DATABASE_REPLICA_URL: "postgres://replica/cinelux",
        DATABASE_POOL_SIZE: "25",
      }),
    ).toMatchObject({ databaseReplicaUrl: "postgres://replica/cinelux", databasePoolSize: 25 });
  });

  it("uses an external provider when OIDC_ISSUER and OIDC_AUDIENCE are set", () => {
    const config = loadConfig({
      OIDC_ISSUER: "https://tenant.example.com/",
      OIDC_AUDIENCE: "https://api.cinelux.fr",
    });
    expect(config.oidc).toMatchObject({
      embedded: false,
      issuer: "https://tenant.example.com/",
      audience: "https://api.cinelux.fr",
    });
  });

  it("derives the environment from the public host, and APP_ENV overrides it", () => {
    expect(loadConfig({ PUBLIC_URL: "https://www.cinelux.fr" }).env).toBe("prod");
    expect(loadConfig({ PUBLIC_URL: "https://preprod.cinelux.fr" }).env).toBe("preprod");
    expect(loadConfig({ PUBLIC_URL: "https://www.cinelux.fr", APP_ENV: "staging" }).env).toBe("staging");
  });

  it("listens on loopback in the dev environment unless HOST says otherwise, on every interface elsewhere", () => {
    expect(loadConfig({}).host).toBe("localhost");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ PUBLIC_URL: "https://www.cinelux.fr" }).host).toBe("0.0.0.0");
  });

  it("trusts no proxy by default; TRUST_PROXY takes a hop count or a list of addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ PUBLIC_URL: "https://www.cinelux.fr" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, loopback ::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "loopback",
      "::1",
    ]);
  });

  it("offers the three social sign-ins as labelled demonstrations in dev only, unless configured", () => {
    expect(loadConfig({}).upstreams).toEqual({
      facebook: { kind: "demo" },
      apple: { kind: "demo" },
      "google-oauth2": { kind: "demo" },
    });
    expect(loadConfig({ PUBLIC_URL: "https://www.cinelux.fr" }).upstreams).toEqual({});
    expect(loadConfig({ UPSTREAM_DEMO: "off" }).upstreams).toEqual({});
    expect(
      loadConfig({ PUBLIC_URL: "https://staging.cinelux.fr", UPSTREAM_DEMO: "on" }).upstreams.apple,
    ).toEqual({
      kind: "demo",
    });
    // With an external provider the social sign-ins are its business.
    expect(
      loadConfig({ OIDC_ISSUER: "https://tenant.example.com/", OIDC_AUDIENCE: "https://api.cinelux.fr" })
        .upstreams,
    ).toEqual({});
  });

  it("refuses to serve prod without a mail relay, naming SMTP_URL; elsewhere the outbox may wait", () => {
    const prod = { PUBLIC_URL: "https://www.cinelux.fr" };
    expect(() => checkServingConfig(loadConfig(prod))).toThrow(/SMTP_URL: required in prod/);
    const live = { MOLLIE_API_KEY: "live_abcdefghijklmnopqrstuvwxyz1234" };
    expect(() =>
      checkServingConfig(loadConfig({ ...prod, ...live, SMTP_URL: "smtp://relay.internal:25" })),
    ).not.toThrow();
    expect(() => checkServingConfig(loadConfig({ PUBLIC_URL: "https://preprod.cinelux.fr" }))).not.toThrow();
    expect(() => checkServingConfig(loadConfig({}))).not.toThrow();
  });

  it("takes payments through Mollie with a key, the built-in provider in dev only, and a live key in prod", () => {
    const smtp = { SMTP_URL: "smtp://relay.internal:25" };
    expect(loadConfig({}).payments).toEqual({ kind: "builtin" });
    expect(loadConfig({ PUBLIC_URL: "https://preprod.cinelux.fr" }).payments).toEqual({ kind: "none" });
    expect(loadConfig({ MOLLIE_API_KEY: "test_abcdefghijklmnop" }).payments).toEqual({
      kind: "mollie",
      apiKey: "test_abcdefghijklmnop",
      apiEndpoint: undefined,
    });
    expect(() => loadConfig({ MOLLIE_API_KEY: "sk_live_123" })).toThrow(/MOLLIE_API_KEY/);
    const prod = { PUBLIC_URL: "https://www.cinelux.fr", ...smtp };
    expect(() => checkServingConfig(loadConfig(prod))).toThrow(
      /MOLLIE_API_KEY: a live_ key is required in prod/,
    );
    expect(() =>
      checkServingConfig(loadConfig({ ...prod, MOLLIE_API_KEY: "test_abcdefghijklmnop" })),
    ).toThrow(/MOLLIE_API_KEY/);
  });

  it("refuses the demonstration sign-ins in prod and preprod", () => {
    for (const PUBLIC_URL of ["https://www.cinelux.fr", "https://preprod.cinelux.fr"]) {
      expect(() => loadConfig({ PUBLIC_URL, UPSTREAM_DEMO: "on" })).toThrow(/UPSTREAM_DEMO/);
    }
  });

  it("connects a real upstream from its client id, with the provider's endpoints unless overridden", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://www.cinelux.fr",
      UPSTREAM_GOOGLE_OAUTH2_CLIENT_ID: "google-client",
      UPSTREAM_GOOGLE_OAUTH2_CLIENT_SECRET: "google-secret",
      UPSTREAM_APPLE_CLIENT_ID: "fr.cinelux.web",
      UPSTREAM_APPLE_ISSUER: "https://apple.test",
      UPSTREAM_APPLE_JWKS_URL: "https://apple.test/keys",
    });
    expect(config.upstreams["google-oauth2"]).toEqual({
      kind: "oidc",
      issuer: "https://accounts.google.com",
      authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: "https://oauth2.googleapis.com/token",
      jwksUrl: "https://www.googleapis.com/oauth2/v3/certs",
      clientId: "google-client",
      clientSecret: "google-secret",
    });
    expect(config.upstreams.apple).toMatchObject({
      issuer: "https://apple.test",
      jwksUrl: "https://apple.test/keys",
    });
    expect(config.upstreams.facebook).toBeUndefined();
    expect(() => loadConfig({ UPSTREAM_FACEBOOK_TOKEN_URL: "not a url" })).toThrow(
      /UPSTREAM_FACEBOOK_TOKEN_URL/,
    );
    expect(() => loadConfig({ UPSTREAM_DEMO: "yes" })).toThrow(/UPSTREAM_DEMO/);
  });

  it("drains for 10 seconds on SIGTERM unless DRAIN_SECONDS says otherwise", () => {
    expect(loadConfig({}).drainMs).toBe(10_000);
    expect(loadConfig({ DRAIN_SECONDS: "2.5" }).drainMs).toBe(2_500);
  });

  it("micro-caches anonymous pages unless SSR_PAGE_CACHE=off", () => {
    expect(loadConfig({}).ssrPageCache).toBe(true);
    expect(loadConfig({ SSR_PAGE_CACHE: "on" }).ssrPageCache).toBe(true);
    expect(loadConfig({ SSR_PAGE_CACHE: "off" }).ssrPageCache).toBe(false);
  });
});
