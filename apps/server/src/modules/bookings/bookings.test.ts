import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { bookings } from "../../db/schema/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function ticketCount(mail: string): Promise<number> {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/accounts/me/tickets/count",
    headers: { authorization: `Bearer ${await t.tokenFor(mail)}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return (response.json() as { count: number }).count;
}

describe("GET /api/accounts/me/tickets/count", () => {
  it("counts the confirmed bookings to come: not the past one, not the cancelled one", async () => {
    expect(await ticketCount("camille.martin@example.com")).toBe(3);
    expect(await ticketCount("sanne.devries@example.com")).toBe(1);
    expect(await ticketCount("noah.jansen@example.com")).toBe(0);
  });

  it("needs a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/accounts/me/tickets/count" });
    expect(response.statusCode).toBe(401);
  });

  it("counts only the token's own bookings: Camille's changes never move Sanne's count", async () => {
    const [upcoming] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingRef, "CLX-FR-000101"));
    expect(upcoming?.status).toBe("CONFIRMED");
    await t.database.db
      .update(bookings)
      .set({ status: "CANCELLED" })
      .where(eq(bookings.bookingRef, "CLX-FR-000101"));
    try {
      expect(await ticketCount("camille.martin@example.com")).toBe(2);
      expect(await ticketCount("sanne.devries@example.com")).toBe(1);
    } finally {
      await t.database.db
        .update(bookings)
        .set({ status: "CONFIRMED" })
        .where(eq(bookings.bookingRef, "CLX-FR-000101"));
    }
    // A pending booking on Sanne's session, held by Camille, counts for neither.
    const [sanneBooking] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingRef, "CLX-NL-000201"));
    await t.database.db.insert(bookings).values({
      accountId: await t.accountId("camille.martin@example.com"),
      bookingRef: "CLX-TEST-PENDING",
      sessionId: sanneBooking?.sessionId as string,
      status: "PENDING",
      seats: ["A1"],
      seatType: "standard",
      payment: { bookingDate: new Date().toISOString(), means: "CB", totalAmount: 12.9, currency: "EUR" },
    });
    expect(await ticketCount("camille.martin@example.com")).toBe(3);
    expect(await ticketCount("sanne.devries@example.com")).toBe(1);
  });

  it("is documented in OpenAPI with every status", async () => {
    const operation = (await t.openApi()).paths["/api/accounts/me/tickets/count"]?.get;
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(["200", "401"]);
  });
});
