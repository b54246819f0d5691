import { isHomePushHidden } from "@cinelux/contract";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { AccountCache } from "./account-cache.ts";
import { findAccountById } from "./accounts.repository.ts";
import { dismissHomePush } from "./home-push.service.ts";

const t = useTestApp({ seed: false });

const DAY_MS = 24 * 60 * 60 * 1000;

async function account(customer: { id: string }) {
  const response = await injectAs(t, customer, { method: "GET", url: "/api/accounts/me" });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("PATCH /api/accounts/me/notifications", () => {
  const patch = (customer: { id: string }, payload: Record<string, unknown>) =>
    injectAs(t, customer, { method: "PATCH", url: "/api/accounts/me/notifications", payload });

  it("changes only the settings sent and answers the whole account, which the next read shows", async () => {
    const customer = await createCustomer(t.database.db, { mailNotification: false });
    // Read first, so the account sits in the read cache the change must evict.
    const before = await account(customer);
    const response = await patch(customer, { mailNotification: true, mailCommunicationCinelux: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...before, mailNotification: true, mailCommunicationCinelux: true });
    expect(await account(customer)).toEqual({
      ...before,
      mailNotification: true,
      mailCommunicationCinelux: true,
    });

    const off = await patch(customer, { optinCommunicationCinelux: true, mailCommunicationCinelux: false });
    expect(off.json()).toMatchObject({
      mailNotification: true,
      mailCommunicationCinelux: false,
      optinCommunicationCinelux: true,
    });
    const row = await findAccountById(t.database.db, customer.id);
    expect(row).toMatchObject({
      mailNotification: true,
      mailCommunicationOptin: false,
      generalCommunicationOptin: true,
    });
  });

  it.each([
    [
      "an empty body",
      {},
      [
        { path: "mailCommunicationCinelux", code: "required" },
        { path: "optinCommunicationCinelux", code: "required" },
        { path: "mailNotification", code: "required" },
      ],
    ],
    [
      "an unknown field beside a valid one",
      { mailNotification: true, statistics: false },
      [{ path: "statistics", code: "unknown_field" }],
    ],
    [
      "a profile field",
      { mailNotification: true, firstname: "Eve" },
      [{ path: "firstname", code: "unknown_field" }],
    ],
    [
      "a string for a boolean",
      { mailNotification: "yes" },
      [{ path: "mailNotification", code: "invalid_value" }],
    ],
    ["null", { optinCommunicationCinelux: null }, [{ path: "optinCommunicationCinelux", code: "required" }]],
  ])("refuses %s with a coded 400 naming the fields, and writes nothing", async (_, payload, fields) => {
    const customer = await createCustomer(t.database.db);
    const before = await findAccountById(t.database.db, customer.id);
    const response = await patch(customer, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "BAD_REQUEST", fields });
    expect(await findAccountById(t.database.db, customer.id)).toEqual(before);
  });

  it("answers 401 without a token", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/accounts/me/notifications",
      payload: { mailNotification: true },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("changes the caller's settings only, never another customer's", async () => {
    const caller = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db, { mailNotification: false });
    const otherBefore = await findAccountById(t.database.db, other.id);
    const response = await patch(caller, {
      mailNotification: true,
      mailCommunicationCinelux: true,
      optinCommunicationCinelux: true,
    });
    expect(response.json()).toMatchObject({ id: caller.id, mail: caller.mail });
    expect(JSON.stringify(response.json())).not.toContain(other.mail);
    expect(await findAccountById(t.database.db, other.id)).toEqual(otherBefore);
  });
});

describe("GET /api/interests", () => {
  const interests = (customer: { id: string }, query = "") =>
    injectAs(t, customer, { method: "GET", url: `/api/interests${query}` });

  it("labels every genre and event in the customer's language by default", async () => {
    const dutch = await createCustomer(t.database.db, { domain: "nl", language: "nl" });
    const response = await interests(dutch);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.language).toBe("nl");
    expect(body.genres).toContainEqual({ id: "comedy", label: "Komedie" });
    expect(body.events).toContainEqual({ id: "kids-club", label: "Kinderclub" });
    expect(body.genres).toHaveLength(15);
    expect(body.events).toHaveLength(10);
  });

  it("uses the language asked for", async () => {
    const customer = await createCustomer(t.database.db, { language: "nl" });
    const french = (await interests(customer, "?language=fr")).json();
    expect(french.language).toBe("fr");
    expect(french.genres).toContainEqual({ id: "comedy", label: "Comédie" });
    const english = (await interests(customer, "?language=en")).json();
    expect(english.events).toContainEqual({ id: "meet-the-team", label: "Meet the filmmakers" });
  });

  it.each([["?language=de"], ["?language="], ["?language=FR"]])(
    "refuses %s with a coded 400 naming the language",
    async (query) => {
      const response = await interests(await createCustomer(t.database.db), query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "BAD_REQUEST",
        fields: [{ path: "language", code: "invalid_value" }],
      });
    },
  );

  it("answers 401 without a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/interests?language=fr" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("follows the caller's language, not another customer's, and changes no account", async () => {
    const french = await createCustomer(t.database.db, { language: "fr" });
    const english = await createCustomer(t.database.db, {
      language: "en",
      interest: { genres: ["war"], events: [] },
    });
    const before = await findAccountById(t.database.db, english.id);
    expect((await interests(french)).json().language).toBe("fr");
    expect((await interests(english)).json().language).toBe("en");
    expect(await findAccountById(t.database.db, english.id)).toEqual(before);
  });
});

