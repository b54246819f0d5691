import { brotliDecompressSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { eventually } from "../../../test/eventually.ts";
import { createCustomer } from "../../../test/factories.ts";
import { createPass } from "../../../test/passes.factories.ts";
import { buildApp } from "../../app.ts";
import { accounts } from "../../db/schema/index.ts";

const t = useTestApp({ seed: false });
/** Camille holds a pass (her answer is over the compression threshold); Noah and Lucas do not. */
const mails = { camille: "", noah: "", lucas: "" };
beforeAll(async () => {
  const db = t.database.db;
  const camille = await createCustomer(db, { firstName: "Camille", lastName: "Martin" });
  await createPass(db, { customer: camille });
  mails.camille = camille.mail;
  mails.noah = (await createCustomer(db, { firstName: "Noah", domain: "nl", language: "nl" })).mail;
  mails.lucas = (await createCustomer(db, { firstName: "Lucas" })).mail;
});

async function firstName(app = t.app, token?: string) {
  const response = await app.inject({
    method: "GET",
    url: "/api/accounts/me",
    headers: { authorization: `Bearer ${token ?? (await t.tokenFor(mails.noah))}` },
  });
  return (response.json() as { firstName: string }).firstName;
}

describe("the account read cache", () => {
  it("serves the cached row without the database, and drops it when the row changes", async () => {
    expect(await firstName()).toBe("Noah");
    // Any write, even plain SQL outside the app, notifies through the trigger.
    await t.database.db.update(accounts).set({ firstName: "Noé" }).where(eq(accounts.mail, mails.noah));
    await eventually(async () => (await firstName()) === "Noé");
  });

  it("keeps every process in step: a change made through one app is seen by another on the same database", async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      const token = await t.tokenFor(mails.noah);
      const before = await firstName(other, token);
      await t.database.db
        .update(accounts)
        .set({ firstName: `${before}!` })
        .where(eq(accounts.mail, mails.noah));
      await eventually(async () => (await firstName(other, token)) === `${before}!`);
      await eventually(async () => (await firstName(t.app, token)) === `${before}!`);
    } finally {
      await other.close();
    }
  });

  it("sends a customer's answer as the same compressed bytes until the account changes, never another's", async () => {
    const ask = async (token: string, etag?: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/accounts/me",
        headers: {
          authorization: `Bearer ${token}`,
          "accept-encoding": "br",
          ...(etag ? { "if-none-match": etag } : {}),
        },
      });
    const camille = await t.tokenFor(mails.camille);
    const first = await ask(camille);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const answer = JSON.parse(brotliDecompressSync(first.rawPayload).toString("utf8")) as { mail: string };
    expect(answer.mail).toBe(mails.camille);
    const again = await ask(camille);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await ask(camille, String(first.headers.etag))).statusCode).toBe(304);

    // Another customer's answer is his: other bytes, other validator, and hers does not match it.
    const noah = await t.tokenFor(mails.noah);
    const his = await ask(noah, String(first.headers.etag));
    expect(his.statusCode).toBe(200);
    // His answer is under the compression threshold: sent as is.
    expect(his.headers["content-encoding"]).toBeUndefined();
    expect(his.headers.etag).not.toBe(first.headers.etag);
    expect(his.json<{ mail: string }>().mail).toBe(mails.noah);

    // A change gives new bytes: the old validator no longer matches.
    await t.database.db
      .update(accounts)
      .set({ lastName: "Martin-Roy" })
      .where(eq(accounts.mail, mails.camille));
    await eventually(async () => (await ask(camille, String(first.headers.etag))).statusCode === 200);
    const changed = await ask(camille);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(JSON.parse(brotliDecompressSync(changed.rawPayload).toString("utf8")).lastName).toBe("Martin-Roy");
  });

  it("forgets a deleted account: its still-valid token is refused", async () => {
    const token = await t.tokenFor(mails.lucas);
    expect(await firstName(t.app, token)).toBe("Lucas");
    await t.database.db.delete(accounts).where(eq(accounts.mail, mails.lucas));
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
