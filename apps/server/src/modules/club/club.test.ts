import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer } from "../../../test/factories.ts";
import { siteSettings } from "../../db/schema/index.ts";

const t = useTestApp({ seed: false });

function setClubFlag(domain: "fr" | "nl", on: boolean) {
  return t.database.db
    .update(siteSettings)
    .set({ flags: sql`flags || ${JSON.stringify({ clubCineluxEnabled: on })}::jsonb` })
    .where(eq(siteSettings.domain, domain));
}

describe("joining the Club", () => {
  it("makes the customer a member with the welcome gift among their advantages, once", async () => {
    await setClubFlag("fr", true);
    const customer = await createCustomer(t.database.db);
    const headers = { authorization: `Bearer ${await t.tokenFor(customer.mail)}` };
    const before = await t.app.inject({ url: "/api/accounts/me", headers });
    expect(before.json().hasLoyalty).toBe(false);
    for (let i = 0; i < 2; i++) {
      const joined = await t.app.inject({ method: "POST", url: "/api/accounts/me/club", headers });
      expect(joined.statusCode).toBe(200);
      expect(joined.json()).toEqual({ hasLoyalty: true });
    }
    expect((await t.app.inject({ url: "/api/accounts/me", headers })).json().hasLoyalty).toBe(true);
    const advantages = (
      await t.app.inject({ url: "/api/accounts/me/advantages?language=en", headers })
    ).json();
    expect(advantages).toEqual([
      expect.objectContaining({
        name: "Welcome to the Club: a free drink",
        code: expect.stringMatching(/^CLUB-/),
      }),
    ]);
  });

  it("is refused where the domain's club flag is off, and for another customer nothing changes", async () => {
    await setClubFlag("nl", false);
    try {
      const customer = await createCustomer(t.database.db, { domain: "nl", language: "nl" });
      const other = await createCustomer(t.database.db);
      const refused = await t.app.inject({
        method: "POST",
        url: "/api/accounts/me/club",
        headers: { authorization: `Bearer ${await t.tokenFor(customer.mail)}`, host: "nl.localhost:3000" },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe("FEATURE_DISABLED");
      const otherHeaders = { authorization: `Bearer ${await t.tokenFor(other.mail)}` };
      expect((await t.app.inject({ url: "/api/accounts/me", headers: otherHeaders })).json().hasLoyalty).toBe(
        false,
      );
    } finally {
      await setClubFlag("nl", true);
    }
  });
});
