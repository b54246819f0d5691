import { brotliDecompressSync } from "node:zlib";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { startAuthorization, TestBrowser } from "../../../test/browser.ts";
import { createSignInCustomer, TEST_PASSWORD } from "../../../test/factories.ts";
import { BRUTE_FORCE, checkAttempt, recordFailure } from "./brute-force.ts";

const t = useTestApp({ seed: false });
/** The customers whose sign-in is attacked here, with TEST_PASSWORD. */
const mails = { camille: "", lucas: "", hugo: "", sanne: "", noah: "" };
beforeAll(async () => {
  for (const key of Object.keys(mails) as (keyof typeof mails)[]) {
    mails[key] = (await createSignInCustomer(t.database.db)).mail;
  }
});

/** The app as a client at `ip` reaches it (inject's remoteAddress; no proxy is trusted). */
function from(ip: string): FastifyInstance {
  return new Proxy(t.app, {
    get(target, property, receiver) {
      if (property === "inject") {
        return (options: InjectOptions) => target.inject({ ...options, remoteAddress: ip });
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/** A sign-in through the real pages from one client address. */
async function attempt(mail: string, password: string, ip: string, extra: Record<string, string> = {}) {
  const browser = new TestBrowser(from(ip));
  const start = await startAuthorization(browser, { clientId: t.config.oidc.clientId });
  const uid = start.interaction.split("/").pop() as string;
  return browser.post(`/auth/interaction/${uid}/login`, { email: mail, password, ...extra });
}

/** What the widget posts: the challenge from /api/captcha and its solution, base64 JSON. */
async function solvedCaptcha(): Promise<{ payload: string; solveMs: number }> {
  const challenge = (await t.app.inject("/api/captcha")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) {
    throw new Error("the captcha could not be solved");
  }
  const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  return { payload, solveMs: solution.time ?? 0 };
}

describe("brute-force protection on sign-in", () => {
  it("locks the (account, address) pair: the right password still works from another address", async () => {
    const mail = mails.lucas;
    for (let i = 0; i < BRUTE_FORCE.maxFailuresPerPair; i += 1) {
      expect((await attempt(mail, `wrong-${i}`, "198.51.100.1")).statusCode).toBe(401);
    }
    const blocked = await attempt(mail, TEST_PASSWORD, "198.51.100.1");
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(BRUTE_FORCE.windowSeconds);
    expect(blocked.body).toContain('role="alert"');
    expect(blocked.body).toContain("Trop de tentatives");

    // The customer, from home, is not locked out.
    expect((await attempt(mail, TEST_PASSWORD, "198.51.100.2")).statusCode).toBe(303);

    // The pair's refusal ends with its window, as time would move it.
    await t.database.db.execute(
      sql`update login_attempts set window_start = now() - make_interval(secs => ${BRUTE_FORCE.windowSeconds + 1}) where key like ${`pair:${mail}|%`}`,
    );
    expect((await attempt(mail, TEST_PASSWORD, "198.51.100.1")).statusCode).toBe(303);
  });

  it("holds the account's answers longer as failures add up from anywhere, within a ceiling", async () => {
    const mail = mails.hugo;
    const delays: number[] = [];
    for (let i = 0; i < 2 * BRUTE_FORCE.maxFailuresPerPair; i += 1) {
      await recordFailure(t.database.db, mail, `10.0.1.${i}`);
      delays.push((await checkAttempt(t.database.db, mail, "10.0.2.1")).delayMs);
    }
    expect(delays.slice(0, BRUTE_FORCE.freeFailures).every((d) => d === 0)).toBe(true);
    expect(delays.at(-1)).toBe(BRUTE_FORCE.maxDelayMs);
    expect([...delays].sort((a, b) => a - b)).toEqual(delays);
    // Ten addresses failing once each lock nobody.
    expect((await checkAttempt(t.database.db, mail, "10.0.1.0")).allowed).toBe(true);
  });

  it("refuses an address that guesses across many accounts, with Retry-After", async () => {
    for (let i = 0; i < BRUTE_FORCE.maxFailuresPerIp; i += 1) {
      await recordFailure(t.database.db, `nobody-${i}@example.com`, "10.9.9.9");
    }
    expect((await checkAttempt(t.database.db, mails.camille, "10.9.9.9")).allowed).toBe(false);
    expect((await checkAttempt(t.database.db, mails.camille, "10.9.9.8")).allowed).toBe(true);
    const refused = await attempt(mails.camille, TEST_PASSWORD, "10.9.9.9");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("past the account threshold, asks for a captcha and accepts a sign-in only with a fresh valid answer", async () => {
    const mail = mails.sanne;
    // Failures from many addresses, none of them locked as a pair.
    for (let i = 0; i < BRUTE_FORCE.captchaAfterAccountFailures - 1; i += 1) {
      await recordFailure(t.database.db, mail, `203.0.113.${i}`);
    }
    const crossing = await attempt(mail, "still-wrong", "203.0.113.200");
    expect(crossing.statusCode).toBe(401);
    expect(crossing.body).toContain("<altcha-widget");

    const without = await attempt(mail, TEST_PASSWORD, "192.0.2.10");
    expect(without.statusCode).toBe(400);
    expect(without.body).toContain("Cochez « Je ne suis pas un robot »");
    expect(without.body).toContain('<altcha-widget challenge="/api/captcha" name="altcha"');
    expect(without.headers.location).toBeUndefined();

    const forged = await attempt(mail, TEST_PASSWORD, "192.0.2.10", { altcha: "bm90IGEgcGF5bG9hZA==" });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain("La vérification a expiré ou a déjà servi");

    const { payload } = await solvedCaptcha();
    expect((await attempt(mail, TEST_PASSWORD, "192.0.2.10", { altcha: payload })).statusCode).toBe(303);
    // Signing in from that address forgives only that address's failures: others still need a captcha.
    const replayed = await attempt(mail, TEST_PASSWORD, "192.0.2.11", { altcha: payload });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.body).toContain("La vérification a expiré ou a déjà servi");
  });

  it("serves the widget the page names, from this origin, cached for good", async () => {
    await recordFailure(t.database.db, mails.noah, "10.3.3.3");
    for (let i = 0; i < BRUTE_FORCE.captchaAfterAccountFailures; i += 1) {
      await recordFailure(t.database.db, mails.noah, `10.3.4.${i}`);
    }
    const page = await attempt(mails.noah, TEST_PASSWORD, "10.3.3.4");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] as string);
    expect(scripts).toHaveLength(3);
    for (const src of scripts) {
      expect(src).toMatch(/^\/auth\/assets\/altcha\/[0-9a-f]{12}\/[a-z-]+\.js$/);
      const script = await t.app.inject({ url: src, headers: { "accept-encoding": "br" } });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers["content-type"]).toContain("javascript");
      expect(script.headers["content-encoding"]).toBe("br");
      expect(script.headers["cache-control"]).toContain("immutable");
      // Compressed when first asked for (not at start): the same script once decoded.
      const plain = await t.app.inject({ url: src, headers: { "accept-encoding": "identity" } });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(brotliDecompressSync(script.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    const setup = await t.app.inject(scripts.at(-1) as string);
    // The proof-of-work worker comes from 'self', never a blob: URL (the page's CSP forbids those).
    expect(setup.body).toMatch(/new Worker\("\/auth\/assets\/altcha\/[0-9a-f]{12}\/pbkdf2\.js"\)/);
    const stale = await t.app.inject("/auth/assets/altcha/000000000000/altcha.js");
    expect(stale.statusCode).toBe(404);
  });
});
