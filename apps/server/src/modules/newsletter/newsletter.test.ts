import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { type AccountRow, accounts } from "../../db/schema/index.ts";
import { loadUnsubscribeSecrets, signUnsubscribeToken } from "./unsubscribe-token.ts";

const t = useTestApp({ seed: false });
let secrets: string[];

beforeAll(async () => {
  secrets = await loadUnsubscribeSecrets(t.database.db);
});

/** A customer who takes every marketing mail. */
function subscribedCustomer(overrides: Partial<AccountRow> = {}) {
  return createCustomer(t.database.db, {
    mailCommunicationOptin: true,
    generalCommunicationOptin: true,
    ...overrides,
  });
}

function tokenOf(customer: Pick<AccountRow, "id">, category: string, now?: Date): string {
  return signUnsubscribeToken(secrets, { accountId: customer.id, category, now });
}

/** The four mail settings as stored. */
async function settingsOf(customer: Pick<AccountRow, "id">) {
  const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, customer.id));
  return {
    mail: row?.mailCommunicationOptin,
    general: row?.generalCommunicationOptin,
    filmnews: row?.filmnewsMail,
    filmtips: row?.filmtipsMail,
  };
}

const ALL_ON = { mail: true, general: true, filmnews: true, filmtips: true };

function patch(path: "unsubscribe" | "unsubscribe/all", token: string, remoteAddress?: string) {
  return t.app.inject({
    method: "PATCH",
    url: `/api/newsletter/${path}`,
    payload: { token },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function oneClick(token: string, body = "List-Unsubscribe=One-Click") {
  return t.app.inject({
    method: "POST",
    url: `/api/newsletter/one-click?token=${encodeURIComponent(token)}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: body,
  });
}

describe("GET /api/newsletter", () => {
  it("answers each category without sign-in, with a masked address only, never cached", async () => {
    const customer = await subscribedCustomer({ mail: "claire.dubois@example.org" });
    for (const category of ["filmnews", "filmtips", "account", "servicemail"]) {
      const response = await t.app.inject(`/api/newsletter?token=${tokenOf(customer, category)}&language=fr`);
      expect(response.statusCode, category).toBe(200);
      expect(response.json()).toEqual({ category, maskedMail: "c***@e***.org" });
      expect(response.body).not.toContain("claire");
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("answers 'unknown' for a category it does not know (SPEC 7)", async () => {
    const customer = await subscribedCustomer();
    const response = await t.app.inject(`/api/newsletter?token=${tokenOf(customer, "partners")}`);
    expect(response.json()).toMatchObject({ category: "unknown" });
  });

  it("refuses a forged token with 400 NEWSLETTER_TOKEN_INVALID and an expired one with 410", async () => {
    const customer = await subscribedCustomer();
    const forged = signUnsubscribeToken(["not-our-secret"], { accountId: customer.id, category: "filmnews" });
    const invalid = await t.app.inject(`/api/newsletter?token=${forged}`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: "NEWSLETTER_TOKEN_INVALID" });
    const old = tokenOf(customer, "filmnews", new Date(Date.now() - 61 * 86_400_000));
    const expired = await t.app.inject(`/api/newsletter?token=${old}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: "NEWSLETTER_TOKEN_EXPIRED" });
    expect((await t.app.inject("/api/newsletter")).statusCode).toBe(400);
  });

  it("answers 404 once the account is deleted", async () => {
    const customer = await subscribedCustomer();
    await t.database.db.delete(accounts).where(eq(accounts.id, customer.id));
    const response = await t.app.inject(`/api/newsletter?token=${tokenOf(customer, "filmnews")}`);
    expect(response.statusCode).toBe(404);
  });

  it("is rate-limited per client address", async () => {
    const customer = await subscribedCustomer();
    const url = `/api/newsletter?token=${tokenOf(customer, "filmnews")}`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await t.app.inject({ url, remoteAddress: "203.0.113.40" })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await t.app.inject({ url, remoteAddress: "203.0.113.41" })).statusCode).toBe(200);
  });
});