describe("the home push history", () => {
  const history = (customer: { id: string }) =>
    injectAs(t, customer, { method: "GET", url: "/api/accounts/me/home-push-history" });
  const dismiss = (customer: { id: string }, payload: Record<string, unknown>) =>
    injectAs(t, customer, { method: "POST", url: "/api/accounts/me/home-push-history", payload });

  it("starts with every push shown", async () => {
    const response = await history(await createCustomer(t.database.db));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hideBirthDatePushUntil: null,
      hideOptInPushUntil: null,
      hideSurveyPushUntil: null,
    });
  });

  it("hides a dismissed push for 60 days, on every device, and only that push", async () => {
    const customer = await createCustomer(t.database.db);
    await history(customer); // cached: the dismissal must evict it
    const start = Date.now();
    const response = await dismiss(customer, { push: "optIn" });
    const end = Date.now();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ hideBirthDatePushUntil: null, hideSurveyPushUntil: null });
    const until = Date.parse(body.hideOptInPushUntil);
    expect(until).toBeGreaterThanOrEqual(start + 60 * DAY_MS);
    expect(until).toBeLessThanOrEqual(end + 60 * DAY_MS);
    // Another device (another token) reads the same history.
    expect((await history(customer)).json()).toEqual(body);
    expect(isHomePushHidden(body, "optIn", new Date(end))).toBe(true);
    expect(isHomePushHidden(body, "optIn", new Date(until))).toBe(false);

    const survey = (await dismiss(customer, { push: "survey" })).json();
    expect(survey.hideOptInPushUntil).toBe(body.hideOptInPushUntil);
    expect(survey.hideSurveyPushUntil).not.toBeNull();
  });

  it("starts the 60 days again when the push is dismissed again", async () => {
    const customer = await createCustomer(t.database.db);
    const options = { db: t.database.db, cache: new AccountCache(), accountId: customer.id };
    await dismissHomePush({ ...options, push: "birthDate", now: new Date("2026-01-10T08:00:00.000Z") });
    const again = await dismissHomePush({
      ...options,
      push: "birthDate",
      now: new Date("2026-03-15T08:00:00.000Z"),
    });
    expect(again.hideBirthDatePushUntil).toBe("2026-05-14T08:00:00.000Z");
  });

  it.each([
    ["an empty body", {}, [{ path: "push", code: "required" }]],
    ["an unknown push", { push: "banner" }, [{ path: "push", code: "invalid_value" }]],
    [
      "a field's name instead of a push",
      { push: "hideOptInPushUntil" },
      [{ path: "push", code: "invalid_value" }],
    ],
    [
      "a date sent by the client",
      { push: "optIn", until: "2099-01-01T00:00:00Z" },
      [{ path: "until", code: "unknown_field" }],
    ],
  ])("refuses %s with a coded 400 naming the fields, and writes nothing", async (_, payload, fields) => {
    const customer = await createCustomer(t.database.db);
    const response = await dismiss(customer, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "BAD_REQUEST", fields });
    expect((await history(customer)).json()).toEqual({
      hideBirthDatePushUntil: null,
      hideOptInPushUntil: null,
      hideSurveyPushUntil: null,
    });
  });

  it("answers 401 without a token", async () => {
    const read = await t.app.inject({ method: "GET", url: "/api/accounts/me/home-push-history" });
    const write = await t.app.inject({
      method: "POST",
      url: "/api/accounts/me/home-push-history",
      payload: { push: "survey" },
    });
    expect([read.statusCode, write.statusCode]).toEqual([401, 401]);
    expect(write.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("keeps each customer's history their own", async () => {
    const caller = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db);
    await dismiss(other, { push: "birthDate" });
    const otherHistory = (await history(other)).json();
    expect((await history(caller)).json().hideBirthDatePushUntil).toBeNull();
    await dismiss(caller, { push: "survey" });
    expect((await history(other)).json()).toEqual(otherHistory);
    expect(otherHistory.hideSurveyPushUntil).toBeNull();
  });
});
