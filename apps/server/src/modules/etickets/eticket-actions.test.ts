import { readFileSync } from "node:fs";
import { ERROR_MESSAGES, TICKET_ERROR_CODES, ticketReferenceOf } from "@cinelux/contract";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCinema, createShow } from "../../../test/catalog.factories.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { mailsTo } from "../../../test/outbox.ts";
import { bookings, refunds, sessionSeats, ticketAudit } from "../../db/schema/index.ts";
import { ticketErrorKey } from "./eticket-texts.ts";
import { createBooking } from "./etickets.factories.ts";
import { TICKET_MAILS_PER_HOUR } from "./etickets.service.ts";

const t = useTestApp({ seed: false });

/** The cinema and the film the tickets are for (the booking factory's defaults). */
beforeAll(async () => {
  await createCinema(t.database.db, { slug: "cinelux-paris-bastille", name: "Cinélux Bastille" });
  await createShow(t.database.db, { slug: "metropolis", title: "Metropolis" });
});

const DAY = 24 * 60;
type Booking = Awaited<ReturnType<typeof createBooking>>;

function referenceOf(booking: Booking, language: "fr" | "nl" | "en" = "fr"): string {
  return ticketReferenceOf({
    id: booking.id,
    language,
    cinema: { id: booking.cinemaId },
    session: { id: booking.sessionId },
  });
}

async function call(customer: { id: string }, url: string) {
  const response = await injectAs(t, customer, { method: "GET", url });
  return { status: response.statusCode, body: response.json() };
}