describe("PATCH /api/newsletter/unsubscribe", () => {
  it("turns off only the token's category and leaves the opt-ins on", async () => {
    const customer = await subscribedCustomer();
    const response = await patch("unsubscribe", tokenOf(customer, "filmnews"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ category: "filmnews", unsubscribed: true });
    expect(await settingsOf(customer)).toEqual({ ...ALL_ON, filmnews: false });

    await patch("unsubscribe", tokenOf(customer, "filmtips"));
    expect(await settingsOf(customer)).toEqual({ ...ALL_ON, filmnews: false, filmtips: false });
  });

  it("never turns off a service mail: nothing changes and the answer says so", async () => {
    const customer = await subscribedCustomer();
    for (const category of ["account", "servicemail"]) {
      const response = await patch("unsubscribe", tokenOf(customer, category));
      expect(response.json()).toEqual({ category, unsubscribed: false });
    }
    expect(await settingsOf(customer)).toEqual(ALL_ON);
  });

  it("turns off every marketing mail for a category it does not know", async () => {
    const customer = await subscribedCustomer();
    const response = await patch("unsubscribe", tokenOf(customer, "partners"));
    expect(response.json()).toEqual({ category: "unknown", unsubscribed: true });
    expect(await settingsOf(customer)).toEqual({ ...ALL_ON, mail: false, general: false });
  });

  it("refuses tampered and expired tokens, changing nothing", async () => {
    const customer = await subscribedCustomer();
    const token = tokenOf(customer, "filmnews");
    const tampered = `${token.split(".")[0]}.${"A".repeat(43)}`;
    expect((await patch("unsubscribe", tampered)).json()).toMatchObject({ code: "NEWSLETTER_TOKEN_INVALID" });
    const old = tokenOf(customer, "filmnews", new Date(Date.now() - 61 * 86_400_000));
    expect((await patch("unsubscribe", old)).statusCode).toBe(410);
    expect(await settingsOf(customer)).toEqual(ALL_ON);
    const extra = await t.app.inject({
      method: "PATCH",
      url: "/api/newsletter/unsubscribe",
      payload: { token, accountId: customer.id },
    });
    expect(extra.statusCode).toBe(400);
  });

  it("with customer A's token never changes customer B", async () => {
    const a = await subscribedCustomer();
    const b = await subscribedCustomer();
    await patch("unsubscribe", tokenOf(a, "filmnews"));
    await patch("unsubscribe/all", tokenOf(a, "filmtips"));
    expect(await oneClick(tokenOf(a, "filmtips"))).toHaveProperty("statusCode", 200);
    expect(await settingsOf(a)).toEqual({ mail: false, general: false, filmnews: false, filmtips: false });
    expect(await settingsOf(b)).toEqual(ALL_ON);
    // A's signature over B's id is a forgery.
    const [payload, signature] = tokenOf(a, "filmnews").split(".") as [string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const swapped = `${Buffer.from(JSON.stringify({ ...claims, a: b.id })).toString("base64url")}.${signature}`;
    expect((await patch("unsubscribe/all", swapped)).statusCode).toBe(400);
    expect(await settingsOf(b)).toEqual(ALL_ON);
  });
});

describe("PATCH /api/newsletter/unsubscribe/all", () => {
  it("turns off every marketing mail, as the account then reads back, from any category's link", async () => {
    const customer = await subscribedCustomer();
    const before = await injectAs(t, customer, { method: "GET", url: "/api/accounts/me" });
    expect(before.json()).toMatchObject({ mailCommunicationCinelux: true, optinCommunicationCinelux: true });

    const response = await patch("unsubscribe/all", tokenOf(customer, "servicemail"));
    expect(response.json()).toEqual({ category: "servicemail", unsubscribed: true });
    const after = await injectAs(t, customer, { method: "GET", url: "/api/accounts/me" });
    expect(after.json()).toMatchObject({ mailCommunicationCinelux: false, optinCommunicationCinelux: false });
    expect((await patch("unsubscribe/all", tokenOf(customer, "filmnews"))).statusCode).toBe(200);
  });
});

describe("POST /api/newsletter/one-click (RFC 8058)", () => {
  it("turns off the category without sign-in or redirect, and again changes nothing", async () => {
    const customer = await subscribedCustomer();
    const token = tokenOf(customer, "filmtips");
    for (let i = 0; i < 2; i += 1) {
      const response = await oneClick(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers.location).toBeUndefined();
      expect(response.json()).toEqual({ category: "filmtips", unsubscribed: true });
      expect(await settingsOf(customer)).toEqual({ ...ALL_ON, filmtips: false });
    }
  });

  it("accepts the multipart form RFC 8058 recommends", async () => {
    const customer = await subscribedCustomer();
    const boundary = "----cinelux42";
    const response = await t.app.inject({
      method: "POST",
      url: `/api/newsletter/one-click?token=${tokenOf(customer, "filmnews")}`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
    expect(await settingsOf(customer)).toEqual({ ...ALL_ON, filmnews: false });
  });

  it("needs the List-Unsubscribe=One-Click field and a genuine token", async () => {
    const customer = await subscribedCustomer();
    expect((await oneClick(tokenOf(customer, "filmnews"), "List-Unsubscribe=Maybe")).statusCode).toBe(400);
    expect((await oneClick("forged.token")).json()).toMatchObject({ code: "NEWSLETTER_TOKEN_INVALID" });
    expect(await settingsOf(customer)).toEqual(ALL_ON);
  });
});
