import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { advantages } from "../../db/schema/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function list(mail: string) {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/accounts/me/advantages?language=fr",
    headers: { authorization: `Bearer ${await t.tokenFor(mail)}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return response.json() as {
    id: string;
    name: string;
    expirationDate: string | null;
    code: string | null;
  }[];
}

describe("GET /api/accounts/me/advantages", () => {
  it("lists the advantages still valid, soonest expiry first and open-ended last", async () => {
    const camille = await list("camille.martin@example.com");
    expect(camille.map((a) => a.id)).toEqual(["ADV-FR-0001", "ADV-FR-0002", "ADV-FR-0003"]);
    expect(camille[0]).toMatchObject({ name: "Popcorn moyen offert", code: "POP-7Q2X-91" });
    expect(camille[2]?.expirationDate).toBeNull();
    // The expired birthday drink is gone.
    expect(camille.some((a) => a.id === "ADV-FR-0004")).toBe(false);
  });

  it("shows each customer only their own advantages", async () => {
    const sanne = await list("sanne.devries@example.com");
    expect(sanne.map((a) => a.id)).toEqual(["ADV-NL-0001", "ADV-NL-0002"]);
    expect(await list("noah.jansen@example.com")).toEqual([]);
  });

  it("counts an advantage expiring today as still valid", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    await t.database.db
      .update(advantages)
      .set({ expirationDate: today })
      .where(eq(advantages.id, "ADV-NL-0002"));
    expect((await list("sanne.devries@example.com")).map((a) => a.id)).toContain("ADV-NL-0002");
  });

  it("requires a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/accounts/me/advantages" });
    expect(response.statusCode).toBe(401);
  });
});
