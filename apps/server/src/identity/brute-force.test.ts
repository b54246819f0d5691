import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { startAuthorization, TestBrowser } from "../../test/browser.ts";
import { DEMO_PASSWORD } from "../db/seed/index.ts";
import { BRUTE_FORCE, checkAttempt, recordFailure } from "./brute-force.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A sign-in through the real pages (inject comes from 127.0.0.1). */
async function attempt(mail: string, password: string) {
  const browser = new TestBrowser(t.app);
  const start = await startAuthorization(browser, { clientId: t.config.oidc.clientId });
  const uid = start.interaction.split("/").pop() as string;
  return browser.post(`/auth/interaction/${uid}/login`, { email: mail, password });
}

describe("brute-force protection on sign-in", () => {
  it("slows down after the free failures, then answers 429 with Retry-After, even to the right password", async () => {
    const mail = "lucas.bernard@example.com";
    for (let i = 0; i < BRUTE_FORCE.maxFailuresPerAccount; i += 1) {
      expect((await attempt(mail, `wrong-${i}`)).statusCode).toBe(401);
    }
    const verdict = await checkAttempt(t.database.db, mail, "127.0.0.1");
    expect(verdict.allowed).toBe(false);

    const blocked = await attempt(mail, DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(BRUTE_FORCE.windowSeconds);
    expect(blocked.body).toContain('role="alert"');
    expect(blocked.body).toContain("Trop de tentatives");

    // Another customer is not affected.
    expect((await attempt("emma.petit@example.com", DEMO_PASSWORD)).statusCode).toBe(303);
  });

  it("holds the answer longer as failures add up, within a ceiling", async () => {
    const mail = "hugo.durand@example.com";
    const delays: number[] = [];
    for (let i = 0; i < BRUTE_FORCE.maxFailuresPerAccount - 1; i += 1) {
      await recordFailure(t.database.db, mail, "10.0.0.2");
      delays.push((await checkAttempt(t.database.db, mail, "10.0.0.2")).delayMs);
    }
    expect(delays.slice(0, BRUTE_FORCE.freeFailures).every((d) => d === 0)).toBe(true);
    expect(delays.at(-1)).toBeGreaterThan(0);
    expect(Math.max(...delays)).toBeLessThanOrEqual(BRUTE_FORCE.maxDelayMs);
    expect([...delays].sort((a, b) => a - b)).toEqual(delays);
  });

  it("never locks for good: the refusal ends with the window", async () => {
    const mail = "sanne.devries@example.com";
    for (let i = 0; i < BRUTE_FORCE.maxFailuresPerAccount; i += 1) {
      await recordFailure(t.database.db, mail, "10.0.0.3");
    }
    expect((await checkAttempt(t.database.db, mail, "10.0.0.3")).allowed).toBe(false);
    // Move the window into the past, as time would.
    await t.database.db.execute(
      sql`update login_attempts set window_start = now() - make_interval(secs => ${BRUTE_FORCE.windowSeconds + 1})`,
    );
    expect((await checkAttempt(t.database.db, mail, "10.0.0.3")).allowed).toBe(true);
    expect((await attempt(mail, DEMO_PASSWORD)).statusCode).toBe(303);
  });

  it("refuses an address that guesses across many accounts", async () => {
    for (let i = 0; i < BRUTE_FORCE.maxFailuresPerIp; i += 1) {
      await recordFailure(t.database.db, `nobody-${i}@example.com`, "10.9.9.9");
    }
    expect((await checkAttempt(t.database.db, "camille.martin@example.com", "10.9.9.9")).allowed).toBe(false);
    expect((await checkAttempt(t.database.db, "camille.martin@example.com", "10.9.9.8")).allowed).toBe(true);
  });
});
