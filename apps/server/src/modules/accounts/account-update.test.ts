import { ERROR_MESSAGES } from "@cinelux/contract";
import { beforeAll, describe, expect, it } from "vitest";

import { useTestApp } from "../../../test/app.ts";
import { bearerOf, createCustomer, injectAs } from "../../../test/factories.ts";
import type { AccountRow } from "../../db/schema/index.ts";
import { AccountCache } from "./account-cache.ts";
import { ageOn, todayIn } from "./account-rules.ts";
import { updateOwnAccount } from "./account-update.service.ts";
import { findAccountByMail } from "./accounts.repository.ts";
import { getOwnAccount } from "./accounts.service.ts";

const t = useTestApp({ seed: false });
/** The customers who change their accounts here (French: the refusals answer in French); newCustomer signed up and completed nothing. */
const who = { camille: "", emma: "", hugo: "", lucas: "", newCustomer: "", noah: "", sanne: "" };
beforeAll(async () => {
  const db = t.database.db;
  const make = async (overrides: Partial<AccountRow>) => (await createCustomer(db, overrides)).mail;
  who.camille = await make({ firstName: "Camille", lastName: "Martin" });
  who.emma = await make({ firstName: "Emma", lastName: "Petit", birthDate: "1996-01-22", city: "Marseille" });
  who.hugo = await make({ firstName: "Hugo", lastName: "Durand", city: "Toulouse" });
  who.lucas = await make({ firstName: "Lucas", lastName: "Bernard", birthDate: "1985-09-03" });
  who.noah = await make({
    firstName: "Noah",
    lastName: "Jansen",
    domain: "nl",
    language: "nl",
    country: "NL",
  });
  who.sanne = await make({
    firstName: "Sanne",
    lastName: "Vries",
    domain: "nl",
    language: "nl",
    country: "NL",
  });
  who.newCustomer = await make({
    registered: false,
    gender: null,
    firstName: null,
    lastName: null,
    birthDate: null,
    address: null,
    postalCode: null,
    city: null,
    country: null,
  });
});

async function patch(mail: string, body: unknown) {
  return t.app.inject({
    method: "PATCH",
    url: "/api/accounts/me",
    headers: await bearerOf(t, mail),
    payload: body as Record<string, unknown>,
  });
}