describe("GET /api/ec/sendmail/{reference}/{mail}", () => {
  it("queues the ticket with its QR code and its .ics, in the reference's language", async () => {
    const customer = await createCustomer(t.database.db);
    const booking = await createBooking(t.database.db, { accountId: customer.id, startsIn: 2 * DAY });
    const to = `friend-${booking.id}@example.test`;
    const answer = await call(
      customer,
      `/api/ec/sendmail/${referenceOf(booking, "nl")}/${encodeURIComponent(to)}`,
    );
    expect(answer).toEqual({ status: 200, body: { done: true, error: null } });

    const [mail] = await mailsTo(t, to);
    expect(mail).toMatchObject({ kind: "eticket", language: "nl" });
    expect(mail?.subject).toContain("Je ticket voor");
    expect(mail?.text).toContain(booking.bookingRef);
    expect(mail?.text).toContain("F6, F7");
    const [qr, ics] = mail?.attachments ?? [];
    expect(qr).toMatchObject({ filename: `ticket-${booking.bookingRef}.png`, contentType: "image/png" });
    // A PNG starts with its 8-byte signature.
    expect(
      Buffer.from(qr?.base64 ?? "", "base64")
        .subarray(0, 8)
        .toString("hex"),
    ).toBe("89504e470d0a1a0a");
    expect(ics?.contentType).toBe("text/calendar; charset=utf-8");
    const calendar = Buffer.from(ics?.base64 ?? "", "base64").toString("utf8");
    expect(calendar).toContain("BEGIN:VEVENT");
    expect(calendar).toContain(`UID:${booking.id}@cinelux`);
    expect(calendar).toContain("LOCATION:");

    const audit = await t.database.db.select().from(ticketAudit).where(eq(ticketAudit.bookingId, booking.id));
    expect(audit).toMatchObject([{ action: "sendmail", detail: { recipient: to } }]);
  });

  it("lists the attachments in the dev mailbox, each downloadable", async () => {
    const customer = await createCustomer(t.database.db);
    const booking = await createBooking(t.database.db, { accountId: customer.id, startsIn: DAY });
    const to = `box-${booking.id}@example.test`;
    await call(customer, `/api/ec/sendmail/${referenceOf(booking)}/${to}`);
    const [mail] = await mailsTo(t, to);
    const page = await t.app.inject({ url: "/dev/mailbox", remoteAddress: "127.0.0.1" });
    expect(page.body).toContain(`/dev/mailbox/${mail?.id}/attachments/1`);
    const file = await t.app.inject({
      url: `/dev/mailbox/${mail?.id}/attachments/1`,
      remoteAddress: "127.0.0.1",
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="ticket-${booking.bookingRef}.ics"`,
    );
    expect(file.body).toContain("BEGIN:VCALENDAR");
  });

  it("refuses a malformed reference or address with a coded, translated error (SPEC 8)", async () => {
    const customer = await createCustomer(t.database.db);
    const booking = await createBooking(t.database.db, { accountId: customer.id, startsIn: DAY });
    expect(await call(customer, `/api/ec/sendmail/${booking.bookingRef}/a@example.test?language=en`)).toEqual(
      {
        status: 400,
        body: {
          done: false,
          error: { code: "TICKET_REFERENCE_INVALID", message: "This ticket reference isn't valid." },
        },
      },
    );
    const badMail = await call(customer, `/api/ec/sendmail/${referenceOf(booking)}/not-a-mail`);
    expect(badMail).toEqual({
      status: 400,
      body: {
        done: false,
        error: { code: "TICKET_MAIL_INVALID", message: "Cette adresse e-mail n'est pas valide." },
      },
    });
  });

  it("answers a second customer 'not found' on the first one's ticket, as for a reference that does not match", async () => {
    const first = await createCustomer(t.database.db);
    const second = await createCustomer(t.database.db);
    const booking = await createBooking(t.database.db, { accountId: first.id, startsIn: DAY });
    const other = await createBooking(t.database.db, { accountId: first.id, startsIn: DAY });
    const notFound = {
      done: false,
      error: { code: "TICKET_NOT_FOUND", message: ERROR_MESSAGES.fr.TICKET_NOT_FOUND },
    };
    expect(await call(second, `/api/ec/sendmail/${referenceOf(booking)}/x@example.test`)).toEqual({
      status: 404,
      body: notFound,
    });
    const mismatched = referenceOf(booking).replace(booking.sessionId, other.sessionId);
    expect(await call(first, `/api/ec/sendmail/${mismatched}/x@example.test`)).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await mailsTo(t, "x@example.test")).toEqual([]);
  });

  it(`sends at most ${TICKET_MAILS_PER_HOUR} ticket mails per customer per hour`, async () => {
    const customer = await createCustomer(t.database.db);
    const booking = await createBooking(t.database.db, { accountId: customer.id, startsIn: DAY });
    const url = `/api/ec/sendmail/${referenceOf(booking)}/limit-${booking.id}@example.test`;
    for (let sent = 0; sent < TICKET_MAILS_PER_HOUR; sent++) {
      expect((await call(customer, url)).status).toBe(200);
    }
    const refused = await call(customer, url);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("TICKET_MAIL_RATE_LIMITED");
    expect(await mailsTo(t, `limit-${booking.id}@example.test`)).toHaveLength(TICKET_MAILS_PER_HOUR);
  });
});

async function ticketCount(customer: { id: string }): Promise<number> {
  const response = await injectAs(t, customer, { method: "GET", url: "/api/accounts/me/tickets/count" });
  return (response.json() as { count: number }).count;
}

describe("GET /api/ec/cancel/{id}", () => {
  it("refunds a refundable ticket: status, refund row, audit and mail in one go; the Wallet count drops", async () => {
    const customer = await createCustomer(t.database.db);
    const booking = await createBooking(t.database.db, {
      accountId: customer.id,
      startsIn: 2 * DAY,
      refundable: true,
      totalAmount: 31.6,
      means: "VISA",
    });
    await createBooking(t.database.db, { accountId: customer.id, startsIn: 3 * DAY });
    expect(await ticketCount(customer)).toBe(2);
    await t.database.db
      .insert(sessionSeats)
      .values({ sessionId: booking.sessionId, seatId: "F6", bookingId: booking.id });

    expect(await call(customer, `/api/ec/cancel/${referenceOf(booking, "en")}`)).toEqual({
      status: 200,
      body: { done: true, error: null },
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe("REFUNDED");
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(refund).toMatchObject({ amount: 3160, means: "VISA" });
    // Its seats are on sale again.
    expect(
      await t.database.db.select().from(sessionSeats).where(eq(sessionSeats.bookingId, booking.id)),
    ).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(ticketAudit)
      .where(and(eq(ticketAudit.bookingId, booking.id), eq(ticketAudit.action, "cancel")));
    expect(audit).toHaveLength(1);
    const [mail] = await mailsTo(t, customer.mail);
    expect(mail).toMatchObject({ kind: "eticket_refund", language: "en" });
    expect(mail?.text).toContain("€31.60");
    // The bookings trigger's NOTIFY drops the process's cached count (SPEC 2.1 Wallet bullet).
    await vi.waitFor(async () => expect(await ticketCount(customer)).toBe(1), {
      timeout: 2_000,
      interval: 20,
    });
  });

  it("takes the bare ticket id too, and refuses a second cancel", async () => {
    const customer = await createCustomer(t.database.db);
    const booking = await createBooking(t.database.db, {
      accountId: customer.id,
      startsIn: DAY,
      refundable: true,
    });
    expect((await call(customer, `/api/ec/cancel/${booking.id}`)).status).toBe(200);
    const again = await call(customer, `/api/ec/cancel/${booking.id}`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("TICKET_ALREADY_CANCELLED");
    expect(await t.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id))).toHaveLength(
      1,
    );
  });

  it("refuses a non-refundable ticket and a started session, changing nothing", async () => {
    const customer = await createCustomer(t.database.db);
    const fixed = await createBooking(t.database.db, { accountId: customer.id, startsIn: DAY });
    const started = await createBooking(t.database.db, {
      accountId: customer.id,
      startsIn: -10,
      refundable: true,
    });
    const refused = await call(customer, `/api/ec/cancel/${referenceOf(fixed)}`);
    expect(refused).toEqual({
      status: 409,
      body: {
        done: false,
        error: { code: "TICKET_NOT_REFUNDABLE", message: "Ce billet n'est pas remboursable." },
      },
    });
    expect((await call(customer, `/api/ec/cancel/${started.id}`)).body.error.code).toBe(
      "TICKET_SESSION_STARTED",
    );
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.accountId, customer.id));
    expect(rows.map((row) => row.status)).toEqual(["CONFIRMED", "CONFIRMED"]);
    expect(await mailsTo(t, customer.mail)).toEqual([]);
  });

  it("answers a second customer 'not found' on the first one's ticket, and 400 to a malformed id", async () => {
    const first = await createCustomer(t.database.db);
    const second = await createCustomer(t.database.db);
    const booking = await createBooking(t.database.db, {
      accountId: first.id,
      startsIn: DAY,
      refundable: true,
    });
    for (const target of [booking.id, referenceOf(booking)]) {
      const answer = await call(second, `/api/ec/cancel/${target}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe("TICKET_NOT_FOUND");
    }
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe("CONFIRMED");
    expect((await call(second, "/api/ec/cancel/CLX-FR-000101")).status).toBe(400);
  });

  it("takes at most 30 calls a minute per customer, like the other writes", async () => {
    const customer = await createCustomer(t.database.db);
    for (let call = 0; call < 30; call++) {
      const answer = await injectAs(t, customer, { method: "GET", url: "/api/ec/cancel/not-a-ticket" });
      expect(answer.statusCode).toBe(400);
    }
    const limited = await injectAs(t, customer, { method: "GET", url: "/api/ec/cancel/not-a-ticket" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    // Another customer is not held back by the first one's calls.
    const other = await createCustomer(t.database.db);
    expect((await injectAs(t, other, { method: "GET", url: "/api/ec/cancel/not-a-ticket" })).statusCode).toBe(
      400,
    );
  });

  it("needs a token, like sendmail", async () => {
    expect((await t.app.inject({ url: `/api/ec/cancel/${crypto.randomUUID()}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/ec/sendmail/a/b@example.test" })).statusCode).toBe(401);
  });
});

describe("e-ticket error texts", () => {
  it("are the web's Tickets.Error.* words, in fr, nl and en", () => {
    for (const language of ["fr", "nl", "en"] as const) {
      const web = JSON.parse(
        readFileSync(new URL(`../../../../web/public/assets/i18n/${language}.json`, import.meta.url), "utf8"),
      ) as Record<string, string>;
      for (const code of TICKET_ERROR_CODES) {
        expect(web[ticketErrorKey(code)]).toBe(ERROR_MESSAGES[language][code]);
      }
    }
  });
});
