import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { buildApp } from "../../app.ts";
import { accounts } from "../../db/schema/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function firstName(app = t.app, token?: string) {
  const response = await app.inject({
    method: "GET",
    url: "/api/accounts/me",
    headers: { authorization: `Bearer ${token ?? (await t.tokenFor("noah.jansen@example.com"))}` },
  });
  return (response.json() as { firstName: string }).firstName;
}

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) {
      return;
    }
    await sleep(20);
  }
  throw new Error("condition not met within 2 s");
}

describe("the account read cache", () => {
  it("serves the cached row without the database, and drops it when the row changes", async () => {
    expect(await firstName()).toBe("Noah");
    // Any write, even plain SQL outside the app, notifies through the trigger.
    await t.database.db
      .update(accounts)
      .set({ firstName: "Noé" })
      .where(eq(accounts.mail, "noah.jansen@example.com"));
    await eventually(async () => (await firstName()) === "Noé");
  });

  it("keeps every process in step: a change made through one app is seen by another on the same database", async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      const token = await t.tokenFor("noah.jansen@example.com");
      const before = await firstName(other, token);
      await t.database.db
        .update(accounts)
        .set({ firstName: `${before}!` })
        .where(eq(accounts.mail, "noah.jansen@example.com"));
      await eventually(async () => (await firstName(other, token)) === `${before}!`);
      await eventually(async () => (await firstName(t.app, token)) === `${before}!`);
    } finally {
      await other.close();
    }
  });

  it("forgets a deleted account: its still-valid token is refused", async () => {
    const token = await t.tokenFor("lucas.bernard@example.com");
    expect(await firstName(t.app, token)).toBe("Lucas");
    await t.database.db.delete(accounts).where(eq(accounts.mail, "lucas.bernard@example.com"));
    await eventually(async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/accounts/me",
        headers: { authorization: `Bearer ${token}` },
      });
      return response.statusCode === 401;
    });
  });
});
