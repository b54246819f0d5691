import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { createStaff, staffTokenFor } from "../../../test/staff.factories.ts";
import { type SiteSettingsRow, siteSettings, staffAuditLog } from "../../db/schema/index.ts";
import { FRESH_MFA_SECONDS } from "../../http/staff-guard.ts";

const t = useTestApp({ seed: false });

const admin = { id: "", token: "" };

beforeAll(async () => {
  const { staff } = await createStaff(t.database.db, { roles: ["admin"] });
  admin.id = staff.id;
  admin.token = await staffTokenFor(t, staff);
});

function patchSettings(domain: string, payload: unknown, token = admin.token) {
  return t.app.inject({
    method: "PATCH",
    url: `/api/staff/settings/${domain}`,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
}

async function publicSettings(host: string) {
  const response = await t.app.inject({ method: "GET", url: "/api/settings", headers: { host } });
  expect(response.statusCode).toBe(200);
  return response.json() as { flags: Record<string, boolean>; urls: { errorPath: string } };
}

async function storedRow(domain: "fr" | "nl"): Promise<SiteSettingsRow | undefined> {
  const [row] = await t.database.db.select().from(siteSettings).where(eq(siteSettings.domain, domain));
  return row;
}

describe("the staff's flags and settings", () => {
  it("reads a domain's flags and settings as stored", async () => {
    const response = await t.app.inject({
      url: "/api/staff/settings/nl",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      domain: "nl",
      flags: { offersMenuDisplayed: false, myFriendsEnabled: true },
      settings: { errorPath: "/", logoutReturnPath: null, injections: [] },
    });
  });

  it("switches a flag off: the public settings answer it at once and its pages' calls close", async () => {
    const customer = await createCustomer(t.database.db);
    const friends = () => injectAs(t, customer, { method: "GET", url: "/api/accounts/me/friends" });
    expect((await friends()).statusCode).toBe(200);
    // Read once so the public read cache holds the settings before the change.
    expect((await publicSettings("localhost:3000")).flags.myFriendsEnabled).toBe(true);

    const response = await patchSettings("fr", {
      changes: { flags: { myFriendsEnabled: false }, errorPath: "/oops" },
      reason: "Friends are down for maintenance",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      flags: { myFriendsEnabled: false },
      settings: { errorPath: "/oops" },
    });

    // No wait: the writer's process answers the change on its next read (the menu entry goes).
    const after = await publicSettings("localhost:3000");
    expect(after.flags.myFriendsEnabled).toBe(false);
    expect(after.flags.advantagesEnabled).toBe(true);
    expect(after.urls.errorPath).toBe("/oops");
    expect((await friends()).json()).toMatchObject({ code: "FEATURE_DISABLED" });
    // The other domain is untouched.
    expect((await publicSettings("nl.localhost:3000")).flags.myFriendsEnabled).toBe(true);

    const [audit] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.reason, "Friends are down for maintenance"));
    expect(audit).toMatchObject({
      staffId: admin.id,
      action: "settings.changed",
      targetKind: "settings",
      targetId: "fr",
      details: {
        before: { flags: { myFriendsEnabled: true }, errorPath: "/" },
        after: { flags: { myFriendsEnabled: false }, errorPath: "/oops" },
      },
    });
  });

  it("requires a bounded reason and refuses unknown flags, foreign paths and empty changes", async () => {
    const before = await storedRow("nl");
    const refused = [
      { changes: { flags: { goodiesEnabled: false } } },
      { changes: { flags: { goodiesEnabled: false } }, reason: "   " },
      { changes: { flags: { goodiesEnabled: false } }, reason: "x".repeat(501) },
      { changes: { flags: { walletEnabled: false } }, reason: "typo" },
      { changes: { flags: { goodiesEnabled: "no" } }, reason: "typo" },
      { changes: { errorPath: "//evil.example" }, reason: "redirect" },
      { changes: { catalogBaseUrl: "javascript:alert(1)" }, reason: "script" },
      { changes: { mobileKey: "mk_new" }, reason: "not editable" },
      { changes: {}, reason: "nothing" },
    ];
    for (const payload of refused) {
      const response = await patchSettings("nl", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await patchSettings("be", { changes: { errorPath: "/" }, reason: "r" })).statusCode).toBe(400);
    expect(await storedRow("nl")).toEqual(before);
  });

  it("refuses a change from an admin whose second factor is over 15 minutes old, but lets them read", async () => {
    const { staff } = await createStaff(t.database.db, { roles: ["admin"] });
    const stale = await staffTokenFor(t, staff, { mfaAgoSeconds: FRESH_MFA_SECONDS + 60 });
    const before = await storedRow("nl");
    const response = await patchSettings(
      "nl",
      { changes: { flags: { goodiesEnabled: false } }, reason: "stale" },
      stale,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "STAFF_FRESH_MFA_REQUIRED" });
    expect(await storedRow("nl")).toEqual(before);
    const read = await t.app.inject({
      url: "/api/staff/settings/nl",
      headers: { authorization: `Bearer ${stale}` },
    });
    expect(read.statusCode).toBe(200);
    const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.staffId, staff.id));
    expect(audit).toEqual([]);
  });

  it("refuses an editor", async () => {
    const { staff } = await createStaff(t.database.db, { roles: ["editor"] });
    const token = await staffTokenFor(t, staff);
    const response = await patchSettings(
      "fr",
      { changes: { flags: { goodiesEnabled: false } }, reason: "r" },
      token,
    );
    expect(response.json()).toMatchObject({ code: "STAFF_ROLE_REQUIRED" });
  });
});
