import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createStaff, staffTokenFor, TEST_TOTP_SECRET } from "../../../test/staff.factories.ts";
import { staffAccounts, staffAuditLog } from "../../db/schema/index.ts";
import { checkSecondFactor } from "./staff-sign-in.service.ts";
import { totpCodeAt } from "./totp.ts";

const t = useTestApp({ seed: false });

const admin = { id: "", token: "" };

beforeAll(async () => {
  const { staff } = await createStaff(t.database.db, { roles: ["admin"] });
  admin.id = staff.id;
  admin.token = await staffTokenFor(t, staff);
});

function asAdmin(method: "GET" | "POST" | "PATCH", url: string, payload?: object, token = admin.token) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Every key of a JSON value, nested ones included. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap(keysOf);
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

async function auditActionsOn(targetId: string) {
  const rows = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, targetId));
  return rows.map((row) => [row.action, row.staffId]);
}

describe("the staff team", () => {
  it("adds a member with a first password and an enrolment answered once, and lists them without secrets", async () => {
    const created = await asAdmin("POST", "/api/staff/members", {
      mail: "New.Agent@Cinelux.test",
      displayName: "New agent",
      roles: ["agent"],
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.member).toMatchObject({ mail: "new.agent@cinelux.test", roles: ["agent"], enrolled: false });
    expect(body.password).toHaveLength(23);
    expect(body.enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(body.enrolment.otpauthUri).toContain(body.enrolment.secret);
    expect(body.enrolment.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await auditActionsOn(body.member.id)).toEqual([["staff.created", admin.id]]);

    const again = await asAdmin("POST", "/api/staff/members", {
      mail: "new.agent@cinelux.test",
      displayName: "Twice",
      roles: ["agent"],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "STAFF_MAIL_TAKEN" });

    const list = await asAdmin("GET", "/api/staff/members");
    expect(list.statusCode).toBe(200);
    expect(list.json().members.map((member: { mail: string }) => member.mail)).toContain(
      "new.agent@cinelux.test",
    );
    const keys = keysOf(list.json()).map((key) => key.toLowerCase());
    for (const secret of ["password", "passwordhash", "totpsecret", "recoverycodehashes", "secret", "hash"]) {
      expect(keys).not.toContain(secret);
    }
  });

  it("changes roles and name, disables and enables, each with its audit row", async () => {
    const { staff } = await createStaff(t.database.db, { roles: ["agent"] });
    const patched = await asAdmin("PATCH", `/api/staff/members/${staff.id}`, {
      roles: ["agent", "moderator"],
      displayName: "Renamed",
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().member).toMatchObject({ roles: ["agent", "moderator"], displayName: "Renamed" });
    expect((await asAdmin("PATCH", `/api/staff/members/${staff.id}`, {})).statusCode).toBe(400);

    const disabled = await asAdmin("POST", `/api/staff/members/${staff.id}/disable`);
    expect(disabled.json().member.disabledAt).not.toBeNull();
    // Twice changes nothing, and writes no second row.
    expect((await asAdmin("POST", `/api/staff/members/${staff.id}/disable`)).statusCode).toBe(200);
    const enabled = await asAdmin("POST", `/api/staff/members/${staff.id}/enable`);
    expect(enabled.json().member.disabledAt).toBeNull();
    expect(await auditActionsOn(staff.id)).toEqual([
      ["staff.updated", admin.id],
      ["staff.disabled", admin.id],
      ["staff.enabled", admin.id],
    ]);
    const missing = await asAdmin("POST", "/api/staff/members/00000000-0000-4000-8000-000000000000/disable");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "STAFF_MEMBER_NOT_FOUND" });
  });

  it("never lets an admin disable themself or drop their own admin role", async () => {
    const self = await asAdmin("POST", `/api/staff/members/${admin.id}/disable`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: "STAFF_SELF_LOCKOUT" });
    const demoted = await asAdmin("PATCH", `/api/staff/members/${admin.id}`, { roles: ["agent"] });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toMatchObject({ code: "STAFF_SELF_LOCKOUT" });
    const [row] = await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, admin.id));
    expect(row).toMatchObject({ roles: ["admin"], disabledAt: null });
    // Renaming oneself is fine.
    expect(
      (await asAdmin("PATCH", `/api/staff/members/${admin.id}`, { displayName: "Boss" })).statusCode,
    ).toBe(200);
  });

  it("resets the second factor: the old key stops working and the next sign-in enrols the new one", async () => {
    const { staff } = await createStaff(t.database.db, { roles: ["agent"] });
    const reset = await asAdmin("POST", `/api/staff/members/${staff.id}/reset-totp`);
    expect(reset.statusCode).toBe(200);
    const { enrolment, member } = reset.json();
    expect(member).toMatchObject({ enrolled: false, recoveryCodesLeft: 0 });
    expect(enrolment.secret).not.toBe(TEST_TOTP_SECRET);
    const now = Date.now();
    const old = await checkSecondFactor({
      db: t.database.db,
      staffId: staff.id,
      code: await totpCodeAt(TEST_TOTP_SECRET, now),
      ip: "127.0.0.1",
      now,
    });
    expect(old.kind).toBe("invalid");
    const fresh = await checkSecondFactor({
      db: t.database.db,
      staffId: staff.id,
      code: await totpCodeAt(enrolment.secret, now),
      ip: "127.0.0.1",
      now,
    });
    expect(fresh).toMatchObject({ kind: "ok", method: "totp" });
    expect(fresh.kind === "ok" && fresh.recoveryCodes).toHaveLength(10);
    expect((await auditActionsOn(staff.id))[0]).toEqual(["staff.totp_reset", admin.id]);
  });

  it("gives 10 new recovery codes once; the old ones no longer work", async () => {
    const { staff } = await createStaff(t.database.db, { roles: ["agent"] });
    const now = Date.now();
    const signIn = (code: string) =>
      checkSecondFactor({ db: t.database.db, staffId: staff.id, code, ip: "127.0.0.1", now });
    // Enrolled first (recovery codes are refused until then).
    expect((await signIn(await totpCodeAt(TEST_TOTP_SECRET, now))).kind).toBe("ok");
    const first = (await asAdmin("POST", `/api/staff/members/${staff.id}/recovery-codes`)).json();
    const second = await asAdmin("POST", `/api/staff/members/${staff.id}/recovery-codes`);
    expect(second.statusCode).toBe(200);
    const codes = second.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(second.json().member.recoveryCodesLeft).toBe(10);
    expect((await signIn(first.recoveryCodes[0])).kind).toBe("invalid");
    expect(await signIn(codes[0] as string)).toMatchObject({ kind: "ok", method: "recovery_code" });
    const actions = await auditActionsOn(staff.id);
    expect(actions.filter(([action]) => action === "staff.recovery_codes_renewed")).toHaveLength(2);
  });

  it("asks admins for a fresh second factor on writes, not on reads", async () => {
    const stale = await staffTokenFor(t, { id: admin.id, roles: ["admin"] }, { mfaAgoSeconds: 16 * 60 });
    expect((await asAdmin("GET", "/api/staff/members", undefined, stale)).statusCode).toBe(200);
    const write = await asAdmin(
      "POST",
      "/api/staff/members",
      { mail: "x@cinelux.test", displayName: "X", roles: ["agent"] },
      stale,
    );
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: "STAFF_FRESH_MFA_REQUIRED" });
  });
});
