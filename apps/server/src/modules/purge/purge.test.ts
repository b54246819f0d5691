import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer } from "../../../test/factories.ts";
import {
  accountTokens,
  captchaSolutions,
  loginAttempts,
  oidcPayloads,
  rateLimits,
  revokedGrants,
} from "../../db/schema/index.ts";
import { BRUTE_FORCE } from "../credentials/brute-force.ts";
import { startPurgeJob } from "./purge.job.ts";

const t = useTestApp({ seed: false });

const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function keys(
  table: "oidc" | "attempts" | "captcha" | "tokens" | "revoked" | "limits",
): Promise<string[]> {
  const db = t.database.db;
  switch (table) {
    case "oidc":
      return (await db.select({ id: oidcPayloads.id }).from(oidcPayloads)).map((r) => r.id);
    case "attempts":
      return (await db.select({ key: loginAttempts.key }).from(loginAttempts)).map((r) => r.key);
    case "captcha":
      return (await db.select({ key: captchaSolutions.challenge }).from(captchaSolutions)).map((r) => r.key);
    case "tokens":
      return (await db.select({ key: accountTokens.tokenHash }).from(accountTokens)).map((r) => r.key);
    case "revoked":
      return (await db.select({ key: revokedGrants.grantId }).from(revokedGrants)).map((r) => r.key);
    case "limits":
      return (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
  }
}

describe("purge of expired rows", () => {
  it("deletes what has expired in every table and keeps what still lives", async () => {
    const db = t.database.db;
    const accountId = (await createCustomer(db)).id;
    await db.insert(oidcPayloads).values([
      { id: "old", type: "Interaction", payload: {}, expiresAt: ago(1000) },
      { id: "live", type: "Interaction", payload: {}, expiresAt: ahead(HOUR) },
    ]);
    const window = BRUTE_FORCE.windowSeconds * 1000;
    await db.insert(loginAttempts).values([
      { key: "pair:old@example.com|10.0.0.1", failures: 3, windowStart: ago(window + 1000) },
      { key: "mail:live@example.com", failures: 3, windowStart: ago(window - 60_000) },
    ]);
    await db.insert(captchaSolutions).values([
      { challenge: "old", expiresAt: ago(1000) },
      { challenge: "live", expiresAt: ahead(HOUR) },
    ]);
    await db.insert(accountTokens).values([
      { tokenHash: "expired-days-ago", accountId, purpose: "reset_password", expiresAt: ago(2 * DAY) },
      {
        tokenHash: "used-days-ago",
        accountId,
        purpose: "verify_mail",
        expiresAt: ahead(DAY),
        usedAt: ago(2 * DAY),
      },
      { tokenHash: "expired-an-hour-ago", accountId, purpose: "reset_password", expiresAt: ago(HOUR) },
      {
        tokenHash: "used-an-hour-ago",
        accountId,
        purpose: "verify_mail",
        expiresAt: ahead(DAY),
        usedAt: ago(HOUR),
      },
      { tokenHash: "live", accountId, purpose: "verify_mail", expiresAt: ahead(DAY) },
    ]);
    await db.insert(revokedGrants).values([
      { grantId: "old", expiresAt: ago(1000) },
      { grantId: "live", expiresAt: ahead(HOUR) },
    ]);
    await db.insert(rateLimits).values([
      { key: "old", hits: 3, resetAt: ago(1000) },
      { key: "live", hits: 3, resetAt: ahead(60_000) },
    ]);

    const job = startPurgeJob({ db, log: t.app.log, intervalMs: 60_000 });
    const counts = await job.runOnce();
    await job.stop();

    expect(counts).toMatchObject({
      oidcPayloads: 1,
      loginAttempts: 1,
      captchaSolutions: 1,
      accountTokens: 2,
      revokedGrants: 1,
      rateLimits: 1,
    });
    expect(await keys("oidc")).toContain("live");
    expect(await keys("oidc")).not.toContain("old");
    expect(await keys("attempts")).toEqual(["mail:live@example.com"]);
    expect(await keys("captcha")).toEqual(["live"]);
    expect((await keys("tokens")).sort()).toEqual(["expired-an-hour-ago", "live", "used-an-hour-ago"]);
    expect(await keys("revoked")).toEqual(["live"]);
    expect(await keys("limits")).toEqual(["live"]);
  });

  it("runs on its own timer until stopped", async () => {
    const db = t.database.db;
    await db.insert(captchaSolutions).values({ challenge: "tick", expiresAt: ago(1000) });
    const job = startPurgeJob({ db, log: t.app.log, intervalMs: 20 });
    await expect.poll(async () => keys("captcha"), { timeout: 2000 }).not.toContain("tick");
    await job.stop();
  });
});
