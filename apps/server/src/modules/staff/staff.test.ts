import { STAFF_ROLES, type StaffRole } from "@cinelux/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer } from "../../../test/factories.ts";
import { createStaff, staffTokenFor } from "../../../test/staff.factories.ts";
import { staffAccounts, staffAuditLog } from "../../db/schema/index.ts";
import { recordStaffAction } from "./staff-audit.service.ts";

const t = useTestApp({ seed: false });

/** A role that does not open a route needing `required` (none does for "any"). */
function roleWithout(required: string): StaffRole | undefined {
  return STAFF_ROLES.find((role) => role !== "admin" && role !== required);
}

describe("every /api/staff route", () => {
  it("refuses no token (401), a customer (403 STAFF_ONLY), a staff token without its role (403), and opens to its role", async () => {
    const routes = t.app.registeredRoutes.filter(
      (route) => route.url.startsWith("/api/staff") && route.method !== "HEAD",
    );
    // Walked from the routes the app holds: a route added later is walked too.
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(["GET /api/staff/me", "GET /api/staff/audit-log"]),
    );
    const customer = await createCustomer(t.database.db);
    const customerToken = await t.tokenFor(customer.mail);
    const members = new Map<StaffRole, string>();
    for (const role of STAFF_ROLES) {
      const { staff } = await createStaff(t.database.db, { roles: [role] });
      members.set(role, await staffTokenFor(t, staff));
    }
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const url = route.url.replace(/:[^/.]+/g, "00000000-0000-4000-8000-000000000000");
      const call = (token?: string) =>
        t.app.inject({
          method: route.method as "GET",
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
        });
      expect(route.staff, `${name} declares its role`).toBeDefined();
      expect((await call()).statusCode, name).toBe(401);
      const asCustomer = await call(customerToken);
      expect(asCustomer.statusCode, name).toBe(403);
      expect(asCustomer.json(), name).toMatchObject({ code: "STAFF_ONLY" });
      const required = route.staff as string;
      const other = roleWithout(required);
      if (required !== "any" && other) {
        const refused = await call(members.get(other));
        expect(refused.statusCode, `${name} as ${other}`).toBe(403);
        expect(refused.json(), name).toMatchObject({ code: "STAFF_ROLE_REQUIRED" });
      }
      const allowed = await call(members.get(required === "any" ? "agent" : (required as StaffRole)));
      expect([401, 403], `${name} as ${required}`).not.toContain(allowed.statusCode);
      if (route.method === "GET") {
        // The staff app sends `language` with every call (the error messages follow it): a read
        // answers with it as without it.
        const withLanguage = await t.app.inject({
          method: "GET",
          url: `${url}?language=en`,
          headers: {
            authorization: `Bearer ${members.get(required === "any" ? "agent" : (required as StaffRole))}`,
          },
        });
        expect(withLanguage.statusCode, `${name}?language=en`).toBe(allowed.statusCode);
      }
      // Admin holds every role.
      expect([401, 403], `${name} as admin`).not.toContain((await call(members.get("admin"))).statusCode);
    }
  });
});

describe("the audit log", () => {
  it("refuses, in the database, to update or delete a row", async () => {
    const { staff } = await createStaff(t.database.db, { roles: ["admin"] });
    await t.database.db.transaction(async (tx) => {
      await recordStaffAction(tx, {
        staffId: staff.id,
        action: "flag.switched",
        target: { kind: "flag", id: "wallet" },
        reason: "test",
        details: { from: false, to: true },
      });
    });
    const db = t.database.db;
    await expect(
      db.update(staffAuditLog).set({ reason: "rewritten" }).where(eq(staffAuditLog.staffId, staff.id)),
    ).rejects.toThrow();
    await expect(db.delete(staffAuditLog).where(eq(staffAuditLog.staffId, staff.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate staff_audit_log`)).rejects.toThrow();
    const rows = await db.select().from(staffAuditLog).where(eq(staffAuditLog.staffId, staff.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "flag.switched", reason: "test", targetId: "wallet" });
  });

  it("is written with its action: a failed transaction leaves no row", async () => {
    const { staff } = await createStaff(t.database.db, { roles: ["admin"] });
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordStaffAction(tx, { staffId: staff.id, action: "settings.changed" });
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    const rows = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.staffId, staff.id));
    expect(rows).toEqual([]);
  });

  it("is read by admins, filtered by staff member, action and date, newest first, in bounded pages", async () => {
    const { staff: admin } = await createStaff(t.database.db, { roles: ["admin"] });
    const { staff: agent } = await createStaff(t.database.db, { roles: ["agent"] });
    for (let index = 0; index < 5; index += 1) {
      await recordStaffAction(t.database.db, {
        staffId: agent.id,
        action: index % 2 === 0 ? "case.answered" : "customer.looked_up",
        target: { kind: "case", id: `case-${index}` },
        reason: "customer asked",
      });
    }
    const token = await staffTokenFor(t, admin);
    const read = (query: string) =>
      t.app.inject({ url: `/api/staff/audit-log?${query}`, headers: { authorization: `Bearer ${token}` } });

    const first = await read(`staffId=${agent.id}&action=case.answered&limit=2`);
    expect(first.statusCode).toBe(200);
    const page = first.json() as {
      entries: { target: { id: string }; staffMail: string }[];
      nextBefore: number;
    };
    expect(page.entries.map((entry) => entry.target.id)).toEqual(["case-4", "case-2"]);
    expect(page.entries[0]?.staffMail).toBe(agent.mail);
    const second = (
      await read(`staffId=${agent.id}&action=case.answered&limit=2&before=${page.nextBefore}`)
    ).json();
    expect(second).toMatchObject({ entries: [{ target: { id: "case-0" } }], nextBefore: null });

    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await read(`staffId=${agent.id}&from=${encodeURIComponent(future)}`)).json()).toEqual({
      entries: [],
      nextBefore: null,
    });
    expect((await read("limit=101")).statusCode).toBe(400);
  });

  it("keeps staff out of the customers' accounts", async () => {
    const { mail } = await createStaff(t.database.db, { roles: ["agent"] });
    const [row] = await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.mail, mail));
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(await t.accountId(mail).catch(() => undefined)).toBeUndefined();
  });
});
