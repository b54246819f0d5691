import {
  CASE_REQUIRED_FIELDS,
  CaseUnreadResponseSchema,
  MAX_OPEN_CASES,
  SupportCasesResponseSchema,
} from "@cinelux/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { solvedCaptcha } from "../../../test/captcha.ts";
import { createCinema } from "../../../test/catalog.factories.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { createCase, createSupportBranch } from "../../../test/support.factories.ts";
import { type AccountRow, supportCases } from "../../db/schema/index.ts";
import { CASE_URL, caseOf, lastMailTo, makePdf, postCase, VALID_FIELDS } from "./support-test-kit.ts";

// SPEC 5 / 7 support cases: creation, each required field in
// turn, the cinema, the captcha, follow-up, closing, and a second customer who gets 404 everywhere.

const t = useTestApp({ seed: false });

/** The form's branch, a reason of another sub-theme, another theme, and a cinema to name. */
beforeAll(async () => {
  const db = t.database.db;
  await createSupportBranch(db, {
    type: VALID_FIELDS.type,
    topic: VALID_FIELDS.topic,
    reasonId: VALID_FIELDS.reason,
  });
  await createSupportBranch(db, { type: "card", topic: "card-photo", reasonId: "card-photo-change" });
  await createSupportBranch(db, { type: "wallet", topic: "wallet-add", reasonId: "wallet-add-refused" });
  await createCinema(db, { slug: "cinelux-paris-bastille" });
});

const list = async (customer: Pick<AccountRow, "id">) =>
  SupportCasesResponseSchema.parse((await injectAs(t, customer, { method: "GET", url: CASE_URL })).json());

