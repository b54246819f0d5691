import { ErrorResponseSchema } from "@cinelux/contract/errors";
import { shareSegmentOf } from "@cinelux/contract/eticket-rules";
import {
  BookingHistoryResponseSchema,
  MAX_HISTORY_PAGE_SIZE,
  SharedSessionResponseSchema,
} from "@cinelux/contract/etickets";
import { describe, expect, it } from "vitest";
import { FAKE_HISTORY_SIZE, fakeCinemaUuid, fakeSessionUuid, fakeUuid } from "../data/history";
import { fakeProgramme } from "./catalog-programme";
import { BEARER, FR } from "./fakes-test-kit";

async function history(query: string, headers: Record<string, string> = BEARER) {
  const response = await fetch(`${FR}/api/accounts/me/bookings?${query}`, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("fake booking history (GET /api/accounts/me/bookings)", () => {
  it("answers pages of the contract's shape, newest first, every year totalled", async () => {
    const first = BookingHistoryResponseSchema.parse((await history("page=1&pageSize=10&language=fr")).body);
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: FAKE_HISTORY_SIZE });
    expect(first.bookings).toHaveLength(10);
    const starts = first.bookings.map((booking) => Date.parse(booking.session.startDate));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    // Camille's demo history (packages/demo bookings.ts): 32 bookings, the fourth page holds two.
    const last = BookingHistoryResponseSchema.parse((await history("page=4&pageSize=10")).body);
    expect(last.bookings).toHaveLength(FAKE_HISTORY_SIZE - 30);
    expect(first.years.reduce((sum, year) => sum + year.bookings, 0)).toBe(FAKE_HISTORY_SIZE);
    // Spent counts the confirmed bookings only; refunds are summed apart.
    const all = BookingHistoryResponseSchema.parse((await history(`pageSize=${MAX_HISTORY_PAGE_SIZE}`)).body);
    const confirmed = all.bookings.filter((booking) => booking.status === "CONFIRMED");
    expect(all.years.reduce((sum, year) => sum + year.amount, 0)).toBe(
      confirmed.reduce((sum, booking) => sum + booking.amount, 0),
    );
    expect(
      all.bookings.filter((booking) => booking.status === "REFUNDED").every((booking) => booking.refund),
    ).toBe(true);
  });

  it("refuses a page size over the contract's bound, and a call without a Bearer token", async () => {
    const tooMany = await history(`pageSize=${MAX_HISTORY_PAGE_SIZE + 1}`);
    expect(tooMany.status).toBe(400);
    expect(ErrorResponseSchema.parse(tooMany.body).code).toBe("BAD_REQUEST");
    const anonymous = await history("page=1", {});
    expect(anonymous.status).toBe(401);
  });
});

describe("fake shared session (GET /api/ec/shared/V{cinema}S{session})", () => {
  it("answers a session to come of the request's domain, and codes the rest", async () => {
    const session = fakeProgramme("fr").sessions.find(
      (candidate) => candidate.startsAt.getTime() > Date.now(),
    );
    expect(session).toBeDefined();
    const ref = {
      cinemaId: fakeCinemaUuid(session?.cinemaSlug ?? ""),
      sessionId: fakeSessionUuid(session?.id ?? ""),
    };
    const ok = await fetch(`${FR}/api/ec/shared/${shareSegmentOf(ref)}?language=nl`);
    expect(ok.status).toBe(200);
    const body = SharedSessionResponseSchema.parse(await ok.json());
    expect(body.session.startDate).toBe(session?.startsAt.toISOString());
    const malformed = await fetch(`${FR}/api/ec/shared/Vfoo?language=fr`);
    expect(malformed.status).toBe(400);
    expect(ErrorResponseSchema.parse(await malformed.json()).code).toBe("SHARE_LINK_INVALID");
    const unknown = await fetch(
      `${FR}/api/ec/shared/${shareSegmentOf({ ...ref, sessionId: fakeUuid("x") })}`,
    );
    expect(unknown.status).toBe(404);
    expect(ErrorResponseSchema.parse(await unknown.json()).code).toBe("SHARED_SESSION_NOT_FOUND");
    // The Dutch domain does not play the French cinemas' sessions.
    const elsewhere = await fetch(`http://nl.localhost:5173/api/ec/shared/${shareSegmentOf(ref)}`);
    expect(elsewhere.status).toBe(404);
  });
});