async function me(mail: string) {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/accounts/me",
    headers: await bearerOf(t, mail),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The date `years` years before today on the customers' calendar, shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const today = todayIn(new Date());
  const date = new Date(`${Number(today.slice(0, 4)) - years}${today.slice(4)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe("PATCH /api/accounts/me", () => {
  it("changes only the fields sent and answers the whole account", async () => {
    const before = await me(who.camille);
    const response = await patch(who.camille, { mobilePhone: "+33 6 11 22 33 44" });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after).toEqual({ ...before, mobilePhone: "+33 6 11 22 33 44" });
    expect((await me(who.camille)).mobilePhone).toBe("+33 6 11 22 33 44");
  });

  it("maps the server names to the account fields; emptied text and empty interests become null", async () => {
    const response = await patch(who.noah, {
      salutation: "civ-other",
      firstname: "Noa",
      lastname: "Jansen-Bakker",
      infixname: "",
      dateOfBirth: "1988-07-20",
      zipCode: "3511 BA",
      city: "Utrecht",
      country: "NL",
      addressComplement: "",
      homePhone: null,
      mailCommunicationCinelux: true,
      optinCommunicationCinelux: true,
      hasLoyalty: true,
      interest: { genres: [], events: [] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      gender: "civ-other",
      firstName: "Noa",
      lastName: "Jansen-Bakker",
      infixName: null,
      birthDate: "1988-07-20",
      postalCode: "3511 BA",
      addressComplement: null,
      homePhone: null,
      mailCommunicationCinelux: true,
      optinCommunicationCinelux: true,
      hasLoyalty: true,
      interest: null,
      pictureFallback: "nj",
    });
    const row = await findAccountByMail(t.database.db, who.noah);
    expect(row).toMatchObject({
      mailCommunicationOptin: true,
      generalCommunicationOptin: true,
      interest: null,
    });
    const interests = await patch(who.noah, {
      interest: { genres: ["horror"], events: [] },
    });
    expect(interests.json().interest).toEqual({ genres: ["horror"], events: [] });
  });

  it("refuses an unknown field, naming it, and changes nothing", async () => {
    const response = await patch(who.camille, { firstname: "Camila", nickname: "cam" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "BAD_REQUEST",
      message: ERROR_MESSAGES.fr.when.refusingFields.BAD_REQUEST,
      fields: [{ path: "nickname", code: "unknown_field" }],
    });
    expect((await me(who.camille)).firstName).toBe("Camille");
    // The e-mail address changes through its own two-step flow, never here.
    const mail = await patch(who.camille, { email: "other@example.com" });
    expect(mail.statusCode).toBe(400);
    expect(mail.json().fields).toEqual([{ path: "email", code: "unknown_field" }]);
    const nested = await patch(who.camille, {
      interest: { genres: [], events: [], extra: [] },
      nickname: "cam",
    });
    expect(nested.json().fields).toEqual([
      { path: "interest.extra", code: "unknown_field" },
      { path: "nickname", code: "unknown_field" },
    ]);
  });

  it("lists every refused field with its code, keeping the first one's message", async () => {
    const response = await patch(who.camille, {
      salutation: "sir",
      firstname: "   ",
      lastname: "x".repeat(61),
      dateOfBirth: "17/05/1994",
      mobilePhone: "call me",
      zipCode: "!!",
      city: null,
      country: "France",
      registered: "yes",
      interest: { genres: ["horror", "not-a-genre"], events: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "BAD_REQUEST",
      message: ERROR_MESSAGES.fr.when.refusingFields.BAD_REQUEST,
      fields: [
        { path: "salutation", code: "invalid_value" },
        { path: "firstname", code: "required" },
        { path: "lastname", code: "too_long" },
        { path: "dateOfBirth", code: "invalid_format" },
        { path: "mobilePhone", code: "invalid_format" },
        { path: "zipCode", code: "invalid_format" },
        { path: "city", code: "required" },
        { path: "country", code: "invalid_format" },
        { path: "registered", code: "invalid_value" },
        { path: "interest.genres.1", code: "invalid_value" },
      ],
    });
    expect((await me(who.camille)).firstName).toBe("Camille");
  });

  it("refuses unknown, repeated, endless and huge interests, and keeps the account small", async () => {
    const before = await me(who.sanne);
    const refused = [
      { genres: ["horror", "not-a-genre"], events: [] },
      { genres: ["horror", "horror"], events: [] },
      { genres: Array.from({ length: 50_000 }, () => "horror"), events: [] },
      { genres: ["x".repeat(1_040_000)], events: [] },
      { genres: [], events: ["festival"], extra: ["a"] },
    ];
    for (const interest of refused) {
      const response = await patch(who.sanne, { interest });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("BAD_REQUEST");
    }
    const after = await me(who.sanne);
    expect(after.interest).toEqual(before.interest);
    expect(JSON.stringify(after).length).toBeLessThan(4_000);
    const accepted = await patch(who.sanne, {
      interest: { genres: ["drama", "science-fiction"], events: ["festival"] },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().interest).toEqual({ genres: ["drama", "science-fiction"], events: ["festival"] });
  });

  it("refuses a NUL or another control character in a text with a coded 400, and writes nothing", async () => {
    for (const firstname of ["Ca\u0000mille", "Ca\u001bmille", "Ca\u007fmille"]) {
      const response = await patch(who.camille, { firstname });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "BAD_REQUEST",
        message: ERROR_MESSAGES.fr.when.refusingFields.BAD_REQUEST,
        fields: [{ path: "firstname", code: "control_character" }],
      });
    }
    const raw = await t.app.inject({
      method: "PATCH",
      url: "/api/accounts/me",
      headers: {
        authorization: `Bearer ${await t.tokenFor(who.camille)}`,
        "content-type": "application/json",
      },
      payload: '{"city":"Pa\\u0000ris"}',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().fields).toEqual([{ path: "city", code: "control_character" }]);
    expect((await me(who.camille)).firstName).toBe("Camille");
  });

  it("refuses an empty change set and an invalid value, naming the field", async () => {
    const empty = await patch(who.camille, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: "BAD_REQUEST",
      message: ERROR_MESSAGES.fr.when.changingNothing.BAD_REQUEST,
    });
    const invalid = await patch(who.camille, { zipCode: "!!" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      code: "BAD_REQUEST",
      message: ERROR_MESSAGES.fr.when.refusingFields.BAD_REQUEST,
      fields: [{ path: "zipCode", code: "invalid_format" }],
    });
    const wrongType = await patch(who.camille, { registered: "yes" });
    expect(wrongType.statusCode).toBe(400);
  });

  it("refuses to register an incomplete profile, listing the missing fields, and writes nothing", async () => {
    const response = await patch(who.newCustomer, { registered: true, firstname: "Jeanne" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "REGISTRATION_INCOMPLETE",
      message: ERROR_MESSAGES.fr.REGISTRATION_INCOMPLETE,
      fields: ["salutation", "lastname", "dateOfBirth", "address", "zipCode", "city", "country"].map(
        (path) => ({ path, code: "required" }),
      ),
    });
    expect(await me(who.newCustomer)).toMatchObject({ registered: false, firstName: null });
  });

  it("refuses a customer younger than 15, and accepts one who turns 15 today", async () => {
    const young = await patch(who.lucas, { dateOfBirth: yearsAgo(15, 1) });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toEqual({
      code: "AGE_RESTRICTION",
      message: ERROR_MESSAGES.fr.AGE_RESTRICTION,
      fields: [{ path: "dateOfBirth", code: "too_young" }],
    });
    expect((await me(who.lucas)).birthDate).toBe("1985-09-03");
    const fifteen = await patch(who.lucas, { dateOfBirth: yearsAgo(15) });
    expect(fifteen.statusCode).toBe(200);
    expect(fifteen.json().birthDate).toBe(yearsAgo(15));
  });

  it("refuses a birth date in the future or before 1900", async () => {
    for (const dateOfBirth of [yearsAgo(0, 1), "2999-01-01", "1899-12-31"]) {
      const response = await patch(who.emma, { dateOfBirth });
      expect(response.statusCode, dateOfBirth).toBe(400);
      expect(response.json()).toEqual({
        code: "BAD_REQUEST",
        message: ERROR_MESSAGES.fr.when.refusingFields.BAD_REQUEST,
        fields: [{ path: "dateOfBirth", code: "invalid_value" }],
      });
    }
    expect((await me(who.emma)).birthDate).toBe("1996-01-22");
  });

  it("refuses a postal code of another country's form, also when only the country changes", async () => {
    const customer = await createCustomer(t.database.db, { postalCode: "75011", country: "FR" });
    const send = (payload: Record<string, unknown>) =>
      injectAs(t, customer, { method: "PATCH", url: "/api/accounts/me", payload });
    for (const payload of [{ zipCode: "1012 AB" }, { country: "NL" }, { country: "BE", zipCode: "75011" }]) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        code: "BAD_REQUEST",
        message: ERROR_MESSAGES.fr.when.refusingFields.BAD_REQUEST,
        fields: [{ path: "zipCode", code: "invalid_format" }],
      });
    }
    const moved = await send({ country: "NL", zipCode: "1012 AB" });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ country: "NL", postalCode: "1012 AB" });
  });

  it("never lets a registered account go back to unregistered", async () => {
    const response = await patch(who.hugo, { registered: false, city: "Albi" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "BAD_REQUEST",
      message: ERROR_MESSAGES.fr.when.refusingFields.BAD_REQUEST,
      fields: [{ path: "registered", code: "invalid_value" }],
    });
    expect(await me(who.hugo)).toMatchObject({ registered: true, city: "Toulouse" });
    expect((await patch(who.hugo, { registered: true })).statusCode).toBe(200);
  });

  it("lets new.customer complete the registration, and the next read shows it at once", async () => {
    // Read first, so the account sits in this process's read cache.
    expect(await me(who.newCustomer)).toMatchObject({ registered: false, firstName: null });
    const response = await patch(who.newCustomer, {
      registered: true,
      salutation: "civ-mm",
      firstname: "Jeanne",
      lastname: "Lefèvre",
      dateOfBirth: "1994-05-17",
      address: "9 rue Oberkampf",
      zipCode: "75011",
      city: "Paris",
      country: "FR",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ registered: true, firstName: "Jeanne", pictureFallback: "jl" });
    expect(await me(who.newCustomer)).toMatchObject({
      registered: true,
      firstName: "Jeanne",
      lastName: "Lefèvre",
    });
  });

  it("drops its own cached copy at once, without waiting for the database notification", async () => {
    // A cache that does not listen: only the service's own eviction can drop the row.
    const cache = new AccountCache();
    const db = t.database.db;
    const accountId = await t.accountId(who.emma);
    expect((await getOwnAccount({ db, cache, accountId })).city).toBe("Marseille");
    await updateOwnAccount({ db, cache, accountId, changes: { city: "Aix-en-Provence" } });
    expect((await getOwnAccount({ db, cache, accountId })).city).toBe("Aix-en-Provence");
  });

  it("changes only the token's own account: Sanne's change leaves Camille as she was", async () => {
    const camille = await me(who.camille);
    const response = await patch(who.sanne, { firstname: "Sanne-Marie", city: "Haarlem" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mail: who.sanne, firstName: "Sanne-Marie" });
    expect(await me(who.camille)).toEqual(camille);
    expect(await me(who.sanne)).toMatchObject({
      firstName: "Sanne-Marie",
      city: "Haarlem",
    });
  });

  it("needs a token", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/accounts/me",
      payload: { city: "Paris" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("the account routes' OpenAPI", () => {
  it("declares every status of PATCH /api/accounts/me and POST .../verification-mail", async () => {
    const paths = (await t.openApi()).paths;
    expect(Object.keys(paths["/api/accounts/me"]?.patch?.responses ?? {}).sort()).toEqual([
      "200",
      "400",
      "401",
      "429",
    ]);
    // 400: the control-character guard's, on every /api route.
    expect(Object.keys(paths["/api/accounts/me/verification-mail"]?.post?.responses ?? {}).sort()).toEqual([
      "202",
      "400",
      "401",
      "409",
      "429",
    ]);
  });
});

describe("ageOn", () => {
  it("counts full years; born on 29 February, one turns a year older on 1 March", () => {
    expect(ageOn("2011-06-15", "2026-06-14")).toBe(14);
    expect(ageOn("2011-06-15", "2026-06-15")).toBe(15);
    expect(ageOn("2012-02-29", "2027-02-28")).toBe(14);
    expect(ageOn("2012-02-29", "2027-03-01")).toBe(15);
  });
});
