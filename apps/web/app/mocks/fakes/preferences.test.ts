import { AccountResponseSchema } from "@cinelux/contract/account";
import { ErrorResponseSchema } from "@cinelux/contract/errors";
import { InterestsResponseSchema } from "@cinelux/contract/interests";
import { NewsletterResponseSchema, UnsubscribeResponseSchema } from "@cinelux/contract/newsletter";
import { describe, expect, it } from "vitest";
import { fakeDb } from "../fake-db";
import { BEARER, FR } from "./fakes-test-kit";
import { FAKE_EXPIRED_TOKEN, fakeUnsubscribeToken } from "./preferences";

const json = { "content-type": "application/json" };

function send(path: string, method: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${FR}${path}?language=fr`, {
    method,
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
  });
}

describe("preferences fakes answer as the contract and the server say (docs/preferences.md)", () => {
  it("change only the notification settings sent, and refuse an empty or unknown change", async () => {
    const ok = await send("/api/accounts/me/notifications", "PATCH", { mailNotification: false }, BEARER);
    const account = AccountResponseSchema.parse(await ok.json());
    expect(account.mailNotification).toBe(false);
    expect(account.mailCommunicationCinelux).toBe(true);
    for (const body of [{}, { firstname: "Cam" }, { mailNotification: null }]) {
      const refused = await send("/api/accounts/me/notifications", "PATCH", body, BEARER);
      expect(refused.status).toBe(400);
      expect(ErrorResponseSchema.parse(await refused.json()).code).toBe("BAD_REQUEST");
    }
    expect((await send("/api/accounts/me/notifications", "PATCH", { mailNotification: true })).status).toBe(
      401,
    );
  });

  it("serve the interests in the language asked, signed in only", async () => {
    const nl = InterestsResponseSchema.parse(
      await (await fetch(`${FR}/api/interests?language=nl`, { headers: BEARER })).json(),
    );
    expect(nl.genres.find((genre) => genre.id === "war")?.label).toBe("Oorlog");
    expect((await fetch(`${FR}/api/interests?language=fr`)).status).toBe(401);
  });

  it("store empty interests as null through the account patch", async () => {
    const answer = await send("/api/accounts/me", "PATCH", { interest: { genres: [], events: [] } }, BEARER);
    expect(AccountResponseSchema.parse(await answer.json()).interest).toBeNull();
  });

  it("read and spend unsubscribe links signed out, and refuse forged and expired ones", async () => {
    const read = await fetch(`${FR}/api/newsletter?token=${fakeUnsubscribeToken("filmtips")}&language=fr`);
    expect(NewsletterResponseSchema.parse(await read.json())).toEqual({
      category: "filmtips",
      maskedMail: "c***@e***.com",
    });
    const one = await send("/api/newsletter/unsubscribe", "PATCH", {
      token: fakeUnsubscribeToken("filmtips"),
    });
    expect(UnsubscribeResponseSchema.parse(await one.json())).toEqual({
      category: "filmtips",
      unsubscribed: true,
    });
    expect(fakeDb().newsletters).toEqual({ filmnews: true, filmtips: false });
    const service = await send("/api/newsletter/unsubscribe", "PATCH", {
      token: fakeUnsubscribeToken("account"),
    });
    expect(await service.json()).toEqual({ category: "account", unsubscribed: false });
    expect(fakeDb().account.mailCommunicationCinelux).toBe(true);
    const all = await send("/api/newsletter/unsubscribe/all", "PATCH", {
      token: fakeUnsubscribeToken("account"),
    });
    expect(await all.json()).toEqual({ category: "account", unsubscribed: true });
    expect(fakeDb().account.mailCommunicationCinelux).toBe(false);

    const forged = await fetch(`${FR}/api/newsletter?token=abc.def`);
    expect(forged.status).toBe(400);
    expect(ErrorResponseSchema.parse(await forged.json()).code).toBe("NEWSLETTER_TOKEN_INVALID");
    const expired = await send("/api/newsletter/unsubscribe", "PATCH", { token: FAKE_EXPIRED_TOKEN });
    expect(expired.status).toBe(410);
    expect(ErrorResponseSchema.parse(await expired.json()).code).toBe("NEWSLETTER_TOKEN_EXPIRED");
    const extra = await send("/api/newsletter/unsubscribe", "PATCH", { token: "fake-filmnews", all: true });
    expect(extra.status).toBe(400);
  });
});
