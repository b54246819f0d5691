import { ERROR_MESSAGES } from "@cinelux/contract";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createTestApp, useTestApp } from "../test/app.ts";
import { registerErrorHandler } from "./http/errors.ts";
import { AppError } from "./lib/app-error.ts";

const t = useTestApp({ seed: false });

describe("the server", () => {
  it("says it is alive and ready while the database answers", async () => {
    expect((await t.app.inject("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
  });

  it("sends security headers: pages get a CSP limited to the site with a per-request script nonce", async () => {
    const first = await t.app.inject("/auth/forgot?lang=fr");
    const second = await t.app.inject("/auth/forgot?lang=fr");
    const csp = String(first.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toBe(second.headers["content-security-policy"]);
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["x-request-id"]).toBeTruthy();
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
    // HSTS only outside dev.
    expect(first.headers["strict-transport-security"]).toBeUndefined();
  });

  it("gives JSON answers a CSP that allows nothing, and the provider's pages the security headers too", async () => {
    const api = await t.app.inject("/healthz");
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    // Show artwork too (found or not): an image answer is never a document that could run anything.
    const poster = await t.app.inject("/media/posters/metropolis.jpg");
    expect(poster.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    const discovery = await t.app.inject("/idp/.well-known/openid-configuration");
    expect(discovery.statusCode).toBe(200);
    expect(discovery.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("names the request on every answer: API answers and refusals, pages, the provider's answers", async () => {
    for (const url of [
      "/api/settings",
      "/api/nowhere",
      "/api/settings?language=%01",
      "/auth/forgot?lang=fr",
      "/idp/.well-known/openid-configuration",
    ]) {
      const answer = await t.app.inject({ url, headers: { "x-request-id": "trace-7" } });
      expect(answer.headers["x-request-id"], url).toBe("trace-7");
    }
  });

  it("sends HSTS and configured frame parents outside dev", async () => {
    const prod = await createTestApp({
      seed: false,
      env: {
        APP_ENV: "prod",
        PUBLIC_URL: "https://www.cinelux.fr",
        FRAME_ANCESTORS: "https://app.cinelux.fr",
      },
    });
    try {
      const page = await prod.app.inject({ url: "/auth/forgot", headers: { "x-forwarded-proto": "https" } });
      expect(page.headers["strict-transport-security"]).toContain("max-age=");
      expect(page.headers["content-security-policy"]).toContain(
        "frame-ancestors 'self' https://app.cinelux.fr",
      );
    } finally {
      await prod.close();
    }
  });

  it("answers bad input with a 400 that names the field", async () => {
    const response = await t.app.inject({ method: "POST", url: "/dev/token", payload: { mail: 42 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "BAD_REQUEST", fields: [{ path: "mail" }] });
  });

  it("refuses a body over the limit with a coded 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/dev/token",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ mail: "x".repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("answers an unknown API path with a coded 404", async () => {
    const response = await t.app.inject("/api/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("limits the rate of writes with 429 and Retry-After", async () => {
    let last = await t.app.inject({ method: "POST", url: "/auth/forgot", payload: "email=x" });
    for (let i = 0; i < 12 && last.statusCode !== 429; i += 1) {
      last = await t.app.inject({
        method: "POST",
        url: "/auth/forgot",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "email=nobody%40example.com&lang=en",
      });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ code: "RATE_LIMITED" });
  });

  it("limits every API write by default and never a read", async () => {
    const reads = await Promise.all(Array.from({ length: 130 }, () => t.app.inject("/api/settings")));
    expect(reads.every((r) => r.statusCode === 200)).toBe(true);
    let status = 0;
    for (let i = 0; i < 125 && status !== 429; i += 1) {
      // Unauthenticated writes still count: the limit comes before authentication.
      status = (await t.app.inject({ method: "PATCH", url: "/api/accounts/me", payload: {} })).statusCode;
    }
    expect(status).toBe(429);
  });

  it("serves the OpenAPI document at /api/docs without a token", async () => {
    const response = await t.app.inject("/api/docs/json");
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain("/api/accounts/me");
  });
});

describe("the error handler", () => {
  it("hides internals of a 5xx and keeps coded 4xx", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get("/boom", async () => {
      throw new Error("secret connection string postgres://admin:pw@db");
    });
    app.get("/coded", async () => {
      throw new AppError("CONFLICT", { detail: "Already there." });
    });
    const boom = await app.inject("/boom");
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain("secret");
    expect(boom.json()).toMatchObject({ code: "INTERNAL" });
    const coded = await app.inject("/coded");
    expect(coded.statusCode).toBe(409);
    expect(coded.json()).toEqual({ code: "CONFLICT", message: ERROR_MESSAGES.fr.CONFLICT });
    await app.close();
  });

  it("answers 503 on /readyz when the database does not answer", async () => {
    const other = await createTestApp({ seed: false });
    await other.database.close();
    const response = await other.app.inject("/readyz");
    expect(response.statusCode).toBe(503);
    await other.app.close();
  });
});