describe("opening a case (SPEC 5)", () => {
  it("opens it, numbers it and mails the acknowledgement with the number in the page's language", async () => {
    const customer = await createCustomer(t.database.db);
    const created = caseOf(await postCase(t, customer, { language: "nl" }));
    expect(created).toMatchObject({ ...VALID_FIELDS, closed: false, cinema: null, messages: [], unread: 0 });
    expect(created.number).toMatch(/^C-\d{4}-\d{6}$/);
    const mail = await lastMailTo(t, customer.mail, "support_case_created");
    expect(mail?.language).toBe("nl");
    expect(mail?.subject).toContain(created.number);
    expect(mail?.text).toContain("/nl/messages");
    expect((await list(customer)).map((row) => row.id)).toEqual([created.id]);
  });

  it.each(CASE_REQUIRED_FIELDS)("refuses a case without %s, naming the field", async (field) => {
    const customer = await createCustomer(t.database.db);
    const fields: Record<string, string> = { ...VALID_FIELDS };
    delete fields[field];
    const response = await postCase(t, customer, { fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "BAD_REQUEST",
      fields: [{ path: field, code: "required" }],
    });
    expect(await list(customer)).toEqual([]);
  });

  it("names every missing field at once and reads a blank subject as missing", async () => {
    const customer = await createCustomer(t.database.db);
    const response = await postCase(t, customer, { fields: { subject: "   " } });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(["description", "reason", "subject", "topic", "type"].sort());
  });

  it("leaves the cinema out when it is empty, keeps a known one and refuses an unknown one", async () => {
    const customer = await createCustomer(t.database.db);
    expect(
      caseOf(await postCase(t, customer, { fields: { ...VALID_FIELDS, cinema: "" } })).cinema,
    ).toBeNull();
    const withCinema = { ...VALID_FIELDS, cinema: "cinelux-paris-bastille" };
    expect(caseOf(await postCase(t, customer, { fields: withCinema })).cinema).toBe("cinelux-paris-bastille");
    const unknown = await postCase(t, customer, { fields: { ...VALID_FIELDS, cinema: "nowhere" } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "CASE_TAXONOMY_INVALID", fields: [{ path: "cinema" }] });
  });

  it("refuses a reason of another sub-theme, or a sub-theme of another theme", async () => {
    const customer = await createCustomer(t.database.db);
    for (const fields of [
      { ...VALID_FIELDS, reason: "card-photo-change" },
      { ...VALID_FIELDS, type: "wallet" },
    ]) {
      const response = await postCase(t, customer, { fields });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("CASE_TAXONOMY_INVALID");
    }
    expect(await list(customer)).toEqual([]);
  });

  it("refuses an eleventh open case until one is closed", async () => {
    const customer = await createCustomer(t.database.db);
    const number = (index: number) => `T-${customer.id.slice(0, 8)}-${index}`;
    await t.database.db.insert(supportCases).values(
      Array.from({ length: MAX_OPEN_CASES }, (_, index) => ({
        accountId: customer.id,
        number: number(index),
        type: VALID_FIELDS.type,
        topic: VALID_FIELDS.topic,
        reasonId: VALID_FIELDS.reason,
        subject: `Case ${index}`,
        description: "Earlier case",
        language: "fr" as const,
      })),
    );
    const refused = await postCase(t, customer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("CASE_LIMIT");
    await t.database.db
      .update(supportCases)
      .set({ closedAt: new Date() })
      .where(eq(supportCases.number, number(0)));
    caseOf(await postCase(t, customer));
  });

  it("needs a captcha answer, and refuses one already spent", async () => {
    const customer = await createCustomer(t.database.db);
    const missing = await postCase(t, customer, { captcha: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe("CAPTCHA_REQUIRED");
    const answer = await solvedCaptcha(t);
    caseOf(await postCase(t, customer, { captcha: answer }));
    const replayed = await postCase(t, customer, { captcha: answer });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe("CAPTCHA_REPLAYED");
    expect(await list(customer)).toHaveLength(1);
  });
});

describe("following a case (SPEC 7)", () => {
  it("lists the customer's cases: one open with an unread answer, one closed", async () => {
    const customer = await createCustomer(t.database.db);
    await createCase(t.database.db, {
      customer,
      messages: [{ body: "Nous remboursons le second prélèvement.", received: true, hoursAgo: 20 }],
    });
    await createCase(t.database.db, { customer, closed: true, openedHoursAgo: 24 * 45 });
    const cases = await list(customer);
    const open = cases.find((row) => !row.closed);
    expect(cases.filter((row) => row.closed)).toHaveLength(1);
    expect(open?.messages.some((message) => message.received)).toBe(true);
    expect(open?.unread).toBe(1);
  });

  it("takes comments while open, counts unread answers, closes once, then refuses comments", async () => {
    const customer = await createCustomer(t.database.db);
    const created = caseOf(await postCase(t, customer));
    const commentUrl = `${CASE_URL}/${created.id}/comment`;
    const commented = caseOf(
      await injectAs(t, customer, { method: "POST", url: commentUrl, payload: { body: "  Any news?  " } }),
    );
    expect(commented.messages).toMatchObject([{ body: "Any news?", received: false }]);
    const unread = await injectAs(t, customer, { method: "GET", url: `${CASE_URL}/unread` });
    expect(CaseUnreadResponseSchema.parse(unread.json()).count).toBe(0);
    const patch = (payload: object) =>
      injectAs(t, customer, { method: "PATCH", url: `${CASE_URL}/${created.id}`, payload });
    expect(caseOf(await patch({ read: true })).closed).toBe(false);
    expect(caseOf(await patch({ closed: true })).closed).toBe(true);
    expect((await patch({ closed: true })).json().code).toBe("CASE_CLOSED");
    const refused = await injectAs(t, customer, {
      method: "POST",
      url: commentUrl,
      payload: { body: "Hello?" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("CASE_CLOSED");
    expect((await patch({ closed: false })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
  });

  it("refuses an empty comment and one over the limit", async () => {
    const customer = await createCustomer(t.database.db);
    const created = caseOf(await postCase(t, customer));
    for (const body of ["   ", "x".repeat(5_001)]) {
      const response = await injectAs(t, customer, {
        method: "POST",
        url: `${CASE_URL}/${created.id}/comment`,
        payload: { body },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].path).toBe("body");
    }
  });
});

describe("another customer's case (no oracle)", () => {
  it("answers 404 on the first one's case, comments, close and attachments, and changes nothing", async () => {
    const owner = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db);
    const pdf = { filename: "facture.pdf", type: "application/pdf", data: makePdf() };
    const created = caseOf(await postCase(t, owner, { files: [pdf] }));
    const attachment = created.attachments[0];
    expect(attachment?.mimeType).toBe("application/pdf");
    expect(await list(other)).toEqual([]);
    const attempts = [
      injectAs(t, other, {
        method: "POST",
        url: `${CASE_URL}/${created.id}/comment`,
        payload: { body: "Hi" },
      }),
      injectAs(t, other, { method: "PATCH", url: `${CASE_URL}/${created.id}`, payload: { closed: true } }),
      injectAs(t, other, { method: "PATCH", url: `${CASE_URL}/${created.id}`, payload: { read: true } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("CASE_NOT_FOUND");
    }
    const download = `${CASE_URL}/${created.id}/attachments/${attachment?.id}`;
    const stolen = await injectAs(t, other, { method: "GET", url: download });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe("ATTACHMENT_NOT_FOUND");
    const own = await injectAs(t, owner, { method: "GET", url: download });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    expect(own.rawPayload.equals(pdf.data)).toBe(true);
    expect(await list(owner)).toMatchObject([{ closed: false, messages: [] }]);
  });

  it("refuses the case calls without a sign-in", async () => {
    expect((await t.app.inject({ method: "GET", url: CASE_URL })).statusCode).toBe(401);
  });
});
