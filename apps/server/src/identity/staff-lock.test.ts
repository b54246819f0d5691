import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_ORIGIN, useTestApp } from "../../test/app.ts";
import { startAuthorization, TestBrowser } from "../../test/browser.ts";
import { createStaff } from "../../test/staff.factories.ts";
import { staffAccounts } from "../db/schema/index.ts";
import { STAFF_LOCK } from "../modules/staff/staff-sign-in.service.ts";
import { totpCodeAt } from "../modules/staff/totp.ts";

// Its own file: the sign-in routes allow 30 posts a minute per address, which these tests spend.
const t = useTestApp({ seed: false });

async function staffInteraction(browser: TestBrowser) {
  const start = await startAuthorization(browser, {
    clientId: t.config.oidc.staffClientId,
    redirectUri: `${TEST_ORIGIN}/staff/callback`,
    language: "en",
  });
  return start.interaction.split("/").pop() as string;
}

describe("staff sign-in under attack", () => {
  it("locks the account after 10 wrong codes in a row, even for the right code", async () => {
    const member = await createStaff(t.database.db);
    const browser = new TestBrowser(t.app);
    const uid = await staffInteraction(browser);
    const page = await browser.post(`/auth/interaction/${uid}/staff/password`, {
      email: member.mail,
      password: member.password,
    });
    const step = /name="step" value="([^"]+)"/.exec(page.body)?.[1] as string;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < STAFF_LOCK.failuresBeforeLock; attempt += 1) {
      const wrong = await browser.post(`/auth/interaction/${uid}/staff/code`, { step, code: "000000" });
      statuses.push(wrong.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const right = await browser.post(`/auth/interaction/${uid}/staff/code`, {
      step,
      code: await totpCodeAt(member.totpSecret, Date.now()),
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(STAFF_LOCK.lockSeconds - 60);
    expect(right.body).toContain("Too many attempts");
    // The password step is locked too while it lasts.
    const again = await browser.post(`/auth/interaction/${uid}/staff/password`, {
      email: member.mail,
      password: member.password,
    });
    expect(again.statusCode).toBe(429);
    const [row] = await t.database.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, member.staff.id));
    expect(row?.lockedUntil).not.toBeNull();
  });

  it("answers 429 after 5 wrong passwords from one address, as for customers", async () => {
    const member = await createStaff(t.database.db);
    const browser = new TestBrowser(t.app);
    const uid = await staffInteraction(browser);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await browser.post(`/auth/interaction/${uid}/staff/password`, {
        email: member.mail,
        password: "Wrong-password-1",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
