import { AccountExportResponseSchema, AccountResponseSchema } from "@cinelux/contract/account";
import { ErrorResponseSchema } from "@cinelux/contract/errors";
import { describe, expect, it } from "vitest";
import { fakeDb } from "../fake-db";
import { BEARER, FR } from "./fakes-test-kit";
import { PASSWORD_LINK_LIMIT } from "./profile";

describe("the profile's fake endpoints answer as the server (docs/profile.md)", () => {
  it("DELETE cards/cb forgets the card and stays idempotent", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fetch(`${FR}/api/accounts/me/cards/cb?language=fr`, {
        method: "DELETE",
        headers: BEARER,
      });
      expect(response.status).toBe(200);
      expect(AccountResponseSchema.parse(await response.json()).card).toBeNull();
    }
    expect(fakeDb().account.card).toBeNull();
  });

  it("changePassword answers done: true, then 429 after the limit", async () => {
    const call = () => fetch(`${FR}/api/accounts/me/changePassword?language=fr`, { headers: BEARER });
    for (let sent = 0; sent < PASSWORD_LINK_LIMIT.max; sent++) {
      expect(await (await call()).json()).toEqual({ done: true });
    }
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(ErrorResponseSchema.parse(await refused.json()).code).toBe("RATE_LIMITED");
  });

  it("changePassword and export refuse any parameter but language, and anyone without a token", async () => {
    for (const path of ["changePassword", "export"]) {
      const other = await fetch(`${FR}/api/accounts/me/${path}?language=fr&mail=x@example.com`, {
        headers: BEARER,
      });
      expect(other.status).toBe(400);
      expect((await fetch(`${FR}/api/accounts/me/${path}?language=fr`)).status).toBe(401);
    }
    expect(fakeDb().passwordLinks).toEqual([]);
  });

  it("export is one dated JSON attachment the contract accepts", async () => {
    await fetch(`${FR}/api/accounts/me/changePassword?language=fr`, { headers: BEARER });
    const response = await fetch(`${FR}/api/accounts/me/export?language=fr`, { headers: BEARER });
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="cinelux-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = AccountExportResponseSchema.parse(await response.json());
    expect(data.account.mail).toBe("camille.martin@example.com");
    expect(data.links).toHaveLength(1);
    expect(data.links[0]?.purpose).toBe("reset_password");
  });
});

describe("the fake PATCH /api/accounts/me refuses unknown fields", () => {
  it("answers a coded 400 naming the field and stores nothing", async () => {
    const before = structuredClone(fakeDb().account);
    const response = await fetch(`${FR}/api/accounts/me?language=fr`, {
      method: "PATCH",
      headers: { ...BEARER, "content-type": "application/json" },
      body: JSON.stringify({ city: "Lyon", nickname: "Cam" }),
    });
    expect(response.status).toBe(400);
    const body = ErrorResponseSchema.parse(await response.json());
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.fields).toContainEqual({ path: "nickname", code: "unknown_field" });
    expect(fakeDb().account).toEqual(before);
  });
});
