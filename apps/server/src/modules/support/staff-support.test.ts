import {
  CASE_COMMENT_MAX,
  ListStaffCasesResponseSchema,
  STAFF_CASES_PAGE_SIZE,
  StaffCaseSchema,
  SupportCasesResponseSchema,
} from "@cinelux/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { createStaff, staffTokenFor } from "../../../test/staff.factories.ts";
import { staffAuditLog, supportCases } from "../../db/schema/index.ts";
import { CASE_URL, caseOf, lastMailTo, makePdf, postCase } from "./support-test-kit.ts";

// The staff's support calls (docs/staff.md "Support"): the queue, a case, answer, close, assign.

const t = useTestApp();
const MISSING = "00000000-0000-4000-8000-000000000000";

async function agent(roles: ("agent" | "admin" | "moderator")[] = ["agent"]) {
  const { staff } = await createStaff(t.database.db, { roles, displayName: `Agent ${roles.join("+")}` });
  const token = await staffTokenFor(t, staff);
  const call = (method: "GET" | "POST", url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { staff, call };
}

const queue = async (call: Awaited<ReturnType<typeof agent>>["call"], query: string) => {
  const response = await call("GET", `/api/staff/support/cases?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ListStaffCasesResponseSchema.parse(response.json());
};

const auditOf = (caseId: string) =>
  t.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.targetKind, "support_case"), eq(staffAuditLog.targetId, caseId)));

describe("the staff's support queue", () => {
  it("lists each status oldest waiting first, with the customer, the taxonomy, the age and the assignee", async () => {
    const { call } = await agent();
    const first = await createCustomer(t.database.db, { firstName: "Inès", lastName: "Moreau" });
    const second = await createCustomer(t.database.db);
    const third = await createCustomer(t.database.db);
    const a = caseOf(await postCase(t, first));
    const b = caseOf(await postCase(t, second));
    const c = caseOf(await postCase(t, third));
    expect(
      (await call("POST", `/api/staff/support/cases/${a.id}/answer`, { message: "Done." })).statusCode,
    ).toBe(200);
    expect(
      (await call("POST", `/api/staff/support/cases/${b.id}/answer`, { message: "Done." })).statusCode,
    ).toBe(200);
    // The customer writes again after the answer: the case waits again, since that message.
    const comment = await injectAs(t, first, {
      method: "POST",
      url: `${CASE_URL}/${a.id}/comment`,
      payload: { body: "Not received yet." },
    });
    expect(comment.statusCode).toBe(200);

    const mine = (cases: { id: string }[]) => cases.filter((item) => [a.id, b.id, c.id].includes(item.id));
    const open = await queue(call, "status=open");
    expect(mine(open.cases).map((item) => item.id)).toEqual([c.id, a.id]);
    const answered = await queue(call, "status=answered");
    expect(mine(answered.cases).map((item) => item.id)).toEqual([b.id]);
    expect(answered.total).toBeGreaterThanOrEqual(1);

    const line = open.cases.find((item) => item.id === a.id);
    expect(line).toMatchObject({
      number: a.number,
      status: "open",
      customer: { accountId: first.id, name: "Inès Moreau", mail: first.mail },
      theme: { id: "tickets" },
      subTheme: { id: "tickets-refund" },
      assignee: null,
    });
    expect(line?.theme.labels.fr).not.toBe("");
    expect(Date.parse(line?.since ?? "")).toBeGreaterThan(Date.parse(line?.createdAt ?? ""));
    expect(line?.ageSeconds).toBeGreaterThanOrEqual(0);
    // The default status is the open queue.
    expect(mine((await queue(call, "")).cases).map((item) => item.id)).toEqual([c.id, a.id]);
  });

  it("pages by 25, oldest first, and refuses a page or a status out of bounds", async () => {
    const { call } = await agent();
    const customer = await createCustomer(t.database.db);
    // Opened long ago, so they lead the open queue whatever else the database holds.
    const rows = Array.from({ length: STAFF_CASES_PAGE_SIZE + 1 }, (_, index) => ({
      accountId: customer.id,
      number: `C-2000-9${String(index).padStart(5, "0")}`,
      type: "tickets",
      topic: "tickets-refund",
      reasonId: "tickets-refund-delay",
      subject: `Old case ${index}`,
      description: "An old case.",
      language: "fr" as const,
      createdAt: new Date(Date.UTC(2000, 0, 1, 0, index)),
    }));
    await t.database.db.insert(supportCases).values(rows);
    const first = await queue(call, "status=open&page=1");
    expect(first.cases).toHaveLength(STAFF_CASES_PAGE_SIZE);
    expect(first.cases.map((item) => item.subject)).toEqual(rows.slice(0, 25).map((row) => row.subject));
    expect(first).toMatchObject({ page: 1, pageSize: STAFF_CASES_PAGE_SIZE });
    expect(first.total).toBeGreaterThanOrEqual(26);
    const second = await queue(call, "status=open&page=2");
    expect(second.cases[0]?.subject).toBe("Old case 25");
    expect(second.cases[0]?.ageSeconds).toBeGreaterThan(20 * 365 * 24 * 3600);

    // Gone again, so the other tests' cases stay on the queue's first page.
    await t.database.db.delete(supportCases).where(eq(supportCases.accountId, customer.id));

    for (const query of ["page=0", "page=1001", "page=x", "status=pending", "status=open&limit=500"]) {
      expect((await call("GET", `/api/staff/support/cases?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe("a staff member on a case", () => {
  it("reads the case with its messages and attachments, and downloads an attachment as the customer does", async () => {
    const { call } = await agent();
    const customer = await createCustomer(t.database.db);
    const created = caseOf(
      await postCase(t, customer, {
        files: [{ filename: "invoice.pdf", type: "application/pdf", data: makePdf() }],
      }),
    );
    const read = await call("GET", `/api/staff/support/cases/${created.id}`);
    expect(read.statusCode).toBe(200);
    const supportCase = StaffCaseSchema.parse(read.json());
    expect(supportCase).toMatchObject({
      id: created.id,
      status: "open",
      description: created.description,
      reason: { id: "tickets-refund-delay" },
      language: "fr",
      closedAt: null,
      messages: [],
    });
    const [attachment] = supportCase.attachments;
    expect(attachment).toMatchObject({ fileName: "invoice.pdf", mimeType: "application/pdf" });
    const download = await call("GET", attachment?.downloadPath ?? "");
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(
      (await call("GET", `/api/staff/support/cases/${created.id}/attachments/${MISSING}`)).statusCode,
    ).toBe(404);
  });

  it("answers: the customer sees it unread in messages and gets the mail; the audit row names who, not what", async () => {
    const { staff, call } = await agent();
    const customer = await createCustomer(t.database.db, { language: "en" });
    const created = caseOf(await postCase(t, customer, { language: "en" }));
    const answered = await call("POST", `/api/staff/support/cases/${created.id}/answer`, {
      message: "  We have refunded you today.  ",
    });
    expect(answered.statusCode).toBe(200);
    expect(StaffCaseSchema.parse(answered.json())).toMatchObject({
      status: "answered",
      messages: [{ body: "We have refunded you today.", received: true }],
    });
    const [followed] = SupportCasesResponseSchema.parse(
      (await injectAs(t, customer, { method: "GET", url: CASE_URL })).json(),
    );
    expect(followed?.messages).toMatchObject([{ body: "We have refunded you today.", received: true }]);
    expect(followed?.unread).toBe(1);
    const mail = await lastMailTo(t, customer.mail, "support_case_answered");
    expect(mail?.subject).toBe(`New answer to your request ${created.number} · Cinélux`);

    const audit = await auditOf(created.id);
    expect(audit).toMatchObject([
      { staffId: staff.id, action: "support_case.answered", targetId: created.id },
    ]);
    expect(JSON.stringify(audit)).not.toContain("refunded");
  });

  it("refuses an empty, an overlong or a malformed answer, and writes nothing", async () => {
    const { call } = await agent();
    const customer = await createCustomer(t.database.db);
    const created = caseOf(await postCase(t, customer));
    const url = `/api/staff/support/cases/${created.id}/answer`;
    for (const payload of [
      { message: "   " },
      { message: "x".repeat(CASE_COMMENT_MAX + 1) },
      { body: "Hello" },
      { message: "Hello", extra: true },
    ]) {
      expect((await call("POST", url, payload)).statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    expect((await auditOf(created.id)).length).toBe(0);
    expect(await lastMailTo(t, customer.mail, "support_case_answered")).toBeUndefined();
  });

  it("closes for good: the customer sees it closed, a second close and an answer are 409, one audit row", async () => {
    const { staff, call } = await agent();
    const customer = await createCustomer(t.database.db);
    const created = caseOf(await postCase(t, customer));
    const closed = await call("POST", `/api/staff/support/cases/${created.id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(StaffCaseSchema.parse(closed.json())).toMatchObject({ status: "closed" });
    const [followed] = SupportCasesResponseSchema.parse(
      (await injectAs(t, customer, { method: "GET", url: CASE_URL })).json(),
    );
    expect(followed?.closed).toBe(true);
    const again = await call("POST", `/api/staff/support/cases/${created.id}/close`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CASE_CLOSED" });
    const answer = await call("POST", `/api/staff/support/cases/${created.id}/answer`, { message: "Late." });
    expect(answer.statusCode).toBe(409);
    expect(await auditOf(created.id)).toMatchObject([{ staffId: staff.id, action: "support_case.closed" }]);
    const { call: admin } = await agent(["admin"]);
    const closedQueue = await queue(admin, "status=closed");
    expect(closedQueue.cases[0]?.id).toBe(created.id);
  });

  it("assigns to an active agent or admin, unassigns with null, refuses anyone else, and audits each", async () => {
    const { staff, call } = await agent();
    const { staff: colleague } = await agent(["agent"]);
    const { staff: moderator } = await agent(["moderator"]);
    const customer = await createCustomer(t.database.db);
    const created = caseOf(await postCase(t, customer));
    const url = `/api/staff/support/cases/${created.id}/assign`;

    const assigned = await call("POST", url, { staffId: colleague.id });
    expect(assigned.statusCode).toBe(200);
    expect(StaffCaseSchema.parse(assigned.json()).assignee).toEqual({
      id: colleague.id,
      displayName: colleague.displayName,
    });
    const line = (await queue(call, "status=open")).cases.find((item) => item.id === created.id);
    expect(line?.assignee?.id).toBe(colleague.id);

    for (const staffId of [moderator.id, MISSING]) {
      const refused = await call("POST", url, { staffId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: "STAFF_ASSIGNEE_INVALID", fields: [{ path: "staffId" }] });
    }
    expect((await call("POST", url, { staffId: "someone" })).statusCode).toBe(400);
    expect((await call("POST", url, {})).statusCode).toBe(400);

    const unassigned = await call("POST", url, { staffId: null });
    expect(StaffCaseSchema.parse(unassigned.json()).assignee).toBeNull();
    const audit = await auditOf(created.id);
    expect(audit.map((row) => [row.staffId, row.action, row.details])).toEqual([
      [staff.id, "support_case.assigned", { number: created.number, from: null, to: colleague.id }],
      [staff.id, "support_case.assigned", { number: created.number, from: colleague.id, to: null }],
    ]);
  });

  it("answers 404 CASE_NOT_FOUND for a missing case, on every call", async () => {
    const { call } = await agent();
    const calls = [
      call("GET", `/api/staff/support/cases/${MISSING}`),
      call("POST", `/api/staff/support/cases/${MISSING}/answer`, { message: "Hello" }),
      call("POST", `/api/staff/support/cases/${MISSING}/close`),
      call("POST", `/api/staff/support/cases/${MISSING}/assign`, { staffId: null }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "CASE_NOT_FOUND" });
    }
    expect((await call("GET", "/api/staff/support/cases/not-a-uuid")).statusCode).toBe(400);
  });
});
